/**
 * /producer/payouts ("Cobros", producers and admins): what the farm is owed, net of the shop's commission
 * (GET /v1/orders/producer/balance): pending (paid lines not delivered yet), available, paid out and being paid
 * out; the lines behind the figures and the payouts the farm received. A producer also sees how it gets paid:
 * its Stripe Connect account (GET /v1/payments/connect) with the button to set it up or finish it on Stripe
 * (POST /v1/payments/connect, then Stripe's page); where card payments are not configured (503 / 404), payouts
 * go by bank transfer to the IBAN of the profile. A farm with neither an IBAN nor an active Stripe account is
 * warned that it cannot be paid (the balance's `destination` is null). An admin names the farm with
 * ?producer=<id>.
 */
import { Link, useSearchParams } from 'react-router-dom';
import type { BalanceAnswer } from '../../../../shared/contracts/payments/contract.js';
import type { BalanceLine, ConnectAccount, Payout } from '../../../../shared/contracts/payments/entities.js';
import {
  BALANCE_BUCKET_LABELS,
  CONNECT_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_MESSAGES,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
} from '../../../../shared/messages/payment.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import { BusyButton } from '../../components/BusyButton';
import { DashboardSection } from '../../components/DashboardSection';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ListState } from '../../components/ListState';
import { Notice } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { StatFigures } from '../../components/StatFigures';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { pageExit } from '../../lib/page-exit';
import { useAttempt } from '../../lib/use-attempt';
import { orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { connectLink, useConnectAccount, useProducerBalance } from './payouts-api';
import { isProducerId, producerOrderPath } from './producer-orders-query';
import '../../components/status-badge.css';
import './producer.css';
import { ProblemNote } from '../../components/ProblemNote';

export default function ProducerPayoutsScreen() {
  const { user, role } = useSession();
  const isAdmin = role === 'admin';
  const [params] = useSearchParams();
  const producer = isAdmin && isProducerId(params.get('producer')) ? (params.get('producer') ?? '') : '';
  const balance = useProducerBalance(producer || undefined, isAdmin && !producer ? undefined : user?.id);

  if (isAdmin && !producer) {
    return (
      <Page title="Cobros" className="producer-page payouts-page" narrow>
        <Notice
          title="Elige una finca para ver sus cobros."
          action={{ to: '/admin/payments', label: 'Ir a Pagos' }}
          testId="payouts-pick-farm"
        >
          En Pagos ves el saldo de todas las fincas y les pagas.
        </Notice>
      </Page>
    );
  }

  const data = balance.data;
  return (
    <Page
      title="Cobros"
      lead={
        isAdmin
          ? 'Lo que la tienda debe a esta finca, sin la comisión, y los pagos que ya recibió.'
          : 'Lo que la tienda te debe por tus ventas, sin la comisión, y los pagos que ya recibiste.'
      }
      className="producer-page payouts-page"
    >
      <nav className="quick-links" aria-label="Accesos rápidos">
        <Link
          to={producer ? `/producer/dashboard?producer=${producer}` : '/producer/dashboard'}
          className="btn btn--ghost"
        >
          Panel
        </Link>
        <Link
          to={producer ? `/producer/orders?producer=${producer}` : '/producer/orders'}
          className="btn btn--ghost"
        >
          Pedidos
        </Link>
      </nav>

      <ListState
        data={data}
        query={balance}
        errorTitle="No se pudo cargar tu saldo."
        loadingView={<BalanceFigures data={undefined} />}
      >
        {(loaded) => <BalanceFigures data={loaded} updating={balance.isValidating} />}
      </ListState>

      {data?.destination === null ? <NoDestinationWarning isAdmin={isAdmin} /> : null}

      {isAdmin ? null : <ConnectBlock userId={user?.id} />}

      <DashboardSection title="Líneas de tus pedidos" card>
        <ListState
          data={data?.lines}
          emptyView={<p>Aún no hay ventas. Cuando entre un pedido, sus líneas aparecerán aquí.</p>}
        >
          {(lines) => (
            <DataTable
              label="Líneas de tus pedidos"
              columns={lineColumns(producer)}
              rows={lines}
              rowKey={(line) => line.productOrderId}
              rowTestId="balance-line"
              framed={false}
            />
          )}
        </ListState>
      </DashboardSection>

      <DashboardSection title="Pagos recibidos" card>
        <ListState
          data={data?.payouts}
          emptyView={<p>Todavía no hay pagos. La tienda te paga lo disponible en cada ronda de pagos.</p>}
        >
          {(payouts) => (
            <DataTable
              label="Pagos a tu finca"
              columns={PAYOUT_COLUMNS}
              rows={payouts}
              rowTestId="balance-payout"
              framed={false}
            />
          )}
        </ListState>
      </DashboardSection>
    </Page>
  );
}

function BalanceFigures({ data, updating = false }: { data: BalanceAnswer | undefined; updating?: boolean }) {
  const balance = data?.balance;
  const money = (value: number | undefined) => (value === undefined ? null : formatPrice(value));
  return (
    <DashboardSection title="Tu saldo">
      <StatFigures
        testId="balance-figures"
        busy={!balance || updating}
        figures={[
          { label: 'Pendiente', value: money(balance?.pendingAmount), tone: 'warning' },
          { label: 'Disponible', value: money(balance?.availableAmount), tone: 'success' },
          { label: 'Pagado', value: money(balance?.paidOutAmount), tone: 'muted' },
          { label: 'En pago', value: money(balance?.inPayoutAmount) },
        ]}
      />
      {balance ? (
        <p className="dash-note">
          Pendiente: pedidos pagados que aún no entregaste. Disponible: entregados y listos para pagarte. La
          comisión de la tienda en los pedidos nuevos es del {balance.commissionRate} %. Lo que cobras en la
          entrega ya es tuyo: de tu saldo solo se descuenta su comisión.
        </p>
      ) : null}
    </DashboardSection>
  );
}

const BUCKET_TONES: Readonly<Record<BalanceLine['bucket'], string>> = {
  unpaid: 'warning',
  pending: 'info',
  available: 'success',
  collected: 'neutral',
  cancelled: 'muted',
  returned: 'muted',
};

/** The farm has neither an IBAN nor an active Stripe account: payout runs leave it out until it gives one. */
function NoDestinationWarning({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="note note--bar tone-warning" role="status" data-testid="payouts-no-destination">
      {isAdmin ? (
        <p>
          Esta finca no tiene IBAN ni cuenta de Stripe activa: los pagos a las fincas la dejan fuera hasta que
          indique dónde cobrar.
        </p>
      ) : (
        <p>
          <strong>Aún no tenemos dónde pagarte.</strong> Añade el IBAN y el titular de tu cuenta en{' '}
          <Link to="/profile">tu perfil</Link> (o configura tus cobros con Stripe aquí abajo): hasta entonces,
          tus ventas se quedan sin pagar.
        </p>
      )}
    </div>
  );
}

function lineColumns(producer: string): DataTableColumn<BalanceLine>[] {
  return [
    {
      label: 'Pedido',
      kind: 'header',
      cell: (line) => (
        <>
          <Link to={producerOrderPath(line.orderId, producer)} className="data-table__ref">
            {orderReference(line.orderId)}
          </Link>
          <span className="data-table__sub">{formatDate(line.createdAt)}</span>
        </>
      ),
    },
    {
      label: 'Producto',
      cell: (line) => (
        <span className="user-text">
          {line.quantity} × {line.productName}
        </span>
      ),
    },
    { label: 'Método', cell: (line) => PAYMENT_METHOD_LABELS[line.method] ?? line.method },
    { label: 'Importe', kind: 'number', cell: (line) => formatPrice(line.amount) },
    {
      label: 'Comisión',
      kind: 'number',
      // A cancelled line is charged nothing and owed nothing: no commission, no net.
      cell: (line) =>
        line.bucket === 'cancelled' ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Sin comisión</span>
          </>
        ) : (
          <div>
            {formatPrice(line.commission)}
            <span className="data-table__sub">{line.commissionRate} %</span>
          </div>
        ),
    },
    {
      label: 'Neto',
      kind: 'number',
      cell: (line) =>
        line.bucket === 'cancelled' ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Nada</span>
          </>
        ) : (
          <strong>{formatPrice(line.net)}</strong>
        ),
    },
    {
      label: 'Estado',
      cell: (line) => (
        <span className={`status-badge tone-${BUCKET_TONES[line.bucket] ?? 'muted'}`}>
          {BALANCE_BUCKET_LABELS[line.bucket] ?? line.bucket}
        </span>
      ),
    },
  ];
}

