/**
 * The catalog's list filters (issue 23): category (radio buttons with the count of each), variety, origin,
 * farm and harvest window (selects with counts). Origins are the places of the products in the search, each
 * named by its most common spelling; the URL keeps the one chosen, and any spelling of it selects the same
 * option (compared by originKeyOf). Each applies at once on change, keyboard first: arrows move between categories, the
 * selects are native. The counts come from GET /v1/products/facets for the search shown (each under the other
 * filters, so the other choices keep their numbers); until they arrive, or when the search was too large to
 * count whole (`complete: false`), the values show without numbers.
 */
import { useId } from 'react';
import {
  CATEGORY_LABELS,
  PITAHAYA_VARIETIES,
  PRODUCT_CATEGORIES,
  VARIETY_LABELS,
  type PitahayaVariety,
  type ProductCategory,
} from '../../../../shared/catalog/product-attributes.js';
import {
  HARVEST_WINDOW_LABELS,
  HARVEST_WINDOWS,
  originKeyOf,
  type HarvestWindow,
} from '../../../../shared/catalog/origin-harvest-filters.js';
import type { CatalogFacets } from '../../../../shared/contracts/products/entities.js';
import type { CatalogFilters, ChoiceFilter } from './catalog-query';

interface CatalogChoiceFiltersProps {
  state: CatalogFilters;
  /** The counts of the search shown (undefined while the first ones load, or when they failed). */
  facets: CatalogFacets | undefined;
  onChoose: (filter: ChoiceFilter, value: string | undefined) => void;
}

/** "Fruta fresca (6)" in a select; the plain label without counts. */
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** The main four groups while no counts are known ('otros' only shows when some product is in it). */
const MAIN_CATEGORIES = PRODUCT_CATEGORIES.filter((category) => category !== 'otros');

export function CatalogChoiceFilters({ state, facets, onChoose }: CatalogChoiceFiltersProps) {
  const id = useId();
  const counted = facets?.complete === true;
  const categories: { value: ProductCategory; count?: number }[] = facets
    ? facets.categories.map(({ category, count }) => ({ value: category, ...(counted ? { count } : {}) }))
    : MAIN_CATEGORIES.map((value) => ({ value }));
  if (state.category && !categories.some((entry) => entry.value === state.category))
    categories.push({ value: state.category });
  const varieties: { value: PitahayaVariety; count?: number }[] = facets
    ? facets.varieties.map(({ variety, count }) => ({ value: variety, ...(counted ? { count } : {}) }))
    : PITAHAYA_VARIETIES.map((value) => ({ value }));
  if (state.variety && !varieties.some((entry) => entry.value === state.variety))
    varieties.push({ value: state.variety });
  const farms = (facets?.farms ?? []).map((farm) => ({
    value: farm.producerId,
    label: farm.name || 'Finca sin nombre',
    ...(counted ? { count: farm.count } : {}),
  }));
  if (state.producerId && !farms.some((farm) => farm.value === state.producerId))
    farms.push({ value: state.producerId, label: 'La finca elegida' });
  // Options by origin key, labelled with the spelling the counts name (or the URL's, until they arrive).
  const origins = (facets?.origins ?? []).map(({ origin, count }) => ({
    value: originKeyOf(origin),
    label: origin,
    ...(counted ? { count } : {}),
  }));
  const chosenOrigin = state.origin === undefined ? '' : originKeyOf(state.origin);
  if (state.origin && !origins.some((entry) => entry.value === chosenOrigin))
    origins.push({ value: chosenOrigin, label: state.origin });
  // Windows with products; all of them (no numbers) while the counts are unknown.
  const windows: { value: HarvestWindow; count?: number }[] = facets?.harvest
    ? facets.harvest.map(({ window, count }) => ({ value: window, ...(counted ? { count } : {}) }))
    : HARVEST_WINDOWS.map((value) => ({ value }));
  if (state.harvest && !windows.some((entry) => entry.value === state.harvest))
    windows.push({ value: state.harvest });
  const total = counted ? facets.categories.reduce((sum, entry) => sum + entry.count, 0) : undefined;

  return (
    <div className="card catalog-choices" data-testid="catalog-choices">
      <fieldset className="catalog-choices__group">
        <legend>Categoría</legend>
        <ul className="catalog-choices__list">
          <li>
            <label className="catalog-choice">
              <input
                type="radio"
                name={`${id}-category`}
                value=""
                checked={state.category === undefined}
                onChange={() => onChoose('category', undefined)}
              />
              <span className="catalog-choice__label">Todas</span>
              {total !== undefined ? <Count value={total} /> : null}
            </label>
          </li>
          {categories.map(({ value, count }) => (
            <li key={value}>
              <label className="catalog-choice">
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={value}
                  checked={state.category === value}
                  onChange={() => onChoose('category', value)}
                />
                <span className="catalog-choice__label">{CATEGORY_LABELS[value]}</span>
                {count !== undefined ? <Count value={count} /> : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-variety`}>Variedad</label>
        <select
          id={`${id}-variety`}
          value={state.variety ?? ''}
          onChange={(event) => onChoose('variety', event.target.value || undefined)}
        >
          <option value="">Todas las variedades</option>
          {varieties.map(({ value, count }) => (
            <option key={value} value={value}>
              {withCount(VARIETY_LABELS[value], count)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-origin`}>Origen</label>
        <select
          id={`${id}-origin`}
          value={chosenOrigin}
          onChange={(event) =>
            onChoose('origin', origins.find((entry) => entry.value === event.target.value)?.label)
          }
        >
          <option value="">Todos los orígenes</option>
          {origins.map(({ value, label, count }) => (
            <option key={value} value={value}>
              {withCount(label, count)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-farm`}>Finca</label>
        <select
          id={`${id}-farm`}
          value={state.producerId ?? ''}
          onChange={(event) => onChoose('producerId', event.target.value || undefined)}
        >
          <option value="">Todas las fincas</option>
          {farms.map(({ value, label, count }) => (
            <option key={value} value={value}>
              {withCount(label, count)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-harvest`}>Cosecha</label>
        <select
          id={`${id}-harvest`}
          value={state.harvest ?? ''}
          onChange={(event) => onChoose('harvest', event.target.value || undefined)}
        >
          <option value="">Cualquier fecha</option>
          {windows.map(({ value, count }) => (
            <option key={value} value={value}>
              {withCount(HARVEST_WINDOW_LABELS[value], count)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A count beside a category: the number shown, "(6 productos)" read. */
function Count({ value }: { value: number }) {
  return (
    <span className="catalog-choice__count">
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">
        ({value} {value === 1 ? 'producto' : 'productos'})
      </span>
    </span>
  );
}
