/**
 * npm run bench:cost: the measured cost model (docs/cost.md).
 *
 * Starts the local stack in this process with the meter on (infra/local/meter.ts: every DynamoDB call of every
 * handler asks for ReturnConsumedCapacity INDEXES and its units are added to the invocation, a transaction's
 * priced per item as AWS bills it, bench/cost/transaction-units.ts; each invocation is timed; Cognito, S3 and SES calls counted), runs the scripted journeys (bench/cost/journeys.ts) several times,
 * waits after each for the stream's work, and prints: what each journey used, its cost by service, the cost per
 * 1,000 orders and per 100,000 catalog views, and a month of three shop sizes with the fixed costs apart, from
 * the list prices of bench/cost/prices.ts. BENCH_COST_RUNS (default 3) runs of each journey;
 * BENCH_COST_JSON=<file> also writes the figures as JSON.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { MEMORY_MB } from '../infra/cdk/constructs/service-functions.js';
import { REPO_ROOT } from '../infra/local/config.js';
import { buildSpa, spaBuildReason } from '../infra/local/build-spa.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../infra/local/chromium.js';
import { installMeter, type Invocation } from '../infra/local/meter.js';
import { transactionWriteUnits } from './cost/transaction-units.js';
import { scanAll } from '../infra/restore/table-copy.js';
import {
  jsonStoredBytes,
  storedBreakdown,
  storedTable,
  sumRows,
  type StoredItem,
  type StoredRow,
} from './cost/stored-bytes.js';
import { client } from './client.js';
import { ALARM_COUNT, CLOUDFRONT_ADDITIONAL_METRICS, CUSTOM_METRIC_SERIES } from './cost/fixed-inventory.js';
import {
  adminDay,
  consumerOrdersPage,
  producerDay,
  purchase,
  twoFarmsProducts,
  visit,
  type Recorder,
} from './cost/journeys.js';
import {
  DEFAULT_ASSUMPTIONS,
  SERVICES,
  SHOP_SIZES,
  add,
  journeyCost,
  monthly,
  total,
  type Assumptions,
  type Breakdown,
  type MeasuredJourneys,
} from './cost/model.js';
import { PRICES_AS_OF, PRICES_REGION } from './cost/prices.js';
import { functionUse, type JourneyUsage, type RequestRecord } from './cost/usage.js';
import { runIfMain } from './run-main.js';
import { addDays, madridInstant, madridToday } from '../shared/utils/madrid-time.js';
import { throwawayStack } from './throwaway-stack.js';

const RUNS = Math.max(1, Number(process.env.BENCH_COST_RUNS ?? 3));

// Handler logs are counted (CloudWatch Logs bills them) and kept off the console; the bench prints with `out`.
const writeOut = process.stdout.write.bind(process.stdout);
const out = (line = '') => writeOut(`${line}\n`);
let logBytes = 0;
for (const stream of [process.stdout, process.stderr]) {
  stream.write = ((chunk: string | Uint8Array) => {
    logBytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    return true;
  }) as typeof stream.write;
}

async function main(): Promise<number> {
  const meter = await installMeter({ transactionWriteUnits });
  // The schedules run when the bench says (once each, measured), not on their own during the journeys.
  process.env.PAYMENT_SWEEP_INTERVAL_MS = '3600000';
  process.env.DIRECTORY_SYNC_INTERVAL_MS = '3600000';
  process.env.CUTOFFS_INTERVAL_MS = '3600000';
  if (spaBuildReason(REPO_ROOT)) {
    out('Building the SPA...');
    await buildSpa(REPO_ROOT);
  }
  out('Starting the local stack with the meter on...');
  const { stack, close } = await throwawayStack('cost', 'INFO');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const api = client(stack.urls.gateway);
  const { dynamodb } = await import('./cost/table-client.js').then((m) => m.tableClient(stack.config));
  const scan = () => scanAll(dynamodb, stack.config.tableName);
  const bytesOf = (items: StoredItem[]) => items.reduce((sum, item) => sum + jsonStoredBytes(item), 0);

  /** A checkout's DynamoDB round trips by payment method (the most any of its checkouts took). */
  const checkoutRoundTrips: Record<string, number> = {};
  const noteCheckout = (method: string, invocations: Invocation[]) => {
    for (const invocation of invocations)
      if (invocation.route === 'POST /v1/orders/checkout')
        checkoutRoundTrips[method] = Math.max(checkoutRoundTrips[method] ?? 0, invocation.dynamodbRoundTrips);
  };

  async function measure(
    name: string,
    run: (record: Recorder) => Promise<void>,
    seen: (invocations: Invocation[]) => void = () => undefined,
  ): Promise<JourneyUsage> {
    await meter.settle();
    meter.take();
    logBytes = 0;
    const since = new Date().toISOString();
    const requests: RequestRecord[] = [];
    await run((request) => requests.push(request));
    await meter.settle();
    const invocations = meter.take();
    seen(invocations);
    const emails = stack.outbox
      .list()
      .filter(
        (message) => message.at >= since && message.kind !== 'signup' && message.kind !== 'reset',
      ).length;
    const sum = (service: string) =>
      invocations.reduce((count, invocation) => count + (invocation.otherCalls[service] ?? 0), 0);
    return {
      name,
      requests,
      functions: functionUse(
        invocations,
        (invocation) =>
          invocation.anonymous === true && (invocation.route ?? '').startsWith('GET /v1/products'),
      ),
      cognitoCalls: sum('cognito'),
      s3Calls: sum('s3'),
      emails,
      logBytes,
      tableBytesAdded: 0,
    };
  }

  try {
    const assumptions: Assumptions = {
      ...DEFAULT_ASSUMPTIONS,
      memoryMb: (fn) => (MEMORY_MB as Record<string, number | undefined>)[fn] ?? 512,
      arm: (fn) => fn !== 'images',
    };
    const productIds = await twoFarmsProducts(api);

    const usages: Record<
      'visit' | 'purchase' | 'producer' | 'admin' | 'schedules' | 'summaries',
      JourneyUsage[]
    > = {
      visit: [],
      purchase: [],
      producer: [],
      admin: [],
      schedules: [],
      summaries: [],
    };
    const seedBytes = bytesOf(await scan());
    /** What each measured purchase added to the table, by item kind (docs/cost.md). */
    const storedRows: StoredRow[][] = [];
    let transferOrder: string | null = null;
    /** The consumer's first orders page of each run (orders listed, read units). */
    const consumerPages: { orders: number; readUnits: number }[] = [];
    let ordersPlaced = 0;
    let orderBytes = 0;
    // A first pass not counted: every handler imported once (cold starts are rare in a warm shop), the seed's
    // own stream work finished.
    out('Warming up (one pass of every journey, not counted)...');
    await visit(browser, stack.urls.gateway, productIds, () => undefined);
    transferOrder = await purchase(api, productIds, 'bank_transfer', () => undefined);
    await producerDay(api, () => undefined);
    await adminDay(api, transferOrder, () => undefined);
    await stack.runSchedule('payments-sweep');
    await stack.runSchedule('directory-sync');
    // A card checkout's round trips (its Stripe session comes after the order's transaction); not in the costs.
    await meter.settle();
    meter.take();
    await purchase(api, productIds, 'card', () => undefined);
    noteCheckout('card', meter.take());
    for (let run = 0; run < RUNS; run += 1) {
      out(`Run ${run + 1} of ${RUNS}...`);
      usages.visit.push(
        await measure('visit', (record) => visit(browser, stack.urls.gateway, productIds, record)),
      );
      for (const method of ['cash_on_delivery', 'bank_transfer'] as const) {
        await meter.settle();
        const before = await scan();
        usages.purchase.push(
          await measure(
            'purchase',
            async (record) => {
              const id = await purchase(api, productIds, method, record);
              if (method === 'bank_transfer') transferOrder = id;
            },
            (invocations) => noteCheckout(method, invocations),
          ),
        );
        const after = await scan();
        orderBytes += bytesOf(after) - bytesOf(before);
        storedRows.push(storedBreakdown(before, after));
        ordersPlaced += 1;
      }
      // The consumer's orders screen, apart from the priced journeys: the read units of its page alone.
      await meter.settle();
      meter.take();
      const listed = await consumerOrdersPage(api);
      await meter.settle();
      const pageReads = meter
        .take()
        .filter((invocation) => invocation.route === 'GET /v1/orders')
        .reduce((sum, invocation) => sum + invocation.readUnits, 0);
      consumerPages.push({ orders: listed, readUnits: pageReads });
      usages.producer.push(await measure('producer', (record) => producerDay(api, record)));
      usages.admin.push(await measure('admin', (record) => adminDay(api, transferOrder, record)));
      usages.schedules.push(
        await measure('schedules', async () => {
          await stack.runSchedule('payments-sweep');
          await stack.runSchedule('directory-sync');
        }),
      );
    }
    const bytesPerOrder = orderBytes / ordersPlaced;
    // The farms' daily summaries of the orders above (docs/notifications.md): the `cutoffs` run of the next morning
    // at 07:30 Madrid, measured once (a farm's summary of a day goes once), per summary it sent. A run at 06:45
    // first, not counted: the farms' cut-off notices it owes go then, so the measured run sends only summaries.
    const tomorrow = addDays(madridToday(new Date()), 1);
    await stack.runSchedule('cutoffs', madridInstant(tomorrow, '06:45'));
    const summaryRun = await measure('summaries', () =>
      stack.runSchedule('cutoffs', madridInstant(tomorrow, '07:30')),
    );
    usages.summaries.push(summaryRun);
    const summariesSent = Math.max(1, summaryRun.emails);

    const average = (list: JourneyUsage[]): Breakdown => {
      let sum = Object.fromEntries(SERVICES.map((service) => [service, 0])) as Breakdown;
      for (const usage of list) sum = add(sum, journeyCost(usage, assumptions));
      return Object.fromEntries(
        SERVICES.map((service) => [service, sum[service] / list.length]),
      ) as Breakdown;
    };
    const measured: MeasuredJourneys = {
      visit: average(usages.visit),
      purchase: average(usages.purchase),
      producerDay: average(usages.producer),
      adminDay: average(usages.admin),
      schedules: average(usages.schedules),
      summary: Object.fromEntries(
        SERVICES.map((service) => [service, average(usages.summaries)[service] / summariesSent]),
      ) as Breakdown,
      bytesPerOrder,
      bytesPerFarm: seedBytes / 3,
    };
    const storedByItem = sumRows(storedRows);
    const perOrder = (pick: (row: StoredRow) => number) =>
      storedByItem.reduce((sum, row) => sum + pick(row), 0) / ordersPlaced;
    const storedPerOrder = {
      dynamoBytes: perOrder((row) => row.dynamo),
      dynamoBytesAfterTtl: perOrder((row) => row.dynamoAfterTtl),
      firstMeasureBytes: perOrder((row) => row.json),
      firstMeasureBytesAfterTtl: perOrder((row) => row.jsonAfterTtl),
      byItem: storedByItem.map((row) => ({
        ...row,
        items: row.items / ordersPlaced,
        json: row.json / ordersPlaced,
        jsonAfterTtl: row.jsonAfterTtl / ordersPlaced,
        dynamo: row.dynamo / ordersPlaced,
        dynamoAfterTtl: row.dynamoAfterTtl / ordersPlaced,
      })),
    };
    const consumerOrdersPageMean = {
      orders: consumerPages.reduce((sum, page) => sum + page.orders, 0) / consumerPages.length,
      readUnits: consumerPages.reduce((sum, page) => sum + page.readUnits, 0) / consumerPages.length,
    };
    const report = {
      ...printReport(usages, measured, meter.missingCapacity),
      checkoutRoundTrips,
      storedPerOrder,
      consumerOrdersPage: consumerOrdersPageMean,
    };
    out();
    out(
      `The consumer's orders page (GET /v1/orders?limit=20, apart from the journeys): ${consumerOrdersPageMean.readUnits.toFixed(1)} read units for ${consumerOrdersPageMean.orders.toFixed(0)} orders (mean of ${consumerPages.length}: ${consumerPages.map((page) => `${page.readUnits.toFixed(1)} for ${page.orders}`).join(', ')}).`,
    );
    out();
    out(`Bytes an order adds to the table, by item kind (mean of ${ordersPlaced} orders):`);
    out();
    out(storedTable(storedByItem, ordersPlaced));
    out();
    out(
      `Per order: ${storedPerOrder.dynamoBytes.toFixed(0)} bytes by DynamoDB's rule (${storedPerOrder.dynamoBytesAfterTtl.toFixed(0)} once every TTL has run); the first measure (bytesPerOrder) ${storedPerOrder.firstMeasureBytes.toFixed(0)} (${storedPerOrder.firstMeasureBytesAfterTtl.toFixed(0)}).`,
    );
    out(
      `Checkout's DynamoDB round trips by payment method (calls sent together count once): ${Object.entries(
        checkoutRoundTrips,
      )
        .map(([method, trips]) => `${method} ${trips}`)
        .join(', ')}`,
    );
    // What CloudFront's cache of the anonymous catalog reads is worth: the same visits at other hit rates.
    const viewsAt = (catalogHitRate: number) => {
      const cost = usages.visit.reduce(
        (sum, usage) => sum + total(journeyCost(usage, { ...assumptions, catalogHitRate })),
        0,
      );
      return (cost / usages.visit.length / 5) * 100_000;
    };
    const sensitivity = [0, 0.5, 0.9].map((rate) => `${rate * 100} %: ${usd(viewsAt(rate), 2)}`);
    out(
      `Cost per 100,000 catalog views by the catalog's cache hit rate at CloudFront: ${sensitivity.join(', ')}`,
    );
    if (process.env.BENCH_COST_JSON)
      writeFileSync(process.env.BENCH_COST_JSON, `${JSON.stringify(report, null, 2)}\n`);
    return 0;
  } finally {
    await browser.close();
    await close();
  }
}

