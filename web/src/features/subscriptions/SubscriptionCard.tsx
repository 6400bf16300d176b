/**
 * One subscription on /suscripciones: its box, its next cycle and cut-off, and every change the consumer may
 * make until that cut-off (quantities and lines, interval, skip the next box, pause, resume, cancel, the
 * address: SubscriptionAddress). Every status, date and amount shown comes from the subscription the server
 * answered.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  SUBSCRIPTION_INTERVALS,
  type Subscription,
  type SubscriptionInterval,
} from '../../../../shared/contracts/subscriptions/entities.js';
import {
  SUBSCRIPTION_INTERVAL_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_ZONE_LABELS,
} from '../../../../shared/messages/subscriptions.js';
import { zoneOf } from '../../../../shared/rules/pricing/postal-zones.js';
import { spanishDay, spanishInstant } from '../../../../shared/rules/subscriptions/cycle-dates.js';
import { errorMessage } from '../../lib/api';
import { formatPrice } from '../../lib/format';
import { changeSubscription, type SubscriptionChange } from './api';
import { SubscriptionAddress } from './SubscriptionAddress';
import { ColumnHeads } from '../../components/ColumnHeads';
import { Options } from '../../components/forms/Options';

const PAYMENT_LABELS = {
  card: 'Tarjeta guardada',
  bank_transfer: 'Transferencia bancaria',
  cash_on_delivery: 'Pago contra reembolso',
} as const;

const STATUS_TONES = {
  incomplete: 'warning',
  active: 'success',
  paused: 'info',
  cancelled: 'muted',
} as const;

const capital = (text: string) => text.replace(/^./, (first) => first.toUpperCase());

/** Why a paused box is paused, in the consumer's words. */
function pausedText(s: Subscription): string {
  if (s.pauseReason === 'failed_charges')
    return 'La pausamos porque dos cobros seguidos no se pudieron hacer. Reanúdala cuando tu tarjeta esté lista.';
  if (s.pauseReason === 'zone_not_served') {
    const zone = zoneOf(s.shippingInfo.postalCode);
    return `La pausamos porque ahora no enviamos a ${SUBSCRIPTION_ZONE_LABELS[zone] ?? zone} (código postal ${s.shippingInfo.postalCode}): no se ha hecho ni cobrado ningún pedido. Cambia la dirección de envío y tu caja seguirá; si volvemos a enviar allí, la reanudaremos y te avisaremos.`;
  }
  return 'En pausa: no se hará ningún pedido hasta que la reanudes.';
}

interface Props {
  subscription: Subscription;
  onChanged: (next: Subscription) => void;
}

