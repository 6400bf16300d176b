/**
 * npm run bench:counters: the writes per partition key of 200 checkouts at the same moment (docs/scale.md).
 *
 * Starts the local stack in this process, in a throw-away folder (DynamoDB Local, cognito-local, s3rver, the
 * Stripe stand-in, the gateway with the real handlers, the stream poller with the events function), seeded.
 * BENCH_CONSUMERS (default 200) fresh consumers sign up; each fills a cart with three products of three farms
 * (the seed's well-stocked products, their stock raised first so nobody is refused), every second one with the
 * once-per-customer coupon BIENVENIDA10; then all of them check out at the same moment, paying on delivery, and
 * the bench waits until the stream has been processed (the shop's day counter holds every order and the stream is
 * quiet for 3 s).
 *
 * Measured meanwhile (bench/counters/table-tap.ts): the handlers' DynamoDB requests (partitions written and read,
 * transactions, read units, failures and their reasons) and the table's stream (every item change with both
 * images: the index partitions it writes and its size). Printed: the top partitions by write units, with their
 * writes, units per order, the busiest second and the order rate at which each reaches 1,000 WCU/s (3,000 RCU/s
 * for reads); the stats counter items' sizes and what they grow to; and the checks: every checkout placed, the
 * shop's and each farm's counters of the day moved by exactly the orders, lines and units placed, the coupon's
 * use counter by the coupon orders. A failed check fails the run (exit 1). BENCH_COUNTERS_JSON=<file> also writes
 * the figures as JSON.
 *
 * DynamoDB Local has no partition limits and one machine's speed: the per-order figures are what carries over to
 * AWS, the local per-second figures only show the shape of the burst.
 */
import { writeFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STATS_SHOP_SCOPE, couponKeys, statsKeys, statsShardKeys } from '../services/lib/data/keys.js';
import { TEST_STACK_LIMITS } from '../test/support/stack.js';
import { client, type Answer } from './client.js';
import { COUPON_ENTRY, checkCounters, dayEntry } from './counters/counter-checks.js';
import { measureCounterGrowth } from './counters/counter-growth.js';
import { writeUnits } from './counters/item-size.js';
import {
  PartitionTally,
  changeWrites,
  counterItemParts,
  projectedCounterBytes,
} from './counters/partition-tally.js';
import { changeKindsLine, partitionLines } from './counters/report.js';
import {
  COUPON,
  SHIPPING,
  STOCK,
  fillCarts,
  prepareShelf,
  signUpConsumers,
  withCoupon,
  type CheckoutAnswer,
} from './counters/shop-setup.js';
import { installRequestTap, startStreamTap, widenSdkSockets } from './counters/table-tap.js';
import { summarize } from './stats.js';
import { runIfMain } from './run-main.js';
import { emulatorConfig, throwawayStack } from './throwaway-stack.js';

const CONSUMERS = Math.max(3, Number(process.env.BENCH_CONSUMERS ?? 200));
const TOP = 25;
/** The shop of docs/scale.md's steps: 200 farms, 10,000 orders a month, 10 products per farm. */
const SHOP = { farms: 200, products: 2000 };
/** The growth figures' largest catalog (the 10x shop's products sold in one month). */
const GROWTH_PRODUCTS = 20_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const tap = await installRequestTap();
  await widenSdkSockets(1000);
  // The schedules stay out of the measured window; the auth limits are the test stack's (many sign-ups).
  Object.assign(process.env, TEST_STACK_LIMITS, {
    PAYMENT_SWEEP_INTERVAL_MS: '3600000',
    DIRECTORY_SYNC_INTERVAL_MS: '3600000',
  });
  console.log(`Starting the local stack for ${CONSUMERS} consumers...`);
  const { stack, close } = await throwawayStack('counters');
  const common = emulatorConfig(stack.config);
  const dynamodb = new DynamoDBClient(common);
  const documents = DynamoDBDocumentClient.from(dynamodb);
  const streams = new DynamoDBStreamsClient(common);
  tap.exclude(dynamodb);
  tap.exclude(documents);
  try {
    return await run(stack.urls.gateway, stack.config.tableName, tap, dynamodb, documents, streams);
  } finally {
    documents.destroy();
    streams.destroy();
    await close();
  }
}

