import { Link } from 'react-router-dom';
import { FEATURED_PRODUCTS_COUNT } from '../../../../shared/constants/products.js';
import { Notice } from '../../components/LoadError';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { FEATURED_CARD_SIZES } from '../../lib/images/responsive';
import { useDeferredData } from '../../lib/use-deferred-data';
import { useFeaturedProducts } from './api';

/** The featured products' SWR key (the prerendered shell imports it from here). */
export { FEATURED_KEY } from './api';

/** The home page's 'Productos destacados': cards, skeletons while loading, a friendly note otherwise. */
export function FeaturedProducts() {
  const { data: answer, error, mutate } = useFeaturedProducts();
  // The cards render in the background (a transition React splits into short slices), not in one long task
  // when the answer arrives: the skeletons stay until they are ready (docs/performance.md).
  const data = useDeferredData(answer);
  const products = Array.isArray(data?.products) ? data.products : [];

  if (data === undefined && !error) {
    return (
      <div className="featured" aria-busy="true">
        <p className="visually-hidden" role="status">
          Cargando productos destacados...
        </p>
        <ul className="product-grid product-grid--featured" aria-hidden="true">
          {Array.from({ length: FEATURED_PRODUCTS_COUNT }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (error) {
    return (
      <Notice
        title="Los productos destacados no están disponibles ahora mismo."
        testId="featured-unavailable"
        actions={
          <>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void mutate()}>
              Reintentar
            </button>
            <Link to="/guide" className="btn btn--link">
              Leer la guía
            </Link>
          </>
        }
      >
        Las fincas están preparando el escaparate. Vuelve a intentarlo en un momento o, mientras tanto,
        descubre cómo elegir una buena pitahaya en nuestra guía.
      </Notice>
    );
  }

  if (products.length === 0) {
    return (
      <Notice title="Todavía no hay productos publicados." testId="featured-empty">
        Las fincas están preparando su primera cosecha. ¡Vuelve pronto!
      </Notice>
    );
  }

  return (
    <ul className="product-grid product-grid--featured">
      {products.slice(0, FEATURED_PRODUCTS_COUNT).map((product, index) => (
        <li key={product.productId ?? product.id ?? index}>
          <ProductCard product={product} sizes={FEATURED_CARD_SIZES} addToCart />
        </li>
      ))}
    </ul>
  );
}
