import type { ProductOrder } from '../../../shared/contracts/orders/entities.js';
import type { OrderDelivery } from '../../../shared/rules/pricing/entities.js';
import { groupByProducer, pickupText, shipmentTitle, shippingText } from '../lib/cart/cart-view';
import { formatPrice } from '../lib/format';
import { StatusBadge } from './StatusBadge';
import { TrackingLink, trackingsOf } from './TrackingLink';
import { dispatchSentence, orderDispatchText } from '../../../shared/messages/calendar.js';
import { madridToday } from '../../../shared/utils/madrid-time.js';
import './order-parts.css';

interface OrderPartsProps {
  productOrders: readonly ProductOrder[];
  /** Heading level of each farm's name (under the section's own heading). */
  headingLevel?: 2 | 3;
  /** How each farm's part reaches the buyer (orders placed before deliveries existed have none). */
  deliveries?: readonly OrderDelivery[];
}

/** "Envío: 4,90 €", "Envío gratis" or "Recogida en la finca: dirección, horario". */
export function deliveryText(delivery: Pick<OrderDelivery, 'mode' | 'shipping' | 'pickup'>): string {
  return delivery.mode === 'pickup' && delivery.pickup
    ? pickupText(delivery.pickup)
    : shippingText(delivery.shipping);
}

/**
 * An order's product orders farm by farm: each line with its quantity, amount and status («Devuelto» once a
 * delivered line's money was given back), the farm's
 * shipping or pickup, and the carrier and number of what it shipped (a link to the carrier's page).
 */
export function OrderParts({ productOrders, headingLevel = 3, deliveries }: OrderPartsProps) {
  const groups = groupByProducer(productOrders);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="order-parts">
      {groups.map((group, index) => (
        <section key={group.producerId} className="order-parts__farm" data-testid="order-farm">
          <Heading className="order-parts__title">{shipmentTitle(group, index, groups.length)}</Heading>
          <ul className="order-parts__lines">
            {group.items.map((line) => (
              <li key={line.id} className="order-parts__line" data-testid="product-order">
                {line.product.thumbnailUrl ? (
                  <img src={line.product.thumbnailUrl} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className="order-parts__no-photo" aria-hidden="true" />
                )}
                <div className="order-parts__text">
                  <p className="order-parts__name">{line.product.name}</p>
                  <p className="order-parts__detail">
                    {line.quantity} × {formatPrice(line.price)}
                    {line.product.unit ? ` / ${line.product.unit}` : ''}
                  </p>
                </div>
                <div className="order-parts__side">
                  {line.returnedAt ? (
                    // Delivered, and its money given back (a return or a withdrawal; docs/payments.md).
                    <StatusBadge status={line.status} label="Devuelto" tone="cancelled" />
                  ) : (
                    <StatusBadge status={line.status} />
                  )}
                  <p className="order-parts__amount">
                    {formatPrice(line.subtotal ?? line.price * line.quantity)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {trackingsOf(group.items).map((tracking) => (
            <TrackingLink key={`${tracking.carrier}|${tracking.number}`} tracking={tracking} />
          ))}
          {delivered(deliveries, group.producerId)}
          {dispatchNote(deliveries, group.producerId, group.items)}
        </section>
      ))}
    </div>
  );
}

/** Lines the farm has not sent yet (their dispatch date is still a promise). */
const WAITING: readonly string[] = ['pending', 'organizing', 'ready_to_ship'];

/**
 * Issue 32 (docs/harvest-calendar.md): while the farm's lines wait, when they leave («Sale el viernes 4 de
 * diciembre») or where and when to collect them; a pre-order line leaving later says its own date.
 */
function dispatchNote(
  deliveries: readonly OrderDelivery[] | undefined,
  producerId: string,
  lines: readonly ProductOrder[],
) {
  const waiting = lines.filter((line) => WAITING.includes(line.status));
  if (waiting.length === 0) return null;
  const delivery = deliveries?.find((entry) => entry.producerId === producerId);
  // The waiting lines' own dates first: a pre-order's ready date the farm moved is on its lines.
  const first =
    waiting
      .map((line) => line.dispatchDate ?? '')
      .filter(Boolean)
      .sort()[0] ?? delivery?.dispatchDate;
  const today = madridToday(new Date());
  const main = orderDispatchText({ ...delivery, ...(first ? { dispatchDate: first } : {}) }, today);
  const later = waiting.filter((line) => line.dispatchDate && first && line.dispatchDate > first);
  if (!main && later.length === 0) return null;
  return (
    <div className="order-parts__dispatch" data-testid="order-farm-dispatch">
      {main ? <p>{main}</p> : null}
      {later.map((line) => (
        <p key={line.id} className="order-parts__later">
          {line.product.name}: {dispatchSentence(line.dispatchDate as string, today).toLowerCase()} (se envía
          aparte)
        </p>
      ))}
    </div>
  );
}

function delivered(deliveries: readonly OrderDelivery[] | undefined, producerId: string) {
  const delivery = deliveries?.find((entry) => entry.producerId === producerId);
  if (!delivery) return null;
  return (
    <p
      className={`order-parts__delivery${delivery.mode === 'pickup' ? ' order-parts__delivery--pickup' : ''}`}
      data-testid="order-farm-delivery"
    >
      {deliveryText(delivery)}
    </p>
  );
}
