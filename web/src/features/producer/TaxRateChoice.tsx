/**
 * The product form's IVA rate: a radio group of the three rates (shared/rules/pricing/tax-rates.ts), each with its
 * title and what it is for in the producer's words; the hint of each option and of the group are linked with
 * aria-describedby, so a screen reader says them with the option.
 */
import { TAX_RATES, TAX_RATE_LABELS, type TaxRate } from '../../../../shared/rules/pricing/tax-rates.js';
import './tax-rate-choice.css';
import { RadioCard } from '../../components/forms/RadioCard';
import { FieldError } from '../../components/forms/Fields';

/** Ours: what the group says under its legend. */
export const TAX_RATE_GROUP_HINT =
  'El precio que publicas ya incluye el IVA. Elige el tipo que corresponde a lo que vendes; si dudas, consulta a tu gestoría.';

interface TaxRateChoiceProps {
  /** Prefix of the ids (the form's useId). */
  id: string;
  value: TaxRate;
  onChange: (rate: TaxRate) => void;
  error?: string;
  /** The checked radio, to move the focus to it when the field has a message. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

export function TaxRateChoice({ id, value, onChange, error, inputRef }: TaxRateChoiceProps) {
  const hintId = `${id}-taxRate-hint`;
  const errorId = `${id}-taxRate-error`;
  return (
    <fieldset
      className="form-group tax-rate-choice"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      data-testid="tax-rate-choice"
    >
      <legend className="tax-rate-choice__legend">IVA</legend>
      <p id={hintId} className="field__hint">
        {TAX_RATE_GROUP_HINT}
      </p>
      <div className="tax-rate-choice__options">
        {TAX_RATES.map((rate) => (
          <RadioCard
            key={rate}
            id={`${id}-taxRate-${rate}`}
            name="taxRate"
            value={rate}
            checked={value === rate}
            onChange={() => onChange(rate)}
            title={TAX_RATE_LABELS[rate].title}
            hint={TAX_RATE_LABELS[rate].hint}
            invalid={Boolean(error)}
            inputRef={value === rate ? inputRef : undefined}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
