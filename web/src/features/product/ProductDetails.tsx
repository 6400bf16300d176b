/**
 * What the product page shows under its first view, once the API's answer is there: stock, facts, description,
 * quantity and «Añadir al carrito», the shop's promises. Rendered as the info column's own children (its grid
 * and spacing rules, product.css).
 */
import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { VARIETY_LABELS } from '../../../../shared/constants/product-attributes.js';
import { isCalendarDate } from '../../../../shared/utils/madrid-time.js';
import { dayMonthYear } from '../../../../shared/utils/spanish-dates.js';
import { CartIcon } from '../../components/icons';
import { QuantityPicker } from '../../components/QuantityPicker';
import { StarRating } from '../../components/StarRating';
import { StockStatus } from '../../components/StockStatus';
import { useAddToCart } from '../../components/add-to-cart';
import { useOfferedPaymentText } from '../../lib/payment-options';
import { unitsOf } from '../../lib/stock';
import { ProductLegalInfo, WithdrawalLine } from './ProductLegalInfo';
import { deferredPart } from '../../lib/deferred-part';
import type { ProductSubscribeProps } from './ProductSubscribe';
import { PreorderNote } from '../../components/PreorderNote';
import { preorderOf, preorderState } from '../../../../shared/rules/calendar/preorder.js';

/** «Avísame» (docs/harvest-calendar.md): only on a product that cannot be ordered now, in its own chunk. */
const StockAlert = lazy(() => import('./StockAlert'));

/**
 * «Suscríbete» (docs/subscriptions.md) after the page's first view (docs/performance.md, "Keeping a page's parts
 * off its critical path"): its chunk brings the subscriptions' contract, labels and cycle dates, which the
 * photo, name and price do not wait for. Its box is held meanwhile, so nothing below it moves.
 */
const ProductSubscribe = deferredPart<ProductSubscribeProps>(() => import('./ProductSubscribe'));

export function ProductDetails({ product }: { product: Product }) {
  const units = unitsOf(product.stock);
  const [quantity, setQuantity] = useState(1);
  const available = product.isActive !== false && units > 0;
  const preorder = preorderOf(product);
  // Out of stock, or a pre-order not open yet: the consumer may ask to be told when it can be ordered.
  const waits =
    product.isActive !== false &&
    (units === 0 || (preorder !== null && preorderState(preorder, new Date()) === 'upcoming'));
  const { add, adding } = useAddToCart();
  // How the shop takes money now (GET /v1/payments/options): never a fixed promise the checkout would break.
  const paymentText = useOfferedPaymentText();
  const addToCart = () => add(product, quantity, units);

  return (
    <>
      {product.rating ? (
        <p className="product-page__rating">
          <a href="#opiniones">
            <StarRating average={product.rating.average} count={product.rating.count} />
            <span className="visually-hidden">: ver las opiniones</span>
          </a>
        </p>
      ) : null}
      <p className="product-page__stock" data-testid="product-stock" id="product-stock">
        <StockStatus stock={product.stock} showCount />
      </p>
      <PreorderNote product={product} detailed className="product-page__preorder" />
      <ProductFacts product={product} />
      <WithdrawalLine product={product} />
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
      {waits ? (
        <Suspense fallback={null}>
          <StockAlert productId={product.productId} />
        </Suspense>
      ) : null}
      {available && product.subscription ? (
        <ProductSubscribe
          productId={product.productId}
          subscription={product.subscription}
          fallback={<div className="product-page__subscribe" aria-hidden="true" />}
        />
      ) : null}
      <ProductLegalInfo product={product} />
      <ul className="product-page__promises">
        <li>Cosechado y enviado por la propia finca</li>
        {paymentText ? <li data-testid="product-payment">{paymentText}</li> : null}
      </ul>
    </>
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
            <time dateTime={product.harvestDate}>
              {isCalendarDate(product.harvestDate) ? dayMonthYear(product.harvestDate) : product.harvestDate}
            </time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The place of the details while the answer loads: lines of about their height, hidden from screen readers. */
export function ProductDetailsPlaceholder() {
  return (
    <div className="product-page__pending" aria-hidden="true" data-testid="product-skeleton">
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--line skeleton--wide" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
