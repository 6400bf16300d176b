/**
 * /admin/orders: every order of the shop, newest first (GET /v1/orders with the admin's token), filtered by
 * status, dates and farm (in the URL), 50 at a time with "Cargar más". Each row opens /admin/orders/{id}.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { StatusBadge } from '../../components/StatusBadge';
import { errorMessage } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { ORDER_STATUS_LABELS, orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { ProducerSelect } from './ProducerSelect';
import {
  adminOrderFiltersToParams,
  hasOrderFilters,
  NO_ORDER_FILTERS,
  parseAdminOrderFilters,
  type AdminOrderFilters,
} from './admin-orders-query';
import { useAdminOrderPages } from './orders-api';
import { useProducers } from './use-producers';
import './admin.css';

export const orderIdOf = (order: Pick<OrderSummary, 'id' | 'orderId'>): string => order.orderId ?? order.id;

export default function AdminOrdersScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseAdminOrderFilters(params);
  const { user: me } = useSession();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useAdminOrderPages(filters, me?.id);
  const pages = data ?? [];
  const orders = pages.flatMap((page) => (Array.isArray(page?.orders) ? page.orders : []));
  const hasMore = Boolean(pages[pages.length - 1]?.nextToken);
  const loadingMore = isValidating && size > pages.length;

  return (
    <Page
      title="Todos los pedidos"
      lead="Los pedidos de toda la tienda, del más reciente al más antiguo. Abre uno para ver sus líneas y cambiar su estado."
      className="admin-page"
    >
      <OrderFiltersForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(adminOrderFiltersToParams(next))}
      />
      <div className="admin-toolbar">
        <p className="admin-toolbar__count" aria-live="polite">
          {data ? `${orders.length}${hasMore ? '+' : ''} ${orders.length === 1 ? 'pedido' : 'pedidos'}` : ''}
          {isValidating && data && !loadingMore ? ' · actualizando...' : ''}
        </p>
      </div>
      {isLoading ? (
        <p role="status" className="admin-empty">
          Cargando pedidos...
        </p>
      ) : error && !data ? (
        <LoadError
          title="No se pudieron cargar los pedidos."
          detail={errorMessage(error)}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      ) : orders.length === 0 ? (
        <div className="notice notice--soft">
          <p className="notice__title">
            {hasOrderFilters(filters) ? 'Ningún pedido coincide con los filtros.' : 'Todavía no hay pedidos.'}
          </p>
        </div>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table" aria-label="Pedidos">
              <thead>
                <tr>
                  <th scope="col">Pedido</th>
                  <th scope="col">Fecha</th>
                  <th scope="col">Cliente</th>
                  <th scope="col">Fincas</th>
                  <th scope="col" className="is-num">
                    Total
                  </th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => {
                  const id = orderIdOf(order);
                  return (
                    <tr key={id} data-testid="admin-order">
                      <th scope="row">
                        <Link
                          to={`/admin/orders/${encodeURIComponent(id)}`}
                          aria-label={`Pedido ${orderReference(id)}`}
                        >
                          <span className="admin-ref">{orderReference(id)}</span>
                        </Link>
                      </th>
                      <td data-label="Fecha">{formatDate(order.createdAt)}</td>
                      <td data-label="Cliente">
                        <span className="user-text">
                          {order.consumerInfo?.fullName ?? order.shippingInfo?.fullName ?? '—'}
                        </span>
                        {order.shippingInfo?.city ? (
                          <span className="admin-sub">{order.shippingInfo.city}</span>
                        ) : null}
                      </td>
                      <td data-label="Fincas">
                        {order.producerCount} · {order.productOrdersCount}{' '}
                        {order.productOrdersCount === 1 ? 'línea' : 'líneas'}
                      </td>
                      <td data-label="Total" className="is-num">
                        {formatPrice(order.totalPrice)}
                      </td>
                      <td data-label="Estado">
                        <StatusBadge status={order.status} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {hasMore ? (
            <div className="admin-more">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => void setSize(size + 1)}
                disabled={loadingMore}
                aria-busy={loadingMore || undefined}
              >
                {loadingMore ? 'Cargando...' : 'Cargar más'}
              </button>
            </div>
          ) : null}
        </>
      )}
    </Page>
  );
}

function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: AdminOrderFilters;
  onApply: (next: AdminOrderFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const { producers, failed } = useProducers();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(parseAdminOrderFilters(adminOrderFiltersToParams(draft)));
  };
  return (
    <form className="admin-filters" role="search" aria-label="Filtrar pedidos" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-status`}>Estado</label>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={(event) =>
            setDraft({ ...draft, status: event.target.value as AdminOrderFilters['status'] })
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
          id={`${id}-from`}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>Hasta</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <ProducerSelect
        id={`${id}-producer`}
        value={draft.producer}
        current={filters.producer}
        producers={producers}
        failed={failed}
        onChange={(producer) => setDraft({ ...draft, producer })}
      />
      <div className="admin-filters__actions">
        <button type="submit" className="btn btn--primary">
          Filtrar
        </button>
        {hasOrderFilters(filters) ? (
          <button type="button" className="btn btn--ghost" onClick={() => onApply(NO_ORDER_FILTERS)}>
            Quitar filtros
          </button>
        ) : null}
      </div>
    </form>
  );
}