const PAYOUT_COLUMNS: DataTableColumn<Payout>[] = [
  { label: 'Fecha', kind: 'header', cell: (payout) => formatDate(payout.paidAt ?? payout.createdAt) },
  { label: 'Importe', kind: 'number', cell: (payout) => formatPrice(payout.amount) },
  { label: 'Método', cell: (payout) => PAYOUT_METHOD_LABELS[payout.method] ?? payout.method },
  {
    label: 'Estado',
    cell: (payout) => (
      <div>
        {PAYOUT_STATUS_LABELS[payout.status] ?? payout.status}
        {payout.failure ? <span className="data-table__sub user-text">{payout.failure}</span> : null}
      </div>
    ),
  },
  {
    label: 'Cuenta o referencia',
    cell: (payout) =>
      payout.iban ? (
        <span className="data-table__ref">{formatIban(payout.iban)}</span>
      ) : (
        <span className="user-text">{payout.reference ?? '—'}</span>
      ),
  },
];

/** Card payments are not configured in this shop: the connect endpoints answer 503 (or 404). */
const connectUnavailable = (error: unknown) =>
  isApiError(error) && (error.status === 503 || error.status === 404 || error.status === 501);

/** How the farm gets paid: its Stripe account, and the way to set it up or finish it. */
function ConnectBlock({ userId }: { userId: string | undefined }) {
  const connect = useConnectAccount(true, userId);
  const { busy, problem, run } = useAttempt((failure) =>
    connectUnavailable(failure) ? PAYMENT_MESSAGES.connectUnavailable : errorMessage(failure),
  );
  const start = () => run(async () => pageExit.go((await connectLink()).url));

  return (
    <DashboardSection title="Cómo te pagamos" card>
      {connectUnavailable(connect.error) ? (
        <p data-testid="connect-unavailable">
          Esta tienda no tiene configurados los cobros con Stripe: te pagamos por transferencia bancaria al
          IBAN de tu perfil. <Link to="/profile">Revisa tu IBAN en tu perfil</Link>.
        </p>
      ) : (
        <ListState
          data={connect.data?.connect}
          query={connect}
          errorTitle="No se pudo consultar tu cuenta de cobro."
        >
          {(account) => <ConnectState account={account} busy={busy} onStart={() => void start()} />}
        </ListState>
      )}
      <ProblemNote problem={problem} />
    </DashboardSection>
  );
}

