/**
 * The tab counts of the producer's list (GET /v1/orders/producer): its product orders by status, from the stats
 * counters the events function keeps (keys.ts statsKeys): one Query per shard of every MONTH bucket (the running
 * total, stats-buckets.ts readTotal), or of the days a date filter covers. Never a read of the orders themselves.
 */
import type { ProductOrderStatusCounts } from '../../shared/contracts/orders/entities.js';
import { lineStatusCountsOf, readBuckets, readTotal, scopeOf } from '../stats/index.js';
import type { DateBounds } from './order-dates.js';

/**
 * Product orders by status: of all time (the running total: every month added up), or of the UTC days a date filter touches (the
 * list's whole-day filters are UTC days too, so the counts match the list exactly for them).
 */
export async function readStatusCounts(
  producerId: string | null,
  bounds: DateBounds,
): Promise<ProductOrderStatusCounts> {
  const scope = scopeOf(producerId);
  if (!bounds.from && !bounds.to) {
    const total = await readTotal(scope);
    return lineStatusCountsOf(total ? [total] : []);
  }
  const items = await readBuckets(
    scope,
    `DAY#${bounds.from ? bounds.from.slice(0, 10) : '0000-00-00'}`,
    `DAY#${bounds.to ? bounds.to.slice(0, 10) : '9999-99-99'}`,
  );
  return lineStatusCountsOf(items);
}
