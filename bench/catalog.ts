/**
 * npm run bench:catalog: catalog reads at two catalog sizes (BENCH_CATALOG_SIZES, default 10000,100000) on the
 * local stack, started for the run with DynamoDB Local in memory (loading 100,000 products from disk-backed
 * DynamoDB Local takes most of an hour on two cores; in memory a few minutes).
 *
 * At each size, one request at a time (latency, not throughput), p50 and p95 of:
 *   list            the catalog newest first, walking 40 pages of 12 with nextToken
 *   price range     minPrice=20&maxPrice=25 with the default sort, 20 pages
 *   search rare     q=zafiro (5 products, the oldest of the catalog), 30 times
 *   search common   q=pitahaya (every product), 30 pages
 *   search 3 words  q=pitahaya roja ecologica, 20 pages
 *   detail          GET /v1/products/{id} of 60 products spread over the catalog
 * plus the DynamoDB work per request where the stack reports it (the local-only server-timing header
 * `db;desc="queries=Q items=I"`), and the rare search followed to its end (pages, empty pages with a
 * nextToken). Then the ratio of each figure at the largest size to the smallest: the goal is <= 1.2.
 *
 * The products function's in-memory page cache is off for this run (CATALOG_CACHE_SECONDS=0): repeated
 * requests must reach DynamoDB, or the figures would measure the cache. bench/load.ts measures the catalog
 * as shoppers get it (cache on) against a static file.
 */
import { startTestStack, TEST_STACK_LIMITS } from '../test/support/stack.js';
import { COMMON_WORD, RARE_WORD, TWO_WORDS, benchProductId } from './catalog-data.js';
import { loadCatalog } from './load-catalog.js';
import { summarize, type LatencySummary } from './stats.js';
import { runIfMain } from './run-main.js';

const SIZES = (process.env.BENCH_CATALOG_SIZES ?? '10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const PAGE = 12;

interface Sample {
  ms: number;
  queries?: number;
  items?: number;
  products: number;
  nextToken: string | null;
}

interface CaseResult {
  name: string;
  latency: LatencySummary;
  queries?: number;
  items?: number;
  products: number;
}

/** `db;dur=..;desc="queries=2 items=13"` -> {queries, items}. */
export function readDbTiming(header: string | null): { queries?: number; items?: number } {
  const match = header ? /queries=(\d+)\s+items=(\d+)/.exec(header) : null;
  return match ? { queries: Number(match[1]), items: Number(match[2]) } : {};
}

function api(baseUrl: string) {
  return async (path: string): Promise<Sample> => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const body = (await response.json()) as {
      data?: { products?: unknown[]; product?: unknown; nextToken?: string | null };
    };
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return {
      ms,
      ...readDbTiming(response.headers.get('server-timing')),
      products: body.data?.products?.length ?? (body.data?.product ? 1 : 0),
      nextToken: body.data?.nextToken ?? null,
    };
  };
}

const average = (values: number[]): number | undefined =>
  values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length;

function result(name: string, samples: Sample[]): CaseResult {
  const queries = samples.flatMap((sample) => (sample.queries === undefined ? [] : [sample.queries]));
  const items = samples.flatMap((sample) => (sample.items === undefined ? [] : [sample.items]));
  return {
    name,
    latency: summarize(samples.map((sample) => sample.ms)),
    queries: average(queries),
    items: average(items),
    products: average(samples.map((sample) => sample.products)) ?? 0,
  };
}

/** Walks up to `pages` pages of a list (starting again at page 1 at its end). */
async function walk(get: ReturnType<typeof api>, query: string, pages: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  let token: string | null = null;
  for (let i = 0; i < pages; i += 1) {
    const sample = await get(`/v1/products?${query}&limit=${PAGE}${token ? `&nextToken=${token}` : ''}`);
    samples.push(sample);
    token = sample.nextToken;
  }
  return samples;
}

async function repeat(get: ReturnType<typeof api>, path: string, times: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < times; i += 1) samples.push(await get(path));
  return samples;
}

