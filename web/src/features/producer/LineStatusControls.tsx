/**
 * The moves a line may make now (shared/rules/order-status-rules.ts): the next step as the main button, cancel (while
 * the line has not shipped) behind a confirmation, and an optional note sent with either. The request
 * (PATCH /v1/orders/{id}/products/{productOrderId}/status) carries the status shown as expectedStatus, so a
 * change made meanwhile elsewhere is refused (409) instead of being overwritten; the screen then reloads. When the
 * next step is «Enviado», the carrier and parcel number may go with it (TrackingFields). While the order's card or
 * transfer money has not arrived, only the cancel is offered, with why.
 */
import { useId, useState } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../shared/constants/limits.js';
import type { ProductOrder, ProductOrderStatus } from '../../../../shared/contracts/orders/entities.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { AWAITING_PAYMENT_LABEL } from '../../../../shared/messages/payment-labels.js';
import { quantityWithUnit } from '../../../../shared/utils/units.js';
import { nextProductOrderStatuses } from '../../../../shared/rules/order-status-rules.js';
import { BusyButton } from '../../components/BusyButton';
import '../../components/forms/forms.css';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { setLineStatus } from './orders-api';
import { NotesField } from './NotesField';
import { NO_TRACKING, readTracking, TrackingFields, type TrackingDraft } from './TrackingFields';
import { STATUS_ACTION_LABELS, STATUS_DONE_MESSAGES } from './status-actions';

export function LineStatusControls({
  line,
  orderId,
  withTracking = true,
  awaitingPayment = false,
  onChanged,
}: {
  line: ProductOrder;
  orderId: string;
  /** Ask for the tracking when the next step is «Enviado» (not when the farm-wide move above asks for it). */
  withTracking?: boolean;
  /** The order's card or transfer money has not arrived: no step forward yet (the server would refuse, 409). */
  awaitingPayment?: boolean;
  onChanged: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState<ProductOrderStatus | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tracking, setTracking] = useState<TrackingDraft>(NO_TRACKING);
  const [trackingProblem, setTrackingProblem] = useState<string | undefined>();
  const moves = nextProductOrderStatuses(line.status);
  const forward = awaitingPayment ? undefined : moves.find((status) => status !== 'cancelled');
  const canCancel = moves.includes('cancelled');

  if (moves.length === 0) {
    // Cancelled lines say so in the stepper; a delivered one is done.
    return line.status === 'delivered' ? (
      <p className="po-controls__final">Entregado: no queda nada por hacer con este producto.</p>
    ) : null;
  }

  const tooLong = notes.trim().length > NOTES_MAX_LENGTH;

  const send = async (status: ProductOrderStatus) => {
    if (tooLong) {
      setProblem(VALIDATION_MESSAGES.notesMax);
      return;
    }
    const read = status === 'shipped' && withTracking ? readTracking(tracking) : {};
    setTrackingProblem(read.problem);
    if (read.problem) return;
    setBusy(status);
    setProblem(null);
    try {
      await setLineStatus(orderId, line.id, {
        status,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        expectedStatus: line.status,
        ...(read.tracking ? { tracking: read.tracking } : {}),
      });
      setNotes('');
      setTracking(NO_TRACKING);
      setConfirmingCancel(false);
      toast.success(STATUS_DONE_MESSAGES[status]);
      onChanged();
    } catch (failure) {
      setConfirmingCancel(false);
      setProblem(errorMessage(failure));
      // The line may have moved elsewhere: show it as it is now.
      onChanged();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="po-controls">
      {awaitingPayment ? (
        <p className="note note--bar tone-warning po-controls__wait" data-testid="po-awaiting-payment">
          {AWAITING_PAYMENT_LABEL}: podrás prepararlo cuando el pedido esté pagado.
        </p>
      ) : null}
      {forward === 'shipped' && withTracking ? (
        <TrackingFields
          id={`${id}-tracking`}
          draft={tracking}
          problem={trackingProblem}
          onChange={setTracking}
        />
      ) : null}
      <NotesField
        id={`${id}-notes`}
        className="po-controls__notes"
        label="Nota para el cambio"
        hint="El cliente la verá en el historial del producto."
        value={notes}
        onChange={setNotes}
        placeholder="Por ejemplo: enviado con mensajería refrigerada, cómo conservarlo..."
      />
      {problem ? (
        <p className="field__error po-controls__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="po-controls__actions">
        {forward ? (
          <BusyButton
            className="btn btn--primary"
            busy={busy === forward}
            disabled={busy !== null}
            busyLabel="Guardando..."
            onClick={() => void send(forward)}
          >
            {STATUS_ACTION_LABELS[forward]}
          </BusyButton>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            className="btn btn--danger-outline"
            disabled={busy !== null}
            onClick={() => setConfirmingCancel(true)}
          >
            {STATUS_ACTION_LABELS.cancelled}
          </button>
        ) : null}
      </div>
      {confirmingCancel ? (
        <ConfirmDialog
          title="¿Cancelar este producto del pedido?"
          confirmLabel="Sí, cancelarlo"
          cancelLabel="No, mantenerlo"
          busy={busy === 'cancelled'}
          busyLabel="Cancelando..."
          onConfirm={() => void send('cancelled')}
          onCancel={() => setConfirmingCancel(false)}
        >
          <p>
            {quantityWithUnit(line.quantity, line.product.unit)} de «{line.product.name}» volverán a tu stock
            y el cliente verá que este producto no se enviará. No se puede deshacer.
          </p>
          {notes.trim() ? (
            <p>Nota: {notes.trim()}</p>
          ) : (
            <p>Puedes escribir el motivo en la nota antes de cancelar.</p>
          )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
