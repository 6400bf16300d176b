/**
 * The refunds that are not done (GET /v1/payments/refunds): being sent, failed, or owed by transfer, with
 * "Reintentar" for a failed card refund and "Marcar devuelto" for money owed back by transfer (PATCH
 * /v1/payments/refunds/{id} {action}).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Refund } from '../../../../shared/contracts/payments/entities.js';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  REFUND_STATUS_LABELS,
} from '../../../../shared/messages/payment.js';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyNotice, ListState } from '../../components/ListState';
import { useToast } from '../../components/toast/toast-context';
import { formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { adminErrorMessage } from './admin-errors';
import { refundAction, useRefunds } from './payments-api';

type Action = 'retry' | 'settled';

export function RefundsSection({ userId }: { userId: string | undefined }) {
  const toast = useToast();
  const query = useRefunds(userId);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const act = async (refund: Refund, action: Action) => {
    setBusy((current) => new Set(current).add(refund.id));
    try {
      const answer = await refundAction(refund.id, action);
      toast.success(action === 'retry' ? PAYMENT_MESSAGES.refundRetried : PAYMENT_MESSAGES.refundSettled);
      void query.mutate(
        (current) =>
          current && {
            refunds: current.refunds.map((item) => (item.id === refund.id ? answer.refund : item)),
          },
        { revalidate: true },
      );
    } catch (failure) {
      toast.error(adminErrorMessage(failure));
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(refund.id);
        return next;
      });
    }
  };

  return (
    <section className="card admin-card" aria-labelledby="payments-refunds">
      <h2 id="payments-refunds" className="card__title">
        Reembolsos
      </h2>
      <p className="admin-caption">
        Los reembolsos con tarjeta se envían solos; aquí quedan los que fallaron y los de transferencia, que
        devuelves tú desde el banco.
      </p>
      <ListState
        data={query.data?.refunds}
        error={query.error}
        errorTitle="No se pudieron cargar los reembolsos."
        retrying={query.isValidating}
        onRetry={() => void query.mutate()}
        loadingView={<p role="status">Cargando reembolsos...</p>}
        emptyView={<EmptyNotice title="No hay reembolsos pendientes." />}
      >
        {(refunds) => (
          <DataTable
            label="Reembolsos pendientes"
            columns={refundColumns(busy, (refund, action) => void act(refund, action))}
            rows={refunds}
            rowKey={(refund) => refund.id}
            rowTestId="refund-row"
            framed={false}
          />
        )}
      </ListState>
    </section>
  );
}

function refundColumns(
  busy: ReadonlySet<string>,
  onAction: (refund: Refund, action: Action) => void,
): DataTableColumn<Refund>[] {
  return [
    {
      label: 'Pedido',
      kind: 'header',
      cell: (refund) => (
        <>
          <Link to={`/admin/orders/${encodeURIComponent(refund.orderId)}`} className="data-table__ref">
            {orderReference(refund.orderId)}
          </Link>
          <span className="data-table__sub">{formatDate(refund.createdAt)}</span>
        </>
      ),
    },
    { label: 'Importe', kind: 'number', cell: (refund) => formatPrice(refund.amount) },
    { label: 'Método', cell: (refund) => PAYMENT_METHOD_LABELS[refund.method] ?? refund.method },
    {
      label: 'Estado',
      cell: (refund) => (
        <div>
          {REFUND_STATUS_LABELS[refund.status] ?? refund.status}
          {refund.attempts > 1 ? <span className="data-table__sub">{refund.attempts} intentos</span> : null}
          {refund.failure ? <span className="data-table__sub user-text">{refund.failure}</span> : null}
        </div>
      ),
    },
    {
      label: 'Acciones',
      kind: 'actions',
      cell: (refund) => {
        const action: Action | null =
          refund.status === 'failed' ? 'retry' : refund.status === 'owed' ? 'settled' : null;
        if (!action) return null;
        const working = busy.has(refund.id);
        return (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => onAction(refund, action)}
            disabled={working}
            aria-busy={working || undefined}
          >
            {action === 'retry' ? 'Reintentar' : 'Marcar devuelto'}
            <span className="visually-hidden"> (pedido {orderReference(refund.orderId)})</span>
          </button>
        );
      },
    },
  ];
}