export function SubscriptionCard({ subscription, onChanged }: Props) {
  const s = subscription;
  const [quantities, setQuantities] = useState(() => s.items.map((item) => String(item.quantity)));
  const [interval, setInterval] = useState<SubscriptionInterval>(s.interval);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const headingId = `subscription-${s.id}`;
  const open = s.status === 'active' || s.status === 'paused';

  const send = async (change: SubscriptionChange, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const { subscription: next } = await changeSubscription(s.id, change);
      setQuantities(next.items.map((item) => String(item.quantity)));
      setInterval(next.interval);
      setConfirmCancel(false);
      setMessage({ tone: 'success', text: done });
      onChanged(next);
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  /** A button that sends one change (disabled while one is sent) and says so once it is done. */
  const changeButton = (
    label: string,
    change: SubscriptionChange,
    done: string,
    className = 'btn--secondary',
  ) => (
    <button
      type="button"
      className={`btn ${className}`}
      disabled={busy}
      onClick={() => void send(change, done)}
    >
      {label}
    </button>
  );

  const saveItems = () => {
    const items = s.items
      .map((item, index) => ({ productId: item.productId, quantity: Number(quantities[index]) }))
      .filter((item) => item.quantity !== 0);
    void send({ items }, 'Tu caja está actualizada.');
  };

  return (
    <li className="card subscription-card" aria-labelledby={headingId} data-testid="subscription-card">
      <div className="subscription-card__head">
        <h2 id={headingId} className="subscription-card__title">
          Caja {SUBSCRIPTION_INTERVAL_LABELS[s.interval]}
          {s.producerName ? ` de ${s.producerName}` : ''}
        </h2>
        <span className={`status-badge tone-${STATUS_TONES[s.status]}`} data-status={s.status}>
          {capital(SUBSCRIPTION_STATUS_LABELS[s.status])}
        </span>
      </div>

      {s.status === 'active' ? (
        <p className="subscription-card__next" data-testid="subscription-next">
          Próxima caja: <strong>{spanishDay(s.nextOrderDate)}</strong>. Puedes cambiarla hasta el{' '}
          <strong>{spanishInstant(s.cutoffAt)}</strong>.
        </p>
      ) : null}
      {s.status === 'paused' ? (
        <p className="subscription-card__next" data-testid="subscription-paused">
          {pausedText(s)}
        </p>
      ) : null}
      {s.status === 'incomplete' ? (
        <p className="subscription-card__next">Guarda tu tarjeta para activarla.</p>
      ) : null}

      <table className="subscription-card__items">
        <caption className="visually-hidden">Productos de la caja</caption>
        <ColumnHeads names={['Producto', 'Precio', 'Cantidad']} />
        <tbody>
          {s.items.map((item, index) => (
            <tr key={item.productId}>
              <th scope="row">
                <Link to={`/products/${item.productId}`}>{item.name}</Link>
              </th>
              <td>
                {formatPrice(item.price)} / {item.unit}
              </td>
              <td>
                {open ? (
                  <input
                    type="number"
                    min={0}
                    max={99}
                    inputMode="numeric"
                    className="subscription-card__quantity"
                    aria-label={`Cantidad de ${item.name} (0 la quita)`}
                    value={quantities[index] ?? ''}
                    disabled={busy}
                    onChange={(event) =>
                      setQuantities((current) =>
                        current.map((value, position) => (position === index ? event.target.value : value)),
                      )
                    }
                  />
                ) : (
                  item.quantity
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="subscription-card__meta">
        {PAYMENT_LABELS[s.paymentMethod]}
        {s.cardLast4 ? ` ···· ${s.cardLast4}` : ''}
      </p>
      {open ? (
        <SubscriptionAddress
          key={s.updatedAt}
          subscription={s}
          busy={busy}
          onChanged={(next, text) => {
            setMessage({ tone: 'success', text });
            onChanged(next);
          }}
        />
      ) : (
        <p className="subscription-card__meta">
          Envío a {s.shippingInfo.address}, {s.shippingInfo.postalCode} {s.shippingInfo.city}
        </p>
      )}

      {open ? (
        <div className="subscription-card__actions">
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={saveItems}>
            Guardar cantidades
          </button>
          <span className="subscription-card__interval">
            <label htmlFor={`${headingId}-interval`}>Frecuencia</label>
            <select
              id={`${headingId}-interval`}
              value={interval}
              disabled={busy}
              onChange={(event) => setInterval(event.target.value as SubscriptionInterval)}
            >
              <Options
                values={SUBSCRIPTION_INTERVALS}
                labels={(value) => capital(SUBSCRIPTION_INTERVAL_LABELS[value])}
              />
            </select>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={busy || interval === s.interval}
              onClick={() => void send({ interval }, 'Frecuencia cambiada.')}
            >
              Cambiar frecuencia
            </button>
          </span>
          {s.status === 'active' ? (
            <>
              {changeButton('Saltar la próxima', { skipNext: true }, 'Saltamos la próxima caja.')}
              {changeButton('Pausar', { status: 'paused' }, 'Suscripción en pausa.')}
            </>
          ) : (
            changeButton('Reanudar', { status: 'active' }, 'Suscripción reanudada.', 'btn--primary')
          )}
        </div>
      ) : null}
      {s.status !== 'cancelled' ? (
        <div className="subscription-card__cancel">
          {confirmCancel ? (
            <>
              <span>¿Seguro que quieres cancelarla? No se harán más pedidos.</span>
              <button
                type="button"
                className="btn btn--danger"
                disabled={busy}
                onClick={() => void send({ status: 'cancelled' }, 'Suscripción cancelada.')}
              >
                Sí, cancelar
              </button>
              <button type="button" className="btn btn--link" onClick={() => setConfirmCancel(false)}>
                No
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn--link"
              disabled={busy}
              onClick={() => setConfirmCancel(true)}
            >
              Cancelar suscripción
            </button>
          )}
        </div>
      ) : null}
      <div role={message?.tone === 'error' ? 'alert' : 'status'} className="subscription-card__message">
        {message ? <p className={`form-message form-message--${message.tone}`}>{message.text}</p> : null}
      </div>
      {s.cycles.length > 0 ? (
        <details className="subscription-card__cycles">
          <summary>Cajas anteriores</summary>
          <ul>
            {s.cycles.map((cycle) => (
              <li key={cycle.date}>
                {spanishDay(cycle.date)}:{' '}
                {cycle.orderId ? <Link to={`/orders/${cycle.orderId}`}>ver pedido</Link> : 'no salió'}
                {cycle.missing.length > 0 ? ` (sin ${cycle.missing.join(', ')})` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
