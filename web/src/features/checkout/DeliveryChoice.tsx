/**
 * The checkout's "Entrega" block: for each farm of the cart that offers pickup, "Envío a domicilio" (with what
 * it costs) or "Recoger en la finca" (its address and hours), as a radio group per farm. Farms without pickup
 * are delivered: the review says what each one costs.
 */
import type { CartFarm } from '../../../../shared/rules/pricing/entities.js';
import { shippingText } from '../../lib/cart/cart-view';
import { RadioCard } from '../../components/forms/RadioCard';
import type { CartFarmSlots } from '../../../../shared/contracts/harvest/entities.js';
import { PickupSlotChoice, type ChosenSlot } from './PickupSlotChoice';
import { TitledSection } from '../../components/TitledSection';
import { ProblemNote } from '../../components/ProblemNote';

interface DeliveryChoiceProps {
  farms: readonly CartFarm[];
  /** The farms the buyer collects at (producer ids). */
  pickupFrom: ReadonlySet<string>;
  onChange: (producerId: string, pickup: boolean) => void;
  /** The server refused a pickup (the farm stopped offering it). */
  problem?: string | null;
  disabled?: boolean;
  /** Issue 32: the slots of the farms that publish them (by producer id), and the buyer's choice at each. */
  slots?: ReadonlyMap<string, CartFarmSlots>;
  chosenSlots?: ReadonlyMap<string, ChosenSlot>;
  onChooseSlot?: (producerId: string, slot: ChosenSlot) => void;
}

export function DeliveryChoice({
  farms,
  pickupFrom,
  onChange,
  problem,
  disabled = false,
  slots,
  chosenSlots,
  onChooseSlot,
}: DeliveryChoiceProps) {
  const offering = farms.filter((farm) => farm.pickup);
  if (offering.length === 0) return null;
  return (
    <TitledSection
      className="checkout-delivery"
      titleClassName="checkout-card__title"
      title="Entrega"
      testId="checkout-delivery"
    >
      <p className="checkout-form__hint">
        {offering.length === 1 && farms.length === 1
          ? 'Esta finca también te deja recoger el pedido allí, sin gastos de envío.'
          : 'Algunas fincas también te dejan recoger su parte allí, sin gastos de envío.'}
      </p>
      <ProblemNote problem={problem} />
      {offering.map((farm) => {
        const pickup = farm.pickup!;
        const base = `delivery-${farm.producerId}`;
        const name = farm.producerName?.trim() || 'Finca de Pitahaya Marketplace';
        const collecting = pickupFrom.has(farm.producerId);
        return (
          <fieldset key={farm.producerId} className="checkout-delivery__farm" data-testid="delivery-choice">
            <legend className="checkout-delivery__legend">{name}</legend>
            <div className="payment-options">
              <RadioCard
                id={`${base}-home`}
                name={base}
                checked={!collecting}
                onChange={() => onChange(farm.producerId, false)}
                title="Envío a domicilio"
                hint={shippingText(farm.shipping)}
                disabled={disabled}
              />
              <RadioCard
                id={`${base}-pickup`}
                name={base}
                checked={collecting}
                onChange={() => onChange(farm.producerId, true)}
                title="Recoger en la finca"
                hint={
                  <>
                    <span className="checkout-delivery__place">{pickup.address}.</span>{' '}
                    <span className="checkout-delivery__place">Horario: {pickup.hours}.</span>{' '}
                    <span className="checkout-delivery__place">Sin gastos de envío.</span>
                  </>
                }
                disabled={disabled}
              />
            </div>
            {collecting && farm.pickupSlots ? (
              <PickupSlotChoice
                farm={slots?.get(farm.producerId)}
                chosen={chosenSlots?.get(farm.producerId)}
                onChoose={(slot) => onChooseSlot?.(farm.producerId, slot)}
                disabled={disabled}
              />
            ) : null}
          </fieldset>
        );
      })}
    </TitledSection>
  );
}
