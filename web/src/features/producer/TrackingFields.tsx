/**
 * The shipment's carrier and parcel number, optional, asked when lines are marked as shipped (one line's
 * controls or «Marcar todo como enviado»). The number is checked here as the server checks it
 * (shared/constants/carriers.ts): spaces and dashes dropped, 6-40 letters or digits.
 */
import {
  CARRIER_IDS,
  CARRIERS,
  TRACKING_NUMBER_PATTERN,
  normalizeTrackingNumber,
  type CarrierId,
  type ShipmentTracking,
} from '../../../../shared/constants/carriers.js';
import { FULFILMENT_VALIDATION } from '../../../../shared/messages/fulfilment.js';
import { Options } from '../../components/forms/Options';

export interface TrackingDraft {
  carrier: CarrierId | '';
  number: string;
}

export const NO_TRACKING: TrackingDraft = { carrier: '', number: '' };

/** The tracking to send (undefined: none chosen), or the number's problem. */
export function readTracking(draft: TrackingDraft): { tracking?: ShipmentTracking; problem?: string } {
  if (!draft.carrier) return {};
  const number = normalizeTrackingNumber(draft.number.trim());
  if (!number) return { problem: FULFILMENT_VALIDATION.trackingNumberRequired };
  if (!TRACKING_NUMBER_PATTERN.test(number)) return { problem: FULFILMENT_VALIDATION.trackingNumberInvalid };
  return { tracking: { carrier: draft.carrier, number } };
}

export function TrackingFields({
  id,
  draft,
  problem,
  onChange,
}: {
  id: string;
  draft: TrackingDraft;
  problem?: string | undefined;
  onChange: (draft: TrackingDraft) => void;
}) {
  const { carrier } = draft;
  return (
    <fieldset className="po-tracking">
      <legend>
        Seguimiento del envío <span className="field__optional">(opcional)</span>
      </legend>
      <div className="field">
        <label htmlFor={`${id}-carrier`}>Empresa de transporte</label>
        <select
          id={`${id}-carrier`}
          value={carrier}
          onChange={(event) => onChange({ ...draft, carrier: event.target.value as CarrierId | '' })}
        >
          <option value="">Sin número de seguimiento</option>
          <Options values={CARRIER_IDS} labels={(carrier) => CARRIERS[carrier].name} />
        </select>
      </div>
      {carrier ? (
        <div className="field">
          <label htmlFor={`${id}-number`}>Número de seguimiento</label>
          <input
            id={`${id}-number`}
            value={draft.number}
            onChange={(event) => onChange({ ...draft, number: event.target.value })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={80}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-number-hint${problem ? ` ${id}-number-error` : ''}`}
          />
          <p id={`${id}-number-hint`} className="field__hint">
            {carrier === 'other'
              ? 'El cliente verá el número, sin enlace.'
              : `El cliente verá un enlace a la página de seguimiento de ${CARRIERS[carrier].name}.`}
          </p>
          {problem ? (
            <p id={`${id}-number-error`} className="field__error">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
