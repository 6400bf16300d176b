/**
 * A shopper's refund account as a form of its own (the profile's card, the reminder on an order owed money):
 * the two fields, checked before anything is sent, then `save` (the screen's PUT /v1/users/profile
 * {refundAccount}); the server's refusal goes on its field, or above them.
 */
import { useId, useState } from 'react';
import type { BankAccount } from '../../../shared/contracts/payments/entities.js';
import { isApiError, errorMessage } from '../lib/api/errors';
import {
  checkRefundAccount,
  emptyRefundAccount,
  refundAccountServerErrors,
  type RefundAccountErrors,
} from '../lib/refund-account';
import { RefundAccountFields } from './RefundAccountFields';
import { ProblemNote } from './ProblemNote';

export function RefundAccountForm({
  initial,
  save,
  saveLabel = 'Guardar cuenta',
  onCancel,
}: {
  initial?: BankAccount | null;
  save: (account: BankAccount) => Promise<void>;
  saveLabel?: string;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() => emptyRefundAccount(initial));
  const [errors, setErrors] = useState<RefundAccountErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = checkRefundAccount(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(`${id}-${checked.errors.iban ? 'iban' : 'holder'}`)?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      await save(checked.account as BankAccount);
    } catch (failure) {
      const onFields = isApiError(failure) ? refundAccountServerErrors(failure.errors) : {};
      setErrors(onFields);
      if (Object.keys(onFields).length === 0) setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form refund-account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ProblemNote problem={problem} />
      <RefundAccountFields idPrefix={id} values={values} errors={errors} onChange={setValues} />
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Guardando...' : saveLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </button>
        ) : null}
      </div>
    </form>
  );
}
