/**
 * The farm's pickup slots on its orders screen (issue 32, docs/harvest-calendar.md "Pickup slots"): each coming
 * slot with bookings (day, hours, places taken of its capacity) with the orders to hand over in it (reference,
 * buyer, units), from GET /v1/orders/producer/pickup-slots; the slots without bookings are only counted. Nothing
 * shows for a farm without slots.
 */
import { Link } from 'react-router-dom';
import type { FarmSlot } from '../../../../shared/contracts/harvest/entities.js';
import { weekdayDayAndMonth } from '../../../../shared/utils/spanish-dates.js';
import { madridToday } from '../../../../shared/utils/madrid-time.js';
import { useApi } from '../../lib/api/use-api';
import { api } from '../../lib/api/endpoints';
import { TitledSection } from '../../components/TitledSection';

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
  const all = data?.slots ?? [];
  if (all.length === 0) return null;
  const slots = all.filter((slot) => slot.taken > 0 || slot.orders.length > 0);
  const empty = all.length - slots.length;
  const today = madridToday(new Date());
  return (
    <TitledSection
      className="card dispatch-days"
      titleClassName="dispatch-days__title"
      title="Recogidas en la finca"
      testId="pickup-slot-lists"
    >
      {slots.length === 0 ? (
        <p className="dispatch-days__facts">Aún no hay reservas en tus franjas de recogida.</p>
      ) : null}
      <ul className="dispatch-days__list">
        {slots.map((slot) => (
          <li key={`${slot.date}#${slot.from}`} className="dispatch-days__day" data-testid="pickup-slot">
            <p className="pickup-slot__when">
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
      {slots.length > 0 && empty > 0 ? (
        <p className="dispatch-days__facts">
          {empty === 1 ? 'Otra franja' : `Otras ${empty} franjas`} de los próximos días sin reservas.
        </p>
      ) : null}
    </TitledSection>
  );
}
