/**
 * A product in a grid (home's featured products, the catalog): thumbnail, name (the link to its page),
 * producer, short description, price per unit (with the price per kilo or litre where the unit tells it) and,
 * when it matters, the stock state.
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../../shared/contracts/products/entities.js';
import { formatPrice } from '../lib/format';
import { CATALOG_CARD_SIZES, responsiveImage } from '../lib/images/responsive';
import type { CartProduct } from '../lib/cart/local-cart';
import { stockState, unitsOf } from '../lib/stock';
import { useAddToCart } from './add-to-cart';
import { StarRating } from './StarRating';
import { StockStatus } from './StockStatus';
import { UnitPrice } from './UnitPrice';
import { PreorderNote } from './PreorderNote';
import './product-card.css';

export type ProductCardData = Pick<Product, 'name' | 'price'> &
  Partial<
    Pick<
      Product,
      | 'productId'
      | 'id'
      | 'shortDescription'
      | 'thumbnailUrl'
      | 'imageVariants'
      | 'unit'
      | 'producerName'
      | 'stock'
      | 'producerId'
      | 'isActive'
      | 'rating'
      | 'availability'
      | 'preorder'
    >
  >;

/** Intrinsic size given to card images (4:3, the card's frame), so the layout never jumps while they load. */
export const CARD_IMAGE_SIZE = { width: 400, height: 300 } as const;

export function productPath(product: Pick<ProductCardData, 'productId' | 'id'>): string {
  return `/products/${encodeURIComponent(product.productId ?? product.id ?? '')}`;
}

interface ProductCardProps {
  product: ProductCardData;
  /** Heading level of the name inside the surrounding page. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** The image's `sizes` in the surrounding grid (web/src/lib/images/responsive.ts); the catalog's by default. */
  sizes?: string;
  /** Shows «Añadir al carrito» (one unit) under the price when the product can be bought (issue 23). */
  addToCart?: boolean;
}

/**
 * Memoized: a grid re-renders for its own reasons (an answer validating, a panel opening, the filters' counts)
 * and the cards, whose product objects stay the same, are left alone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
  sizes = CATALOG_CARD_SIZES,
  addToCart = false,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The WebP variants (srcset) when the product has them; sizes and srcset come before src (one download).
  const image = product.thumbnailUrl
    ? responsiveImage(product.thumbnailUrl, product.imageVariants, sizes)
    : null;
  const state = product.stock === undefined ? 'available' : stockState(product.stock);
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card__media">
        {image ? (
          <img
            sizes={image.sizes}
            srcSet={image.srcSet}
            src={image.src}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            width={CARD_IMAGE_SIZE.width}
            height={CARD_IMAGE_SIZE.height}
          />
        ) : (
          <span className="product-card__no-image" aria-hidden="true" />
        )}
        {state !== 'available' ? <StockStatus stock={product.stock} className="product-card__stock" /> : null}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title user-text">
          <Link to={productPath(product)} className="stretched-link">
            {product.name}
          </Link>
        </Heading>
        {product.producerName ? (
          <p className="product-card__producer user-text">{product.producerName}</p>
        ) : null}
        <PreorderNote product={product} />
        {product.shortDescription ? (
          <p className="product-card__text user-text">{product.shortDescription}</p>
        ) : null}
        {product.rating ? (
          <StarRating
            average={product.rating.average}
            count={product.rating.count}
            className="product-card__rating"
          />
        ) : null}
        <p className="price product-card__price">
          {formatPrice(product.price)}
          {product.unit ? <span className="price__unit product-card__unit"> / {product.unit}</span> : null}
        </p>
        <UnitPrice price={product.price} unit={product.unit} />
        {addToCart ? <CardAddToCart product={product} /> : null}
      </div>
    </article>
  );
});

/** One unit to the cart, from the card (above the card's stretched link); nothing for what cannot be bought. */
function CardAddToCart({ product }: { product: ProductCardData }) {
  const { add, adding } = useAddToCart();
  const units = unitsOf(product.stock);
  const productId = product.productId ?? product.id;
  if (!productId || !product.producerId || product.isActive === false || units === 0) return null;
  const cartProduct: CartProduct = {
    ...product,
    productId,
    producerId: product.producerId,
    isActive: true,
    thumbnailUrl: product.thumbnailUrl ?? null,
    unit: product.unit ?? 'kg',
  };
  return (
    <button
      type="button"
      className="btn btn--primary btn--small product-card__add"
      onClick={() => void add(cartProduct, 1, units)}
      disabled={adding}
      aria-busy={adding || undefined}
    >
      Añadir <span className="product-card__add-rest">al carrito</span>
      <span className="visually-hidden">: {product.name}</span>
    </button>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media skeleton" />
      <div className="product-card__body">
        <span className="skeleton skeleton--line skeleton--wide" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
