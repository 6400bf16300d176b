/**
 * /admin/orders: every order of the shop, newest first (GET /v1/orders with the admin's token), filtered by
 * status, dates and farm (in the URL), 50 at a time with "Cargar más" (shown only while a next page exists).
 * The count line says the real total (GET /v1/orders/count, the shop's counters; not with a farm filter). The
 * search box (?q=: a reference, an order id, a customer's e-mail or name) lists GET /v1/orders/search instead.
 * Each row opens /admin/orders/{id}; its status reads as shared/rules/order-labels.ts orderProgress says.
 */
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { FilterBar, FilterDateRange, FilterSelects } from '../../components/FilterBar';
import { useFilterDraft, type FilterFormProps } from '../../components/filter-draft';
import { EmptyNotice } from '../../components/ListState';
import { Page } from '../../components/Page';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { PaymentSummary } from '../../components/PaymentBadge';
import { formatPrice, formatShortDate } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { AdminOrderSearch } from './AdminOrderSearch';
import { ProducerSelect } from './ProducerSelect';
import { orderCountText, useOrderCount, useOrderSearchPages } from './order-search-api';
import {
  ADMIN_ORDER_SELECTS,
  adminOrderFiltersToParams,
  hasOrderFilters,
  NO_ORDER_FILTERS,
  parseAdminOrderFilters,
  type AdminOrderFilters,
} from './admin-orders-query';
import { useAdminOrderPages } from './orders-api';
import './admin.css';
import { AdminListToolbar } from './AdminListToolbar';
import { AdminPagedList, pagedRows } from './AdminPagedList';

export const orderIdOf = (order: Pick<OrderSummary, 'id' | 'orderId'>): string => order.orderId ?? order.id;

export default function AdminOrdersScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseAdminOrderFilters(params);
  const term = params.get('q')?.trim() || null;
  const { user: me } = useSession();
  // A search (?q=) lists what it finds; otherwise the filtered list (one of the two is read).
  const listed = useAdminOrderPages(filters, term ? undefined : me?.id);
  const found = useOrderSearchPages(term, me?.id);
  const loaded = term ? found : listed;
  const { data } = loaded;
  const list = pagedRows(loaded, (page) => (Array.isArray(page?.orders) ? page.orders : []));
  const orders = list.rows ?? [];
  const count = useOrderCount(term ? null : filters, me?.id);
  const search = found.data?.[0]?.search;

  return (
    <Page
      title="Todos los pedidos"
      lead="Los pedidos de toda la tienda, del más reciente al más antiguo. Abre uno para ver sus líneas y cambiar su estado."
      className="admin-page"
    >
      <AdminOrderSearch
        term={term ?? ''}
        onSearch={(next) => setParams(next ? { q: next } : adminOrderFiltersToParams(filters))}
      />
      {term ? null : (
        <OrderFiltersForm
          key={params.toString()}
          filters={filters}
          onApply={(next) => setParams(adminOrderFiltersToParams(next))}
        />
      )}
      <AdminListToolbar
        count={
          data ? (
            <>
              {orderCountText(orders.length, list.hasMore, term ? undefined : count.data?.count.total)}
              {term && search?.moreCustomers
                ? ` · Solo se buscan los ${search.customers} primeros clientes que coinciden: afina la búsqueda.`
                : ''}
            </>
          ) : (
            ''
          )
        }
        updating={list.updating}
        testId="admin-orders-count"
      />
      <AdminPagedList
        list={list}
        what="los pedidos"
        empty={
          <EmptyNotice
            title={
              term
                ? `Ningún pedido coincide con «${term}».`
                : hasOrderFilters(filters)
                  ? 'Ningún pedido coincide con los filtros.'
                  : 'Todavía no hay pedidos.'
            }
          />
        }
      >
        {(rows) => (
          <DataTable
            label="Pedidos"
            columns={ORDER_COLUMNS}
            rows={rows}
            rowKey={orderIdOf}
            rowTestId="admin-order"
          />
        )}
      </AdminPagedList>
    </Page>
  );
}

const ORDER_COLUMNS: DataTableColumn<OrderSummary>[] = [
  {
    label: 'Pedido',
    kind: 'header',
    cell: (order) => (
      <Link
        to={`/admin/orders/${encodeURIComponent(orderIdOf(order))}`}
        aria-label={`Pedido ${orderReference(orderIdOf(order))}`}
      >
        <span className="data-table__ref">{orderReference(orderIdOf(order))}</span>
      </Link>
    ),
  },
  { label: 'Fecha', cell: (order) => formatShortDate(order.createdAt) },
  {
    label: 'Cliente',
    cell: (order) => (
      <>
        <span className="user-text">
          {order.consumerInfo?.fullName ?? order.shippingInfo?.fullName ?? '—'}
        </span>
        {order.shippingInfo?.city ? <span className="data-table__sub">{order.shippingInfo.city}</span> : null}
      </>
    ),
  },
  {
    label: 'Fincas',
    cell: (order) =>
      `${order.producerCount} · ${order.productOrdersCount} ${order.productOrdersCount === 1 ? 'línea' : 'líneas'}`,
  },
  { label: 'Total', kind: 'number', cell: (order) => formatPrice(order.totalPrice) },
  { label: 'Pago', cell: (order) => <PaymentSummary payment={order.payment} /> },
  {
    label: 'Estado',
    // «En curso · 1 de 2 entregados» wraps in its column: with the payment beside it, it would run past the table.
    cell: (order) => <OrderStatusBadge order={order} className="admin-order-status" />,
  },
];

/** The filters as the URL gives them back (unknown values dropped, a reversed range swapped). */
const asApplied = (draft: AdminOrderFilters) => parseAdminOrderFilters(adminOrderFiltersToParams(draft));

function OrderFiltersForm({ filters, onApply }: FilterFormProps<AdminOrderFilters>) {
  const { draft, setDraft, bar } = useFilterDraft(filters, onApply, NO_ORDER_FILTERS, asApplied);
  return (
    <FilterBar label="Filtrar pedidos" search {...bar}>
      <FilterSelects filters={draft} choices={ADMIN_ORDER_SELECTS} onChange={setDraft} />
      <FilterDateRange filters={draft} onChange={setDraft} />
      <ProducerSelect
        value={draft.producer}
        current={filters.producer}
        onChange={(producer) => setDraft({ ...draft, producer })}
      />
    </FilterBar>
  );
}
