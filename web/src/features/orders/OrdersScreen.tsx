/**
 * /orders (consumers): the consumer's orders, newest first (GET /v1/orders), with a status filter, a date
 * range and previous / next paging, all in the URL. The first load waits CONSUMER_ORDERS_INITIAL_DELAY_MS
 * (500 ms, spec section 9); later changes load at once.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONSUMER_ORDERS_INITIAL_DELAY_MS } from '../../../../shared/constants.js';
import { ORDER_STATUSES, type OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
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
        {page > 1 || data?.nextToken ? (
          <nav className="orders-paging" aria-label="Páginas de pedidos">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={page === 1}
              onClick={() => go({ ...state, cursors: state.cursors.slice(0, -1) })}
            >
              <span aria-hidden="true">←</span> Anterior
            </button>
            <span className="orders-paging__page">Página {page}</span>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={!data?.nextToken}
              onClick={() => data?.nextToken && go({ ...state, cursors: [...state.cursors, data.nextToken] })}
            >
              Siguiente <span aria-hidden="true">→</span>
            </button>
          </nav>
        ) : null}
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
  const id = useId();
  const [values, setValues] = useState<OrdersFilters>({
    status: filters.status,
    from: filters.from,
    to: filters.to,
  });
  const [error, setError] = useState<string | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.from && values.to && values.from > values.to) {
      setError(VALIDATION_MESSAGES.dateRangeInvalid);
      fromRef.current?.focus();
      return;
    }
    setError(null);
    onApply(values);
  };

  return (
    <form className="orders-filters" onSubmit={submit} aria-label="Filtrar pedidos" noValidate>
      <div className="field">
        <label htmlFor={`${id}-status`}>Estado</label>
        <select
          id={`${id}-status`}
          value={values.status}
          onChange={(event) =>
            setValues({ ...values, status: event.target.value as OrdersFilters['status'] })
          }
        >
          <option value="">Todos</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>Desde</label>
        <input
          ref={fromRef}
          id={`${id}-from`}
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>Hasta</label>
        <input
          id={`${id}-to`}
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => setValues({ ...values, to: event.target.value })}
        />
      </div>
      <div className="orders-filters__actions">
        <button type="submit" className="btn btn--primary">
          Filtrar
        </button>
        {hasFilters(filters) ? (
          <button type="button" className="btn btn--ghost" onClick={() => onApply(NO_FILTERS)}>
            Quitar filtros
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error orders-filters__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
