/**
 * GET /v1/orders/count?status&fromDate&toDate (admins): how many orders the admin list holds for those filters,
 * from the shop's stats counters (the events function's `ost#<status>`: orders placed in a UTC day or month by
 * their status now; services/stats/order-counters.ts), never by reading orders. The days counted are the list's: from
 * fromDate (default: the first day of the month ADMIN_ORDERS_MONTHS_BACK months back, where the list stops) to
 * toDate (default and at most: today). Whole months are read from their MONTH# bucket, the days of a month only
 * partly in the range from its DAY# buckets: at most three Queries of the STATS#SHOP partition. The counters
 * follow an order's change within moments (eventually consistent, like every figure of the reports).
 */
import { ADMIN_ORDERS_MONTHS_BACK } from '../../shared/constants/orders.js';
import type { ReportsEndpoints } from '../../shared/contracts/reports/contract.js';
import type { OrderCountQuery } from '../../shared/contracts/reports/schemas.js';
import type { Handler } from '../lib/http/types.js';
import { STATS_SHOP_SCOPE } from '../lib/data/keys.js';
import { orderStatusCounter, readBuckets } from '../stats/index.js';

type Item = Record<string, unknown>;

/** 'yyyy-mm' `count` months before the month of `day`. */
export function monthsBack(day: string, count: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const lastDayOf = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
};
const nextMonth = (month: string): string => monthsBack(`${month}-01`, -1);

/** The bucket ranges (sort keys, inclusive) that cover the days `from`..`to` (yyyy-mm-dd, from <= to <= today). */
export function bucketRanges(from: string, to: string, today: string): [string, string][] {
  const fromMonth = from.slice(0, 7);
  const toMonth = to.slice(0, 7);
  // A month counts whole from its first day, up to its last day or today (no order is placed after today).
  const fromWhole = from.endsWith('-01');
  const toWhole = to === lastDayOf(toMonth) || to === today;
  if (fromMonth === toMonth)
    return fromWhole && toWhole
      ? [[`MONTH#${fromMonth}`, `MONTH#${fromMonth}`]]
      : [[`DAY#${from}`, `DAY#${to}`]];
  const ranges: [string, string][] = [];
  const firstWhole = fromWhole ? fromMonth : nextMonth(fromMonth);
  const lastWhole = toWhole ? toMonth : monthsBack(`${toMonth}-01`, 1);
  if (!fromWhole) ranges.push([`DAY#${from}`, `DAY#${lastDayOf(fromMonth)}`]);
  if (firstWhole <= lastWhole) ranges.push([`MONTH#${firstWhole}`, `MONTH#${lastWhole}`]);
  if (!toWhole) ranges.push([`DAY#${toMonth}-01`, `DAY#${to}`]);
  return ranges;
}

/** Orders in the buckets: those of `status`, or of every status. */
export function countOrders(items: readonly Item[], status?: string): number {
  let total = 0;
  for (const item of items)
    for (const [name, value] of Object.entries(item))
      if (
        (status ? name === orderStatusCounter(status) : name.startsWith('ost#')) &&
        typeof value === 'number'
      )
        total += value;
  return total;
}

export async function readOrderCount(query: OrderCountQuery, now: Date = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const fromDate = query.fromDate ?? `${monthsBack(today, ADMIN_ORDERS_MONTHS_BACK)}-01`;
  const toDate = !query.toDate || query.toDate > today ? today : query.toDate;
  if (fromDate > toDate) return { total: 0, fromDate, toDate };
  const buckets = await Promise.all(
    bucketRanges(fromDate, toDate, today).map(([from, to]) => readBuckets(STATS_SHOP_SCOPE, from, to)),
  );
  return { total: countOrders(buckets.flat(), query.status), fromDate, toDate };
}

export const orderCount: Handler<ReportsEndpoints['count']> = async ({ query }) => {
  return { data: { count: await readOrderCount(query) } };
};
