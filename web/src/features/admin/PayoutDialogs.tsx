/**
 * The payouts' confirmations (PayoutsSection): paying the farms (who is paid how, and who is left out because
 * it has nowhere to receive the money, before anything moves), marking a bank payout as sent with the bank's
 * reference, and cancelling one that could not be sent (its amount is available again).
 */
import { useRef, useState } from 'react';
import type { FarmPayable, Payout } from '../../../../shared/contracts/payments/entities.js';
import { PAYOUT_METHOD_LABELS, PAYOUT_SKIP_LABELS } from '../../../../shared/messages/payment.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import { ConfirmDialog } from '../../components/Modal';
import { formatPrice } from '../../lib/format';
import { useAttempt } from '../../lib/use-attempt';
import { adminErrorMessage } from './admin-errors';
import { cancelPayout, settlePayout } from './payments-api';
import { ProblemNote } from '../../components/ProblemNote';

const sum = (farms: readonly FarmPayable[]) =>
  farms.reduce((total, farm) => total + farm.balance.availableAmount, 0);

/** Who a run pays (a destination) and who it leaves out (none), among the farms with money available. */
export function runPlan(farms: readonly FarmPayable[]) {
  const due = farms.filter((farm) => farm.balance.availableAmount > 0);
  return {
    paid: due.filter((farm) => farm.destination !== null),
    skipped: due.filter((farm) => farm.destination === null),
  };
}

export function RunPayoutsDialog({
  farms,
  busy,
  onConfirm,
  onCancel,
}: {
  farms: readonly FarmPayable[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { paid, skipped } = runPlan(farms);
  return (
    <ConfirmDialog
      title="¿Pagar a las fincas?"
      tone="primary"
      confirmLabel="Sí, pagar"
      busyLabel="Creando los pagos..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Se pagará a {paid.length} {paid.length === 1 ? 'finca' : 'fincas'} su saldo disponible (
        {formatPrice(sum(paid))} en total):
      </p>
      <ul className="payout-plan" data-testid="payout-plan-paid">
        {paid.map((farm) => (
          <li key={farm.producerId}>
            <span className="user-text">{farm.producerName}</span>:{' '}
            {formatPrice(farm.balance.availableAmount)} (
            {farm.destination ? PAYOUT_METHOD_LABELS[farm.destination] : ''}
            {farm.destination === 'bank_transfer' && farm.iban ? ` a ${formatIban(farm.iban)}` : ''})
          </li>
        ))}
      </ul>
      <p className="dash-note">
        Las fincas con cuenta de Stripe activa lo reciben al momento; a las demás les queda una transferencia
        pendiente que envías desde tu banco.
      </p>
      {skipped.length > 0 ? (
        <div className="note note--bar tone-warning" data-testid="payout-plan-skipped">
          <p>
            No se pagará a {skipped.length} {skipped.length === 1 ? 'finca' : 'fincas'} (
            {formatPrice(sum(skipped))}): {PAYOUT_SKIP_LABELS.no_destination}
          </p>
          <ul className="payout-plan">
            {skipped.map((farm) => (
              <li key={farm.producerId}>
                <span className="user-text">{farm.producerName}</span>:{' '}
                {formatPrice(farm.balance.availableAmount)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

/** A reference or reason the admin may write, with the server's refusal under it. */
function TextDialog({
  title,
  intro,
  label,
  confirmLabel,
  tone,
  inputId,
  send,
  onDone,
  onCancel,
}: {
  title: string;
  intro: React.ReactNode;
  label: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  inputId: string;
  send: (text: string | undefined) => Promise<{ payout: Payout }>;
  onDone: (payout: Payout) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const { busy, problem, run } = useAttempt(adminErrorMessage);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirm = () => run(async () => onDone((await send(text.trim() || undefined)).payout));
  return (
    <ConfirmDialog
      title={title}
      tone={tone}
      confirmLabel={confirmLabel}
      busyLabel="Guardando..."
      busy={busy}
      initialFocus={inputRef}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {intro}
      <div className="field">
        <label htmlFor={inputId}>
          {label}
          <span className="field__optional"> (opcional)</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={text}
          maxLength={140}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <ProblemNote problem={problem} />
    </ConfirmDialog>
  );
}

/** A dialog about one payout: done with the payout as the server answers it, or cancelled. */
interface PayoutDialogProps {
  payout: Payout;
  onDone: (payout: Payout) => void;
  onCancel: () => void;
}

export function SettleDialog({ payout, onDone, onCancel }: PayoutDialogProps) {
  return (
    <TextDialog
      title="¿Marcar este pago como realizado?"
      tone="primary"
      confirmLabel="Marcar como pagado"
      label="Referencia del banco"
      inputId="payout-reference"
      intro={
        <p>
          Transferencia de {formatPrice(payout.amount)} a{' '}
          <span className="user-text">{payout.holder || payout.producerName}</span>
          {payout.iban ? ` (${formatIban(payout.iban)})` : ''}. Márcala cuando la hayas enviado desde el
          banco.
        </p>
      }
      send={(reference) => settlePayout(payout.id, reference)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

export function CancelPayoutDialog({ payout, onDone, onCancel }: PayoutDialogProps) {
  return (
    <TextDialog
      title="¿Anular este pago?"
      tone="danger"
      confirmLabel="Anular el pago"
      label="Motivo"
      inputId="payout-cancel-reason"
      intro={
        <p>
          El pago de {formatPrice(payout.amount)} a <span className="user-text">{payout.producerName}</span>{' '}
          vuelve a su saldo «Disponible» y se le pagará en la próxima ronda, a la cuenta que tenga entonces.
          Anúlalo solo si no enviaste la transferencia o el banco te la devolvió.
        </p>
      }
      send={(reason) => cancelPayout(payout.id, reason)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
