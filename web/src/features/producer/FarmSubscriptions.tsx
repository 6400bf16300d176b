/**
 * The producer dashboard's «Suscripciones» (docs/subscriptions.md): how many boxes are active, each subscriber's
 * next box, and what the coming weeks' boxes need (GET /v1/subscriptions/producer). An admin sees it for the
 * farm named in the address.
 */
import { SUBSCRIPTION_INTERVAL_LABELS } from '../../../../shared/messages/subscriptions.js';
import { spanishDay } from '../../../../shared/rules/subscriptions/cycle-dates.js';
import { DashboardRow } from '../../components/DashboardRow';
import { DashboardSection } from '../../components/DashboardSection';
import { ListState } from '../../components/ListState';
import { useFarmSubscriptions } from './subscriptions-api';

/** Subscribers listed on the dashboard (the rest are counted). */
const SHOWN = 8;

export function FarmSubscriptions({
  producerId,
  userId,
}: {
  producerId: string;
  userId: string | undefined;
}) {
  const { data, error, mutate } = useFarmSubscriptions(producerId, userId);
  const active = data?.subscribers.filter((s) => s.status === 'active') ?? [];
  return (
    <div className="dash-columns">
      <DashboardSection title="Suscriptores" card>
        <ListState
          data={data?.subscribers}
          error={error}
          errorTitle="No se pudieron cargar tus suscriptores."
          onRetry={() => void mutate()}
          emptyView={
            <p>
              Aún no tienes suscriptores. Marca tus productos con «Venta por suscripción» para que te los
              pidan cada semana, quincena o mes.
            </p>
          }
        >
          {(subscribers) => (
            <>
              <ul className="dash-list" data-testid="dash-subscribers">
                {subscribers.slice(0, SHOWN).map((s) => (
                  <DashboardRow
                    key={s.subscriptionId}
                    name={
                      <span className="user-text">
                        {s.customer} · {s.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                      </span>
                    }
                    meta={
                      <>
                        {s.city} · {SUBSCRIPTION_INTERVAL_LABELS[s.interval]} ·{' '}
                        {s.nextOrderDate ? `próxima: ${spanishDay(s.nextOrderDate)}` : 'en pausa'}
                      </>
                    }
                  />
                ))}
              </ul>
              <p className="dash-note">
                {active.length} {active.length === 1 ? 'caja activa' : 'cajas activas'} de{' '}
                {subscribers.length}.
              </p>
            </>
          )}
        </ListState>
      </DashboardSection>
      <DashboardSection title="Lo que piden las próximas semanas" card>
        <ListState data={data?.forecast}>
          {(weeks) => (
            <ul className="dash-list" data-testid="dash-forecast">
              {weeks.map((week) => (
                <DashboardRow
                  key={week.weekStart}
                  name={<span>Semana del {spanishDay(week.weekStart)}</span>}
                  meta={
                    week.boxes === 0
                      ? 'Ninguna caja'
                      : `${week.boxes} ${week.boxes === 1 ? 'caja' : 'cajas'}: ${week.products
                          .map((product) => `${product.quantity} ${product.unit} de ${product.name}`)
                          .join(', ')}`
                  }
                />
              ))}
            </ul>
          )}
        </ListState>
      </DashboardSection>
    </div>
  );
}
