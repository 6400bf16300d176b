/**
 * An order's withdrawals (docs/legal.md, "The withdrawal function") as the consumer's, the farm's and the
 * admin's order pages show them: when, which lines, what is given back and by when, and whether the farm has the
 * goods back. `action` adds what a screen may do with one (the farm's «Marcar como recibido»).
 */
import type { ReactNode } from 'react';
import type { Withdrawal } from '../../../shared/contracts/withdrawals/entities.js';
import { WITHDRAWAL_UI } from '../../../shared/messages/legal.js';
import { formatDate, formatPrice } from '../lib/format';
import { StatusBadge } from './StatusBadge';
import './withdrawal-list.css';

export function WithdrawalList({
  withdrawals,
  action,
}: {
  withdrawals: readonly Withdrawal[];
  action?: (withdrawal: Withdrawal) => ReactNode;
}) {
  return (
    <ul className="withdrawal-list" data-testid="withdrawals">
      {withdrawals.map((withdrawal) => (
        <li key={withdrawal.id} className="withdrawal-list__item tile" data-testid="withdrawal">
          <div className="withdrawal-list__head">
            <StatusBadge
              status={withdrawal.status}
              label={WITHDRAWAL_UI.status[withdrawal.status]}
              tone={withdrawal.status === 'received' ? 'done' : 'waiting'}
            />
            <span className="withdrawal-list__date">Solicitado el {formatDate(withdrawal.requestedAt)}</span>
          </div>
          <ul className="withdrawal-list__lines">
            {withdrawal.lines.map((line) => (
              <li key={line.productOrderId}>
                <span className="user-text">
                  {line.quantity} × {line.name}
                </span>
              </li>
            ))}
          </ul>
          <p className="withdrawal-list__refund">
            {withdrawal.refundAmount > 0 ? (
              <>
                Reembolso: <strong>{formatPrice(withdrawal.refundAmount)}</strong>, como máximo el{' '}
                {formatDate(withdrawal.refundDueAt)}.
              </>
            ) : (
              'Sin reembolso: estos productos no se habían pagado.'
            )}
            {withdrawal.receivedAt ? ` Devolución recibida el ${formatDate(withdrawal.receivedAt)}.` : ''}
          </p>
          {withdrawal.reason ? (
            <p className="withdrawal-list__reason user-text">Motivo: {withdrawal.reason}</p>
          ) : null}
          {action ? action(withdrawal) : null}
        </li>
      ))}
    </ul>
  );
}
