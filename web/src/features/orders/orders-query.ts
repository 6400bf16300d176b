/**
 * The consumer's order list state lives in the URL, like the catalog's:
 *
 *   /orders?status=pending&from=2026-05-01&to=2026-05-31&cursor=<t1>&cursor=<t2>
 *
 * status is one of the order statuses, from / to are whole days (YYYY-MM-DD, sent as fromDate / toDate, the
 * server takes toDate to the end of that day), cursor repeats once per page passed (the last one is the token
 * of the page shown). Hand-edited values that make no sense are ignored; a reversed range is swapped.
 */
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/contracts/orders/entities.js';
import type { FilterChoices } from '../../components/FilterBar';
import type { QueryParams } from '../../lib/api/client';
import { cleanDay } from '../../lib/format';
import { dayRangeQuery, listSearch, readCursors, readDayRange } from '../../lib/list-params';
import { ORDER_STATUS_LABELS } from '../../lib/order-status';

/** Orders per page. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
}

/** The list's select: "Estado", with "Todos" first. */
export const ORDER_SELECTS: FilterChoices<OrdersFilters> = {
  status: { label: 'Estado', options: ORDER_STATUSES, labels: ORDER_STATUS_LABELS, allLabel: 'Todos' },
};

export interface OrdersState extends OrdersFilters {
  cursors: string[];
}

export const NO_FILTERS: OrdersFilters = { status: '', from: '', to: '' };

export { cleanDay };

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

export function parseOrdersParams(params: URLSearchParams): OrdersState {
  const status = params.get('status');
  return { status: isStatus(status) ? status : '', ...readDayRange(params), cursors: readCursors(params) };
}

export function ordersSearch(state: OrdersState): string {
  return listSearch({ status: state.status, from: state.from, to: state.to }, state.cursors);
}

/** The API query of GET /v1/orders for a state. */
export function ordersApiQuery(state: OrdersState): QueryParams {
  return {
    limit: ORDERS_PAGE_SIZE,
    status: state.status || undefined,
    ...dayRangeQuery(state),
    nextToken: state.cursors[state.cursors.length - 1],
  };
}

export const hasFilters = (state: OrdersFilters): boolean => Boolean(state.status || state.from || state.to);
