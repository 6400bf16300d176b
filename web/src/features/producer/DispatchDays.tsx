/**
 * The farm's upcoming dispatch days on its orders screen (issue 32, docs/harvest-calendar.md): each day with its
 * cut-off (and whether the list is final), how many orders and units it holds, and its pick list to download
 * as a printable PDF or a spreadsheet (CSV).
 */
import { useState } from 'react';
import type { DispatchDay } from '../../../../shared/contracts/harvest/entities.js';
import { weekdayDayAndMonth, weekdayName } from '../../../../shared/utils/spanish-dates.js';
import { madridToday, weekdayOf } from '../../../../shared/utils/madrid-time.js';
import { downloadRoute } from '../../lib/api/client';
import { isApiError } from '../../lib/api/errors';
import { useApi } from '../../lib/api/use-api';
import { api } from '../../lib/api/endpoints';
import { ProblemNote } from '../../components/ProblemNote';

/** The farm's dispatch days (no user: nothing to read). */
const useDispatchDays = (userId: string | undefined, producerId?: string) =>
  useApi(api.harvest.dispatchDays, userId ? { query: producerId ? { producerId } : {} } : null, {
    scope: userId,
  });

function cutoffText(day: DispatchDay): string {
  if (!day.cutoff) return day.closed ? 'Lista cerrada' : 'Sin hora de cierre';
  const when = `${weekdayName(weekdayOf(day.cutoff.date))} a las ${day.cutoff.time}`;
  return day.closed ? `Cerrada el ${when}` : `Cierra el ${when}`;
}

async function save(date: string, format: 'csv' | 'pdf', producerId?: string) {
  const blob = await downloadRoute('harvest.picklist', {
    date,
    format,
    ...(producerId ? { producerId } : {}),
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lista-preparacion-${date}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DispatchDays({ userId, producerId }: { userId: string | undefined; producerId?: string }) {
  const { data } = useDispatchDays(userId, producerId);
  const [problem, setProblem] = useState<string | null>(null);
  const days = data?.dispatchDays ?? [];
  if (!data || (days.length === 0 && !data.schedule)) return null;
  const today = madridToday(new Date());
  const download = (date: string, format: 'csv' | 'pdf') => {
    setProblem(null);
    save(date, format, producerId).catch((error: unknown) =>
      setProblem(isApiError(error) ? error.message : 'No se pudo descargar la lista. Inténtalo de nuevo.'),
    );
  };
  return (
    <section className="card dispatch-days" aria-labelledby="dispatch-days-title" data-testid="dispatch-days">
      <h2 id="dispatch-days-title" className="dispatch-days__title">
        Próximos envíos
      </h2>
      <ProblemNote problem={problem} />
      <ul className="dispatch-days__list">
        {days.map((day) => (
          <li key={day.date} className="dispatch-days__day" data-testid="dispatch-day">
            <p className="dispatch-days__date">{weekdayDayAndMonth(day.date, today)}</p>
            <p className="dispatch-days__facts">
              {cutoffText(day)} ·{' '}
              {day.orders === 0
                ? 'sin pedidos'
                : `${day.orders} ${day.orders === 1 ? 'pedido' : 'pedidos'}, ${String(day.units).replace('.', ',')} unidades`}
            </p>
            {day.orders > 0 ? (
              <p className="dispatch-days__actions">
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => download(day.date, 'pdf')}
                >
                  Lista para imprimir (PDF)
                </button>
                <button
                  type="button"
                  className="btn btn--link btn--small"
                  onClick={() => download(day.date, 'csv')}
                >
                  Hoja de cálculo (CSV)
                </button>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
