/**
 * "Mis pedidos" reminds the consumer to give the account a refund goes to (docs/payments.md, "Refunds"): while
 * an order listed owes them money by transfer (refund_pending, not a card) and their profile has no refund
 * account, a note links to it (/profile#cuenta-reembolsos).
 */
import { Link } from 'react-router-dom';
import type { OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { refundByTransferOwed } from '../../lib/refund-account';
import { useSession } from '../../lib/session/session-context';
import { useMyProfile } from './api';

export function RefundAccountReminder({ orders }: { orders: readonly OrderSummary[] }) {
  const { user } = useSession();
  const owed = orders.filter(refundByTransferOwed);
  const profile = useMyProfile(owed.length > 0 ? user?.id : undefined);
  if (owed.length === 0 || !profile.data || profile.data.profile.refundAccount) return null;
  return (
    <p className="note note--bar tone-warning" data-testid="refund-account-reminder">
      Te debemos un reembolso por transferencia y aún no nos has dicho a qué cuenta enviarlo.{' '}
      <Link to="/profile#cuenta-reembolsos">Indica tu cuenta para reembolsos</Link>.
    </p>
  );
}
