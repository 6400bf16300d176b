/**
 * /products: the catalog with search, price range, sort and previous/next paging, all in the URL
 * (catalog-query.ts). Skeletons on the first load; the previous page stays (dimmed) while the next arrives.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { useDocumentTitle } from '../../lib/document-title';
import { useFocusOnNavigation } from '../../lib/focus';
import { deferredPart } from '../../lib/deferred-part';
import { useDeferredData } from '../../lib/use-deferred-data';
import { useMediaQuery } from '../../lib/use-media-query';
import { useCatalogPage } from './api';
import type { CatalogChoiceFiltersProps } from './CatalogChoiceFilters';
import { CatalogFilterForm } from './CatalogFilterForm';
import {
  activeFilterCount,
  apiQuery,
  CATALOG_PAGE_SIZE,
  CATALOG_SORTS,
  catalogSearch,
  hasFilters,
  INITIAL_STATE,
  nextPageState,
  pageNumber,
  parseCatalogParams,
  previousPageState,
  resultsSummary,
  SORT_LABELS,
  withFilters,
  type CatalogSort,
  type CatalogState,
  type ChoiceFilter,
} from './catalog-query';
import './catalog.css';
import { LoadError, Notice } from '../../components/LoadError';

/** Cards of the first row(s) load at once; the rest lazily (below the fold). */
const EAGER_CARDS = 4;

/**
 * The list filters (category, variety, origin, farm, harvest) with their counts: after the catalog's first
 * view, in a chunk of their own (lib/deferred-part.tsx); last in the filter column, so nothing waits below
 * them.
 */
const CatalogChoiceFilters = deferredPart<CatalogChoiceFiltersProps>(() => import('./CatalogChoiceFilters'));

/** Where the filter column stops folding behind «Filtros» (catalog.css). */
const FILTERS_SHOWN = '(min-width: 960px)';

type FocusMode = 'page' | 'results' | 'none';

/** Ours: the catalog's meta description. */
export const CATALOG_DESCRIPTION =
  'Compra pitahaya roja, blanca y amarilla, mermeladas, jugos y plantas directamente a las fincas que la cultivan.';

