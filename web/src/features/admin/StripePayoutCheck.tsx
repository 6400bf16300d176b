/**
 * A farm's Stripe payout that stayed «Pendiente» (docs/payments.md, "Payouts"): the shop writes the payout, then
 * asks Stripe for the transfer and records it, within the run. A crash, a timeout or an outage in between leaves
 * it pending while the farm may already have the money. The payouts table says so (StripePayoutNote) and, once
 * the payout's run is surely over (shared/rules/payout-state.ts), offers «Comprobar en Stripe»: the server asks
 * Stripe for the payout's transfer (PATCH /v1/payments/payouts/{id} {status: "paid"}), records it paid when
 * Stripe made it, sends it now under the payout's own key when Stripe never got it (Stripe never makes it twice),
 * or records it failed when Stripe refuses it (its amount is available again for the next run).
 */
import type { Payout } from '../../../../shared/contracts/payments/entities.js';
import { payoutState } from '../../../../shared/rules/payout-state.js';
import { ConfirmDialog } from '../../components/Modal';
import { isApiError } from '../../lib/api/errors';
import { formatPrice } from '../../lib/format';
import { useAttempt } from '../../lib/use-attempt';
import { adminErrorMessage } from './admin-errors';
import { checkStripePayout } from './payments-api';
import { ProblemNote } from '../../components/ProblemNote';

/** What the «Estado» cell adds for a Stripe payout that is not simply paid or cancelled. */
export function StripePayoutNote({ payout, now }: { payout: Payout; now: Date }) {
  if (payout.method !== 'stripe_transfer') return null;
  const state = payoutState(payout, now);
  if (state === 'stripe_under_way') return <span className="data-table__sub">Enviándose a Stripe</span>;
  if (state === 'stripe_unconfirmed')
    return (
      <span className="status-badge tone-warning" data-testid="payout-unconfirmed">
        Sin confirmar en Stripe
      </span>
    );
  if (payout.status === 'failed')
    return <span className="data-table__sub">Su importe volvió a su saldo disponible.</span>;
  return null;
}

export function CheckStripePayoutDialog({
  payout,
  onDone,
  onRefused,
  onCancel,
}: {
  payout: Payout;
  /** Stripe confirmed the transfer (found, or made now): the payout as it is, paid. */
  onDone: (payout: Payout) => void;
  /** The server refused (409): Stripe refused the transfer, or the payout moved meanwhile; its words. */
  onRefused: (message: string) => void;
  onCancel: () => void;
}) {
  const { busy, problem, run } = useAttempt((failure) => {
    if (isApiError(failure) && failure.status === 409) {
      onRefused(adminErrorMessage(failure));
      return null;
    }
    // Stripe out of reach (503): the server's own words, and the payout still pending to check again.
    if (isApiError(failure) && failure.status === 503 && failure.serverMessage) return failure.serverMessage;
    return adminErrorMessage(failure);
  });
  const confirm = () => run(async () => onDone((await checkStripePayout(payout.id)).payout));
  return (
    <ConfirmDialog
      title="¿Comprobar este pago en Stripe?"
      tone="primary"
      confirmLabel="Comprobar en Stripe"
      busyLabel="Comprobando..."
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        La transferencia de {formatPrice(payout.amount)} a{' '}
        <span className="user-text">{payout.producerName}</span> no se confirmó. Preguntaremos a Stripe por
        ella:
      </p>
      <ul className="payout-plan">
        <li>si la hizo, el pago queda como pagado, con su referencia;</li>
        <li>si nunca le llegó, se la enviamos ahora (Stripe no hace dos veces la misma transferencia);</li>
        <li>si la rechaza, el pago queda como fallido y su importe vuelve a estar disponible.</li>
      </ul>
      <ProblemNote problem={problem} />
    </ConfirmDialog>
  );
}
