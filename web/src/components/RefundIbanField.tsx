import { FieldError } from './forms/Fields';

interface RefundIbanFieldProps {
  /** The input's id; its hint and error are `{id}-hint` and `{id}-error`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the refund goes, said to whoever fills it in (the customer, or the admin for them). */
  hint: string;
  error?: string | null;
}

/**
 * "IBAN para el reembolso (opcional)" of a withdrawal from an order paid by transfer or on delivery (the
 * customer's form, and the admin recording one received by other means): the account its refund goes to.
 */
export function RefundIbanField({ id, value, onChange, hint, error }: RefundIbanFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        IBAN para el reembolso <span className="field__optional">(opcional)</span>
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={42}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
