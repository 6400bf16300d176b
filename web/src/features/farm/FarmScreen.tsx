/**
 * /fincas/{slug}: a farm's public page (docs/farms.md): its photos, name and province, story, shipping and
 * pickup terms, and its products (the catalog's list by producer, a page at a time). An old address of the farm
 * moves to its current one; an unknown one is the not-found page. Its first view (shared/rules/farm-first-view.ts)
 * is also written by hand into the share page's HTML (shared/rules/farm-first-view-html.ts): change one, change
 * the other (first-view-markup.test.tsx keeps the two alike).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { FarmPage } from '../../../../shared/contracts/products/farm-entities.js';
import {
  FARM_MAIN_PHOTO_SIZES,
  farmFirstViewOf,
  farmPhotoAlt,
  type FarmFirstView,
} from '../../../../shared/rules/farm-first-view.js';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LoadError } from '../../components/LoadError';
import { StarRating } from '../../components/StarRating';
import { LoadMore } from '../../components/LoadMore';
import { NotFound } from '../../components/NotFound';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { useDocumentTitle } from '../../lib/document-title';
import { useFocusOnNavigation } from '../../lib/focus';
import { FEATURED_CARD_SIZES, responsiveImage } from '../../lib/images/responsive';
import { FARM_PRODUCTS_PAGE, useFarm, useFarmProducts } from './api';
import { earlyFarmFirstView } from './early-first-view';
import { farmDescription, shippingLine, storyParagraphs } from './farm-text';
import './farm.css';

/** The smaller photos: three in a row under the main one. */
const SMALL_PHOTO_SIZES = '(min-width: 900px) 210px, 31vw';

export default function FarmScreen() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isValidating, mutate } = useFarm(slug);
  const farm = data?.farm;
  // The first view the page's HTML already shows (services/seo), for the page's own address.
  const early = useMemo(() => earlyFarmFirstView(slug), [slug]);
  // An old address of the farm: its page answers the current slug, and the address bar follows.
  useEffect(() => {
    if (farm && farm.slug !== slug) void navigate(`/fincas/${farm.slug}`, { replace: true });
  }, [farm, slug, navigate]);

  if (isApiError(error) && (error.status === 404 || error.status === 422)) {
    return (
      <NotFound
        title="Finca no encontrada"
        message="No encontramos esa finca. Puede que haya cambiado de dirección o que ya no venda en la tienda. Mira los productos de todas las fincas en el catálogo."
        textTestId="farm-not-found"
      />
    );
  }
  if (!farm && error) {
    return (
      <div className="page">
        <LoadError
          title="No se pudo cargar la finca"
          detail={errorMessage(error)}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }
  const first = farm ? farmFirstViewOf(farm) : early;
  return first ? <FarmView first={first} farm={farm ?? null} /> : <FarmSkeleton />;
}

/**
 * The page: its first view at once (from the answer, or from the page's HTML while the answer loads), then the
 * rest. The first view's elements stay when the answer arrives (the main photo that painted with the HTML stays
 * the page's largest paint); the other photos come into boxes that already hold their place, and the rating
 * and the terms come after the story, so nothing that painted moves.
 */
