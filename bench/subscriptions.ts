/**
 * npm run bench:subscriptions: one run of the `subscriptions` job with BENCH_SUBSCRIPTIONS (default 1,000) active
 * subscriptions due today (docs/subscriptions.md, "Benchmark"; figures in docs/benchmarks.md).
 *
 * Starts the local stack in this process, in a throw-away folder, seeded; raises the seed's products' stock
 * (bench/counters/shop-setup.ts) and marks them subscribable; writes the subscriptions straight into the table
 * (each a box of two products of one farm, paid on delivery, due now: today for a farm without a dispatch
 * calendar, the dispatch day whose cut-off passed last for a farm with one), then runs the job once, as the schedule
 * would (POST /_local/schedules/run's code), with every DynamoDB request of the handlers tapped
 * (bench/counters/table-tap.ts: units consumed, partitions read and written). Printed: the run's duration, the
 * orders placed, the read and write units (total, per subscription), the requests, and the busiest partitions
 * written and read with their share; checks: one order per subscription, no failed request, no cancelled
 * transaction but the conditions expected, and no table partition taking more than 5 % of the writes. A failed
 * check fails the run (exit 1). BENCH_SUBSCRIPTIONS_JSON=<file> also writes the figures as JSON.
 */
import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { installMeter } from '../infra/local/meter.js';
import { productKeys, userKeys } from '../services/lib/data/keys.js';
import { subscriptionItem, type StoredSubscription } from '../services/subscriptions/subscription-record.js';
import { toFarmCalendar } from '../shared/rules/calendar/dispatch.js';
import {
  addDays,
  dueToPlace,
  madridDate,
  madridInstant,
  type CycleRule,
} from '../shared/rules/subscriptions/cycle-dates.js';
import { farmCycleRule } from '../shared/rules/subscriptions/farm-cycles.js';
import { TEST_STACK_LIMITS } from '../test/support/stack.js';
import { client } from './client.js';
import { prepareShelf, SHIPPING, type Product } from './counters/shop-setup.js';
import { installRequestTap, widenSdkSockets, type Attempt } from './counters/table-tap.js';
import { runIfMain } from './run-main.js';
import { emulatorConfig, throwawayStack } from './throwaway-stack.js';

const COUNT = Math.max(10, Number(process.env.BENCH_SUBSCRIPTIONS ?? 1000));
/** Most writes one table partition may take of the run's (a hot partition fails the run). */
const HOT_SHARE = 0.05;

/** The latest cycle date of a farm's rule the job places at `runAt` (today for the shop's default). */
function dueDate(rule: CycleRule, today: string, runAt: Date): string {
  for (let back = 0; back < 14; back += 1) {
    const date = addDays(today, -back);
    if (rule.cycleOn(date) === date && dueToPlace(date, runAt, rule)) return date;
  }
  throw new Error(`No cycle date due at ${runAt.toISOString()}`);
}

