/**
 * /products/{id}: gallery, name, producer, price per unit, stock state, description, quantity (1..stock) and
 * "Añadir al carrito" (through the cart layer, lib/cart: the local cart or a consumer's server cart). Unknown or inactive products are the
 * not-found page (the service answers 404 to anyone who may not see them).
 */
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import {
  SKELETON_MAIN_PHOTO_CLASS,
  SKELETON_WITH_PHOTO_CLASS,
} from '../../../../shared/utils/image-variants.js';
import { productDescription } from '../../../../shared/utils/meta.js';
import {
  CATEGORY_LABELS,
  harvestDateLabel,
  VARIETY_LABELS,
} from '../../../../shared/constants/product-attributes.js';
import { CartIcon } from '../../components/icons';
import { Notice } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { QuantityPicker } from '../../components/QuantityPicker';
import { StockStatus } from '../../components/StockStatus';
import { UnitPrice } from '../../components/UnitPrice';
import { CART_TOASTS, useAddToCart } from '../../components/add-to-cart';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { useDocumentTitle } from '../../lib/document-title';
import { useFocusOnNavigation } from '../../lib/focus';
import { formatPrice } from '../../lib/format';
import { unitsOf } from '../../lib/stock';
import { useDeferredData } from '../../lib/use-deferred-data';
import { useProduct } from './api';
import { earlyMainPhoto } from './early-main-photo';
import { ProductGallery } from './ProductGallery';
import './product.css';

/** The add-to-cart toasts (shared with the product cards: components/add-to-cart.ts). */
export { CART_TOASTS };

export default function ProductDetailScreen() {
  const { id = '' } = useParams();
  const { data: answer, error, isValidating, mutate } = useProduct(id);
  // The page renders in the background (a transition split into short slices) when the answer arrives, not in
  // one long task; the skeleton, with the photo the HTML already showed, stays until it is ready.
  const data = useDeferredData(answer);
  const product = data?.product;

  if (isApiError(error) && error.status === 404) {
    return (
      <NotFound
        title="Producto no encontrado"
        message="Este producto no existe o ya no está a la venta. Echa un vistazo al resto del catálogo."
      />
    );
  }
  if (!product && !error) return <ProductSkeleton id={id} />;
  if (!product) {
    return <LoadError message={errorMessage(error)} retrying={isValidating} onRetry={() => void mutate()} />;
  }
  return <ProductView key={product.productId} product={product} />;
}

function ProductView({ product }: { product: Product }) {
  const units = unitsOf(product.stock);
  const [quantity, setQuantity] = useState(1);
  const available = product.isActive !== false && units > 0;
  useDocumentTitle(product.name, productDescription(product));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(headingRef);

  const { add, adding } = useAddToCart();
  const addToCart = () => add(product, quantity, units);

  return (
    <div className="page product-page">
      <nav aria-label="Migas de pan" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Inicio</Link>
          </li>
          <li>
            <Link to="/products">Productos</Link>
          </li>
          {product.category ? (
            <li>
              <Link to={`/products?category=${product.category}`}>{CATEGORY_LABELS[product.category]}</Link>
            </li>
          ) : null}
          <li aria-current="page" className="user-text">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="product-page__layout">
        <ProductGallery
          name={product.name}
          thumbnailUrl={product.thumbnailUrl}
          imageUrls={product.imageUrls ?? []}
          imageVariants={product.imageVariants}
        />
        <div className="product-page__info">
          {product.isActive === false ? (
            <p className="note tone-warning" role="note">
              Este producto está desactivado: no aparece en la tienda y no se puede comprar.
            </p>
          ) : null}
          <p className="product-page__producer user-text">
            {product.farm ? (
              // Its farm's public page (docs/farms.md): «De Finca Pitahaya del Valle, Almería».
              <>
                De{' '}
                <Link to={`/fincas/${product.farm.slug}`} className="product-page__farm-link">
                  {product.farm.name}
                  {product.farm.province ? `, ${product.farm.province}` : ''}
                </Link>
              </>
            ) : product.producerName?.trim() ? (
              <>
                De <strong>{product.producerName.trim()}</strong>
              </>
            ) : (
              'De una finca de Pitahaya Marketplace'
            )}
          </p>
          <h1 className="product-page__title user-text" tabIndex={-1} ref={headingRef}>
            {product.name}
          </h1>
          <p className="price product-page__price" data-testid="product-price">
            {formatPrice(product.price)}
            {product.unit ? <span className="price__unit product-page__unit"> / {product.unit}</span> : null}
          </p>
          <UnitPrice price={product.price} unit={product.unit} className="product-page__unit-price" />
          <p className="product-page__stock" data-testid="product-stock" id="product-stock">
            <StockStatus stock={product.stock} showCount />
          </p>
          <ProductFacts product={product} />
          {product.shortDescription ? (
            <p className="product-page__description user-text">{product.shortDescription}</p>
          ) : null}

          <div className="product-page__buy">
            {available ? (
              <>
                <QuantityPicker value={quantity} onChange={setQuantity} min={1} max={units} />
                <button
                  type="button"
                  className="btn btn--primary btn--large product-page__add"
                  onClick={() => void addToCart()}
                  disabled={adding}
                  aria-busy={adding || undefined}
                >
                  <CartIcon width={20} height={20} />
                  Añadir al carrito
                </button>
              </>
            ) : (
              // One clear state: the stock line above says why ("Agotado"); the button is visibly off.
              <button
                type="button"
                className="btn btn--large product-page__add product-page__add--off"
                disabled
                aria-describedby="product-stock"
              >
                <CartIcon width={20} height={20} />
                Añadir al carrito
              </button>
            )}
          </div>
          <ul className="product-page__promises">
            <li>Cosechado y enviado por la propia finca</li>
            <li>Pagas al recibir tu pedido (contra entrega)</li>
          </ul>
        </div>
      </div>
    </div>
  );
}

/**
 * Variety (always: the blog and the guide promise it on every product page), origin and harvest date (when
 * the farm gave them), issue 23.
 */
function ProductFacts({ product }: { product: Product }) {
  return (
    <dl className="product-page__facts" data-testid="product-facts">
      <div>
        <dt>Variedad</dt>
        <dd>{product.variety ? VARIETY_LABELS[product.variety] : 'Sin indicar'}</dd>
      </div>
      {product.origin ? (
        <div>
          <dt>Origen</dt>
          <dd className="user-text">{product.origin}</dd>
        </div>
      ) : null}
      {product.harvestDate ? (
        <div>
          <dt>Cosecha</dt>
          <dd>
            <time dateTime={product.harvestDate}>{harvestDateLabel(product.harvestDate)}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function ProductSkeleton({ id }: { id: string }) {
  useDocumentTitle('Producto');
  // The photo the page's HTML showed before the app (services/seo), kept in place while the data arrives.
  const [photo] = useState(() => earlyMainPhoto(id));
  return (
    <div className="page product-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        Cargando producto...
      </p>
      <div className="product-page__layout" aria-hidden="true" data-testid="product-skeleton">
        <div className="gallery">
          <div className={photo ? SKELETON_WITH_PHOTO_CLASS : SKELETON_MAIN_PHOTO_CLASS}>
            {photo ? (
              <img sizes={photo.sizes} srcSet={photo.srcSet} src={photo.src} alt="" fetchPriority="high" />
            ) : null}
          </div>
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

function LoadError({
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
      <Notice
        title={message}
        role="alert"
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
              {retrying ? 'Reintentando...' : 'Reintentar'}
            </button>
            <Link to="/products" className="btn btn--ghost">
              Ver productos
            </Link>
          </>
        }
      />
    </Page>
  );
}
