/** What the order reports take: a period (default 30d) and, for an admin's farm report, the farm. */
import * as z from 'zod/mini';
import { STATS_DEFAULT_PERIOD, STATS_PERIODS } from '../../constants.js';
import { ORDER_VALIDATION } from '../../messages/validation.js';
import { preprocess } from '../fields.js';
import { producerIdFilter } from '../orders/id-schemas.js';

const statsPeriod = preprocess(
  (value) => (value === '' ? undefined : value),
  z._default(z.enum(STATS_PERIODS, { error: ORDER_VALIDATION.periodInvalid }), STATS_DEFAULT_PERIOD),
);

/** GET /v1/orders/producer/stats: period (default 30d); an admin may pass producerId (default: the whole shop). */
export const producerStatsQuery = z.object({ period: statsPeriod, producerId: producerIdFilter });
/** GET /v1/orders/stats and /v1/orders/analytics (admins): the whole shop's figures for a period (default 30d). */
export const shopStatsQuery = z.object({ period: statsPeriod });