async function measure(get: ReturnType<typeof api>, size: number): Promise<CaseResult[]> {
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  await walk(get, 'sort=newest', 5); // warm-up: handlers, JIT, connections
  const detailIds = Array.from({ length: 60 }, (_, i) => benchProductId(Math.floor((i * size) / 60)));
  const details: Sample[] = [];
  for (const id of detailIds) details.push(await get(`/v1/products/${id}`));
  return [
    result('list', await walk(get, 'sort=newest', 40)),
    result('price range', await walk(get, 'minPrice=20&maxPrice=25', 20)),
    result('search rare', await repeat(get, `/v1/products?${q(RARE_WORD)}&limit=${PAGE}`, 30)),
    result('search common', await walk(get, q(COMMON_WORD), 30)),
    result('search 3 words', await walk(get, q(TWO_WORDS), 20)),
    result('detail', details),
  ];
}

/** The rare search followed to its end: pages, empty pages that still carried a nextToken, products. */
async function exhaustRare(get: ReturnType<typeof api>) {
  let token: string | null = null;
  let pages = 0;
  let emptyWithToken = 0;
  let products = 0;
  let queries = 0;
  let ms = 0;
  do {
    const sample = await get(
      `/v1/products?q=${RARE_WORD}&limit=${PAGE}${token ? `&nextToken=${token}` : ''}`,
    );
    pages += 1;
    products += sample.products;
    queries += sample.queries ?? 0;
    ms += sample.ms;
    if (sample.products === 0 && sample.nextToken) emptyWithToken += 1;
    token = sample.nextToken;
  } while (token && pages < 1000);
  return { pages, emptyWithToken, products, queries, ms };
}

const fixed = (value: number | undefined, digits = 0): string =>
  value === undefined ? '-' : value.toFixed(digits);

function printSize(size: number, results: CaseResult[], rare: Awaited<ReturnType<typeof exhaustRare>>) {
  console.log(`\nCatalog of ${size} products (+ the seed), one request at a time`);
  console.log('  case             p50 ms   p95 ms   products/page   queries/page   items read/page');
  for (const row of results) {
    console.log(
      `  ${row.name.padEnd(15)} ${fixed(row.latency.p50, 1).padStart(7)}  ${fixed(row.latency.p95, 1).padStart(7)}` +
        `   ${fixed(row.products, 1).padStart(13)}   ${fixed(row.queries, 1).padStart(12)}   ${fixed(row.items, 1).padStart(15)}`,
    );
  }
  console.log(
    `  q=${RARE_WORD} to its end: ${rare.pages} page(s), ${rare.emptyWithToken} empty with a nextToken, ` +
      `${rare.products} products, ${rare.queries || '-'} queries, ${rare.ms.toFixed(0)} ms`,
  );
}

async function main(): Promise<number> {
  if (SIZES.length === 0) {
    console.error('BENCH_CATALOG_SIZES must list catalog sizes, e.g. 10000,100000');
    return 1;
  }
  console.log(`Starting the local stack (DynamoDB Local in memory) for catalogs of ${SIZES.join(', ')}...`);
  const stack = await startTestStack(
    { ...TEST_STACK_LIMITS, CATALOG_CACHE_SECONDS: '0' },
    { dynamodbStorage: 'memory' },
  );
  if (!stack.baseUrl || !stack.details) {
    console.error(`Cannot run the benchmark: ${stack.skipReason ?? 'the stack did not start'}`);
    return 1;
  }
  const get = api(stack.baseUrl);
  const bySize = new Map<number, CaseResult[]>();
  try {
    let loaded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await loadCatalog(stack.details, {
        from: loaded,
        to: size,
        onProgress: (done) => console.log(`  ${loaded + done} products loaded`),
      });
      loaded = size;
      console.log(`Loaded ${size} products in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      const results = await measure(get, size);
      printSize(size, results, await exhaustRare(get));
      bySize.set(size, results);
    }
  } finally {
    await stack.stop();
  }
  const smallest = SIZES[0] as number;
  const largest = SIZES[SIZES.length - 1] as number;
  if (smallest === largest) return 0;
  console.log(`\nRatio ${largest} / ${smallest} (goal <= 1.2)`);
  console.log('  case             p50    p95');
  const small = bySize.get(smallest) ?? [];
  for (const row of bySize.get(largest) ?? []) {
    const base = small.find((candidate) => candidate.name === row.name);
    if (!base) continue;
    console.log(
      `  ${row.name.padEnd(15)} ${(row.latency.p50 / base.latency.p50).toFixed(2).padStart(5)}  ${(row.latency.p95 / base.latency.p95).toFixed(2).padStart(5)}`,
    );
  }
  return 0;
}

runIfMain(import.meta.url, main);
