/**
 * The producer's order list state lives in the URL:
 *
 *   /producer/orders?status=shipped&from=2026-05-01&to=2026-05-31&producer=<id>&cursor=<t1>&cursor=<t2>
 *
 * status is a product-order status or `awaiting_payment` (the tabs: «Esperando el pago» holds the pending lines
 * of card or transfer orders not paid yet, «Pendientes» the farm's work; none = all), from / to whole days (sent as fromDate / toDate; the
 * server counts toDate to the end of that day, UTC), producer (admins only) one farm's lines, cursor one per page
 * passed (the last is the token of the page shown). Values that make no sense are ignored; a reversed range is
 * swapped.
 */
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants/limits.js';
import { LINE_STAGES, type LineStage } from '../../../../shared/rules/payment-state.js';
import type { QueryParams } from '../../lib/api/client';
import { dayRangeQuery, listSearch, readCursors, readDayRange } from '../../lib/list-params';

/** Lines per page. */
export const PRODUCER_ORDERS_PAGE_SIZE = 20;

export interface ProducerOrdersState {
  status: LineStage | '';
  from: string;
  to: string;
  /** Admins: one producer's lines ('' = every producer). */
  producer: string;
  cursors: string[];
}

const isStatus = (value: string | null): value is LineStage =>
  value !== null && (LINE_STAGES as readonly string[]).includes(value);

export const isProducerId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= ID_MAX_LENGTH && ID_PATTERN.test(value);

export function parseProducerOrdersParams(params: URLSearchParams): ProducerOrdersState {
  const status = params.get('status');
  const producer = params.get('producer');
  return {
    status: isStatus(status) ? status : '',
    ...readDayRange(params),
    producer: isProducerId(producer) ? producer : '',
    cursors: readCursors(params),
  };
}

export function producerOrdersSearch(state: ProducerOrdersState): string {
  const { status, from, to, producer } = state;
  return listSearch({ status, from, to, producer }, state.cursors);
}

/** The API query of GET /v1/orders/producer for a state. */
export function producerOrdersApiQuery(state: ProducerOrdersState): QueryParams {
  return {
    limit: PRODUCER_ORDERS_PAGE_SIZE,
    status: state.status || undefined,
    ...dayRangeQuery(state),
    producerId: state.producer || undefined,
    nextToken: state.cursors[state.cursors.length - 1],
  };
}

/** The order screen of a line (admins carry the farm they are looking at along). */
export function producerOrderPath(orderId: string, producerId = ''): string {
  const path = `/producer/orders/${encodeURIComponent(orderId)}`;
  return producerId ? `${path}?producer=${encodeURIComponent(producerId)}` : path;
}