const usd = (value: number, digits = 4) => `$${value.toFixed(digits)}`;

function usageLine(list: JourneyUsage[]): string {
  const n = list.length;
  const mean = (pick: (usage: JourneyUsage) => number) =>
    list.reduce((sum, usage) => sum + pick(usage), 0) / n;
  const fns = (usage: JourneyUsage) => Object.values(usage.functions);
  const invocations = mean((usage) => fns(usage).reduce((sum, use) => sum + use.invocations, 0));
  const ms = mean((usage) => fns(usage).reduce((sum, use) => sum + use.ms, 0));
  const rru = mean((usage) => fns(usage).reduce((sum, use) => sum + use.readUnits, 0));
  const wru = mean((usage) => fns(usage).reduce((sum, use) => sum + use.writeUnits, 0));
  const requests = mean((usage) => usage.requests.length);
  const api = mean((usage) => usage.requests.filter((request) => request.api).length);
  const kb = mean((usage) => usage.requests.reduce((sum, request) => sum + request.bytes, 0)) / 1024;
  const byFn = new Map<string, number>();
  for (const usage of list)
    for (const [fn, use] of Object.entries(usage.functions))
      byFn.set(fn, (byFn.get(fn) ?? 0) + use.invocations / n);
  const perFn = [...byFn.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([fn, count]) => `${fn} ${count.toFixed(1)}`)
    .join(', ');
  return `${list[0]?.name.padEnd(10)} requests ${requests.toFixed(1)} (API ${api.toFixed(1)}), ${kb.toFixed(0)} KB; invocations ${invocations.toFixed(1)} (${perFn}); ${ms.toFixed(0)} ms; RRU ${rru.toFixed(1)}, WRU ${wru.toFixed(1)}; e-mails ${mean((u) => u.emails).toFixed(1)}; logs ${(mean((u) => u.logBytes) / 1024).toFixed(1)} KB`;
}

