/**
 * What the consumer's order page says of money owed back (docs/payments.md, "Refunds"), from the order's
 * payment: while it is `refund_pending`, how much goes back and how (to the card: 5 to 10 business days; by
 * transfer: to the account of their profile, or, until they give one, a reminder with the form to give it:
 * PUT /v1/users/profile {refundAccount}); once the money moved, the payment's facts say "Reembolsado".
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { CARD_REFUND_DAYS, REFUND_TRANSFER_DAYS } from '../../../../shared/messages/refund-mail.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import { RefundAccountForm } from '../../components/RefundAccountForm';
import { useToast } from '../../components/toast/toast-context';
import { formatPrice } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { saveRefundAccount, useMyProfile } from './api';

export function RefundNote({ order }: { order: Order }) {
  const payment = order.payment;
  if (payment?.status !== 'refund_pending') return null;
  const owed = payment.refundPendingAmount ?? 0;
  if (payment.method === 'card')
    return (
      <p className="note tone-info" data-testid="refund-note">
        Te devolvemos {formatPrice(owed)} a la tarjeta con la que pagaste. Según tu banco, lo verás en{' '}
        {CARD_REFUND_DAYS} días hábiles.
      </p>
    );
  return <TransferRefund amount={owed} />;
}

function TransferRefund({ amount }: { amount: number }) {
  const { user } = useSession();
  const toast = useToast();
  const profile = useMyProfile(user?.id);
  const titleId = useId();
  const account = profile.data?.profile.refundAccount ?? null;
  if (!profile.data) return null;
  if (account)
    return (
      <p className="note tone-info" data-testid="refund-note">
        Te devolvemos {formatPrice(amount)} por transferencia a tu cuenta {formatIban(account.iban)} (
        <span className="user-text">{account.holder}</span>) en los próximos {REFUND_TRANSFER_DAYS} días
        hábiles. <Link to="/profile#cuenta-reembolsos">Cambiar la cuenta</Link>
      </p>
    );
  return (
    <div
      className="note note--bar tone-warning refund-reminder"
      data-testid="refund-reminder"
      role="region"
      aria-labelledby={titleId}
    >
      <p id={titleId}>
        <strong>Te devolvemos {formatPrice(amount)} por transferencia.</strong> Dinos a qué cuenta: te lo
        enviamos en los {REFUND_TRANSFER_DAYS} días hábiles siguientes.
      </p>
      <RefundAccountForm
        save={async (next) => {
          const saved = await saveRefundAccount(next);
          await profile.mutate({ profile: saved }, { revalidate: false });
          toast.success('Cuenta para reembolsos guardada.');
        }}
        saveLabel="Guardar mi cuenta"
      />
    </div>
  );
}