function boxes(
  shelf: readonly Product[],
  rules: ReadonlyMap<string, CycleRule>,
  today: string,
  now: Date,
  runAt: Date,
): StoredSubscription[] {
  const farms = new Map<string, Product[]>();
  for (const product of shelf)
    farms.set(product.producerId, [...(farms.get(product.producerId) ?? []), product]);
  const pairs = [...farms.values()].filter((products) => products.length >= 2);
  if (pairs.length === 0) throw new Error('The seed has no farm with two products in stock');
  return Array.from({ length: COUNT }, (_, i): StoredSubscription => {
    const farm = pairs[i % pairs.length] as Product[];
    const picked = [farm[i % farm.length], farm[(i + 1) % farm.length]] as Product[];
    const createdAt = new Date(now.getTime() - 30 * 86_400_000 + i).toISOString();
    const producerId = picked[0]?.producerId ?? '';
    const rule = rules.get(producerId);
    if (!rule) throw new Error(`No cycle rule for farm ${producerId}`);
    const nextOrderDate = dueDate(rule, today, runAt);
    return {
      id: randomUUID(),
      userId: `bench-consumer-${i}`,
      consumer: { fullName: `Cliente ${i}`, email: `bench-${i}@pitahaya.test` },
      status: 'active',
      interval: 'weekly',
      items: picked.map((product) => ({
        productId: product.productId,
        quantity: 1,
        name: product.name,
        price: (product as Product & { price?: number }).price ?? 0,
        unit: 'kg',
        thumbnailUrl: null,
      })),
      nextOrderDate,
      cutoffAt: rule.cutoffOf(nextOrderDate),
      paymentMethod: 'cash_on_delivery',
      shippingInfo: { ...SHIPPING, fullName: `Cliente ${i}` },
      producerId,
      failedCharges: 0,
      cycles: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const sum = (attempts: readonly Attempt[], pick: (attempt: Attempt) => number) =>
  attempts.reduce((total, attempt) => total + pick(attempt), 0);

function top(counts: Map<string, number>, n = 5): [string, number][] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}

async function main(): Promise<number> {
  const tap = await installRequestTap();
  // The job's own units, apart from the table stream's work it sets off (the meter: per invocation).
  const meter = await installMeter();
  await widenSdkSockets(200);
  Object.assign(process.env, TEST_STACK_LIMITS, {
    PAYMENT_SWEEP_INTERVAL_MS: 'off',
    DIRECTORY_SYNC_INTERVAL_MS: 'off',
    SUBSCRIPTIONS_INTERVAL_MS: 'off',
  });
  console.log(`Starting the local stack for ${COUNT} subscriptions...`);
  const { stack, close } = await throwawayStack('subscriptions');
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient(emulatorConfig(stack.config)));
  tap.exclude(documents);
  const tableName = stack.config.tableName;
  try {
    const { shelf } = await prepareShelf(client(stack.urls.gateway));
    for (const product of shelf)
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: productKeys.item(product.productId),
          UpdateExpression: 'SET #subscription = :subscription',
          ExpressionAttributeNames: { '#subscription': 'subscription' },
          ExpressionAttributeValues: { ':subscription': { intervals: ['weekly'] } },
        }),
      );
    const now = new Date();
    const today = madridDate(now);
    // The job's run, as the schedule runs it: now, and after midnight in Madrid (today's default cycles due).
    const runAt = new Date(Math.max(now.getTime(), Date.parse(madridInstant(today, '00:30'))));
    // Each farm's cycles as the job reads them (its dispatch calendar, or the shop's default).
    const rules = new Map<string, CycleRule>();
    for (const producerId of new Set(shelf.map((product) => product.producerId))) {
      const { Item } = await documents.send(
        new GetCommand({ TableName: tableName, Key: userKeys.item(producerId) }),
      );
      rules.set(producerId, farmCycleRule(toFarmCalendar(Item)));
    }
    const all = boxes(shelf, rules, today, now, runAt);
    for (let start = 0; start < all.length; start += 25)
      await documents.send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName]: all
              .slice(start, start + 25)
              .map((s) => ({ PutRequest: { Item: subscriptionItem(s) } })),
          },
        }),
      );
    const dates = [...new Set(all.map((subscription) => subscription.nextOrderDate))].sort().join(', ');
    console.log(`Products: ${shelf.length}; subscriptions written: ${all.length}, due ${dates}`);

    // The measured run: the job once, at runAt.
    tap.recording = true;
    meter.take();
    const started = performance.now();
    await stack.runSchedule('subscriptions', runAt);
    const seconds = (performance.now() - started) / 1000;
    tap.recording = false;

    const job = meter.take().filter((invocation) => invocation.fn === 'subscriptions-cycle');
    const jobUnits = {
      read: Math.round(job.reduce((total, invocation) => total + invocation.readUnits, 0)),
      write: Math.round(job.reduce((total, invocation) => total + invocation.writeUnits, 0)),
      calls: job.reduce((total, invocation) => total + invocation.dynamodbCalls, 0),
    };
    const attempts = tap.attempts;
    let orders = 0;
    for (let i = 0; i < all.length; i += 1) {
      const { Count = 0 } = await documents.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'LINES6',
          KeyConditionExpression: 'LINES6PK = :pk',
          ExpressionAttributeValues: { ':pk': `CONSUMER#bench-consumer-${i}` },
          Select: 'COUNT',
        }),
      );
      orders += Count;
    }
    const writes = new Map<string, number>();
    const reads = new Map<string, number>();
    for (const attempt of attempts) {
      for (const write of attempt.writes) writes.set(write.partition, (writes.get(write.partition) ?? 0) + 1);
      for (const read of attempt.reads) reads.set(read, (reads.get(read) ?? 0) + 1);
    }
    const totalWrites = [...writes.values()].reduce((a, b) => a + b, 0);
    const readUnits = sum(attempts, (a) => a.readUnits);
    const writeUnits = sum(attempts, (a) => a.writeUnits);
    // A transaction cancelled by another cycle writing the same product at that moment is tried again; the
    // stream's apply-once markers refuse a change applied already (ConditionalCheckFailed): both expected.
    const conflicts = attempts.filter((attempt) => attempt.reasons?.includes('TransactionConflict'));
    const failed = attempts.filter(
      (attempt) =>
        !attempt.ok && !conflicts.includes(attempt) && attempt.error !== 'ConditionalCheckFailedException',
    );
    const figures = {
      subscriptions: all.length,
      orders,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round((all.length / seconds) * 10) / 10,
      job: {
        ...jobUnits,
        readPerSubscription: jobUnits.read / all.length,
        writePerSubscription: jobUnits.write / all.length,
      },
      requests: attempts.length,
      readUnits: Math.round(readUnits),
      writeUnits: Math.round(writeUnits),
      readUnitsPerSubscription: Math.round((readUnits / all.length) * 10) / 10,
      writeUnitsPerSubscription: Math.round((writeUnits / all.length) * 10) / 10,
      retriedConflicts: conflicts.length,
      failedRequests: failed.length,
      failedReasons: [...new Set(failed.flatMap((attempt) => attempt.reasons ?? [attempt.error ?? '']))],
      topWritten: top(writes).map(([partition, count]) => ({ partition, count, share: count / totalWrites })),
      topRead: top(reads).map(([partition, count]) => ({ partition, count })),
    };
    console.log(
      `\nOne run of the subscriptions job: ${figures.seconds} s for ${all.length} (${figures.perSecond}/s)`,
    );
    console.log(`Orders placed: ${orders}`);
    console.log(
      `Requests: ${figures.requests}; conflicts tried again: ${conflicts.length}; ` +
        `failed: ${failed.length} ${figures.failedReasons.join(',')}`,
    );
    console.log(
      `Units: ${figures.readUnits} read (${figures.readUnitsPerSubscription} per subscription), ` +
        `${figures.writeUnits} write (${figures.writeUnitsPerSubscription} per subscription)`,
    );
    console.log(
      `The job itself: ${jobUnits.calls} DynamoDB calls, ${jobUnits.read} read units ` +
        `(${(jobUnits.read / all.length).toFixed(1)} per subscription), ${jobUnits.write} write units ` +
        `(${(jobUnits.write / all.length).toFixed(1)} per subscription); the rest is the stream's work on the orders`,
    );
    console.log('Busiest partitions written (table, the job and the stream):');
    for (const row of figures.topWritten)
      console.log(`  ${row.partition}: ${row.count} writes (${(row.share * 100).toFixed(1)} %)`);
    console.log('Busiest partitions read:');
    for (const row of figures.topRead) console.log(`  ${row.partition}: ${row.count}`);
    if (process.env.BENCH_SUBSCRIPTIONS_JSON)
      writeFileSync(process.env.BENCH_SUBSCRIPTIONS_JSON, JSON.stringify(figures, null, 2));
    const problems = [
      ...(orders === all.length ? [] : [`${orders} orders for ${all.length} subscriptions`]),
      ...(failed.length === 0 ? [] : [`${failed.length} failed requests`]),
      // The shop's day counter (STATS#SHOP) is the stream's, one per order as for any checkout: bench:counters.
      ...figures.topWritten
        .filter((row) => row.share > HOT_SHARE && !row.partition.startsWith('STATS#'))
        .map((row) => `partition ${row.partition} took ${(row.share * 100).toFixed(1)} % of the writes`),
    ];
    for (const problem of problems) console.error(`FAILED: ${problem}`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    documents.destroy();
    await close();
  }
}

runIfMain(import.meta.url, main);
