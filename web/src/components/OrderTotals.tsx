import type { Coupon } from '../../../shared/contracts/carts/entities.js';
import type { Order } from '../../../shared/contracts/orders/entities.js';
import type { TaxBreakdownEntry } from '../../../shared/rules/pricing/entities.js';
import { taxLineText } from '../lib/cart/cart-view';
import { formatPrice } from '../lib/format';
import './order-totals.css';

interface OrderTotalsProps {
  /** The products at their prices, before the discount. */
  itemsTotal: number;
  /**
   * Shipping of every farm: a number (0 reads "Gratis"), null when it is not known yet (a cart no server
   * priced: the row says it is computed later), undefined for no row at all (orders placed before shipping).
   */
  shipping?: number | null;
  discount?: number;
  total: number;
  coupon?: Pick<Coupon, 'code'> | null;
  /** "Total a pagar" on a cart, "Total" on a placed order. */
  totalLabel?: string;
  units?: number;
  /** The IVA included in the total, per rate (none: no "IVA incluido" rows). */
  taxBreakdown?: readonly TaxBreakdownEntry[];
  /** What the shipping row says while it is not known. */
  shippingPending?: string;
}

/**
 * Products, shipping, the coupon's discount and the total, then the IVA it includes per rate, as a
 * description list (cart, checkout and orders).
 */
export function OrderTotals({
  itemsTotal,
  shipping,
  discount = 0,
  total,
  coupon,
  totalLabel = 'Total',
  units,
  taxBreakdown = [],
  shippingPending = 'Se calcula al finalizar la compra',
}: OrderTotalsProps) {
  return (
    <dl className="order-totals" data-testid="order-totals">
      <div className="order-totals__row">
        <dt>
          Productos
          {units !== undefined ? (
            <span className="order-totals__units">
              {' '}
              ({units} {units === 1 ? 'unidad' : 'unidades'})
            </span>
          ) : null}
        </dt>
        <dd data-testid="order-items-total">{formatPrice(itemsTotal)}</dd>
      </div>
      {shipping !== undefined ? (
        <div className="order-totals__row">
          <dt>Envío</dt>
          <dd data-testid="order-shipping-total" className={shipping === null ? 'order-totals__pending' : ''}>
            {shipping === null ? shippingPending : shipping === 0 ? 'Gratis' : formatPrice(shipping)}
          </dd>
        </div>
      ) : null}
      {discount > 0 || coupon ? (
        <div className="order-totals__row order-totals__row--discount">
          <dt>Descuento{coupon ? ` (cupón ${coupon.code})` : ''}</dt>
          <dd data-testid="order-discount">{discount > 0 ? `−${formatPrice(discount)}` : formatPrice(0)}</dd>
        </div>
      ) : null}
      <div className="order-totals__row order-totals__row--total">
        <dt>{totalLabel}</dt>
        <dd data-testid="order-total">{formatPrice(total)}</dd>
      </div>
      {taxBreakdown.length > 0 ? (
        <div className="order-totals__tax" data-testid="order-tax">
          <dt>IVA incluido</dt>
          {taxBreakdown.map((entry) => (
            <dd key={entry.rate}>{taxLineText(entry)}</dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}

type PlacedTotals = Pick<Order, 'subtotal' | 'discount' | 'totalPrice' | 'coupon'> &
  Partial<Pick<Order, 'itemsTotal' | 'shippingTotal' | 'discountTotal' | 'taxBreakdown'>>;

/**
 * A placed order's totals (confirmation, the consumer's and the admin's order pages): the products before the
 * discount, the shipping, the discount with its coupon, the total the consumer pays and its IVA per rate.
 * Orders placed before shipping existed have no shipping figure: the row is left out.
 */
export function PlacedOrderTotals({ order }: { order: PlacedTotals }) {
  const discount = order.discountTotal ?? order.discount ?? order.coupon?.discount ?? 0;
  return (
    <OrderTotals
      itemsTotal={order.itemsTotal ?? order.subtotal ?? order.totalPrice + discount}
      shipping={order.shippingTotal}
      discount={discount}
      total={order.totalPrice}
      coupon={order.coupon}
      taxBreakdown={order.taxBreakdown}
    />
  );
}
