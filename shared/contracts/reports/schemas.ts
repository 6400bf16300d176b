/** What the order reports take: a period (default 30d) and, for an admin's farm report, the farm. */
import * as z from 'zod/mini';
import { STATS_DEFAULT_PERIOD, STATS_PERIODS } from '../../constants/stats.js';
import { ORDER_VALIDATION } from '../../messages/validation.js';
import { ORDER_SEARCH_MESSAGES } from '../../messages/order-search.js';
import { dayText, pagingQuery, preprocess, requiredText } from '../fields.js';
import { ORDER_STATUSES } from '../orders/entities.js';
import { producerIdFilter } from '../orders/id-schemas.js';

const statsPeriod = preprocess(
  (value) => (value === '' ? undefined : value),
  z._default(z.enum(STATS_PERIODS, { error: ORDER_VALIDATION.periodInvalid }), STATS_DEFAULT_PERIOD),
);

/** GET /v1/orders/producer/stats: period (default 30d); an admin may pass producerId (default: the whole shop). */
export const producerStatsQuery = z.object({ period: statsPeriod, producerId: producerIdFilter });
/** GET /v1/orders/stats and /v1/orders/analytics (admins): the whole shop's figures for a period (default 30d). */
export const shopStatsQuery = z.object({ period: statsPeriod });

/** Longest search term of GET /v1/orders/search. */
export const ORDER_SEARCH_MAX_LENGTH = 100;

/**
 * GET /v1/orders/search (admins): `q` a reference (the 8 characters shown as "Pedido 5E0C1A01"), a whole order
 * id, a customer's e-mail or words of their name; paged by `limit` and `nextToken`.
 */
export const orderSearchQuery = z.extend(pagingQuery, {
  q: requiredText(ORDER_SEARCH_MESSAGES.termRequired, ORDER_SEARCH_MAX_LENGTH, ORDER_SEARCH_MESSAGES.termMax),
});

/** A day filter (fields.ts dayText): a whole UTC day, 'AAAA-MM-DD', that exists on the calendar. */
const day = z.optional(dayText(ORDER_SEARCH_MESSAGES.dayInvalid));

/** GET /v1/orders/count (admins): the orders the admin list shows for a status and whole UTC days. */
export const orderCountQuery = z
  .object({
    status: z.optional(z.enum(ORDER_STATUSES, { error: ORDER_VALIDATION.orderStatusInvalid })),
    fromDate: day,
    toDate: day,
  })
  .check(
    z.refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
      error: ORDER_VALIDATION.dateRangeInvalid,
      path: ['fromDate'],
    }),
  );

export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;
export type OrderCountQuery = z.infer<typeof orderCountQuery>;
