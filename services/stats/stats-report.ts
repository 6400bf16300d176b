/**
 * Reading the order stats counters back (pure, no I/O): the buckets a period covers, the sums of the bucket
 * items a Query returned, and the report the API answers (shared/contracts/orders/entities.ts OrderStatsReport). Counter names
 * and what they count: order-counters.ts.
 */
import { STATS_TOP_COUNT, type StatsPeriod } from '../../shared/constants/stats.js';
import {
  ORDER_STATUSES,
  PRODUCT_ORDER_STATUSES,
  type OrderStatsReport,
  type OrderStatus,
  type ProductOrderStatus,
  type ProductOrderStatusCounts,
} from '../../shared/contracts/orders/entities.js';
import { AWAITING_PAYMENT } from '../../shared/rules/payment-state.js';
import { fromCents } from '../../shared/utils/money.js';
import {
  COUNTERS,
  lineStatusCounter,
  orderStatusCounter,
  producerRevenueCounter,
  productRevenueCounter,
  productUnitsCounter,
} from './order-counters.js';

type Item = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_OF: Record<Exclude<StatsPeriod, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
const MONTHS_OF_YEAR = 12;

export interface PeriodRange {
  period: StatsPeriod;
  granularity: 'day' | 'month';
  /** Bucket labels, oldest first: yyyy-mm-dd days or yyyy-mm months. */
  labels: string[];
  /** First and last day covered (yyyy-mm-dd). */
  from: string;
  to: string;
  /** Sort-key bounds of the bucket items (inclusive). */
  sortKeyFrom: string;
  sortKeyTo: string;
}

const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The buckets of a period ending today (UTC): the last 7, 30 or 90 days, or this month and the 11 before. */
export function periodRange(period: StatsPeriod, now: Date): PeriodRange {
  const today = dayOf(now.getTime());
  if (period === '12m') {
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    const labels = Array.from({ length: MONTHS_OF_YEAR }, (_, index) =>
      new Date(Date.UTC(year, month - (MONTHS_OF_YEAR - 1) + index, 1)).toISOString().slice(0, 7),
    );
    const first = labels[0] as string;
    const last = labels[labels.length - 1] as string;
    return {
      period,
      granularity: 'month',
      labels,
      from: `${first}-01`,
      to: today,
      sortKeyFrom: `MONTH#${first}`,
      sortKeyTo: `MONTH#${last}`,
    };
  }
  const days = DAYS_OF[period];
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const labels = Array.from({ length: days }, (_, index) => dayOf(start - (days - 1 - index) * DAY_MS));
  const first = labels[0] as string;
  return {
    period,
    granularity: 'day',
    labels,
    from: first,
    to: today,
    sortKeyFrom: `DAY#${first}`,
    sortKeyTo: `DAY#${today}`,
  };
}

export interface CounterSums {
  orders: number;
  productOrders: number;
  units: number;
  revenueCents: number;
  /** Product orders by status; `pending` only those whose money is not awaited. */
  lineStatus: Record<ProductOrderStatus, number>;
  /** Pending product orders of card or transfer orders not paid yet. */
  awaitingPayment: number;
  orderStatus: Record<OrderStatus, number>;
  productRevenueCents: Map<string, number>;
  productUnits: Map<string, number>;
  producerRevenueCents: Map<string, number>;
}

