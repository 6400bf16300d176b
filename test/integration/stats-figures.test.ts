/**
 * The order stats of issue 35 on the stack's DynamoDB Local: the same orders give the same figures as before.
 *
 * A seeded history of orders (pay on delivery, card and transfer; lines paid, moved along, delivered, cancelled,
 * orders completed or cancelled) in a far year of its own, so nothing else counts there, as the stream's change
 * records (old and new images). "Before" is what the counters of before (services/stats/testing-legacy-counters.ts:
 * per-product and per-farm counters inside the day and month items, one partition per scope) hold for those
 * changes, and the report built from them. Then:
 *   1. the events function's order-stats batch processor applies every change, in batches of 5 (their deltas added
 *      up per counter item), the first few applied before by the version with a marker item per record, each batch delivered twice and part of the history again in batches cut otherwise
 *      (the stream delivers at least once, and a retried batch may start anywhere): the readers the API uses (the shop's and each farm's report of each period, the admins'
 *      order count, the farm's tab counts) answer exactly the figures of before;
 *   2. another history written in the shape of before (as a deployed shop has it) is read right as it is, then the
 *      stats-figures migration moves it, paused after every page and resumed from its cursor: the figures stay the
 *      same, no bucket item keeps a per-product or per-farm counter, and another run changes nothing.
 */
import { DeleteCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalClients } from '../../infra/local/clients.js';
import type { ChangeRecord } from '../../services/events/change-record.js';
import { orderStatsProcessor } from '../../services/events/order-stats.js';
import { migrationKeys, STATS_SHOP_SCOPE, statsKeys } from '../../services/lib/data/keys.js';
import { createLogger } from '../../services/lib/logger.js';
import {
  backfillStatsFigures,
  STATS_FIGURES_MIGRATION,
  type StatsFiguresCursor,
} from '../../services/migrations/stats-figures.js';
import { readStatusCounts } from '../../services/orders/status-counts.js';
import { bucketRanges, countOrders, readOrderCount } from '../../services/reports/order-count.js';
import { readStatsReport } from '../../services/reports/stats-store.js';
import {
  buildReport,
  counterDeltas,
  counterUpdates,
  periodRange,
  statusCountsOf,
  sumCounters,
} from '../../services/stats/index.js';
import { appliedMarker } from '../../services/lib/data/apply-once.js';
import {
  counterDeltas as legacyDeltas,
  counterUpdates as legacyUpdates,
} from '../../services/stats/testing-legacy-counters.js';
import type { StatsPeriod } from '../../shared/constants/stats.js';
import type { OrderStatsReport } from '../../shared/contracts/orders/entities.js';
import { freshProducer, RUN } from './commerce.js';
import { noStack, stack } from './helpers.js';
import { stackClients, useStackTable } from './table.js';

type Item = Record<string, unknown>;
const logger = createLogger('stats-figures-test');
const PERIODS: StatsPeriod[] = ['7d', '30d', '90d', '12m'];

/** A small deterministic random source (the history is the same for a seed). */
function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  };
}

/** Change records of a history of `orders` orders in months 03 to 05 of `year`. */
function history(year: number, farms: readonly string[], tag: string, orders: number, seed: number) {
  const random = seeded(seed);
  const products = farms.flatMap((farm, f) =>
    Array.from({ length: 3 }, (_, p) => ({ id: `${tag}-p${f}${p}`, farm, cents: 150 + 75 * (f * 3 + p) })),
  );
  const changes: ChangeRecord[] = [];
  let sequence = 0;
  const record = (oldImage: Item | undefined, newImage: Item | undefined) => {
    const image = (newImage ?? oldImage) as Item;
    sequence += 1;
    changes.push({
      eventId: `${tag}-${sequence}`,
      kind: oldImage && newImage ? 'MODIFY' : newImage ? 'INSERT' : 'REMOVE',
      sequenceNumber: String(sequence),
      at: new Date(),
      keys: { PK: String(image.PK), SK: String(image.SK) },
      ...(oldImage ? { oldImage } : {}),
      ...(newImage ? { newImage } : {}),
    });
  };
  for (let index = 0; index < orders; index += 1) {
    const id = `${tag}-o${index}`;
    const month = 3 + random.int(3);
    const day = 1 + random.int(28);
    const createdAt = `${year}-0${month}-${String(day).padStart(2, '0')}T${String(random.int(24)).padStart(2, '0')}:30:00.000Z`;
    const method = random.pick(['cash_on_delivery', 'card', 'bank_transfer'] as const);
    const chosen = new Set<number>();
    const count = 1 + random.int(3);
    while (chosen.size < count) chosen.add(random.int(products.length));
    let lines: Item[] = [...chosen].map((at, l) => {
      const product = products[at]!;
      const quantity = 1 + random.int(3);
      return {
        PK: `ORDER#${id}`,
        SK: `PO#${id}-${l}`,
        productId: product.id,
        producerId: product.farm,
        quantity,
        totalPrice: (quantity * product.cents) / 100,
        status: 'pending',
        createdAt,
        paymentMethod: method,
        awaitingPayment: method !== 'cash_on_delivery',
      };
    });
    const producerIds = [...new Set(lines.map((line) => String(line.producerId)))];
    let order: Item = {
      PK: `ORDER#${id}`,
      SK: 'ORDER',
      status: 'pending',
      createdAt,
      producerIds,
      activeProducerIds: producerIds,
    };
    record(undefined, order);
    for (const line of lines) record(undefined, line);
    const move = (at: number, fields: Item) => {
      const before = lines[at]!;
      const after = { ...before, ...fields };
      lines = lines.map((line, l) => (l === at ? after : line));
      record(before, after);
    };
    const setOrder = (fields: Item) => {
      const after = { ...order, ...fields };
      record(order, after);
      order = after;
    };
    const fate = random.int(5);
    if (method !== 'cash_on_delivery' && fate > 0)
      lines.forEach((_, l) => move(l, { awaitingPayment: false, paid: true }));
    if (fate >= 2) lines.forEach((_, l) => move(l, { status: 'organizing' }));
    if (fate >= 3) {
      const cancelled = random.int(lines.length + 1) - 1;
      lines.forEach((_, l) => move(l, l === cancelled ? { status: 'cancelled' } : { status: 'delivered' }));
      const active = [
        ...new Set(
          lines.filter((line) => line.status !== 'cancelled').map((line) => String(line.producerId)),
        ),
      ];
      setOrder({ activeProducerIds: active, status: active.length === 0 ? 'cancelled' : 'completed' });
    }
    if (fate === 0 && method !== 'cash_on_delivery') {
      lines.forEach((_, l) => move(l, { status: 'cancelled' }));
      setOrder({ activeProducerIds: [], status: 'cancelled' });
    }
  }
  return changes;
}

