import { describe, expect, it } from 'vitest';
import { buildReport, idsToName, periodRange, statusCountsOf, sumCounters } from './stats-report.js';

const NOW = new Date('2026-01-03T10:00:00.000Z');

describe('stats periods', () => {
  it.each([
    ['7d', 'day', '2025-12-28', 'DAY#2025-12-28', 'DAY#2026-01-03'],
    ['12m', 'month', '2025-02-01', 'MONTH#2025-02', 'MONTH#2026-01'],
  ] as const)('%s reads %s buckets from %s to today', (period, granularity, from, sortKeyFrom, sortKeyTo) => {
    expect(periodRange(period, NOW)).toMatchObject({
      granularity,
      from,
      to: '2026-01-03',
      sortKeyFrom,
      sortKeyTo,
    });
  });

  it('covers the last 7, 30 or 90 UTC days, today included, oldest first', () => {
    const week = periodRange('7d', NOW);
    expect(week.labels).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(periodRange('30d', NOW).labels).toHaveLength(30);
    expect(periodRange('90d', NOW).from).toBe('2025-10-06');
  });

  it('12m is this month and the 11 before, by month', () => {
    const year = periodRange('12m', NOW);
    expect(year.labels).toHaveLength(12);
    expect(year.labels.at(-1)).toBe('2026-01');
  });
});

const day = (label: string, counters: Record<string, number>) => ({
  PK: 'STATS#PRODUCER#farm-a',
  SK: `DAY#${label}`,
  bucket: label,
  bucketKind: 'DAY',
  ...counters,
});

const ITEMS = [
  day('2026-01-01', {
    orders: 2,
    productOrders: 3,
    units: 7,
    revenueCents: 4550,
    'st#pending': 1,
    'st#shipped': 1,
    'st#cancelled': 1,
    'pr#p-1': 3450,
    'pu#p-1': 5,
    'pr#p-2': 1100,
    'pu#p-2': 2,
  }),
  day('2026-01-03', {
    orders: 1,
    productOrders: 1,
    units: 1,
    revenueCents: 1100,
    'st#delivered': 1,
    'pr#p-2': 1100,
    'pu#p-2': 1,
    'pr#p-gone': 0,
  }),
];

/** The lines of ITEMS by status. */
const ITEMS_LINE_STATUSES = {
  pending: 1,
  organizing: 0,
  ready_to_ship: 0,
  shipped: 1,
  delivered: 1,
  cancelled: 1,
};

describe('stats report', () => {
  it('adds the buckets up: totals, average, status counts, a zero-filled series and the top products', () => {
    const report = buildReport({
      range: periodRange('7d', NOW),
      items: ITEMS,
      producerId: 'farm-a',
      productNames: new Map([['p-1', 'Pitahaya roja']]),
    });
    expect(report).toMatchObject({
      period: '7d',
      producerId: 'farm-a',
      totalOrders: 3,
      totalRevenue: 56.5,
      averageOrderValue: 18.83,
      totalUnits: 8,
      productOrders: 4,
      statusCounts: ITEMS_LINE_STATUSES,
    });
    expect(report.series.map((point) => [point.date, point.orders, point.revenue])).toEqual([
      ['2025-12-28', 0, 0],
      ['2025-12-29', 0, 0],
      ['2025-12-30', 0, 0],
      ['2025-12-31', 0, 0],
      ['2026-01-01', 2, 45.5],
      ['2026-01-02', 0, 0],
      ['2026-01-03', 1, 11],
    ]);
    expect(report.topProducts).toEqual([
      { productId: 'p-1', name: 'Pitahaya roja', revenue: 34.5, units: 5 },
      { productId: 'p-2', name: 'Producto eliminado', revenue: 22, units: 3 },
    ]);
    expect(report).not.toHaveProperty('orderStatusCounts');
  });

  it('without orders the average is 0; shop-wide it has order statuses and top producers', () => {
    const report = buildReport({
      range: periodRange('30d', NOW),
      items: [{ SK: 'DAY#2026-01-02', bucket: '2026-01-02', 'ost#cancelled': 1, 'vr#farm-a': 0 }],
      producerId: null,
      productNames: new Map(),
      producerNames: new Map(),
    });
    expect(report.averageOrderValue).toBe(0);
    expect(report.orderStatusCounts).toMatchObject({ cancelled: 1, pending: 0, completed: 0 });
    expect(report.topProducers).toEqual([]);
  });

  it('names only the top ids, and counts lines by status with their sum', () => {
    expect(idsToName(ITEMS)).toEqual({ products: ['p-1', 'p-2'], producers: [] });
    expect(statusCountsOf(sumCounters(ITEMS))).toEqual({
      ...ITEMS_LINE_STATUSES,
      awaiting_payment: 0,
      all: 4,
    });
  });

  it('counts the lines waiting for their money apart from the pending ones, and in the sum', () => {
    const sums = sumCounters([{ 'st#pending': 2, 'st#awaiting_payment': 3, 'st#shipped': 1 }]);
    expect(statusCountsOf(sums)).toMatchObject({ pending: 2, awaiting_payment: 3, shipped: 1, all: 6 });
  });
});

describe('product and farm figures', () => {
  const figures = [
    // Live: the shop's product items name their farm.
    { SK: 'DAY#2026-01-02#P#p-1', revenueCents: 1000, units: 2, producerId: 'farm-a' },
    { SK: 'DAY#2026-01-03#P#p-1', revenueCents: 500, units: 1, producerId: 'farm-a' },
    // Moved by the stats-figures migration: counted for the product, not for a farm (its farm item has it).
    {
      SK: 'DAY#2026-01-01#P#p-2',
      legacyRevenueCents: 2500,
      legacyUnits: 5,
      revenueCents: 100,
      units: 1,
      producerId: 'farm-b',
    },
    { SK: 'DAY#2026-01-01#F#farm-b', legacyRevenueCents: 2500 },
    // A line without a product: its farm's revenue only.
    { SK: 'DAY#2026-01-01#F#farm-a', revenueCents: 40 },
  ];

  it('adds a product up over the period, and a farm from its products and farm items', () => {
    const sums = sumCounters([], figures);
    expect(Object.fromEntries(sums.productRevenueCents)).toEqual({ 'p-1': 1500, 'p-2': 2600 });
    expect(Object.fromEntries(sums.productUnits)).toEqual({ 'p-1': 3, 'p-2': 6 });
    expect(Object.fromEntries(sums.producerRevenueCents)).toEqual({ 'farm-a': 1540, 'farm-b': 2600 });
    expect(sums.revenueCents).toBe(0);
  });

  it('still reads the per-product counters of items written before figure items', () => {
    const sums = sumCounters(
      [{ SK: 'DAY#2026-01-01', revenueCents: 700, 'pr#p-1': 700, 'pu#p-1': 1, 'vr#farm-a': 700 }],
      figures.slice(0, 1),
    );
    expect(Object.fromEntries(sums.productRevenueCents)).toEqual({ 'p-1': 1700 });
    expect(Object.fromEntries(sums.producerRevenueCents)).toEqual({ 'farm-a': 1700 });
    expect(idsToName([], figures)).toEqual({ products: ['p-2', 'p-1'], producers: ['farm-b', 'farm-a'] });
  });
});