const counter = (item: Item, name: string): number => {
  const value = item[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const PRODUCT_REVENUE = productRevenueCounter('');
const PRODUCT_UNITS = productUnitsCounter('');
const PRODUCER_REVENUE = producerRevenueCounter('');

/** Counters of a figure item moved there by the stats-figures migration (services/migrations/stats-figures.ts). */
export const LEGACY_REVENUE = 'legacyRevenueCents';
export const LEGACY_UNITS = 'legacyUnits';

/** Where a figure item's kind and id start in its sort key (`<bucket>#P#<id>`, `<bucket>#F#<id>`). */
const FIGURE_ID = /#([PF])#(.+)$/;

/**
 * The product and farm figure items of a period (order-counters.ts) added into the sums: a product's revenue and
 * units are its live counters plus what the stats-figures migration moved (`legacy*`); a farm's revenue is what
 * the shop's product items of its products took live (they name the producer) plus its farm items'.
 */
function addFigures(sums: CounterSums, figures: readonly Item[]): void {
  const addTo = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  for (const figure of figures) {
    const match = FIGURE_ID.exec(String(figure.SK ?? ''));
    if (!match) continue;
    const [, kind, id] = match as unknown as [string, 'P' | 'F', string];
    const live = counter(figure, COUNTERS.revenueCents);
    const revenue = live + counter(figure, LEGACY_REVENUE);
    if (kind === 'F') {
      addTo(sums.producerRevenueCents, id, revenue);
      continue;
    }
    addTo(sums.productRevenueCents, id, revenue);
    addTo(sums.productUnits, id, counter(figure, COUNTERS.units) + counter(figure, LEGACY_UNITS));
    if (typeof figure.producerId === 'string' && live !== 0)
      addTo(sums.producerRevenueCents, figure.producerId, live);
  }
}

/**
 * The counters of bucket items added up, with the period's figure items (product and farm revenue and units).
 * Bucket items written before figure items had their own still carry `pr#`, `pu#` and `vr#` counters until the
 * stats-figures migration moves them: they are added up too.
 */
export function sumCounters(items: readonly Item[], figures: readonly Item[] = []): CounterSums {
  const sums: CounterSums = {
    orders: 0,
    productOrders: 0,
    units: 0,
    revenueCents: 0,
    lineStatus: zeros(PRODUCT_ORDER_STATUSES),
    awaitingPayment: 0,
    orderStatus: zeros(ORDER_STATUSES),
    productRevenueCents: new Map(),
    productUnits: new Map(),
    producerRevenueCents: new Map(),
  };
  const addTo = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  for (const item of items) {
    sums.orders += counter(item, COUNTERS.orders);
    sums.productOrders += counter(item, COUNTERS.productOrders);
    sums.units += counter(item, COUNTERS.units);
    sums.revenueCents += counter(item, COUNTERS.revenueCents);
    for (const status of PRODUCT_ORDER_STATUSES)
      sums.lineStatus[status] += counter(item, lineStatusCounter(status));
    sums.awaitingPayment += counter(item, lineStatusCounter(AWAITING_PAYMENT));
    for (const status of ORDER_STATUSES)
      sums.orderStatus[status] += counter(item, orderStatusCounter(status));
    for (const [name, value] of Object.entries(item)) {
      if (typeof value !== 'number') continue;
      if (name.startsWith(PRODUCT_REVENUE))
        addTo(sums.productRevenueCents, name.slice(PRODUCT_REVENUE.length), value);
      else if (name.startsWith(PRODUCT_UNITS))
        addTo(sums.productUnits, name.slice(PRODUCT_UNITS.length), value);
      else if (name.startsWith(PRODUCER_REVENUE))
        addTo(sums.producerRevenueCents, name.slice(PRODUCER_REVENUE.length), value);
    }
  }
  addFigures(sums, figures);
  return sums;
}

/** Product orders by status and in all, from the counters (for the tabs of the producer's list). */
export function statusCountsOf(sums: CounterSums): ProductOrderStatusCounts {
  const all = PRODUCT_ORDER_STATUSES.reduce(
    (total, status) => total + sums.lineStatus[status],
    sums.awaitingPayment,
  );
  return { ...sums.lineStatus, [AWAITING_PAYMENT]: sums.awaitingPayment, all };
}

/** The keys of the largest values (ties: the larger second value, then the key), at most `count`. */
export function topKeys(
  values: ReadonlyMap<string, number>,
  count: number = STATS_TOP_COUNT,
  tieBreak: ReadonlyMap<string, number> = new Map(),
): string[] {
  return [...values.entries()]
    .filter(([, value]) => value > 0)
    .sort(([a, x], [b, y]) => y - x || (tieBreak.get(b) ?? 0) - (tieBreak.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, count)
    .map(([key]) => key);
}

export interface ReportInput {
  range: PeriodRange;
  /** The bucket items of the period (any order; one per bucket, its shards added up). */
  items: readonly Item[];
  /** The product and farm figure items of the period (stats-buckets.ts readFigures). */
  figures?: readonly Item[];
  producerId: string | null;
  /** Names of the top products (and, shop-wide, producers) by id. */
  productNames: ReadonlyMap<string, string>;
  producerNames?: ReadonlyMap<string, string>;
}

/** Shown for a product (or producer) that no longer exists. */
export const UNKNOWN_PRODUCT_NAME = 'Producto eliminado';
export const UNKNOWN_PRODUCER_NAME = 'Productor eliminado';

export function buildReport(input: ReportInput): OrderStatsReport {
  const { range, items, producerId } = input;
  const sums = sumCounters(items, input.figures);
  const byLabel = new Map(items.map((item) => [String(item.bucket ?? ''), item]));
  const totalRevenue = fromCents(sums.revenueCents);
  const report: OrderStatsReport = {
    period: range.period,
    granularity: range.granularity,
    from: range.from,
    to: range.to,
    producerId,
    totalOrders: sums.orders,
    totalRevenue,
    averageOrderValue: sums.orders > 0 ? fromCents(Math.round(sums.revenueCents / sums.orders)) : 0,
    totalUnits: sums.units,
    productOrders: sums.productOrders,
    statusCounts: sums.lineStatus,
    awaitingPayment: sums.awaitingPayment,
    series: range.labels.map((label) => {
      const item = byLabel.get(label);
      return {
        date: label,
        orders: item ? counter(item, COUNTERS.orders) : 0,
        revenue: item ? fromCents(counter(item, COUNTERS.revenueCents)) : 0,
      };
    }),
    topProducts: topKeys(sums.productRevenueCents, STATS_TOP_COUNT, sums.productUnits).map((productId) => ({
      productId,
      name: input.productNames.get(productId) ?? UNKNOWN_PRODUCT_NAME,
      revenue: fromCents(sums.productRevenueCents.get(productId) ?? 0),
      units: sums.productUnits.get(productId) ?? 0,
    })),
  };
  if (producerId === null) {
    report.orderStatusCounts = sums.orderStatus;
    report.topProducers = topKeys(sums.producerRevenueCents).map((id) => ({
      producerId: id,
      name: input.producerNames?.get(id) ?? UNKNOWN_PRODUCER_NAME,
      revenue: fromCents(sums.producerRevenueCents.get(id) ?? 0),
    }));
  }
  return report;
}

/** The ids whose names a report needs (read them before building it). */
export function idsToName(
  items: readonly Item[],
  figures: readonly Item[] = [],
): { products: string[]; producers: string[] } {
  const sums = sumCounters(items, figures);
  return {
    products: topKeys(sums.productRevenueCents, STATS_TOP_COUNT, sums.productUnits),
    producers: topKeys(sums.producerRevenueCents),
  };
}
