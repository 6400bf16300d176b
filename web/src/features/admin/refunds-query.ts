/**
 * The refunds screen's filters as they sit in the URL (?status=&method=&reason=&from=&to=) and as the refunds
 * call takes them (GET /v1/payments/refunds): `open` (the ones not done) unless another status, or `all` for
 * the whole history, is chosen.
 */
import {
  PAYMENT_METHODS,
  REFUND_REASONS,
  REFUND_STATUSES,
  type PaymentMethod,
  type RefundReason,
} from '../../../../shared/contracts/payments/entities.js';
import {
  PAYMENT_METHOD_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
} from '../../../../shared/messages/payment.js';
import type { FilterChoices } from '../../components/FilterBar';
import { listParams, readDayRange } from '../../lib/list-params';

export const REFUND_LIST_FILTERS = ['open', 'all', ...REFUND_STATUSES] as const;
export type RefundListFilter = (typeof REFUND_LIST_FILTERS)[number];

/** How the status filter reads. */
export const REFUND_FILTER_LABELS: Readonly<Record<'open' | 'all', string>> = {
  open: 'Sin terminar',
  all: 'Todos (historial)',
};

/** Refunds read per page of the screen. */
export const REFUNDS_PAGE_SIZE = 50;

export interface RefundFilters {
  status: RefundListFilter;
  method: PaymentMethod | '';
  reason: RefundReason | '';
  from: string;
  to: string;
}

const STATUS_FILTER_LABELS: Readonly<Record<RefundListFilter, string>> = {
  ...REFUND_FILTER_LABELS,
  ...REFUND_STATUS_LABELS,
};

/** The screen's selects: "Estado" (the statuses after "Sin terminar" and the whole history), "Método", "Motivo". */
export const REFUND_SELECTS: FilterChoices<RefundFilters> = {
  status: { label: 'Estado', options: REFUND_LIST_FILTERS, labels: STATUS_FILTER_LABELS },
  method: { label: 'Método', options: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS, allLabel: 'Todos' },
  reason: { label: 'Motivo', options: REFUND_REASONS, labels: REFUND_REASON_LABELS, allLabel: 'Todos' },
};

export const OPEN_REFUNDS: RefundFilters = { status: 'open', method: '', reason: '', from: '', to: '' };

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function parseRefundFilters(params: URLSearchParams): RefundFilters {
  return {
    status: oneOf(REFUND_LIST_FILTERS, params.get('status')) || 'open',
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    reason: oneOf(REFUND_REASONS, params.get('reason')),
    ...readDayRange(params),
  };
}

export function refundFiltersToParams(filters: RefundFilters): URLSearchParams {
  const { status, method, reason, from, to } = filters;
  return listParams({ status: status === 'open' ? '' : status, method, reason, from, to });
}

/** The call's query for `filters` (a history page of `limit`, from `nextToken`). */
export function refundsListQuery(filters: RefundFilters, nextToken?: string, limit = REFUNDS_PAGE_SIZE) {
  return {
    status: filters.status,
    ...(filters.method ? { method: filters.method } : {}),
    ...(filters.reason ? { reason: filters.reason } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    limit,
    ...(nextToken ? { nextToken } : {}),
  };
}
