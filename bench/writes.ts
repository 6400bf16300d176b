/**
 * npm run bench:writes: where a purchase's write units go (docs/cost.md "Where a purchase's writes go").
 *
 * Starts the local stack in this process with the cost meter on (infra/local/meter.ts), warms it with one
 * purchase (bench/cost/journeys.ts, not counted), then runs the purchase journey BENCH_WRITES_RUNS times (default
 * 2: pay on delivery, then by bank transfer, in turn), each followed by the stream's work. Meanwhile the table's
 * stream is read (every item change with both images) and the handlers' requests are watched (which partitions
 * each transaction wrote). Prints the write units per item kind (its key prefixes) and per index, as DynamoDB
 * bills them (bench/cost/write-breakdown.ts), beside the meter's total (what DynamoDB Local answered, each transaction
 * priced per item from its images: bench/cost/transaction-units.ts) as a check. BENCH_WRITES_JSON=<file> also writes the rows.
 */
import { writeFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { installMeter } from '../infra/local/meter.js';
import { transactionWriteUnits } from './cost/transaction-units.js';
import { client } from './client.js';
import { purchase, twoFarmsProducts } from './cost/journeys.js';
import { breakdownTable, kindOf, writeBreakdown, type KeyedChange } from './cost/write-breakdown.js';
import { installRequestTap, startStreamTap } from './counters/table-tap.js';
import { runIfMain } from './run-main.js';
import { emulatorConfig, throwawayStack } from './throwaway-stack.js';

const RUNS = Math.max(1, Number(process.env.BENCH_WRITES_RUNS ?? 2));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  // The request tap first, the meter around it: the meter asks for the units per index (INDEXES).
  const tap = await installRequestTap();
  const meter = await installMeter({ transactionWriteUnits });
  process.env.PAYMENT_SWEEP_INTERVAL_MS = '3600000';
  process.env.DIRECTORY_SYNC_INTERVAL_MS = '3600000';
  console.log('Starting the local stack with the meter on...');
  const { stack, close } = await throwawayStack('writes');
  const common = emulatorConfig(stack.config);
  const dynamodb = new DynamoDBClient(common);
  const streams = new DynamoDBStreamsClient(common);
  tap.exclude(dynamodb);
  const api = client(stack.urls.gateway);
  try {
    const productIds = await twoFarmsProducts(api);
    console.log('Warming up (one purchase, not counted)...');
    await purchase(api, productIds, 'bank_transfer', () => undefined);
    await meter.settle();
    meter.take();
    const stream = await startStreamTap(dynamodb, streams, stack.config.tableName);
    tap.recording = true;
    for (let run = 0; run < RUNS; run += 1) {
      const method = run % 2 === 0 ? 'cash_on_delivery' : 'bank_transfer';
      console.log(`Purchase ${run + 1} of ${RUNS} (${method})...`);
      await purchase(api, productIds, method, () => undefined);
      await meter.settle();
    }
    await pause(1500);
    tap.recording = false;
    await stream.stop();
    const invocations = meter.take();
    const metered = invocations.reduce((sum, invocation) => sum + invocation.writeUnits, 0);

    const share = tap.transactionalShare();
    const rows = writeBreakdown(stream.changes as KeyedChange[], share);
    const modelled = rows.reduce((sum, row) => sum + row.total, 0);
    console.log(`\nWrite units per purchase (mean of ${RUNS}), by item kind and index:\n`);
    console.log(breakdownTable(rows, RUNS));
    console.log(
      `\nFrom the stream's item changes: ${(modelled / RUNS).toFixed(1)} write units per purchase; the meter (DynamoDB Local's answers, each transaction priced per item: bench/cost/transaction-units.ts): ${(metered / RUNS).toFixed(1)}.`,
    );
    console.log(
      'The meter also counts writes that changed nothing (no stream record) and conditional writes refused.',
    );
    if (process.env.BENCH_WRITES_ITEMS) {
      // The last image of each item kind, to see what makes an item large.
      const last = new Map<string, unknown>();
      for (const change of stream.changes as KeyedChange[])
        if (change.newImage) last.set(kindOf(change.pk, change.sk), change.newImage);
      writeFileSync(process.env.BENCH_WRITES_ITEMS, `${JSON.stringify(Object.fromEntries(last), null, 1)}\n`);
    }
    if (process.env.BENCH_WRITES_JSON)
      writeFileSync(
        process.env.BENCH_WRITES_JSON,
        `${JSON.stringify({ runs: RUNS, perPurchase: modelled / RUNS, metered: metered / RUNS, rows }, null, 2)}\n`,
      );
    return 0;
  } finally {
    streams.destroy();
    dynamodb.destroy();
    await close();
  }
}

runIfMain(import.meta.url, main);
