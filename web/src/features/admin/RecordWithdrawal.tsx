/**
 * The admin records a withdrawal the consumer sent by e-mail or post (the model form or any clear statement,
 * TRLGDCU art. 106.1; docs/legal.md, "The withdrawal function"): the lines, the day it was sent (the period and
 * the refund's 14 days count from it), the IBAN for a transfer or pay-on-delivery refund. The service checks
 * every rule (exempt line 422, past the period 409) and e-mails the consumer the acknowledgement.
 */
import { useId, useState } from 'react';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { WITHDRAWAL_MESSAGES, WITHDRAWAL_TEXTS } from '../../../../shared/messages/legal.js';
import { isValidIban, normalizeIban } from '../../../../shared/rules/iban.js';
import { lineRefusal, spainDay } from '../../../../shared/rules/withdrawal-rules.js';
import { FormAlert } from '../../components/forms/Fields';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { recordWithdrawal } from './orders-api';
import { BusyButton } from '../../components/BusyButton';
import { RefundIbanField } from '../../components/RefundIbanField';

/** The lines an admin may record a withdrawal of today (the service checks again at the day given). */
const openLines = (order: Order) =>
  order.productOrders.filter((line) => {
    const refusal = lineRefusal(line, order.productOrders, new Date());
    return refusal === null || refusal.kind === 'expired';
  });

export function RecordWithdrawal({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const id = useId();
  const toast = useToast();
  const today = spainDay(new Date().toISOString());
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [sentOn, setSentOn] = useState(today);
  const [iban, setIban] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = openLines(order);
  if (lines.length === 0) return null;
  const byTransfer = order.payment.method !== 'card';

  const toggle = (lineId: string) => {
    const next = new Set(chosen);
    if (next.has(lineId)) next.delete(lineId);
    else next.add(lineId);
    setChosen(next);
    if (next.size > 0) setProblem(null);
  };

  const submit = async () => {
    if (chosen.size === 0) return setProblem(WITHDRAWAL_MESSAGES.linesRequired);
    if (!sentOn || sentOn > today) return setProblem(WITHDRAWAL_MESSAGES.sentOnFuture);
    if (iban.trim() && !isValidIban(iban)) return setProblem(WITHDRAWAL_MESSAGES.ibanInvalid);
    setBusy(true);
    setProblem(null);
    try {
      await recordWithdrawal(order.id, {
        productOrderIds: [...chosen],
        sentOn,
        ...(iban.trim() ? { iban: normalizeIban(iban) } : {}),
      });
      toast.success('Desistimiento registrado: el cliente recibe el acuse de recibo por correo.');
      setOpen(false);
      setChosen(new Set());
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (!open)
    return (
      <div className="actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
          Registrar un desistimiento recibido por correo
        </button>
      </div>
    );
  return (
    <form
      className="record-withdrawal"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <h3 id={`${id}-title`} className="record-withdrawal__title">
        Registrar un desistimiento recibido por correo
      </h3>
      <p className="admin-caption">
        Si el cliente te envió el formulario de desistimiento o cualquier declaración clara, regístralo aquí
        con el día en que lo envió: cuenta desde ese día, y le enviamos el acuse de recibo.
      </p>
      <FormAlert message={problem ?? undefined} />
      <fieldset className="form-group record-withdrawal__lines">
        <legend>Productos de los que desiste</legend>
        {lines.map((line) => (
          <label key={line.id} className="admin-check">
            <input type="checkbox" checked={chosen.has(line.id)} onChange={() => toggle(line.id)} />
            <span>
              <span className="user-text">{line.product.name}</span> × {line.quantity}
            </span>
          </label>
        ))}
      </fieldset>
      {order.productOrders.length > lines.length ? (
        <p className="admin-caption">
          Los demás productos no admiten desistimiento ({WITHDRAWAL_TEXTS.shopper.perishable.toLowerCase()},
          por ejemplo), ya se cancelaron o ya se desistió de ellos.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-sent`}>Día en que el cliente lo envió</label>
        <input
          id={`${id}-sent`}
          type="date"
          max={today}
          min={spainDay(order.createdAt)}
          value={sentOn}
          onChange={(event) => setSentOn(event.target.value)}
          required
        />
      </div>
      {byTransfer ? (
        <RefundIbanField
          id={`${id}-iban`}
          value={iban}
          onChange={setIban}
          hint="Si el cliente lo indicó: se guarda en su perfil y el reembolso por transferencia va a esa cuenta."
        />
      ) : null}
      <div className="actions">
        <BusyButton
          type="submit"
          className="btn btn--primary btn--small"
          busy={busy}
          busyLabel="Registrando..."
        >
          Registrar desistimiento
        </BusyButton>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setOpen(false)}
          disabled={busy}
        >
          Cancelar
        </button>
      </div>
    </form>
  );
}
