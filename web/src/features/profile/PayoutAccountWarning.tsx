/**
 * A farm with sales and no account to be paid to (docs/payments.md, "Payouts"): its profile says so above its
 * data, with what it has sold and not been paid (GET /v1/orders/producer/balance: `destination` null means
 * neither an IBAN nor an active Stripe account), since a payout run leaves it out until it gives one.
 */
import type { BalanceAnswer } from '../../../../shared/contracts/payments/contract.js';
import { formatPrice } from '../../lib/format';
import { useFarmBalance } from './api';

/** What the warning says for this balance, or null: the farm can be paid, or has sold nothing yet. */
export function payoutWarning(data: BalanceAnswer | undefined): string | null {
  if (!data || data.destination !== null) return null;
  const owed = data.balance.pendingAmount + data.balance.availableAmount;
  if (owed <= 0 && data.lines.length === 0) return null;
  return `${
    owed > 0
      ? `Tienes ${formatPrice(owed)} de ventas por cobrar y aún no nos has dicho dónde pagártelas.`
      : 'Ya vendes en la tienda y aún no nos has dicho dónde pagarte.'
  } Añade tu IBAN y su titular en «Editar datos»: sin una cuenta no podemos enviarte tus cobros.`;
}

export function PayoutAccountWarning({ userId }: { userId: string }) {
  const text = payoutWarning(useFarmBalance(userId).data);
  return text ? (
    <p className="note note--bar tone-warning" data-testid="payout-account-missing">
      {text}
    </p>
  ) : null;
}
