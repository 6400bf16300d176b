/**
 * /orders (consumers): the consumer's orders, newest first (GET /v1/orders), with a status filter, a date
 * range and previous / next paging, all in the URL. The first load waits CONSUMER_ORDERS_INITIAL_DELAY_MS
 * (500 ms, spec section 9); later changes load at once.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONSUMER_ORDERS_INITIAL_DELAY_MS } from '../../../../shared/constants.js';
import { ORDER_STATUSES, type OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { FilterBar, FilterDateRange, FilterSelect, useDateRangeCheck } from '../../components/FilterBar';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { errorMessage } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { ORDER_STATUS_LABELS, orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import {
  hasFilters,
  NO_FILTERS,
  ordersApiQuery,
  ordersSearch,
  parseOrdersParams,
  type OrdersFilters,
  type OrdersState,
} from './orders-query';
import { useMyOrders } from './api';
import './orders.css';

/** Waits the spec's delay once, when the screen opens. */
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
  const { data, error, isLoading, isValidating, mutate } = useMyOrders(ready ? query : null, user?.id);

  const go = (next: OrdersState, focusResults = true) => {
    navigate(`/orders${ordersSearch(next)}`);
    if (focusResults) requestAnimationFrame(() => resultsRef.current?.focus());
  };

  const orders = data?.orders ?? [];
  const filtered = hasFilters(state);
  const page = state.cursors.length + 1;

  let content;
  if (!ready || (isLoading && !data)) {
    content = <Spinner label="Cargando tus pedidos..." className="spinner--page" />;
  } else if (error && !data) {
    content = (
      <LoadError
        title="No se pudieron cargar tus pedidos."
        detail={errorMessage(error)}
        retrying={isValidating}
        onRetry={() => void mutate()}
      />
    );
  } else if (orders.length === 0) {
    content = (
      <div className="notice notice--soft" data-testid="orders-empty">
        {filtered ? (
          <>
            <p className="notice__title">No hay pedidos con esos filtros</p>
            <div className="actions">
              <Link to="/orders" className="btn btn--primary">
                Ver todos mis pedidos
              </Link>
            </div>
          </>
        ) : page > 1 ? (
          <>
            <p className="notice__title">No hay más pedidos</p>
            <div className="actions">
              <Link to={`/orders${ordersSearch({ ...state, cursors: [] })}`} className="btn btn--primary">
                Volver a la primera página
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="notice__title">Todavía no has hecho ningún pedido</p>
            <p>Cuando compres, aquí verás cada pedido con su estado.</p>
            <div className="actions">
              <Link to="/products" className="btn btn--primary">
                Ver productos
              </Link>
            </div>
          </>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ul
          className={isValidating ? 'orders-list is-updating' : 'orders-list'}
          aria-busy={isValidating || undefined}
        >
          {orders.map((order) => (
            <OrderCard key={order.id ?? order.orderId} order={order} />
          ))}
        </ul>
        <Pager
          cursors={state.cursors}
          nextToken={data?.nextToken}
          onChange={(cursors) => go({ ...state, cursors })}
          label="Páginas de pedidos"
        />
      </>
    );
  }

  return (
    <Page title="Mis pedidos" lead="Tus pedidos, del más reciente al más antiguo." className="orders-page">
      <OrdersFilterForm
        key={ordersSearch({ ...state, cursors: [] })}
        filters={state}
        onApply={(filters) => go({ ...filters, cursors: [] })}
      />
      <h2 className="visually-hidden" tabIndex={-1} ref={resultsRef}>
        Resultados
      </h2>
      {content}
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
    <li className="order-card" data-testid="order-card">
      <div className="order-card__head">
        <h2 className="order-card__title">
          <Link to={`/orders/${encodeURIComponent(id)}`} className="stretched-link">
            Pedido {reference}
          </Link>
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <p className="order-card__meta">
        {formatDate(order.createdAt ?? order.orderCreatedAt)} · {units} {units === 1 ? 'unidad' : 'unidades'}
        {order.producerCount > 1 ? ` de ${order.producerCount} fincas` : ''}
      </p>
      {preview ? <p className="order-card__items">{preview}</p> : null}
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

function OrdersFilterForm({
  filters,
  onApply,
}: {
  filters: OrdersFilters;
  onApply: (filters: OrdersFilters) => void;
}) {
  const [values, setValues] = useState<OrdersFilters>({
    status: filters.status,
    from: filters.from,
    to: filters.to,
  });
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
      <FilterSelect
        label="Estado"
        value={values.status}
        options={ORDER_STATUSES}
        labels={ORDER_STATUS_LABELS}
        allLabel="Todos"
        onChange={(status) => setValues({ ...values, status })}
      />
      <FilterDateRange
        from={values.from}
        to={values.to}
        onChange={(dates) => setValues({ ...values, ...dates })}
        check={range}
      />
    </FilterBar>
  );
}
