/**
 * The pickup slot at a farm the buyer collects at (issue 32, docs/harvest-calendar.md): the next free
 * occurrences of its weekly slots, from the day its lines are ready (GET /v1/carts/pickup-slots), as a radio
 * group; a full one is shown but cannot be chosen. The checkout sends the choice as `pickupSlots`.
 */
import type { CartFarmSlots } from '../../../../shared/contracts/harvest/entities.js';
import { slotText } from '../../../../shared/messages/calendar.js';
import { madridToday } from '../../../../shared/utils/madrid-time.js';

/** How many occurrences are offered at once. */
export const SLOTS_SHOWN = 8;

export interface ChosenSlot {
  date: string;
  from: string;
}

export function PickupSlotChoice({
  farm,
  chosen,
  onChoose,
  disabled = false,
}: {
  farm: CartFarmSlots | undefined;
  chosen: ChosenSlot | undefined;
  onChoose: (slot: ChosenSlot) => void;
  disabled?: boolean;
}) {
  if (!farm) return <p className="checkout-form__hint">Cargando las franjas de recogida…</p>;
  const today = madridToday(new Date());
  const slots = farm.slots.slice(0, SLOTS_SHOWN);
  const base = `slot-${farm.producerId}`;
  return (
    <fieldset className="checkout-slots" data-testid="pickup-slots">
      <legend className="checkout-delivery__legend">Elige cuándo recoger</legend>
      {slots.length === 0 ? (
        <p className="note note--bar tone-warning">
          No quedan franjas libres en las próximas dos semanas: elige el envío a domicilio.
        </p>
      ) : (
        <div className="checkout-slots__list">
          {slots.map((slot) => {
            const id = `${base}-${slot.date}-${slot.from.replace(':', '')}`;
            const full = slot.left === 0;
            return (
              <label key={id} htmlFor={id} className={`checkout-slot${full ? ' checkout-slot--full' : ''}`}>
                <input
                  type="radio"
                  id={id}
                  name={base}
                  checked={chosen?.date === slot.date && chosen.from === slot.from}
                  onChange={() => onChoose({ date: slot.date, from: slot.from })}
                  disabled={disabled || full}
                />
                <span className="checkout-slot__text">
                  <span className="checkout-slot__when">{slotText(slot, today)}</span>
                  <span className="checkout-slot__left">
                    {full ? 'Completa' : slot.left === 1 ? 'Queda 1 plaza' : `Quedan ${slot.left} plazas`}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