/** The bucket items the counters of before hold after these changes (in memory). */
function legacyItems(changes: readonly ChangeRecord[]): Item[] {
  const items = new Map<string, Item>();
  for (const change of changes)
    for (const [id, { bucket, counters }] of legacyDeltas(change.oldImage, change.newImage)) {
      const item = items.get(id) ?? { ...bucket.key, bucket: bucket.fields.bucket };
      for (const [name, value] of counters) item[name] = Number(item[name] ?? 0) + value;
      items.set(id, item);
    }
  return [...items.values()];
}

const between = (items: readonly Item[], pk: string, from: string, to: string) =>
  items.filter((item) => item.PK === pk && String(item.SK) >= from && String(item.SK) <= to);

/** A report without the names (the directory's, not the counters'). */
const figures = (report: OrderStatsReport) => ({
  ...report,
  topProducts: report.topProducts.map(({ name: _name, ...rest }) => rest),
  ...(report.topProducers
    ? { topProducers: report.topProducers.map(({ name: _name, ...rest }) => rest) }
    : {}),
});

function reportBefore(items: readonly Item[], producerId: string | null, period: StatsPeriod, now: Date) {
  const range = periodRange(period, now);
  return figures(
    buildReport({
      range,
      items: between(
        items,
        statsKeys.partition(producerId ?? STATS_SHOP_SCOPE),
        range.sortKeyFrom,
        range.sortKeyTo,
      ),
      producerId,
      productNames: new Map(),
      producerNames: new Map(),
    }),
  );
}

/** Every figure the readers answer for the history, with the same figures from the counters of before. */
async function compare(before: readonly Item[], year: number, farms: readonly string[]) {
  const now = new Date(`${year}-05-31T12:00:00.000Z`);
  for (const scope of [null, ...farms])
    for (const period of PERIODS)
      expect(figures(await readStatsReport(scope, period, now)), `${scope ?? 'shop'} ${period}`).toEqual(
        reportBefore(before, scope, period, now),
      );
  const today = now.toISOString().slice(0, 10);
  for (const [fromDate, toDate] of [
    [`${year}-03-01`, `${year}-05-31`],
    [`${year}-03-10`, `${year}-04-20`],
    [`${year}-04-01`, `${year}-04-30`],
    [`${year}-05-05`, `${year}-05-05`],
  ] as const)
    for (const status of [undefined, 'pending', 'completed', 'cancelled'] as const) {
      const shop = statsKeys.partition(STATS_SHOP_SCOPE);
      const expected = countOrders(
        bucketRanges(fromDate, toDate, today).flatMap(([from, to]) => between(before, shop, from, to)),
        status,
      );
      const answer = await readOrderCount({ fromDate, toDate, ...(status ? { status } : {}) }, now);
      expect(answer.total, `${fromDate}..${toDate} ${status ?? 'all'}`).toBe(expected);
    }
  for (const farm of farms) {
    const total = before.find((item) => item.PK === statsKeys.partition(farm) && item.SK === 'TOTAL');
    expect(await readStatusCounts(farm, {})).toEqual(statusCountsOf(sumCounters(total ? [total] : [])));
    const april = between(before, statsKeys.partition(farm), `DAY#${year}-04-01`, `DAY#${year}-04-30`);
    expect(
      await readStatusCounts(farm, {
        from: `${year}-04-01T00:00:00.000Z`,
        to: `${year}-04-30T23:59:59.999Z`,
      }),
    ).toEqual(statusCountsOf(sumCounters(april)));
  }
}

