import type { CartItem } from '../../../../shared/contracts/carts/entities.js';
import { missingForFreeText, shippingText, type CartFarmGroup as FarmGroup } from '../../lib/cart/cart-view';
import { formatPrice } from '../../lib/format';
import { CartLine } from './CartLine';
import { farmDispatchText } from '../../../../shared/messages/calendar.js';
import type { LineProblem } from './line-problems';

/** Ours: what a farm's group says of its shipping. */
export const FARM_GROUP_TEXTS = {
  unpriced: 'Envío: lo calculamos al finalizar la compra, con las condiciones de la finca.',
  pickup: 'Esta finca también ofrece recogida: puedes elegirla al finalizar la compra.',
} as const;

/**
 * One farm's part of the cart: its lines, then its subtotal, its shipping ("Envío: 4,90 €" / "Envío gratis")
 * and how far free shipping is, from the server cart's `farms` (a cart no server priced says shipping comes
 * later).
 */
export function CartFarmGroup({
  group,
  problems,
}: {
  group: FarmGroup<CartItem>;
  problems: ReadonlyMap<string, LineProblem>;
}) {
  const titleId = `cart-group-${group.producerId}`;
  const farm = group.farm;
  return (
    <section className="card card--lg cart-group" aria-labelledby={titleId} data-testid="cart-group">
      <h2 id={titleId} className="cart-group__title">
        {group.producerName ? `De ${group.producerName}` : 'De una finca de Pitahaya Marketplace'}
      </h2>
      <ul className="cart-group__lines">
        {group.items.map((item) => (
          <CartLine
            key={item.productId}
            item={item}
            serverProblem={problems.get(item.id) ?? null}
            farmDispatchDate={farm?.dispatchDate}
          />
        ))}
      </ul>
      <div className="cart-group__foot" data-testid="cart-group-foot">
        {((text) =>
          text ? (
            <p className="cart-group__dispatch" data-testid="cart-group-dispatch">
              {text}
            </p>
          ) : null)(farm ? farmDispatchText(farm, new Date()) : null)}
        <p className="cart-group__subtotal">
          <span>Subtotal de la finca</span>
          <strong>{formatPrice(farm?.itemsTotal ?? group.subtotal)}</strong>
        </p>
        {farm ? (
          <>
            <p
              className={`cart-group__shipping${farm.shipping === 0 ? ' cart-group__shipping--free' : ''}`}
              data-testid="cart-group-shipping"
            >
              {shippingText(farm.shipping)}
            </p>
            {farm.missingForFreeShipping !== null ? (
              <p className="cart-group__missing" data-testid="cart-group-missing">
                {missingForFreeText(farm.missingForFreeShipping)}
              </p>
            ) : null}
            {farm.pickup ? <p className="cart-group__hint">{FARM_GROUP_TEXTS.pickup}</p> : null}
          </>
        ) : (
          <p className="cart-group__hint" data-testid="cart-group-shipping">
            {FARM_GROUP_TEXTS.unpriced}
          </p>
        )}
      </div>
    </section>
  );
}
