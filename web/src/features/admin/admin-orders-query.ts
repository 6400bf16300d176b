/**
 * The admin's order list state in the URL: /admin/orders?status=shipped&from=2026-05-01&to=2026-05-31&producer=<id>
 * (status an order status, from / to whole days sent as fromDate / toDate, producer one farm's orders). Values
 * that make no sense are ignored; a reversed range is swapped.
 */
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants/limits.js';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/contracts/orders/entities.js';
import type { FilterChoices } from '../../components/FilterBar';
import { dayRangeQuery, listParams, readDayRange } from '../../lib/list-params';
import { ORDER_STATUS_LABELS } from '../../lib/order-status';

/** Orders per page ("Cargar más" reads the next). */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

export interface AdminOrderFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
  producer: string;
}

/** The list's select: "Estado", with "Todos" first. */
export const ADMIN_ORDER_SELECTS: FilterChoices<AdminOrderFilters> = {
  status: { label: 'Estado', options: ORDER_STATUSES, labels: ORDER_STATUS_LABELS, allLabel: 'Todos' },
};

export const NO_ORDER_FILTERS: AdminOrderFilters = { status: '', from: '', to: '', producer: '' };

export function parseAdminOrderFilters(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status') ?? '';
  const producer = params.get('producer') ?? '';
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    ...readDayRange(params),
    producer: producer.length <= ID_MAX_LENGTH && ID_PATTERN.test(producer) ? producer : '',
  };
}

export function adminOrderFiltersToParams(filters: AdminOrderFilters): URLSearchParams {
  const { status, from, to, producer } = filters;
  return listParams({ status, from, to, producer });
}

/** The query of GET /v1/orders (admins): the contract's status, fromDate, toDate, plus producerId and paging. */
export function adminOrdersApiQuery(
  filters: AdminOrderFilters,
  nextToken?: string,
): Record<string, string | number | undefined> {
  return {
    status: filters.status || undefined,
    ...dayRangeQuery(filters),
    producerId: filters.producer || undefined,
    limit: ADMIN_ORDERS_PAGE_SIZE,
    nextToken,
  };
}

export const hasOrderFilters = (filters: AdminOrderFilters): boolean =>
  Boolean(filters.status || filters.from || filters.to || filters.producer);
