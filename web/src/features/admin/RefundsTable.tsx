/**
 * The columns of the admin's refunds (AdminRefundsScreen): the order and day, the shopper, the amount, how and
 * why, where it stands (attempts and the provider's failure), the account an owed refund goes to, the
 * reference with who settled it and when, and the row's action: "Reintentar" a failed card refund, "Registrar
 * devolución" an owed one.
 */
import { Link } from 'react-router-dom';
import type { Refund } from '../../../../shared/contracts/payments/entities.js';
import {
  PAYMENT_METHOD_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
} from '../../../../shared/messages/payment.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import type { DataTableColumn } from '../../components/DataTable';
import { EmailText } from '../../components/EmailText';
import { formatDate, formatPrice, formatShortDate } from '../../lib/format';
import { orderReference } from '../../lib/order-status';

const STATUS_TONES: Readonly<Record<Refund['status'], string>> = {
  pending: 'info',
  sent: 'info',
  succeeded: 'success',
  failed: 'error',
  owed: 'warning',
};

export function refundColumns(options: {
  busy: ReadonlySet<string>;
  onRetry: (refund: Refund) => void;
  onSettle: (refund: Refund) => void;
}): DataTableColumn<Refund>[] {
  return [
    {
      label: 'Pedido',
      kind: 'header',
      cell: (refund) => (
        <>
          <Link to={`/admin/orders/${encodeURIComponent(refund.orderId)}`} className="data-table__ref">
            {orderReference(refund.orderId)}
          </Link>
          <span className="data-table__sub">{formatShortDate(refund.createdAt)}</span>
        </>
      ),
    },
    {
      label: 'Cliente',
      cell: (refund) =>
        refund.customer ? (
          <>
            <span className="user-text">{refund.customer.name || '—'}</span>
            <span className="data-table__sub">
              <EmailText value={refund.customer.email} />
            </span>
          </>
        ) : (
          '—'
        ),
    },
    {
      label: 'Importe',
      kind: 'number',
      cell: (refund) => (
        <>
          <strong>{formatPrice(refund.amount)}</strong>
          <span className="data-table__sub data-table__wrap">
            {PAYMENT_METHOD_LABELS[refund.method] ?? refund.method}
          </span>
        </>
      ),
    },
    {
      label: 'Motivo y estado',
      cell: (refund) => (
        <div>
          <span className={`status-badge tone-${STATUS_TONES[refund.status] ?? 'muted'}`}>
            {REFUND_STATUS_LABELS[refund.status] ?? refund.status}
          </span>
          <span className="data-table__sub">{REFUND_REASON_LABELS[refund.reason] ?? refund.reason}</span>
          {refund.attempts > 1 ? <span className="data-table__sub">{refund.attempts} intentos</span> : null}
          {refund.failure ? <span className="data-table__sub user-text">{refund.failure}</span> : null}
        </div>
      ),
    },
    {
      label: 'Cuenta y devolución',
      cell: (refund) => (
        <div>
          {refund.method === 'card' ? (
            'A la tarjeta'
          ) : refund.account ? (
            <>
              <span className="refund-iban">{formatIban(refund.account.iban)}</span>
              <span className="data-table__sub user-text">{refund.account.holder}</span>
            </>
          ) : (
            <span className="status-badge tone-warning" data-testid="refund-no-account">
              Sin cuenta del cliente
            </span>
          )}
          {refund.settledAt ? (
            <>
              <span className="data-table__sub">Devuelto el {formatDate(refund.settledAt)}</span>
              {refund.reference ? (
                <span className="data-table__sub user-text">Ref. {refund.reference}</span>
              ) : null}
              {refund.settledBy ? (
                <span className="data-table__sub user-text">
                  Por {refund.settledBy.name || 'un administrador'}
                </span>
              ) : null}
            </>
          ) : null}
        </div>
      ),
    },
    {
      label: 'Acciones',
      kind: 'actions',
      cell: (refund) => {
        const action = refund.status === 'failed' ? 'retry' : refund.status === 'owed' ? 'settle' : null;
        if (!action) return null;
        const working = options.busy.has(refund.id);
        return (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => (action === 'retry' ? options.onRetry(refund) : options.onSettle(refund))}
            disabled={working}
            aria-busy={working || undefined}
          >
            {action === 'retry' ? 'Reintentar' : 'Registrar devolución'}
            <span className="visually-hidden"> (pedido {orderReference(refund.orderId)})</span>
          </button>
        );
      },
    },
  ];
}
