/**
 * /producer/orders (producers and admins): the farm's product orders newest first (GET /v1/orders/producer), with
 * status tabs and their counts, a date range and previous / next paging, all in the URL
 * (producer-orders-query.ts). Each row: date, order number, buyer and city, product, quantity (its unit in the
 * plural), total, the order's payment (method and state) and the line's status, or «Esperando el pago» with the
 * deadline for a card or transfer order not paid yet (a tab of their own: «Pendientes» is the farm's work); the
 * order number opens /producer/orders/{orderId}. Admins see every farm's lines (with the farm, which filters
 * the list to it) or one farm's with ?producer=<id>.
 */
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type {
  FarmProductOrder,
  ProductOrderStatusCounts,
} from '../../../../shared/contracts/orders/entities.js';
import { AWAITING_PAYMENT_LABEL } from '../../../../shared/messages/payment-labels.js';
import {
  AWAITING_PAYMENT,
  LINE_STAGES,
  awaitsPayment,
  type LineStage,
} from '../../../../shared/rules/payment-state.js';
import { quantityWithUnit } from '../../../../shared/utils/units.js';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { AwaitingPaymentBadge, PaymentSummary } from '../../components/PaymentBadge';
import { FilterBar, FilterDateRange, useDateRangeCheck } from '../../components/FilterBar';
import { EmptyNotice, ListState, NoMoreOrders } from '../../components/ListState';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { Tab } from '../../components/Tabs';
import { formatDate, formatPrice, formatShortDate } from '../../lib/format';
import { ORDER_STATUS_LABELS, orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import {
  parseProducerOrdersParams,
  producerOrdersApiQuery,
  producerOrdersSearch,
  type ProducerOrdersState,
  producerOrderPath,
} from './producer-orders-query';
import { useProducerOrders } from './orders-api';
import './producer.css';
import { DispatchDays } from './DispatchDays';
import { PickupSlotLists } from './PickupSlotLists';

/** Tab names: the statuses in plural, and the lines whose money has not arrived. */
export const STATUS_TAB_LABELS: Record<LineStage | 'all', string> = {
  all: 'Todos',
  awaiting_payment: AWAITING_PAYMENT_LABEL,
  pending: 'Pendientes',
  organizing: 'En preparación',
  ready_to_ship: 'Listos para envío',
  shipped: 'Enviados',
  delivered: 'Entregados',
  cancelled: 'Cancelados',
};

export default function ProducerOrdersScreen() {
  const { user, role } = useSession();
  const isAdmin = role === 'admin';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = parseProducerOrdersParams(params);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const query = producerOrdersApiQuery(isAdmin ? state : { ...state, producer: '' });
  const loaded = useProducerOrders(query, user?.id, {
    keepPreviousData: true,
  });
  const { data, isLoading, isValidating } = loaded;

  const go = (next: ProducerOrdersState, focusResults = true) => {
    navigate(`/producer/orders${producerOrdersSearch(next)}`);
    if (focusResults) requestAnimationFrame(() => resultsRef.current?.focus());
  };

  const lines = data?.orders ?? [];
  const counts = data?.counts;
  const page = state.cursors.length + 1;
  const filtered = Boolean(state.status || state.from || state.to);
  const everyFarm = isAdmin && !state.producer;
  const statusText = state.status ? ` ${stageText(state.status)}` : '';

  return (
    <Page
      title={isAdmin ? 'Pedidos de las fincas' : 'Pedidos de mi finca'}
      eyebrow={<Link to="/producer/dashboard">Panel de productor</Link>}
      lead={
        everyFarm
          ? 'Los productos pedidos a todas las fincas, del más reciente al más antiguo.'
          : 'Cada producto que te han pedido, del más reciente al más antiguo. Ábrelo para prepararlo y enviarlo.'
      }
      className="producer-page producer-orders-page"
    >
      {isAdmin && state.producer ? (
        <p className="po-farm-filter">
          Solo los pedidos de una finca.{' '}
          <button
            type="button"
            className="btn btn--link"
            onClick={() => go({ ...state, producer: '', cursors: [] })}
          >
            Ver todas las fincas
          </button>
        </p>
      ) : null}
      {everyFarm ? null : (
        <>
          <DispatchDays userId={user?.id} {...(isAdmin ? { producerId: state.producer } : {})} />
          <PickupSlotLists userId={user?.id} {...(isAdmin ? { producerId: state.producer } : {})} />
        </>
      )}
      <StatusTabs
        current={state.status}
        counts={counts}
        onSelect={(status) => go({ ...state, status, cursors: [] }, false)}
      />
      <DateRangeForm
        key={`${state.from}|${state.to}`}
        from={state.from}
        to={state.to}
        onApply={(from, to) => go({ ...state, from, to, cursors: [] })}
      />
      <h2 className="visually-hidden" tabIndex={-1} ref={resultsRef}>
        Resultados
      </h2>
      <ListState
        data={data ? lines : undefined}
        loading={isLoading && !data}
        loadingView={<Spinner label="Cargando los pedidos..." className="spinner--page" />}
        query={loaded}
        errorTitle="No se pudieron cargar los pedidos."
        emptyView={
          filtered ? (
            <EmptyNotice
              testId="producer-orders-empty"
              title="No hay pedidos con estos filtros"
              action={{
                to: `/producer/orders${producerOrdersSearch({ status: '', from: '', to: '', producer: state.producer, cursors: [] })}`,
                label: 'Ver todos los pedidos',
              }}
            >
              Prueba con otro estado u otras fechas.
            </EmptyNotice>
          ) : page > 1 ? (
            <NoMoreOrders
              testId="producer-orders-empty"
              firstPage={`/producer/orders${producerOrdersSearch({ ...state, cursors: [] })}`}
            />
          ) : (
            <EmptyNotice
              testId="producer-orders-empty"
              title="Todavía no tienes pedidos"
              action={{ to: '/producer/products', label: 'Revisar mis productos' }}
            >
              Cuando alguien compre uno de tus productos, aparecerá aquí para que lo prepares y lo envíes.
              Revisa que tus productos estén activos y tengan stock para que los clientes puedan comprarlos.
            </EmptyNotice>
          )
        }
      >
        {(rows) => (
          <>
            <DataTable
              caption={`Pedidos${statusText}, del más reciente al más antiguo`}
              columns={lineColumns({
                everyFarm,
                producerFilter: isAdmin ? state.producer : '',
                onFarm: (producer) => go({ ...state, producer, cursors: [] }),
              })}
              rows={rows}
              rowTestId="producer-order-row"
              updating={isValidating}
              busy={isValidating}
            />
            <Pager state={state} nextToken={data?.nextToken} onChange={go} />
          </>
        )}
      </ListState>
    </Page>
  );
}

/** The list's columns: date, order number, buyer and city, product, the farm (admins, every farm), quantity, total, status. */
function lineColumns({
  everyFarm,
  producerFilter,
  onFarm,
}: {
  everyFarm: boolean;
  producerFilter: string;
  onFarm: (producerId: string) => void;
}): DataTableColumn<FarmProductOrder>[] {
  return [
    { label: 'Fecha', cell: (line) => formatShortDate(line.createdAt) },
    {
      label: 'Pedido',
      cell: (line) => (
        <Link to={producerOrderPath(line.orderId, producerFilter)} className="data-table__ref">
          {orderReference(line.orderId)}
        </Link>
      ),
    },
    {
      label: 'Cliente',
      cell: (line) => (
        <>
          {line.buyerName ?? 'Cliente'}
          {line.buyerCity ? <span className="data-table__sub">{line.buyerCity}</span> : null}
        </>
      ),
    },
    { label: 'Producto', cell: (line) => line.product.name },
    ...(everyFarm
      ? [
          {
            label: 'Finca',
            cell: (line: FarmProductOrder) => (
              <button type="button" className="btn btn--link" onClick={() => onFarm(line.producerId)}>
                {line.producerName ?? line.product.producerName ?? 'Finca'}
              </button>
            ),
          },
        ]
      : []),
    {
      label: 'Cantidad',
      kind: 'number',
      cell: (line) => quantityWithUnit(line.quantity, line.product.unit),
    },
    { label: 'Total', kind: 'number', cell: (line) => formatPrice(line.totalPrice) },
    { label: 'Pago', cell: (line) => <PaymentSummary payment={line.payment} /> },
    { label: 'Estado', cell: (line) => <LineStageCell line={line} /> },
  ];
}

/** «en estado Enviado», or «esperando el pago». */
const stageText = (stage: LineStage): string =>
  stage === AWAITING_PAYMENT ? 'esperando el pago' : `en estado ${ORDER_STATUS_LABELS[stage]}`;

/**
 * A line's stage: its status, or «Esperando el pago» with the day the order is cancelled if the money does not
 * arrive (the farm does not prepare it until then).
 */
function LineStageCell({ line }: { line: FarmProductOrder }) {
  if (line.status !== 'pending' || !awaitsPayment(line.payment)) return <StatusBadge status={line.status} />;
  return (
    <>
      <AwaitingPaymentBadge />
      {line.payment.dueAt ? (
        <span className="data-table__sub">Hasta el {formatDate(line.payment.dueAt)}</span>
      ) : null}
    </>
  );
}

function StatusTabs({
  current,
  counts,
  onSelect,
}: {
  current: ProducerOrdersState['status'];
  counts: ProductOrderStatusCounts | undefined;
  onSelect: (status: ProducerOrdersState['status']) => void;
}) {
  const tabs = [['', 'all'] as const, ...LINE_STAGES.map((stage) => [stage, stage] as const)];
  return (
    <nav aria-label="Estados de los pedidos">
      <ul className="tabs">
        {tabs.map(([value, key]) => (
          <li key={key}>
            <Tab
              current={current === value}
              onSelect={() => onSelect(value)}
              count={counts?.[key]}
              testId={`po-tab-${key}`}
            >
              {STATUS_TAB_LABELS[key]}
            </Tab>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DateRangeForm({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const [values, setValues] = useState({ from, to });
  const range = useDateRangeCheck();

  return (
    <FilterBar
      label="Filtrar por fechas"
      noValidate
      onApply={() => range.accepts(values.from, values.to) && onApply(values.from, values.to)}
      onClear={from || to ? () => onApply('', '') : undefined}
      clearLabel="Quitar fechas"
      error={range.error}
      errorId={range.errorId}
    >
      <FilterDateRange filters={values} onChange={setValues} check={range} />
    </FilterBar>
  );
}