function printReport(
  usages: Record<string, JourneyUsage[]>,
  measured: MeasuredJourneys,
  missingCapacity: number,
) {
  out();
  out(
    `Measured on the local stack (${RUNS} runs of each journey; means). Prices: ${PRICES_REGION}, ${PRICES_AS_OF} (bench/cost/prices.ts).`,
  );
  for (const list of Object.values(usages)) out(`  ${usageLine(list)}`);
  if (missingCapacity > 0) out(`  (${missingCapacity} DynamoDB calls answered no consumed capacity)`);
  out(`  table bytes per order ${measured.bytesPerOrder.toFixed(0)} (items and index copies)`);
  out();
  const header = ['journey (USD per run)', ...SERVICES, 'total'];
  out(header.join(' | '));
  const rows: [string, Breakdown][] = [
    ['visit (5 pages)', measured.visit],
    ['purchase (1 order)', measured.purchase],
    ["producer's day", measured.producerDay],
    ["admin's day", measured.adminDay],
    ['schedules (1 minute)', measured.schedules],
    ["a farm's daily summary", measured.summary],
  ];
  for (const [name, breakdown] of rows)
    out(
      [name, ...SERVICES.map((service) => usd(breakdown[service], 6)), usd(total(breakdown), 6)].join(' | '),
    );
  out();
  const perThousandOrders = total(measured.purchase) * 1000;
  const perHundredThousandViews = (total(measured.visit) / 5) * 100_000;
  out(`Cost per 1,000 orders (the purchase journey and its stream work): ${usd(perThousandOrders, 2)}`);
  out(`Cost per 100,000 catalog views (a visit's pages): ${usd(perHundredThousandViews, 2)}`);
  out();
  const fixed = {
    alarms: ALARM_COUNT,
    customMetrics: CUSTOM_METRIC_SERIES,
    cloudfrontMetrics: CLOUDFRONT_ADDITIONAL_METRICS,
    secrets: 2,
    wafRules: 5,
    dashboards: 1,
  };
  const months = SHOP_SIZES.map((size) => monthly(size, measured, fixed));
  out(['month (USD)', ...SHOP_SIZES.map((size) => size.name)].join(' | '));
  for (const service of SERVICES)
    out([service, ...months.map((month) => usd(month.variable[service], 2))].join(' | '));
  out(
    ['DynamoDB storage + PITR (a year of orders)', ...months.map((month) => usd(month.storage, 2))].join(
      ' | ',
    ),
  );
  out(['Cognito (MAU above 10,000)', ...months.map((month) => usd(month.cognito, 2))].join(' | '));
  out(
    [
      "farms' daily summaries (in the lines above)",
      ...months.map(
        (month) => `${month.summaries.toFixed(0)}: ${usd(total(measured.summary) * month.summaries, 2)}`,
      ),
    ].join(' | '),
  );
  const variableTotals = months.map((month) => total(month.variable) + month.storage + month.cognito);
  out(['variable total', ...variableTotals.map((value) => usd(value, 2))].join(' | '));
  const fixedEntries = Object.entries(months[0]!.fixed);
  for (const [name, value] of fixedEntries)
    out([`fixed: ${name}`, ...months.map(() => usd(value, 2))].join(' | '));
  out(['total', ...months.map((month) => usd(month.total, 2))].join(' | '));
  return {
    pricesAsOf: PRICES_AS_OF,
    region: PRICES_REGION,
    runs: RUNS,
    measured,
    perThousandOrders,
    perHundredThousandViews,
    months: months.map((month) => ({
      name: month.size.name,
      variable: month.variable,
      summaries: month.summaries,
      storage: month.storage,
      cognito: month.cognito,
      fixed: month.fixed,
      total: month.total,
    })),
  };
}

runIfMain(import.meta.url, main);