function FarmView({ first, farm }: { first: FarmFirstView; farm: FarmPage | null }) {
  useDocumentTitle(first.name, farmDescription(first));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(headingRef);
  const paragraphs = storyParagraphs(first.story);
  const [main, ...others] = first.imageUrls;

  return (
    <div className="page farm-page" aria-busy={farm ? undefined : true} data-testid="farm-page">
      {farm ? null : (
        <p className="visually-hidden" role="status">
          Cargando la finca...
        </p>
      )}
      <Breadcrumbs current={first.name} />
      <div className="farm-page__layout">
        <div className="farm-page__photos">
          {main ? (
            <img
              className="farm-page__main-photo"
              {...responsiveImage(main, first.imageVariants, FARM_MAIN_PHOTO_SIZES)}
              width={first.imageVariants?.[main]?.width ?? 800}
              height={first.imageVariants?.[main]?.height ?? 800}
              alt={farmPhotoAlt(first.name)}
              fetchPriority="high"
            />
          ) : (
            <div className="farm-page__no-photo" aria-hidden="true" />
          )}
          {others.length > 0 ? (
            <ul className="farm-page__more-photos" aria-label="Más fotos de la finca">
              {others.map((url, index) => (
                // Empty boxes of the photos' size in the first view: their downloads would share the network
                // with the main photo, the page's largest paint.
                <li key={url}>
                  {farm ? (
                    <img
                      {...responsiveImage(url, first.imageVariants, SMALL_PHOTO_SIZES)}
                      width={first.imageVariants?.[url]?.width ?? 800}
                      height={first.imageVariants?.[url]?.height ?? 800}
                      alt={`${first.name}: foto ${index + 2} de la finca`}
                      loading="lazy"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="farm-page__info">
          <p className="farm-page__eyebrow">Finca productora</p>
          <h1 className="farm-page__title user-text" tabIndex={-1} ref={headingRef}>
            {first.name}
          </h1>
          {first.province ? (
            <p className="farm-page__place" data-testid="farm-province">
              Provincia de {first.province}
            </p>
          ) : null}
          {paragraphs.length > 0 ? (
            <div className="farm-page__story user-text" data-testid="farm-story">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p className="farm-page__story farm-page__story--empty">
              Esta finca aún no ha contado su historia. Mientras tanto, conoce sus productos.
            </p>
          )}
          {farm?.rating ? (
            <p className="farm-page__rating" data-testid="farm-rating">
              <StarRating average={farm.rating.average} count={farm.rating.count} />
              <span className="farm-page__rating-note">media de las opiniones de sus productos</span>
            </p>
          ) : null}
          {farm ? <FarmTerms farm={farm} /> : null}
        </div>
      </div>
      <FarmProducts name={first.name} producerId={farm?.producerId} />
    </div>
  );
}

function FarmTerms({ farm }: { farm: FarmPage }) {
  const { pickup } = farm.shipping;
  return (
    <section className="farm-page__terms" aria-labelledby="farm-terms-title" data-testid="farm-terms">
      <h2 id="farm-terms-title" className="farm-page__terms-title">
        Envío y recogida
      </h2>
      <dl>
        <div>
          <dt>Envío a domicilio</dt>
          <dd>{shippingLine(farm.shipping)}</dd>
        </div>
        <div>
          <dt>Recogida en la finca</dt>
          {pickup ? (
            <dd className="user-text">
              {pickup.address}
              <br />
              {pickup.hours}
            </dd>
          ) : (
            <dd>Esta finca no ofrece recogida: te lo enviamos a casa.</dd>
          )}
        </div>
      </dl>
    </section>
  );
}

/** Its products; their place (the title, three card skeletons) held from the first view, read once the farm is. */
function FarmProducts({ name, producerId }: { name: string; producerId: string | undefined }) {
  const { data, error, size, setSize, isValidating, mutate } = useFarmProducts(producerId);
  const products = (data ?? []).flatMap((page) => page.products);
  const last = data?.[data.length - 1];
  const loadingMore = isValidating && size > (data?.length ?? 0);
  return (
    <section className="farm-page__products" aria-labelledby="farm-products-title">
      <h2 id="farm-products-title" className="farm-page__products-title">
        Productos de <span className="user-text">{name}</span>
      </h2>
      {error && !data ? (
        <LoadError
          title="No se pudieron cargar sus productos"
          detail={errorMessage(error)}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      ) : !data ? (
        <ul className="product-grid product-grid--featured" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <p className="farm-page__empty">
          Esta finca no tiene productos a la venta ahora mismo.{' '}
          <Link to="/products">Ver todo el catálogo</Link>
        </p>
      ) : (
        <>
          {/* The home's grid: two cards a row on a phone like the catalog (one card 358 px wide made a long
              page of big pictures fetched at half their width), three from 900 px. */}
          <ul className="product-grid product-grid--featured" data-testid="farm-products">
            {products.map((product) => (
              <li key={product.productId}>
                <ProductCard product={product} sizes={FEATURED_CARD_SIZES} addToCart />
              </li>
            ))}
          </ul>
          <LoadMore
            more={Boolean(last?.nextToken) && products.length >= FARM_PRODUCTS_PAGE}
            loading={loadingMore}
            onLoad={() => void setSize(size + 1)}
          />
        </>
      )}
    </section>
  );
}

function FarmSkeleton() {
  useDocumentTitle('Finca');
  return (
    <div className="page farm-page" aria-busy="true">
      <div className="farm-page__layout">
        <div className="farm-page__no-photo" />
        <div className="farm-page__info">
          <p className="farm-page__eyebrow">Finca productora</p>
          <p className="farm-page__loading">Cargando la finca...</p>
        </div>
      </div>
    </div>
  );
}
