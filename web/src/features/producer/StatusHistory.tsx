import type { ProductOrderHistoryEntry } from '../../../../shared/contracts/orders/entities.js';
import { orderStatusLabel } from '../../lib/order-status';
import { actorLabel, type HistoryActors } from './status-actions';

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

/** A line's status history as a timeline, newest first: status, when, who, and the note given. */
export function StatusHistory({
  history,
  actors,
}: {
  history: readonly ProductOrderHistoryEntry[];
  actors: HistoryActors;
}) {
  if (history.length === 0) return null;
  const newestFirst = [...history].reverse();
  return (
    <section className="po-history" aria-label="Historial">
      <h3 className="po-history__title">Historial</h3>
      <ol className="po-history__list" data-testid="po-history">
        {newestFirst.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="po-history__entry">
            <p className="po-history__status">
              <strong>{orderStatusLabel(entry.status)}</strong>
              <span className="po-sub">
                {' '}
                · <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time> ·{' '}
                {actorLabel(entry.by, actors)}
              </span>
            </p>
            {entry.notes ? <p className="po-history__notes">{entry.notes}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