async function run(
  gateway: string,
  tableName: string,
  tap: Awaited<ReturnType<typeof installRequestTap>>,
  dynamodb: DynamoDBClient,
  documents: DynamoDBDocumentClient,
  streams: DynamoDBStreamsClient,
): Promise<number> {
  const api = client(gateway);
  const read = async (key: { PK: string; SK: string }) =>
    (await documents.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item ??
    {};
  /** A scope's day counters, its shards added up; the shop's with each product's units (`pu#<id>`) of the day. */
  const readDay = async (scope: string, day: string) => {
    const sum: Record<string, number> = {};
    const add = (name: string, value: unknown) => {
      if (typeof value === 'number') sum[name] = (sum[name] ?? 0) + value;
    };
    for (let shard = 0; shard < statsKeys.counterShards(scope); shard += 1)
      for (const [name, value] of Object.entries(await read(statsKeys.day(scope, day, shard))))
        add(name, value);
    if (scope === STATS_SHOP_SCOPE)
      for (let shard = 0; shard < statsShardKeys.figureShards(scope); shard += 1) {
        const { Items = [] } = await documents.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :day)',
            ExpressionAttributeValues: {
              ':pk': statsShardKeys.figurePartition(scope, shard),
              ':day': `DAY#${day}#P#`,
            },
            ConsistentRead: true,
          }),
        );
        for (const figure of Items) add(`pu#${String(figure.productId)}`, figure.units);
      }
    return sum;
  };

  const { farms, shelf } = await prepareShelf(api);
  console.log(`Products: ${shelf.length} of ${farms.length} farms, stock raised to ${STOCK}`);
  const started = performance.now();
  const runId = Date.now().toString(36);
  const tokens = await signUpConsumers(api, CONSUMERS, runId);
  console.log(`Sign-ups: ${CONSUMERS} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const carts = await fillCarts(api, tokens, shelf);

  // Counters before.
  const today = new Date().toISOString().slice(0, 10);
  const days = [today, new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)];
  const scopes = [STATS_SHOP_SCOPE, ...farms];
  const readCounters = async () => {
    const values = new Map<string, Record<string, unknown>>();
    for (const scope of scopes)
      for (const day of days) values.set(dayEntry(scope, day), await readDay(scope, day));
    values.set(COUPON_ENTRY, await read(couponKeys.item(COUPON)));
    return values;
  };
  const before = await readCounters();

  // The measured window: every checkout at once, then the stream's work.
  const stream = await startStreamTap(dynamodb, streams, tableName);
  tap.recording = true;
  const windowStart = Date.now();
  console.log(`\n${CONSUMERS} checkouts at the same moment (pay on delivery)...`);
  const answers: CheckoutAnswer[] = await Promise.all(
    tokens.map((token, i) =>
      api.call('/v1/orders/checkout', {
        method: 'POST',
        token,
        body: { shippingInfo: SHIPPING, paymentMethod: 'cash_on_delivery' },
        headers: { 'idempotency-key': `counters-${runId}-${i}` },
      }),
    ),
  );
  const checkoutsDone = Date.now();
  const created = answers.flatMap((answer, i) => (answer.status === 201 ? [i] : []));
  const placedDays = new Map<string, number>();
  for (const i of created) {
    const day = answers[i]?.body.data?.order?.createdAt.slice(0, 10) ?? today;
    placedDays.set(day, (placedDays.get(day) ?? 0) + 1);
  }
  // Until the shop's day counters hold every order and the stream has been quiet for 3 s (at most 10 minutes).
  let counted = false;
  for (let waited = 0; waited < 600_000; waited += 500) {
    await pause(500);
    let total = 0;
    for (const day of days) {
      const entry = dayEntry(STATS_SHOP_SCOPE, day);
      total += Number((await readDay(STATS_SHOP_SCOPE, day)).orders ?? 0);
      total -= Number(before.get(entry)?.orders ?? 0);
    }
    counted = total >= created.length;
    if (counted && Date.now() - Math.max(stream.lastReadAt(), checkoutsDone) > 3_000) break;
  }
  const streamDone = stream.lastReadAt();
  tap.recording = false;
  await stream.stop();
  const after = await readCounters();

  // Writes per partition: the stream's item changes (table and index partitions, sizes); a table item written
  // in a transaction costs twice (the share of its partition's writes that were transactional, from the requests).
  const txShare = tap.transactionalShare();
  const tally = new PartitionTally();
  let streamWrites = 0;
  let tableUnits = 0;
  for (const change of stream.changes)
    for (const write of changeWrites(change)) {
      const factor = write.index === 'table' ? 1 + txShare(write.partition) : 1;
      tally.addWrite(write.partition, change.at, write.units * factor);
      if (write.index === 'table') tableUnits += write.units * factor;
      streamWrites += 1;
    }
  for (const attempt of tap.attempts)
    for (const partition of attempt.reads)
      tally.addRead(partition, attempt.at, attempt.readUnits / attempt.reads.length);
  const rows = tally.rows();

  // Report.
  const orders = created.length;
  const ms = summarize(answers.map((answer) => answer.ms));
  const failedRequests = tap.attempts.filter((attempt) => !attempt.ok);
  const reasons = new Map<string, number>();
  for (const attempt of failedRequests)
    for (const reason of attempt.reasons ?? [attempt.error ?? 'error'])
      if (reason !== 'None') reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const localUnits = tap.attempts.reduce((sum, attempt) => sum + attempt.writeUnits, 0);
  const estimatedUnits = rows.reduce((sum, row) => sum + row.writeUnits, 0);
  console.log(`  checkouts    ${orders} created of ${CONSUMERS}; statuses ${statusList(answers)}`);
  console.log(
    `  latency ms   p50 ${ms.p50.toFixed(0)}   p95 ${ms.p95.toFixed(0)}   max ${ms.max.toFixed(0)}`,
  );
  console.log(
    `  window       checkouts ${((checkoutsDone - windowStart) / 1000).toFixed(1)} s; stream done ${((streamDone - windowStart) / 1000).toFixed(1)} s after the start`,
  );
  const streamSeconds = Math.max(0.001, (streamDone - checkoutsDone) / 1000);
  const changesAfter = stream.changes.filter((change) => change.at > checkoutsDone).length;
  console.log(
    `  stream       ${changesAfter} item changes after the last checkout answered, over ${streamSeconds.toFixed(1)} s: ${(created.length / streamSeconds).toFixed(1)} orders/s through the one local events consumer`,
  );
  console.log(
    `  requests     ${tap.attempts.length} DynamoDB requests by the handlers, ${failedRequests.length} failed (${[...reasons].map(([reason, count]) => `${reason} ${count}`).join(', ') || 'none'})`,
  );
  console.log(
    `  cognito      ${[...tap.cognitoCalls].map(([name, count]) => `${name} ${count}`).join(', ') || 'no calls'} (one local process: one authorizer cache)`,
  );
  console.log(
    `  item changes ${stream.changes.length} on the stream -> ${streamWrites} partition writes (table + indexes); ${estimatedUnits.toFixed(0)} WCU estimated, ${tableUnits.toFixed(0)} of them the table's (DynamoDB Local's own count of the table requests' units: ${localUnits.toFixed(0)})`,
  );

  console.log(changeKindsLine(stream.changes, orders));
  for (const line of partitionLines(rows, orders, TOP)) console.log(line);

  // The counter items: the largest of each kind the run wrote, and what it grows to with the 200-farm shop's
  // catalog (counter items hold no per-product or per-farm counter: figures have items of their own).
  const month = today.slice(0, 7);
  console.log(
    '\nStats counter items (the largest of each kind written; projected with every product and farm of the 200-farm shop)',
  );
  const counterSizes: Record<string, unknown>[] = [];
  const kinds: { label: string; matches: (pk: string, sk: string) => boolean; products: number }[] = [
    {
      label: `shop DAY#${today}`,
      matches: (pk, sk) => /^STATS#SHOP(#\d+)?$/.test(pk) && sk === `DAY#${today}`,
      products: SHOP.products,
    },
    {
      label: `shop MONTH#${month}`,
      matches: (pk, sk) => /^STATS#SHOP(#\d+)?$/.test(pk) && sk === `MONTH#${month}`,
      products: SHOP.products,
    },
    {
      label: `farm MONTH#${month}`,
      matches: (pk, sk) => /^STATS#PRODUCER#[^#]+(#\d+)?$/.test(pk) && sk === `MONTH#${month}`,
      products: SHOP.products / SHOP.farms,
    },
    {
      label: 'shop product figure',
      matches: (pk) => pk.startsWith('STATS#SHOP#FIGURES#'),
      products: SHOP.products,
    },
    {
      label: 'farm product figure',
      matches: (pk) => /^STATS#PRODUCER#.+#FIGURES#/.test(pk),
      products: SHOP.products / SHOP.farms,
    },
  ];
  for (const kind of kinds) {
    const images = stream.changes.filter((change) => change.newImage && kind.matches(change.pk, change.sk));
    const largest = images
      .map((change) => ({ change, parts: counterItemParts(change.newImage!) }))
      .sort((a, b) => b.parts.bytes - a.parts.bytes)[0];
    if (!largest) continue;
    const { parts, change } = largest;
    const projected = projectedCounterBytes(parts, kind.products, SHOP.farms);
    const projectedUnits = 2 * writeUnits(projected);
    counterSizes.push({
      key: { PK: change.pk, SK: change.sk },
      kind: kind.label,
      items: new Set(images.map((image) => `${image.pk}|${image.sk}`)).size,
      ...parts,
      projectedBytes: projected,
      projectedUnitsPerUpdate: projectedUnits,
    });
    console.log(
      `  ${kind.label.padEnd(24)} ${parts.bytes} B (${parts.products} products, ${parts.farms} farms inside): ${2 * writeUnits(parts.bytes)} WCU per update; at ${kind.products} products ${(projected / 1024).toFixed(1)} KB -> ${projectedUnits} WCU per update`,
    );
  }

  // Checks: every checkout placed, no lost increment.
  console.log('\nChecks');
  const failures = checkCounters(
    {
      consumers: CONSUMERS,
      placed: created.map((consumer) => ({
        consumer,
        day: answers[consumer]?.body.data?.order?.createdAt.slice(0, 10) ?? today,
      })),
      carts,
      withCoupon,
      farms,
      shelf,
      days,
    },
    before,
    after,
  );
  if (!counted) failures.push('stream not processed within 10 minutes');

  // The shop's counter items at a real catalog's size: one product order's updates, as the events function
  // applies them, with 2,000 and 20,000 products (and their farms) sold in the month (a far month, after the checks).
  console.log(
    `\nThe shop's day and month at 2,000 and ${GROWTH_PRODUCTS.toLocaleString('en')} products sold in them: one product order's counter updates`,
  );
  const growth = await measureCounterGrowth(documents, tableName, farms[0] as string, [
    { products: SHOP.products, farms: SHOP.farms },
    { products: GROWTH_PRODUCTS, farms: GROWTH_PRODUCTS / 10 },
  ]);
  for (const step of growth)
    console.log(
      `  ${String(step.products).padStart(6)} products, month counter item ${(step.bytes / 1024).toFixed(2)} KB: ${
        step.refused
          ? `refused (${step.refused})`
          : `${step.itemsWritten} items written, the largest ${step.largestWrittenBytes} B; ${step.localWriteUnits} WCU by DynamoDB Local's count (no transactional doubling), ${step.estimatedWriteUnits} in AWS (2 per KB in a transaction)`
      }`,
    );
  if (growth.some((step) => step.refused)) failures.push('a counter update was refused');
  if (new Set(growth.map((step) => step.estimatedWriteUnits)).size > 1)
    failures.push('the write units of a counter update grew with the catalog');

  if (process.env.BENCH_COUNTERS_JSON)
    writeFileSync(
      process.env.BENCH_COUNTERS_JSON,
      `${JSON.stringify(
        {
          consumers: CONSUMERS,
          orders,
          latency: ms,
          placedDays: Object.fromEntries(placedDays),
          requests: tap.attempts.length,
          failedRequests: Object.fromEntries(reasons),
          cognitoCalls: Object.fromEntries(tap.cognitoCalls),
          itemChanges: stream.changes.length,
          partitionWrites: streamWrites,
          estimatedUnits,
          localUnits,
          rows: rows.slice(0, 100),
          counterSizes,
          growth,
          failures,
        },
        null,
        2,
      )}\n`,
    );
  console.log(failures.length === 0 ? '\nAll checks passed.' : `\n${failures.length} checks failed.`);
  return failures.length === 0 ? 0 : 1;
}

function statusList(answers: readonly Answer<unknown>[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} x${count}`).join(', ');
}

runIfMain(import.meta.url, main);
