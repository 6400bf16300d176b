/**
 * The two fields of a shopper's refund account (IBAN and holder), with their errors; used by the profile's
 * card, the cancel dialog and the reminder on an order owed money (lib/refund-account.ts checks them).
 */
import type { RefundAccountErrors, RefundAccountValues } from '../lib/refund-account';
import { formatIban, isValidIban } from '../../../shared/rules/iban.js';
import { FieldError } from './forms/Fields';
import './forms/forms.css';

export function RefundAccountFields({
  idPrefix,
  values,
  errors,
  onChange,
  optional = false,
}: {
  idPrefix: string;
  values: RefundAccountValues;
  errors: RefundAccountErrors;
  onChange: (values: RefundAccountValues) => void;
  optional?: boolean;
}) {
  const field = (name: keyof RefundAccountValues) => ({
    id: `${idPrefix}-${name}`,
    errorId: `${idPrefix}-${name}-error`,
    hintId: `${idPrefix}-${name}-hint`,
  });
  const iban = field('iban');
  const holder = field('holder');
  return (
    <>
      <div className="field">
        <label htmlFor={iban.id}>
          IBAN{optional ? <span className="field__optional"> (opcional)</span> : null}
        </label>
        <input
          id={iban.id}
          name="refund-iban"
          value={values.iban}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={42}
          aria-invalid={errors.iban ? true : undefined}
          aria-describedby={[iban.hintId, errors.iban ? iban.errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange({ ...values, iban: event.target.value })}
          onBlur={() => {
            // Shown as people read it (groups of four) once it is a valid IBAN.
            if (isValidIban(values.iban) && values.iban !== formatIban(values.iban))
              onChange({ ...values, iban: formatIban(values.iban) });
          }}
        />
        <p id={iban.hintId} className="field__hint">
          Con o sin espacios, por ejemplo ES91 2100 0418 4502 0005 1332.
        </p>
        <FieldError id={iban.errorId} message={errors.iban} />
      </div>
      <div className="field">
        <label htmlFor={holder.id}>
          Titular de la cuenta{optional ? <span className="field__optional"> (opcional)</span> : null}
        </label>
        <input
          id={holder.id}
          name="refund-holder"
          value={values.holder}
          autoComplete="name"
          maxLength={100}
          aria-invalid={errors.holder ? true : undefined}
          aria-describedby={errors.holder ? holder.errorId : undefined}
          onChange={(event) => onChange({ ...values, holder: event.target.value })}
        />
        <FieldError id={holder.errorId} message={errors.holder} />
      </div>
    </>
  );
}
