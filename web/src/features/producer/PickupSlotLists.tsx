/**
 * The farm's pickup slots on its orders screen (issue 32, docs/harvest-calendar.md "Pickup slots"): each coming
 * slot (day, hours, places taken of its capacity) with the orders to hand over in it (reference, buyer, units),
 * from GET /v1/orders/producer/pickup-slots. Nothing shows for a farm without slots.
 */
import { Link } from 'react-router-dom';
import type { FarmSlot } from '../../../../shared/contracts/harvest/entities.js';
import { weekdayDayAndMonth } from '../../../../shared/utils/spanish-dates.js';
import { madridToday } from '../../../../shared/utils/madrid-time.js';
import { useApi } from '../../lib/api/use-api';
import { api } from '../../lib/api/endpoints';

/** The farm's slots from today on (no user: nothing to read). */
const useFarmSlots = (userId: string | undefined, producerId?: string) =>
  useApi(api.harvest.farmSlots, userId ? { query: producerId ? { producerId } : {} } : null, {
    scope: userId,
  });

const units = (value: number) => `${String(value).replace('.', ',')} ${value === 1 ? 'unidad' : 'unidades'}`;

function placesText(slot: FarmSlot): string {
  if (slot.taken === 0) return `Sin reservas · ${slot.capacity} ${slot.capacity === 1 ? 'plaza' : 'plazas'}`;
  const full = slot.taken >= slot.capacity ? ' (completa)' : '';
  return `${slot.taken} de ${slot.capacity} ${slot.capacity === 1 ? 'plaza' : 'plazas'}${full}`;
}

export function PickupSlotLists({ userId, producerId }: { userId: string | undefined; producerId?: string }) {
  const { data } = useFarmSlots(userId, producerId);
  const slots = data?.slots ?? [];
  if (slots.length === 0) return null;
  const today = madridToday(new Date());
  return (
    <section
      className="card dispatch-days"
      aria-labelledby="pickup-slots-title"
      data-testid="pickup-slot-lists"
    >
      <h2 id="pickup-slots-title" className="dispatch-days__title">
        Recogidas en la finca
      </h2>
      <ul className="dispatch-days__list">
        {slots.map((slot) => (
          <li key={`${slot.date}#${slot.from}`} className="dispatch-days__day" data-testid="pickup-slot">
            <p className="dispatch-days__date">
              {weekdayDayAndMonth(slot.date, today)}, de {slot.from} a {slot.to}
            </p>
            <p className="dispatch-days__facts">{placesText(slot)}</p>
            {slot.orders.length > 0 ? (
              <ul className="pickup-slot__orders" aria-label="Pedidos que se recogen">
                {slot.orders.map((order) => (
                  <li key={order.orderId}>
                    <Link to={`/producer/orders/${order.orderId}`}>{order.reference}</Link>{' '}
                    <span className="user-text">{order.customer}</span> · {units(order.units)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
