/**
 * «Marcar todo como …»: every line of the farm in the order to the next step at once
 * (PATCH /v1/orders/producer/{id}/status, one transaction; shared/rules/farm-moves.ts says which lines move), shown
 * when two or more lines would move (one line has its own buttons). When the step is «Enviado», the carrier
 * and the parcel's number may go with it: the customer then sees a link to the carrier's tracking page. Lines
 * already there or further on, and cancelled ones, stay as they are.
 */
import { useId, useState, type FormEvent } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../shared/constants/limits.js';
import type { ProductOrder } from '../../../../shared/contracts/orders/entities.js';
import { farmMoveTarget, planFarmMove, type FarmMoveStatus } from '../../../../shared/rules/farm-moves.js';
import '../../components/forms/forms.css';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { setFarmStatus } from './orders-api';
import { NotesField } from './NotesField';
import { NO_TRACKING, readTracking, TrackingFields, type TrackingDraft } from './TrackingFields';
import { BusyButton } from '../../components/BusyButton';

/** The button of a move of all the farm's lines to each step. */
export const FARM_ACTION_LABELS: Record<FarmMoveStatus, string> = {
  organizing: 'Marcar todo como en preparación',
  ready_to_ship: 'Marcar todo como listo para envío',
  shipped: 'Marcar todo como enviado',
  delivered: 'Marcar todo como entregado',
};

type Problems = Partial<Record<'number' | 'notes' | 'form', string>>;

/** Whether the farm-wide move is offered: two or more lines take the same next step. */
export function farmMoveOffered(lines: readonly Pick<ProductOrder, 'status'>[]): boolean {
  const target = farmMoveTarget(lines.map((line) => line.status));
  return target !== null && planFarmMove(lines, target).move.length >= 2;
}

export function FarmMoveControls({
  lines,
  orderId,
  producerId,
  onChanged,
}: {
  /** The farm's lines of the order. */
  lines: readonly ProductOrder[];
  orderId: string;
  /** The farm, when an admin acts for it. */
  producerId?: string;
  onChanged: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const [tracking, setTracking] = useState<TrackingDraft>(NO_TRACKING);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const target = farmMoveTarget(lines.map((line) => line.status));
  const moving = target ? planFarmMove(lines, target).move : [];
  if (!target || !farmMoveOffered(lines)) return null;
  const shipping = target === 'shipped';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = shipping ? readTracking(tracking) : {};
    const found: Problems = {
      ...(read.problem ? { number: read.problem } : {}),
      ...(notes.trim().length > NOTES_MAX_LENGTH
        ? { notes: `Las notas no pueden superar los ${NOTES_MAX_LENGTH} caracteres` }
        : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await setFarmStatus(orderId, producerId, {
        status: target,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(read.tracking ? { tracking: read.tracking } : {}),
      });
      toast.success(`${moving.length} productos actualizados a la vez.`);
      setNotes('');
      setTracking(NO_TRACKING);
      onChanged();
    } catch (failure) {
      const fields = isApiError(failure) ? failure.errors : [];
      const numberError = fields.find((error) => error.field.startsWith('tracking'))?.message;
      setProblems({ ...(numberError ? { number: numberError } : {}), form: errorMessage(failure) });
      // Lines may have moved elsewhere: show them as they are now.
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${id}-title`;
  return (
    <section className="card po-farm-move" aria-labelledby={titleId} data-testid="farm-move">
      <h2 id={titleId} className="card__title">
        Todo el pedido de una vez
      </h2>
      <p className="po-sub">
        {moving.length} productos pasarán al siguiente paso a la vez. Los que ya están más adelante o
        cancelados no cambian.
      </p>
      <form className="po-farm-move__form" onSubmit={(event) => void submit(event)} noValidate>
        {shipping ? (
          <TrackingFields id={id} draft={tracking} problem={problems.number} onChange={setTracking} />
        ) : null}
        <NotesField
          id={`${id}-notes`}
          label="Nota para el cliente"
          hint="La verá en el historial de cada producto."
          value={notes}
          onChange={setNotes}
          problem={problems.notes}
        />
        {problems.form ? (
          <p className="field__error" role="alert">
            {problems.form}
          </p>
        ) : null}
        <div className="po-controls__actions">
          <BusyButton type="submit" className="btn btn--primary" busy={busy} busyLabel="Guardando...">
            {FARM_ACTION_LABELS[target]}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
