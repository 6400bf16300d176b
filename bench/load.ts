/**
 * npm run bench:load: the catalog as shoppers get it against a static file of the same gateway, under load
 * (the target of docs/performance.md: GET /v1/products p95 at most 3 times a static file's in the same run).
 *
 * Starts the local stack (like the integration tests; the products function's page cache on, as deployed),
 * then for each target runs BENCH_LOAD_SECONDS (default 10) of BENCH_LOAD_CONNECTIONS (default 50) clients
 * each sending one request after another over keep-alive connections, with `accept-encoding: br, gzip` as a
 * browser sends it:
 *   static file     GET /index.html (the SPA's shell, as CloudFront would serve it from S3)
 *   catalog page    GET /v1/products?limit=12 (the home page's newest products, anonymous)
 *   catalog search  GET /v1/products?q=pitahaya&limit=12
 *   product         GET /v1/products/{id} of a seeded product
 * and prints requests/s and p50/p95/max latency of each, and the ratio of each API p95 to the static file's.
 */
import { SEED_PRODUCTS } from '../infra/local/seed/products.js';
import { startTestStack, TEST_STACK_LIMITS } from '../test/support/stack.js';
import { summarize, type LatencySummary } from './stats.js';
import { runIfMain } from './run-main.js';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const GOAL = 3;

interface LoadResult {
  name: string;
  latency: LatencySummary;
  perSecond: number;
  errors: number;
}

/** `connections` loops requesting `path` for `seconds`; every answer read to its end. */
async function load(baseUrl: string, name: string, path: string, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
        else latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return { name, latency: summarize(latencies), perSecond: latencies.length / elapsed, errors };
}

async function main(): Promise<number> {
  console.log(`Starting the local stack (${CONNECTIONS} connections, ${SECONDS} s per target)...`);
  const stack = await startTestStack({ ...TEST_STACK_LIMITS });
  if (!stack.baseUrl) {
    console.error(`Cannot run the benchmark: ${stack.skipReason ?? 'the stack did not start'}`);
    return 1;
  }
  const product = SEED_PRODUCTS.find((candidate) => candidate.isActive) ?? SEED_PRODUCTS[0];
  const targets: [string, string][] = [
    ['static file', '/index.html'],
    ['catalog page', '/v1/products?limit=12'],
    ['catalog search', '/v1/products?q=pitahaya&limit=12'],
    ['product', `/v1/products/${product?.id ?? 'missing'}`],
  ];
  const results: LoadResult[] = [];
  try {
    for (const [name, path] of targets) await load(stack.baseUrl, name, path, 1); // warm-up
    for (const [name, path] of targets) results.push(await load(stack.baseUrl, name, path, SECONDS));
  } finally {
    await stack.stop();
  }
  const staticP95 = results[0]?.latency.p95 ?? 0;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding br/gzip`);
  console.log('  target            req/s    p50 ms   p95 ms   max ms   errors   p95 / static');
  for (const row of results) {
    console.log(
      `  ${row.name.padEnd(15)} ${row.perSecond.toFixed(0).padStart(7)}  ${row.latency.p50.toFixed(1).padStart(7)}  ` +
        `${row.latency.p95.toFixed(1).padStart(7)}  ${row.latency.max.toFixed(0).padStart(7)}  ${String(row.errors).padStart(7)}` +
        `   ${staticP95 > 0 ? (row.latency.p95 / staticP95).toFixed(2).padStart(12) : '-'}`,
    );
  }
  const catalog = results.find((row) => row.name === 'catalog page');
  const ratio = catalog && staticP95 > 0 ? catalog.latency.p95 / staticP95 : Infinity;
  console.log(`\nGET /v1/products p95 / static p95 = ${ratio.toFixed(2)} (goal <= ${GOAL})`);
  return results.some((row) => row.errors > 0) ? 1 : 0;
}

runIfMain(import.meta.url, main);
