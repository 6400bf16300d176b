/**
 * /profile's "Cuenta para reembolsos" card for consumers (docs/payments.md, "Refunds"): the account the shop
 * sends money it owes back by transfer to (a cancelled transfer order, a pay-on-delivery part given back). It
 * shows it, edits it (the IBAN checked as the server does) and removes it after a confirmation:
 * PUT /v1/users/profile `refundAccount` (null removes it). Its anchor (#cuenta-reembolsos) is where the
 * e-mails and the reminder on an order owed money send the shopper.
 */
import { useEffect, useRef } from 'react';
import { formatIban } from '../../../../shared/rules/iban.js';
import { RefundAccountForm } from '../../components/RefundAccountForm';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { updateProfile } from './api';
import {
  EditableCard,
  RemoveButton,
  RemoveDialog,
  useEditing,
  useRemoval,
  type ProfileCardProps,
} from './EditableCard';
import { ProblemNote } from '../../components/ProblemNote';

export const REFUND_ACCOUNT_TEXTS = {
  title: 'Cuenta para reembolsos',
  lead: 'Si te devolvemos dinero que pagaste por transferencia, o al recibir un pedido, te lo enviamos a esta cuenta. Los reembolsos de pagos con tarjeta vuelven a tu tarjeta.',
  none: 'Aún no has indicado ninguna cuenta. Si te debemos un reembolso, la necesitamos para enviártelo.',
  saved: 'Cuenta para reembolsos guardada.',
  removed: 'Hemos borrado tu cuenta para reembolsos.',
} as const;

export const REFUND_ACCOUNT_ANCHOR = 'cuenta-reembolsos';

export function RefundAccountCard({ profile, onSaved }: ProfileCardProps) {
  const toast = useToast();
  const account = profile.refundAccount ?? null;
  const edit = useEditing();
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Opened from an e-mail or a reminder (/profile#cuenta-reembolsos): scrolled to, with the form open.
    if (window.location.hash === `#${REFUND_ACCOUNT_ANCHOR}`) {
      sectionRef.current?.scrollIntoView({ block: 'start' });
      if (!account) edit.setEditing(true);
    }
    // Once, when the profile is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const removal = useRemoval(async () => {
    const response = await updateProfile({ refundAccount: null });
    onSaved(response.data.profile);
    toast.success(REFUND_ACCOUNT_TEXTS.removed);
  }, errorMessage);

  return (
    <EditableCard
      edit={edit}
      sectionRef={sectionRef}
      id={REFUND_ACCOUNT_ANCHOR}
      testId="refund-account"
      title={REFUND_ACCOUNT_TEXTS.title}
      editLabel={account ? 'Cambiar cuenta' : 'Añadir cuenta'}
      actions={account ? <RemoveButton onClick={removal.ask} /> : null}
    >
      <p className="form__hint">{REFUND_ACCOUNT_TEXTS.lead}</p>
      {edit.editing ? (
        <RefundAccountForm
          initial={account}
          save={async (next) => {
            const response = await updateProfile({ refundAccount: next });
            onSaved(response.data.profile);
            toast.success(REFUND_ACCOUNT_TEXTS.saved);
            edit.setEditing(false);
          }}
          onCancel={() => edit.setEditing(false)}
        />
      ) : account ? (
        <dl className="profile-details">
          <div className="profile-details__row">
            <dt>IBAN</dt>
            <dd>{formatIban(account.iban)}</dd>
          </div>
          <div className="profile-details__row">
            <dt>Titular</dt>
            <dd className="user-text">{account.holder}</dd>
          </div>
        </dl>
      ) : (
        <p className="profile-details__empty" data-testid="refund-account-none">
          {REFUND_ACCOUNT_TEXTS.none}
        </p>
      )}
      <RemoveDialog title="¿Borrar tu cuenta para reembolsos?" removal={removal}>
        <p>Si te debemos un reembolso por transferencia, no podremos enviártelo hasta que indiques otra.</p>
        <ProblemNote problem={removal.problem} />
      </RemoveDialog>
    </EditableCard>
  );
}
