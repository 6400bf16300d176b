/**
 * /products/{id}: gallery, name, producer, price per unit, stock state, description, quantity (1..stock) and
 * "Añadir al carrito" (through the cart layer, lib/cart: the local cart or a consumer's server cart). Unknown or inactive products are the
 * not-found page (the service answers 404 to anyone who may not see them).
 */
import { useMemo } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { firstViewOf, type ProductFirstView } from '../../../../shared/rules/catalog/product-first-view.js';
import { productDescription } from '../../../../shared/utils/meta.js';
import { LoadError } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { CART_TOASTS } from '../../components/add-to-cart';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { AfterFirstView } from '../../lib/deferred-part';
import { useDocumentTitle } from '../../lib/document-title';
import { useDeferredData } from '../../lib/use-deferred-data';
import { useProduct } from './api';
import { earlyFirstView } from './early-first-view';
import { ProductDetails, ProductDetailsPlaceholder } from './ProductDetails';
import { ProductBreadcrumbs, ProductHead } from './ProductFirstView';
import { ProductGallery } from './ProductGallery';
import './product.css';
// The reviews under the details (features/reviews, a chunk of their own) are styled with the page.
import '../../components/product-reviews.css';

/** The add-to-cart toasts (shared with the product cards: components/add-to-cart.ts). */
export { CART_TOASTS };

export default function ProductDetailScreen() {
  const { id = '' } = useParams();
  const { data: answer, error, isValidating, mutate } = useProduct(id);
  // The page renders in the background (a transition split into short slices) when the answer arrives, not in
  // one long task; the first view (or the skeleton) stays until it is ready.
  const data = useDeferredData(answer);
  const product = data?.product;
  // The first view the page's HTML already shows (services/seo), for the product of the page's own address.
  const early = useMemo(() => earlyFirstView(id), [id]);

  // The not-found page is in the page's chunk, not a lazy part of it: a lazy one behind a Suspense here stayed on
  // its fallback for good when the 404 came while the page took over its HTML (a product just withdrawn, its
  // page's HTML still in the browser's cache: test/e2e/products.test.ts).
  if (isApiError(error) && error.status === 404) {
    return (
      <NotFound
        title="Producto no encontrado"
        message="Este producto no existe o ya no está a la venta. Echa un vistazo al resto del catálogo."
      />
    );
  }
  if (!product && error) {
    return <LoadFailed message={errorMessage(error)} retrying={isValidating} onRetry={() => void mutate()} />;
  }
  const first = product ? firstViewOf(product) : early;
  // Keyed by the product: another product's page starts afresh (quantity, chosen photo).
  return first ? (
    <ProductPage key={id} first={first} product={product ?? null} />
  ) : (
    <ProductSkeleton key={id} />
  );
}

/**
 * The page: its first view at once (from the answer, or from the page's HTML while the answer loads), then the
 * details. The first view's parts keep their place and their elements when the answer arrives: the photo that
 * painted with the HTML stays the page's largest paint, and nothing above the details moves.
 */
function ProductPage({ first, product }: { first: ProductFirstView; product: Product | null }) {
  return (
    <div className="page product-page" aria-busy={product ? undefined : true}>
      {product ? (
        <DocumentTitle title={product.name} description={productDescription(product)} />
      ) : (
        <p className="visually-hidden" role="status">
          Cargando producto...
        </p>
      )}
      <ProductBreadcrumbs first={first} />
      <div className="product-page__layout">
        <ProductGallery
          name={first.name}
          thumbnailUrl={first.thumbnailUrl}
          imageUrls={first.imageUrls}
          imageVariants={first.imageVariants}
          thumbnailPhotos={product !== null}
        />
        <div className="product-page__info">
          {product?.isActive === false ? (
            <p className="note tone-warning" role="note">
              Este producto está desactivado: no aparece en la tienda y no se puede comprar.
            </p>
          ) : null}
          <ProductHead first={first} />
          {product ? <ProductDetails product={product} /> : <ProductDetailsPlaceholder />}
        </div>
      </div>
      {/* The reviews (the route's child: app/router.tsx), below the details once they are there, after the page's
          first view (issue 37: their chunk and request wait until the browser is idle, off the critical path). */}
      {product ? (
        <AfterFirstView
          // The reviews' box as the route's child holds it (app/router.tsx), so nothing moves in between.
          fallback={<div style={{ marginTop: '2.5rem', minHeight: '22rem' }} aria-hidden="true" />}
        >
          <Outlet />
        </AfterFirstView>
      ) : null}
    </div>
  );
}

/** The page's title and description (the share page's HTML has them until the answer arrives). */
function DocumentTitle({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

/** Nothing known of the product yet (a link followed inside the app): the page's shape. */
function ProductSkeleton() {
  return (
    <div className="page product-page" aria-busy="true">
      <DocumentTitle title="Producto" />
      <p className="visually-hidden" role="status">
        Cargando producto...
      </p>
      <div className="product-page__layout" aria-hidden="true" data-testid="product-skeleton">
        <div className="gallery">
          <div className="gallery__main skeleton" />
        </div>
        <div className="product-page__info">
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--line skeleton--title" />
          <span className="skeleton skeleton--line skeleton--wide" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
    </div>
  );
}

function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Page title="No se pudo cargar el producto" className="status-page">
      <LoadError title={message} retrying={retrying} onRetry={onRetry} retryClassName="btn btn--primary">
        <Link to="/products" className="btn btn--ghost">
          Ver productos
        </Link>
      </LoadError>
    </Page>
  );
}
