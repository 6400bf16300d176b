/**
 * The admin's change of a whole order's status (PATCH /v1/orders/{id}/status {status, notes}): a real change
 * made by the server (the lines follow, a cancel puts the units back in stock, an audit entry is written). The
 * form validates with the shared orderStatusSchema; a cancel asks for a confirmation first. The server's
 * refusal (409 with its reason) is shown under the form.
 */
import { useId, useState, type FormEvent } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../shared/constants/limits.js';
import type { Order, OrderStatus } from '../../../../shared/contracts/orders/entities.js';
import { orderStatusSchema } from '../../../../shared/contracts/orders/schemas.js';
import { CANCEL_REFUSAL_TEXTS } from '../../../../shared/rules/order-labels.js';
import { adminOrderTargets } from '../../../../shared/rules/order-status-plan.js';
import { cancelRefusal } from '../../../../shared/rules/order-status-rules.js';
import { FormAlert } from '../../components/forms/Fields';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { ORDER_STATUS_LABELS } from '../../lib/order-status';
import { adminErrorMessage } from './admin-errors';
import { setOrderStatus } from './orders-api';
import { BusyButton } from '../../components/BusyButton';
import { Options } from '../../components/forms/Options';

/**
 * The statuses an admin may ask for: exactly those the service accepts for these lines (shared/rules/order-status-plan.ts,
 * the server's own plan), so the menu never offers a move that is then refused.
 */
export const targetStatuses = (order: Pick<Order, 'status' | 'productOrders'>): OrderStatus[] =>
  adminOrderTargets(order.status, order.productOrders);

/** What a change does, said under the choice. */
export const STATUS_CHANGE_HINTS: Partial<Record<OrderStatus, string>> = {
  cancelled: 'Se cancelan todas las líneas que no se entregaron y sus unidades vuelven al stock.',
  delivered: 'Todas las líneas no canceladas pasan a entregadas.',
  completed: 'Todas las líneas no canceladas pasan a entregadas.',
};

export function OrderStatusForm({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const id = useId();
  const toast = useToast();
  const options = targetStatuses(order);
  const refusal = cancelRefusal(
    order.productOrders.map((line) => line.status),
    'admin',
  );
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const send = async () => {
    const parsed = orderStatusSchema.safeParse({ status, notes: notes.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const data = await setOrderStatus(order.orderId ?? order.id, parsed.data);
      onChanged(data.order);
      setStatus('');
      setNotes('');
      toast.success(`Pedido ${ORDER_STATUS_LABELS[parsed.data.status].toLowerCase()}.`);
    } catch (failure) {
      setError(adminErrorMessage(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) {
      setError('Elige el nuevo estado del pedido.');
      return;
    }
    if (status === 'cancelled') setConfirming(true);
    else void send();
  };

  if (options.length === 0)
    return (
      <p className="admin-note" data-testid="order-status-final">
        {order.status === 'cancelled' || order.status === 'completed'
          ? 'Este pedido ya está cerrado: su estado no puede cambiar.'
          : 'Ningún cambio de estado del pedido entero es posible ahora: cambia sus líneas una a una.'}
      </p>
    );

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Cambiar el estado del pedido">
      <div className="field">
        <label htmlFor={`${id}-status`}>Nuevo estado</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setError(null);
          }}
          aria-describedby={status && STATUS_CHANGE_HINTS[status] ? `${id}-hint` : undefined}
          disabled={busy}
        >
          <option value="">Elige un estado</option>
          <Options values={options} labels={ORDER_STATUS_LABELS} />
        </select>
        {status && STATUS_CHANGE_HINTS[status] ? (
          <p id={`${id}-hint`} className="field__hint">
            {STATUS_CHANGE_HINTS[status]}
          </p>
        ) : null}
      </div>
      {refusal && refusal !== 'cancelled' && refusal !== 'delivered' ? (
        <p className="field__hint" data-testid="order-cancel-reason">
          {CANCEL_REFUSAL_TEXTS[refusal]} Cancela por separado las líneas que aún no salieron de la finca.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-notes`}>
          Nota <span className="field__optional">(opcional; queda en el historial)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          onChange={(event) => setNotes(event.target.value)}
          disabled={busy}
        />
      </div>
      <FormAlert message={error} />
      <div className="admin-form__actions">
        <BusyButton type="submit" className="btn btn--primary" busy={busy} busyLabel="Cambiando...">
          Cambiar estado
        </BusyButton>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="¿Cancelar el pedido?"
          confirmLabel="Cancelar el pedido"
          cancelLabel="Volver"
          busyLabel="Cancelando..."
          busy={busy}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        >
          <p>{STATUS_CHANGE_HINTS.cancelled}</p>
          <p>El cliente y las fincas verán el pedido cancelado.</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