export default function ProductsScreen() {
  useDocumentTitle('Productos', CATALOG_DESCRIPTION);
  // Phones and tablets: the filters fold behind a button so the products come first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useMemo(() => parseCatalogParams(params), [params]);
  const { data: answer, error, isValidating, mutate } = useCatalogPage(apiQuery(state));
  // Shown where the browser cannot tell (the wide layout's panel is the one that must not go missing).
  const filtersShown = useMediaQuery(FILTERS_SHOWN, true);
  // The grid renders in the background (a transition split into short slices) when an answer arrives, not in
  // one long task; what shows meanwhile stays (the skeletons, or the previous page's cards).
  const data = useDeferredData(answer);

  // Focus after a navigation: the h1 when arriving at the catalog, the results heading after a filter or
  // page change (the shell's hook moves it; this decides where), nothing after a sort change (the select
  // keeps it, so a keyboard user can go on choosing).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const focusMode = useRef<FocusMode>('page');
  const scrollToResults = useRef(false);
  const focusTarget = useMemo(
    () => ({
      get current(): HTMLElement | null {
        const mode = focusMode.current;
        focusMode.current = 'results';
        if (mode === 'page') return headingRef.current;
        return mode === 'results' ? resultsRef.current : null;
      },
    }),
    [],
  );
  useFocusOnNavigation(focusTarget as RefObject<HTMLElement | null>);
  useEffect(() => {
    // Later navigations inside the catalog (including back/forward) focus the results.
    focusMode.current = 'results';
  }, []);
  useEffect(() => {
    if (!scrollToResults.current) return;
    scrollToResults.current = false;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [location.key]);

  const go = useCallback(
    (next: CatalogState, focus: FocusMode, scroll: boolean) => {
      focusMode.current = focus;
      scrollToResults.current = scroll;
      void navigate({ search: catalogSearch(next) });
    },
    [navigate],
  );
  // Applied at once; the focus stays on the control (arrows go on choosing).
  const onChoose = useCallback(
    (filter: ChoiceFilter, value: string | undefined) =>
      go(withFilters(state, { [filter]: value }), 'none', false),
    [go, state],
  );

  const onSort = (event: ChangeEvent<HTMLSelectElement>) =>
    go(withFilters(state, { sort: event.target.value as CatalogSort }), 'none', false);

  const products = Array.isArray(data?.products) ? data.products : [];
  const nextToken = typeof data?.nextToken === 'string' && data.nextToken ? data.nextToken : null;
  const page = pageNumber(state);
  const filtered = hasFilters(state);
  const resetSearch = catalogSearch({ ...INITIAL_STATE, sort: state.sort });
  const filtersKey = `${state.q}|${state.minPrice ?? ''}|${state.maxPrice ?? ''}`;
  // With keepPreviousData, `data` may still be the previous query's answer while the next one loads.
  const firstLoad = !data && !error;
  const updating = isValidating && Boolean(data) && !error;

  const activeFilters = activeFilterCount(state);

  let summary: string;
  if (firstLoad) summary = 'Cargando productos...';
  else if (error) summary = 'No se pudieron cargar los productos';
  else summary = resultsSummary(state, products.length, nextToken !== null);

  return (
    <div className="page catalog">
      <div className="page__header">
        <h1 className="page__title" tabIndex={-1} ref={headingRef}>
          Productos
        </h1>
        <p className="page__lead">
          Pitahaya fresca y productos elaborados con ella, directamente de las fincas que la cultivan.
        </p>
      </div>

      <div className="catalog__filters-bar">
        <button
          type="button"
          className="btn btn--ghost catalog__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="catalog-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon width={18} height={18} />
          {filtersOpen ? 'Ocultar filtros' : 'Filtros'}{' '}
          {activeFilters > 0 ? (
            <span className="pill catalog__filters-count">
              <span aria-hidden="true">{activeFilters}</span>
              <span className="visually-hidden">
                {activeFilters === 1 ? '(1 activo)' : `(${activeFilters} activos)`}
              </span>
            </span>
          ) : null}
        </button>
      </div>

      <div className="catalog__layout">
        <div id="catalog-filters" className={filtersOpen ? 'catalog-panel is-open' : 'catalog-panel'}>
          <CatalogFilterForm
            key={filtersKey}
            id="catalog-search"
            open
            initial={state}
            filtered={filtered}
            resetTo={`/products${resetSearch}`}
            onApply={(filters) => {
              setFiltersOpen(false);
              go(withFilters(state, filters), 'results', false);
            }}
          />
          <CatalogChoiceFilters
            state={state}
            onChoose={onChoose}
            // On a phone the column is folded: nothing to render, nor counts to ask for, until it opens.
            show={filtersOpen || filtersShown}
            eager={filtersOpen}
          />
        </div>

        <section className="catalog__results" aria-labelledby="catalog-results-title">
          <div className="catalog__toolbar">
            <div>
              <h2 id="catalog-results-title" className="catalog__count" tabIndex={-1} ref={resultsRef}>
                {summary}
              </h2>
              <p className="catalog__page-info">
                {filtered && state.q ? <>Búsqueda: «{state.q}» · </> : null}
                Página {page}
              </p>
            </div>
            <div className="field field--inline catalog__sort">
              <label htmlFor="catalog-sort">Ordenar por</label>
              <select id="catalog-sort" value={state.sort} onChange={onSort}>
                {CATALOG_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <p className="visually-hidden" role="status" aria-live="polite">
            {updating ? 'Actualizando resultados...' : firstLoad ? 'Cargando productos...' : ''}
          </p>

          {firstLoad ? (
            <ul className="product-grid catalog__grid" aria-hidden="true" data-testid="catalog-skeleton">
              {Array.from({ length: CATALOG_PAGE_SIZE }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : error ? (
            <LoadError
              title="No se pudieron cargar los productos."
              detail={errorMessage(error)}
              onRetry={() => void mutate()}
              retrying={isValidating}
              className="catalog__notice"
            >
              {isApiError(error) && error.status === 422 ? (
                <Link to={`/products${catalogSearch({ ...state, cursors: [] })}`} className="btn btn--link">
                  Volver a la primera página
                </Link>
              ) : null}
            </LoadError>
          ) : products.length === 0 ? (
            <EmptyState state={state} filtered={filtered} resetTo={`/products${resetSearch}`} />
          ) : (
            <ul
              className={`product-grid catalog__grid${updating ? ' is-updating' : ''}`}
              aria-busy={updating || undefined}
            >
              {products.map((product, index) => (
                <li key={product.productId ?? product.id}>
                  <ProductCard product={product} eager={index < EAGER_CARDS} addToCart />
                </li>
              ))}
            </ul>
          )}

          {!firstLoad && !error && (page > 1 || nextToken) ? (
            <nav className="pager" aria-label="Paginación de productos">
              {page > 1 ? (
                <Link
                  to={{ search: catalogSearch(previousPageState(state)) }}
                  className="btn btn--ghost pager__prev"
                  rel="prev"
                  onClick={() => {
                    focusMode.current = 'results';
                    scrollToResults.current = true;
                  }}
                >
                  <span aria-hidden="true">←</span> Anterior
                </Link>
              ) : (
                <span />
              )}
              <span className="pager__page" aria-current="page">
                Página {page}
              </span>
              {nextToken && !updating ? (
                <Link
                  to={{ search: catalogSearch(nextPageState(state, nextToken, products.length)) }}
                  className="btn btn--ghost pager__next"
                  rel="next"
                  onClick={() => {
                    focusMode.current = 'results';
                    scrollToResults.current = true;
                  }}
                >
                  Siguiente <span aria-hidden="true">→</span>
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}

function EmptyState({
  state,
  filtered,
  resetTo,
}: {
  state: CatalogState;
  filtered: boolean;
  resetTo: string;
}) {
  if (state.cursors.length > 0) {
    return (
      <Notice
        title="No hay más productos."
        className="catalog__notice"
        testId="catalog-empty"
        actions={
          <Link
            to={{ search: catalogSearch(previousPageState(state)) }}
            className="btn btn--ghost btn--small"
          >
            Volver a la página anterior
          </Link>
        }
      >
        Ya has visto todos los productos de esta búsqueda.
      </Notice>
    );
  }
  if (filtered) {
    return (
      <Notice
        title="No encontramos productos con esos filtros"
        className="catalog__notice"
        testId="catalog-empty"
        actions={
          <Link to={resetTo} className="btn btn--primary btn--small">
            Ver todos los productos
          </Link>
        }
      >
        Prueba con otras palabras, otra categoría, variedad, origen, finca o fecha de cosecha, o amplía el
        rango de precio.
      </Notice>
    );
  }
  return (
    <Notice title="Todavía no hay productos publicados." className="catalog__notice" testId="catalog-empty">
      Las fincas están preparando su primera cosecha. ¡Vuelve pronto!
    </Notice>
  );
}

/** Funnel icon of the "Filtros" button (here, not in components/icons: only the catalog chunk needs it). */
function FilterIcon(props: { width: number; height: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />
    </svg>
  );
}
