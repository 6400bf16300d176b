/**
 * Product orders by status from counter items (the producer list's tabs), without the rest of the report's
 * sums: the orders function carries only this (its bundle is near its budget). Equal to
 * statusCountsOf(sumCounters(items)) (stats-report.ts).
 */
import {
  PRODUCT_ORDER_STATUSES,
  type ProductOrderStatusCounts,
} from '../../shared/contracts/orders/entities.js';
import { AWAITING_PAYMENT } from '../../shared/rules/payment-state.js';
import { lineStatusCounter } from './order-counters.js';

export function lineStatusCountsOf(items: readonly Record<string, unknown>[]): ProductOrderStatusCounts {
  const counts = { [AWAITING_PAYMENT]: 0, all: 0 } as ProductOrderStatusCounts;
  for (const status of [...PRODUCT_ORDER_STATUSES, AWAITING_PAYMENT] as const) {
    let count = 0;
    for (const item of items) {
      const value = item[lineStatusCounter(status)];
      if (typeof value === 'number' && Number.isFinite(value)) count += value;
    }
    counts[status] = count;
    counts.all += count;
  }
  return counts;
}
