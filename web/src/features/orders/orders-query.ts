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
import { PAGE_TOKEN_MAX_LENGTH } from '../../../../shared/constants.js';
import type { QueryParams } from '../../lib/api/client';
import { cleanDay } from '../../lib/format';

/** Orders per page. */
export const ORDERS_PAGE_SIZE = 10;
export const MAX_CURSORS = 50;

export interface OrdersFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
}

export interface OrdersState extends OrdersFilters {
  cursors: string[];
}

export const NO_FILTERS: OrdersFilters = { status: '', from: '', to: '' };

export { cleanDay };

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

export function parseOrdersParams(params: URLSearchParams): OrdersState {
  const status = params.get('status');
  let from = cleanDay(params.get('from'));
  let to = cleanDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const cursors = params
    .getAll('cursor')
    .filter((cursor) => cursor !== '' && cursor.length <= PAGE_TOKEN_MAX_LENGTH)
    .slice(0, MAX_CURSORS);
  return { status: isStatus(status) ? status : '', from, to, cursors };
}

export function ordersSearch(state: OrdersState): string {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  for (const cursor of state.cursors) params.append('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API query of GET /v1/orders for a state. */
export function ordersApiQuery(state: OrdersState): QueryParams {
  return {
    limit: ORDERS_PAGE_SIZE,
    status: state.status || undefined,
    fromDate: state.from || undefined,
    toDate: state.to || undefined,
    nextToken: state.cursors[state.cursors.length - 1],
  };
}

export const hasFilters = (state: OrdersFilters): boolean => Boolean(state.status || state.from || state.to);
