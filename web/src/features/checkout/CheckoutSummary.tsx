import type { Cart } from '../../../../shared/contracts/carts/entities.js';
import { OrderTotals } from '../../components/OrderTotals';
import { cartTotals, groupByProducer, shipmentTitle } from '../../lib/cart/cart-view';
import { formatPrice } from '../../lib/format';

/** The order before it is placed, farm by farm (each farm ships its own part), with the totals. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const groups = groupByProducer(cart.items);
  const totals = cartTotals(cart);
  return (
    <section
      className="card card--lg page-grid__sticky checkout-card checkout-summary"
      aria-labelledby="checkout-summary-title"
    >
      <h2 id="checkout-summary-title" className="checkout-card__title">
        Tu pedido
      </h2>
      {groups.length > 1 ? (
        <p className="checkout-summary__split">
          Se dividirá en {groups.length} envíos: cada finca prepara y envía su parte.
        </p>
      ) : null}
      {groups.map((group, index) => (
        <div key={group.producerId} className="checkout-summary__group" data-testid="checkout-group">
          <h3 className="checkout-summary__farm">{shipmentTitle(group, index, groups.length)}</h3>
          <ul className="checkout-summary__lines">
            {group.items.map((item) => (
              <li key={item.productId}>
                <span className="checkout-summary__name">
                  {item.quantity} × {item.product.name}
                </span>
                <span className="checkout-summary__amount">
                  {formatPrice(Math.round(item.price * item.quantity * 100) / 100)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <OrderTotals
        subtotal={totals.subtotal}
        discount={totals.discount}
        total={totals.total}
        coupon={cart.coupon}
        units={totals.units}
        totalLabel="Total a pagar"
      />
    </section>
  );
}
