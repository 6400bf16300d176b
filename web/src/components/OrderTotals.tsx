import type { Coupon } from '../../../shared/contracts/carts/entities.js';
import type { Order } from '../../../shared/contracts/orders/entities.js';
import { formatPrice } from '../lib/format';
import './order-totals.css';

interface OrderTotalsProps {
  subtotal: number;
  discount?: number;
  total: number;
  coupon?: Pick<Coupon, 'code'> | null;
  /** "Total a pagar" on a cart, "Total" on a placed order. */
  totalLabel?: string;
  units?: number;
}

/** Subtotal, the coupon's discount and the total, as a description list (cart, checkout and orders). */
export function OrderTotals({
  subtotal,
  discount = 0,
  total,
  coupon,
  totalLabel = 'Total',
  units,
}: OrderTotalsProps) {
  return (
    <dl className="order-totals">
      <div className="order-totals__row">
        <dt>
          Subtotal
          {units !== undefined ? (
            <span className="order-totals__units">
              {' '}
              ({units} {units === 1 ? 'unidad' : 'unidades'})
            </span>
          ) : null}
        </dt>
        <dd>{formatPrice(subtotal)}</dd>
      </div>
      {discount > 0 || coupon ? (
        <div className="order-totals__row order-totals__row--discount">
          <dt>Descuento{coupon ? ` (cupón ${coupon.code})` : ''}</dt>
          <dd>{discount > 0 ? `−${formatPrice(discount)}` : formatPrice(0)}</dd>
        </div>
      ) : null}
      <div className="order-totals__row order-totals__row--total">
        <dt>{totalLabel}</dt>
        <dd data-testid="order-total">{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}

/**
 * A placed order's totals (confirmation, the consumer's and the admin's order pages): the subtotal before the
 * discount, the discount with its coupon, and the total the consumer pays.
 */
export function PlacedOrderTotals({
  order,
}: {
  order: Pick<Order, 'subtotal' | 'discount' | 'totalPrice' | 'coupon'>;
}) {
  return (
    <OrderTotals
      subtotal={order.subtotal ?? order.totalPrice + (order.discount ?? 0)}
      discount={order.discount ?? order.coupon?.discount ?? 0}
      total={order.totalPrice}
      coupon={order.coupon}
    />
  );
}
