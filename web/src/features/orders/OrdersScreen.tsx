/**
 * /orders (consumers): the consumer's orders, newest first (GET /v1/orders), each with its payment (method and
 * state), with a status filter, a date
 * range and previous / next paging, all in the URL. The first load waits CONSUMER_ORDERS_INITIAL_DELAY_MS
 * (500 ms); later changes load at once.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONSUMER_ORDERS_INITIAL_DELAY_MS } from '../../../../shared/constants/timing.js';
import type { OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { FilterBar, FilterDateRange, FilterSelects, useDateRangeCheck } from '../../components/FilterBar';
import { type FilterFormProps } from '../../components/filter-draft';
import { EmptyNotice, ListState, NoMoreOrders } from '../../components/ListState';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { PaymentSummary } from '../../components/PaymentBadge';
import { formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import {
  hasFilters,
  NO_FILTERS,
  ORDER_SELECTS,
  ordersApiQuery,
  ordersSearch,
  parseOrdersParams,
  type OrdersFilters,
  type OrdersState,
} from './orders-query';
import { useMyOrders } from './api';
import { RefundAccountReminder } from './RefundAccountReminder';
import './orders.css';

/** Waits the initial delay once, when the screen opens. */
function useInitialDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

export default function OrdersScreen() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = parseOrdersParams(params);
  const ready = useInitialDelay(CONSUMER_ORDERS_INITIAL_DELAY_MS);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const query = ordersApiQuery(state);
  const loaded = useMyOrders(ready ? query : null, user?.id);
  const { data, isLoading, isValidating } = loaded;

  const go = (next: OrdersState, focusResults = true) => {
    navigate(`/orders${ordersSearch(next)}`);
    if (focusResults) requestAnimationFrame(() => resultsRef.current?.focus());
  };

  const orders = data?.orders ?? [];
  const filtered = hasFilters(state);
  const page = state.cursors.length + 1;

  return (
    <Page title="Mis pedidos" lead="Tus pedidos, del más reciente al más antiguo." className="orders-page">
      <OrdersFilterForm
        key={ordersSearch({ ...state, cursors: [] })}
        filters={state}
        onApply={(filters) => go({ ...filters, cursors: [] })}
      />
      <RefundAccountReminder orders={orders} />
      <h2 className="visually-hidden" tabIndex={-1} ref={resultsRef}>
        Resultados
      </h2>
      <ListState
        data={data ? orders : undefined}
        loading={!ready || (isLoading && !data)}
        loadingView={<Spinner label="Cargando tus pedidos..." className="spinner--page" />}
        query={loaded}
        errorTitle="No se pudieron cargar tus pedidos."
        emptyView={
          filtered ? (
            <EmptyNotice
              testId="orders-empty"
              title="No hay pedidos con esos filtros"
              action={{ to: '/orders', label: 'Ver todos mis pedidos' }}
            />
          ) : page > 1 ? (
            <NoMoreOrders
              testId="orders-empty"
              firstPage={`/orders${ordersSearch({ ...state, cursors: [] })}`}
            />
          ) : (
            <EmptyNotice
              testId="orders-empty"
              title="Todavía no has hecho ningún pedido"
              action={{ to: '/products', label: 'Ver productos' }}
            >
              Cuando compres, aquí verás cada pedido con su estado.
            </EmptyNotice>
          )
        }
      >
        {(list) => (
          <>
            <ul
              className={isValidating ? 'orders-list is-updating' : 'orders-list'}
              aria-busy={isValidating || undefined}
            >
              {list.map((order) => (
                <OrderCard key={order.id ?? order.orderId} order={order} />
              ))}
            </ul>
            <Pager state={state} nextToken={data?.nextToken} onChange={go} />
          </>
        )}
      </ListState>
    </Page>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const id = order.id ?? order.orderId;
  const reference = orderReference(id);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const names = order.items.map((item) => item.product.name);
  const preview =
    names.length > 2 ? `${names.slice(0, 2).join(', ')} y ${names.length - 2} más` : names.join(' y ');
  const inProgress = !['pending', 'cancelled'].includes(order.status) && order.productOrdersCount > 0;
  return (
    <li className="card order-card" data-testid="order-card">
      <div className="order-card__head">
        <h2 className="order-card__title">
          <Link to={`/orders/${encodeURIComponent(id)}`} className="stretched-link">
            Pedido {reference}
          </Link>
        </h2>
        <OrderStatusBadge order={order} />
      </div>
      <p className="order-card__meta">
        {formatDate(order.createdAt ?? order.orderCreatedAt)} · {units} {units === 1 ? 'unidad' : 'unidades'}
        {order.producerCount > 1 ? ` de ${order.producerCount} fincas` : ''}
      </p>
      {preview ? <p className="order-card__items">{preview}</p> : null}
      {order.payment ? (
        <p className="order-card__payment">
          <span className="visually-hidden">Pago: </span>
          <PaymentSummary payment={order.payment} />
        </p>
      ) : null}
      <div className="order-card__foot">
        {inProgress ? (
          <p className="order-card__progress">
            {order.completedProductOrders} de {order.productOrdersCount}{' '}
            {order.productOrdersCount === 1 ? 'parte entregada' : 'partes entregadas'}
          </p>
        ) : (
          <span />
        )}
        <p className="order-card__total">{formatPrice(order.totalPrice)}</p>
      </div>
    </li>
  );
}

function OrdersFilterForm({ filters, onApply }: FilterFormProps<OrdersFilters>) {
  const [values, setValues] = useState(filters);
  const range = useDateRangeCheck();

  return (
    <FilterBar
      label="Filtrar pedidos"
      noValidate
      onApply={() => range.accepts(values.from, values.to) && onApply(values)}
      onClear={hasFilters(filters) ? () => onApply(NO_FILTERS) : undefined}
      error={range.error}
      errorId={range.errorId}
    >
      <FilterSelects filters={values} choices={ORDER_SELECTS} onChange={setValues} />
      <FilterDateRange filters={values} onChange={setValues} check={range} />
    </FilterBar>
  );
}