describe.skipIf(noStack)('order stats: the same figures for the same orders (issue 35)', () => {
  let clients: LocalClients;
  const year = 3000 + (Date.now() % 4000);

  beforeAll(() => {
    clients = stackClients();
    // The processor and the readers use the services' own client (services/lib/env.ts): this stack's table.
    useStackTable();
  });
  afterAll(() => clients?.destroy());

  it('the counters kept from the stream, each change delivered twice, answer the figures of before', async () => {
    const farms = [0, 1, 2].map((index) => `${RUN}-sf-farm-${index}`);
    const changes = history(year, farms, `${RUN}-sf`, 40, year);
    // The first 7 applied by the version before (a marker item per record, in each record's own transaction),
    // then delivered again to this one with the rest: found by their markers, not counted twice.
    for (const change of changes.slice(0, 7))
      await clients.documents.send(
        new TransactWriteCommand({
          TransactItems: [
            appliedMarker(`${change.eventId}#order-stats`),
            ...counterUpdates(
              counterDeltas(change.oldImage, change.newImage),
              stack.tableName,
              new Date().toISOString(),
            ),
          ],
        }),
      );
    // Batches of 5 changes (their deltas added up per counter item), each delivered twice.
    for (let start = 0; start < changes.length; start += 5) {
      await orderStatsProcessor.handleBatch(changes.slice(start, start + 5), logger);
      await orderStatsProcessor.handleBatch(changes.slice(start, start + 5), logger);
    }
    // A redelivery after later changes, cut otherwise (a retried batch starts anywhere), changes nothing either.
    await orderStatsProcessor.handleBatch(changes.slice(3, 17), logger);
    for (const change of changes.slice(0, 10)) await orderStatsProcessor.handleBatch([change], logger);
    const before = legacyItems(changes);
    expect(before.some((item) => Object.keys(item).some((name) => name.startsWith('pr#')))).toBe(true);
    await compare(before, year, farms);

    // No counter item holds a per-product counter: they are in figure items of their own.
    for (const scope of [STATS_SHOP_SCOPE, ...farms])
      for (let shard = 0; shard < statsKeys.counterShards(scope); shard += 1) {
        const { Items = [] } = await clients.documents.send(
          new QueryCommand({
            TableName: stack.tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :month)',
            ExpressionAttributeValues: {
              ':pk': statsKeys.partition(scope, shard),
              ':month': `MONTH#${year}`,
            },
          }),
        );
        for (const item of Items)
          expect(Object.keys(item).filter((name) => /^(pr|pu|vr)#/.test(name))).toEqual([]);
      }
  });

  it('a shop with counters of before reads right as it is, and after the stats-figures migration', async () => {
    const migrationYear = year + 5;
    const farms = (await Promise.all([0, 1, 2].map((index) => freshProducer(`sf-mig-${index}`)))).map(
      (farm) => farm.userId,
    );
    const changes = history(migrationYear, farms, `${RUN}-sfm`, 30, migrationYear);
    // Written as the events function of before wrote them.
    for (const change of changes)
      for (const update of legacyUpdates(
        legacyDeltas(change.oldImage, change.newImage),
        stack.tableName,
        'then',
      ))
        await clients.documents.send(new UpdateCommand(update.Update));
    const before = legacyItems(changes);
    await compare(before, migrationYear, farms);

    await clients.documents.send(
      new DeleteCommand({ TableName: stack.tableName, Key: migrationKeys.item(STATS_FIGURES_MIGRATION) }),
    );
    let cursor: StatsFiguresCursor | undefined;
    let runs = 0;
    let moved = 0;
    for (;;) {
      const report = await backfillStatsFigures(clients.documents, stack.tableName, {
        ...(cursor ? { from: cursor } : {}),
        shouldPause: () => true,
      });
      runs += 1;
      moved += report.counters;
      expect(report.skipped).toBe(0);
      if (!report.next) break;
      cursor = report.next;
    }
    expect(runs).toBeGreaterThan(1);
    const legacyCounters = before
      .filter((item) => String(item.SK).startsWith('DAY#') || String(item.SK).startsWith('MONTH#'))
      .reduce((sum, item) => sum + Object.keys(item).filter((name) => /^(pr|pu|vr)#/.test(name)).length, 0);
    expect(moved).toBeGreaterThanOrEqual(legacyCounters);
    await compare(before, migrationYear, farms);
    for (const scope of [STATS_SHOP_SCOPE, ...farms]) {
      const { Items = [] } = await clients.documents.send(
        new QueryCommand({
          TableName: stack.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': statsKeys.partition(scope),
            ':from': `DAY#${migrationYear}`,
            ':to': `MONTH#${migrationYear}-12`,
          },
        }),
      );
      expect(Items.length).toBeGreaterThan(0);
      for (const item of Items)
        expect(Object.keys(item).filter((name) => /^(pr|pu|vr)#/.test(name))).toEqual([]);
    }
    const again = await backfillStatsFigures(clients.documents, stack.tableName);
    expect(again).toEqual({ done: true, buckets: 0, counters: 0, skipped: 0 });
  });
});