function ConnectState({
  account,
  busy,
  onStart,
}: {
  account: ConnectAccount;
  busy: boolean;
  onStart: () => void;
}) {
  const tone =
    account.status === 'active'
      ? 'tone-success'
      : account.status === 'pending'
        ? 'tone-warning'
        : 'tone-muted';
  return (
    <div className="connect-block" data-testid="connect-block">
      <p>
        Cuenta de cobro con Stripe:{' '}
        <span className={`status-badge ${tone}`} data-testid="connect-status">
          {CONNECT_STATUS_LABELS[account.status] ?? account.status}
        </span>
      </p>
      <p className="dash-note">
        {account.status === 'active'
          ? 'Recibes tus pagos en tu cuenta de Stripe, que los envía a tu banco.'
          : account.status === 'pending'
            ? 'Faltan datos en Stripe para poder enviarte pagos. Mientras tanto te pagamos por transferencia al IBAN de tu perfil.'
            : 'Con una cuenta de Stripe recibes tus pagos antes. Sin ella te pagamos por transferencia al IBAN de tu perfil.'}
      </p>
      {account.status === 'active' ? null : (
        <BusyButton className="btn btn--primary" onClick={onStart} busy={busy} busyLabel="Abriendo Stripe...">
          {account.status === 'pending' ? 'Completar datos en Stripe' : 'Configurar cobros con Stripe'}
        </BusyButton>
      )}
    </div>
  );
}
