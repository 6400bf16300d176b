/**
 * What the stack is sized for (docs/scale.md, "100 orders a second"): the `capacity` setting (config.ts).
 *
 * - `shop` (the default): a cooperative's shop. The stage allows 50 requests a second (burst 100) and no function
 *   has reserved concurrency, because a new AWS account may have as little as 10 concurrent executions in all.
 * - `campaign`: 100 orders a second. The stage's throttle and each function's reserved concurrency below come from
 *   what one purchase measured (`npm run bench:cost`, its purchase journey: 14 API requests and 26.5 invocations,
 *   by function below) times the orders a second, times the seconds an invocation takes in AWS, times a headroom
 *   of 2. Deploying it needs an account with at least 1,000 concurrent executions (Service Quotas; AWS keeps 100
 *   unreserved), which the stack's total below leaves room for.
 *
 * Reserving a function's concurrency guarantees it that many executions whatever the others do, and caps it there:
 * a checkout is never starved by a rush on the catalog, and the functions' throttle alarm
 * (alarm-thresholds.ts) then also fires when one function reaches its own cap.
 */
import { JOB_FUNCTION_NAMES, type FunctionName } from './constructs/service-functions.js';

export type CapacityName = 'shop' | 'campaign';
export const CAPACITY_NAMES: readonly CapacityName[] = ['shop', 'campaign'];

/** One purchase's invocations by function (bench:cost, 2026-11-29: the purchase journey's means). */
export const PURCHASE_INVOCATIONS: Partial<Record<FunctionName, number>> = {
  authorizer: 8,
  events: 4.5,
  carts: 4,
  products: 3,
  auth: 2,
  orders: 2,
  payments: 1,
  profile: 1,
  notifications: 1,
};

/** The buyer's own pages before buying, signed in (not answered by CloudFront's cache): products' reads. */
export const BROWSING_INVOCATIONS: Partial<Record<FunctionName, number>> = { products: 5, authorizer: 5 };

/** One purchase's API requests (bench:cost) and the buyer's signed-in pages before it. */
export const PURCHASE_REQUESTS = 14;
export const BROWSING_REQUESTS = 5;

/**
 * Seconds an invocation takes in AWS, pessimistic (bench:cost measured 15 ms a local invocation): 50 ms; the
 * authorizer caches its answer; a sign-in waits on Cognito; a checkout is a transaction that may be retried on a
 * conflict and a card one calls Stripe.
 */
export const SECONDS_PER_INVOCATION: Partial<Record<FunctionName, number>> = {
  authorizer: 0.02,
  auth: 0.2,
  orders: 0.3,
  payments: 0.3,
};
const DEFAULT_SECONDS = 0.05;
const HEADROOM = 2;

/** A function no purchase calls: the farms' and the admins' screens, uploads (at least this many at once). */
export const FLOOR_API = 10;
/** A scheduled job runs one at a time (its next run a minute later at the soonest). */
export const FLOOR_JOB = 2;
/**
 * The events function is not sized by requests: the table's stream runs one invocation per shard at a time
 * (ParallelizationFactor 1, constructs/change-stream.ts), and a table takes about a shard per 1,000 write units a
 * second. A three-line order writes 274 units (bench:counters, every partition): 100 orders/s, 28 shards.
 */
export const WRITE_UNITS_PER_ORDER = 274;
const SHARD_WRITE_UNITS = 1000;

export interface Capacity {
  name: CapacityName;
  /** Orders a second it is sized for (0: not sized, the shop's defaults). */
  ordersPerSecond: number;
  /** The stage's default throttle (a route may have a tighter one in its contract entry). */
  throttle: { rateLimit: number; burstLimit: number };
  /** Reserved concurrent executions by function; none for `shop`. */
  reservedConcurrency: Partial<Record<FunctionName, number>>;
}

/** ceil(orders/s x invocations per order x seconds each x headroom), at least the floor. */
export function reservedFor(name: FunctionName, ordersPerSecond: number): number {
  if (JOB_FUNCTION_NAMES.includes(name)) return FLOOR_JOB;
  if (name === 'events')
    return Math.ceil(((ordersPerSecond * WRITE_UNITS_PER_ORDER) / SHARD_WRITE_UNITS) * HEADROOM);
  const perOrder = (PURCHASE_INVOCATIONS[name] ?? 0) + (BROWSING_INVOCATIONS[name] ?? 0);
  const seconds = SECONDS_PER_INVOCATION[name] ?? DEFAULT_SECONDS;
  return Math.max(FLOOR_API, Math.ceil(ordersPerSecond * perOrder * seconds * HEADROOM));
}

/** The stage's rate: the purchase's requests and the buyer's pages, rounded up to a hundred; burst twice that. */
export function throttleFor(ordersPerSecond: number): { rateLimit: number; burstLimit: number } {
  const rateLimit = Math.ceil((ordersPerSecond * (PURCHASE_REQUESTS + BROWSING_REQUESTS)) / 100) * 100;
  return { rateLimit, burstLimit: 2 * rateLimit };
}

export function capacityOf(name: CapacityName, functions: readonly FunctionName[]): Capacity {
  if (name === 'shop')
    return {
      name,
      ordersPerSecond: 0,
      throttle: { rateLimit: 50, burstLimit: 100 },
      reservedConcurrency: {},
    };
  const ordersPerSecond = 100;
  return {
    name,
    ordersPerSecond,
    throttle: throttleFor(ordersPerSecond),
    reservedConcurrency: Object.fromEntries(functions.map((fn) => [fn, reservedFor(fn, ordersPerSecond)])),
  };
}
