/**
 * /admin/subscriptions («Suscripciones»; docs/subscriptions.md): the shop's recurring boxes of the last 12
 * months by status, the ones whose card cycles failed (two in a row pause them), and churn per month: started,
 * cancelled and the share of those alive at the month's start that were cancelled in it.
 */
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionsOverview,
} from '../../../../shared/contracts/subscriptions/entities.js';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/messages/subscriptions.js';
import { DashboardSection } from '../../components/DashboardSection';
import { ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { StatFigures } from '../../components/StatFigures';
import { useSession } from '../../lib/session/session-context';
import { useSubscriptionsOverview } from './subscriptions-api';
import { ColumnHeads } from '../../components/ColumnHeads';
import './admin.css';

const capital = (text: string) => text.replace(/^./, (first) => first.toUpperCase());
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export default function AdminSubscriptionsScreen() {
  const { user } = useSession();
  const { data, error, mutate } = useSubscriptionsOverview(user?.id);
  return (
    <Page
      title="Suscripciones"
      lead="Las cajas que se piden solas: en qué estado están, cobros fallidos y bajas por mes."
    >
      <ListState
        data={data}
        error={error}
        errorTitle="No se pudo cargar el resumen de suscripciones."
        onRetry={() => void mutate()}
      >
        {(overview) => <Overview overview={overview} />}
      </ListState>
    </Page>
  );
}

function Overview({ overview }: { overview: SubscriptionsOverview }) {
  return (
    <>
      <DashboardSection title="Por estado">
        <StatFigures
          testId="subscriptions-by-status"
          figures={SUBSCRIPTION_STATUSES.map((status) => ({
            label: capital(SUBSCRIPTION_STATUS_LABELS[status]),
            value: String(overview.byStatus[status]),
          }))}
        />
      </DashboardSection>
      <DashboardSection title="Cobros fallidos" card>
        {overview.failedCharges.length === 0 ? (
          <p>Ninguna suscripción tiene cobros con tarjeta fallidos.</p>
        ) : (
          <div className="data-table-wrap data-table-wrap--plain">
            <table className="data-table" data-testid="subscriptions-failed">
              <caption className="visually-hidden">Suscripciones con cobros fallidos</caption>
              <ColumnHeads names={['Cliente', 'Finca', 'Estado', 'Fallos seguidos']} />
              <tbody>
                {overview.failedCharges.map((row) => (
                  <tr key={row.subscriptionId}>
                    <th scope="row" className="user-text">
                      {row.customer}
                    </th>
                    <td className="user-text">{row.producerName ?? '—'}</td>
                    <td>{capital(SUBSCRIPTION_STATUS_LABELS[row.status])}</td>
                    <td>{row.failedCharges}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DashboardSection>
      <DashboardSection title="Altas y bajas por mes" card>
        <div className="data-table-wrap data-table-wrap--plain">
          <table className="data-table" data-testid="subscriptions-churn">
            <caption className="visually-hidden">Altas, bajas y tasa de bajas de cada mes</caption>
            <ColumnHeads names={['Mes', 'Altas', 'Bajas', 'Tasa de bajas']} />
            <tbody>
              {overview.churn.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthLabel(row.month)}</th>
                  <td>{row.started}</td>
                  <td>{row.cancelled}</td>
                  <td>{row.churnRate === null ? '—' : `${String(row.churnRate).replace('.', ',')} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DashboardSection>
    </>
  );
}
