/**
 * The cost model: from what the journeys used (measured: usage.ts) and the list prices (prices.ts), the cost of
 * each journey by service, the cost per 1,000 orders and per 100,000 catalog views, and a month of three shop
 * sizes with the fixed costs apart. Pure: every assumption is an argument, printed with the table
 * (docs/cost.md explains each one and what would change it).
 */
import { PRICES } from './prices.js';
import type { JourneyUsage } from './usage.js';

export const SERVICES = [
  'CloudFront',
  'WAF requests',
  'API Gateway',
  'Lambda',
  'DynamoDB',
  'S3',
  'SES',
  'CloudWatch Logs',
  'X-Ray',
] as const;
export type Service = (typeof SERVICES)[number];
export type Breakdown = Record<Service, number>;

export interface Assumptions {
  /** Share of anonymous catalog GETs (/v1/products*) CloudFront answers from its cache (s-maxage 30 s + 60 s stale). */
  catalogHitRate: number;
  /** Share of photo requests CloudFront answers without asking S3. */
  imageHitRate: number;
  /** X-Ray's default sampling: 1 request a second, then this share. */
  traceSampling: number;
  /** CloudWatch Logs bytes Lambda writes per invocation on its own (START, END, REPORT lines). */
  platformLogBytes: number;
  /** MB and arm64 or not, per function (infra/cdk/constructs/service-functions.ts). */
  memoryMb: (fn: string) => number;
  arm: (fn: string) => boolean;
}

export const DEFAULT_ASSUMPTIONS: Omit<Assumptions, 'memoryMb' | 'arm'> = {
  catalogHitRate: 0.5,
  imageHitRate: 0.9,
  traceSampling: 0.05,
  platformLogBytes: 350,
};

const zero = (): Breakdown => Object.fromEntries(SERVICES.map((service) => [service, 0])) as Breakdown;

export function add(a: Breakdown, b: Breakdown, times = 1): Breakdown {
  const sum = zero();
  for (const service of SERVICES) sum[service] = a[service] + b[service] * times;
  return sum;
}

export const total = (breakdown: Breakdown): number =>
  SERVICES.reduce((sum, service) => sum + breakdown[service], 0);

/** What one run of a journey costs, by service (USD). */
export function journeyCost(usage: JourneyUsage, assumptions: Assumptions): Breakdown {
  const cost = zero();
  const requests = usage.requests;
  const bytes = requests.reduce((sum, request) => sum + request.bytes, 0);
  cost.CloudFront = requests.length * PRICES.cloudfrontRequest.usd + (bytes / 1e9) * PRICES.cloudfrontGb.usd;
  cost['WAF requests'] = requests.length * PRICES.wafRequest.usd;
  const apiRequests = requests.filter((request) => request.api);
  const reachingApi = apiRequests.reduce(
    (sum, request) => sum + (request.cacheable ? 1 - assumptions.catalogHitRate : 1),
    0,
  );
  cost['API Gateway'] = reachingApi * PRICES.httpApiRequest.usd;
  const images = requests.filter((request) => request.image).length;
  cost.S3 = images * (1 - assumptions.imageHitRate) * PRICES.s3Get.usd + usage.s3Calls * PRICES.s3Put.usd;
  let invocations = 0;
  for (const [fn, use] of Object.entries(usage.functions)) {
    const saved = assumptions.catalogHitRate;
    const count = use.invocations - use.cacheableInvocations * saved;
    const ms = use.ms - use.cacheableMs * saved;
    const gbSeconds = (ms / 1000) * (assumptions.memoryMb(fn) / 1024);
    const gbPrice = assumptions.arm(fn) ? PRICES.lambdaArmGbSecond.usd : PRICES.lambdaX86GbSecond.usd;
    cost.Lambda += count * PRICES.lambdaRequest.usd + gbSeconds * gbPrice;
    cost.DynamoDB +=
      (use.readUnits - use.cacheableReadUnits * saved) * PRICES.dynamoReadUnit.usd +
      use.writeUnits * PRICES.dynamoWriteUnit.usd;
    invocations += count;
  }
  cost.SES = usage.emails * PRICES.sesEmail.usd;
  const logBytes = usage.logBytes + invocations * assumptions.platformLogBytes;
  cost['CloudWatch Logs'] = (logBytes / 1e9) * PRICES.logsIngestedGb.usd;
  cost['X-Ray'] = reachingApi * assumptions.traceSampling * PRICES.xrayTrace.usd;
  return cost;
}

export interface ShopSize {
  name: string;
  farms: number;
  ordersPerMonth: number;
  /** Visits (5 pages each) per order placed: 1 / conversion rate. */
  visitsPerOrder: number;
  /** Days a month each farm works its orders and products. */
  producerDaysPerFarm: number;
  admins: number;
  /** Distinct signed-in users a month (Cognito MAU): buyers, farms, admins. */
  monthlyActiveUsers: number;
}

export const SHOP_SIZES: ShopSize[] = [
  {
    name: 'Cooperative: 20 farms, 500 orders',
    farms: 20,
    ordersPerMonth: 500,
    visitsPerOrder: 30,
    producerDaysPerFarm: 20,
    admins: 1,
    monthlyActiveUsers: 450,
  },
  {
    name: '200 farms, 10,000 orders',
    farms: 200,
    ordersPerMonth: 10_000,
    visitsPerOrder: 30,
    producerDaysPerFarm: 20,
    admins: 3,
    monthlyActiveUsers: 7_500,
  },
  {
    name: '2,000 farms, 200,000 orders',
    farms: 2_000,
    ordersPerMonth: 200_000,
    visitsPerOrder: 30,
    producerDaysPerFarm: 20,
    admins: 10,
    monthlyActiveUsers: 130_000,
  },
];

export interface MeasuredJourneys {
  /** One visit of 5 pages. */
  visit: Breakdown;
  /** One order placed, the stream's work included. */
  purchase: Breakdown;
  producerDay: Breakdown;
  adminDay: Breakdown;
  /** One run of each schedule (every minute in AWS). */
  schedules: Breakdown;
  /**
   * One farm's daily summary of new orders (docs/notifications.md): its share of the morning's `cutoffs` run that
   * sent it, its e-mail and the e-mail's delivery.
   */
  summary: Breakdown;
  /** Table bytes one order adds (items and their index copies). */
  bytesPerOrder: number;
  /** Table bytes of the catalog and accounts of one farm. */
  bytesPerFarm: number;
}

export interface FixedCosts {
  alarms: number;
  customMetrics: number;
  /** CloudFront's additional metrics (cache hit rate...), billed like custom metrics. */
  cloudfrontMetrics: number;
  secrets: number;
  wafRules: number;
  dashboards: number;
}

export interface MonthlyCost {
  size: ShopSize;
  variable: Breakdown;
  /** Farms' daily summaries of new orders sent (summariesPerMonth). */
  summaries: number;
  storage: number;
  cognito: number;
  fixed: Record<string, number>;
  total: number;
}

const SCHEDULE_RUNS_PER_MONTH = 60 * 24 * 30;

/** Farms in an order, as in the purchase journey's (two products of two farms). */
export const FARMS_PER_ORDER = 2;

/**
 * Daily summaries of new orders a month: one per farm and day it had orders (a farm that chose one e-mail per
 * order is left out: none chose in this model). A farm's orders of a day taken as a Poisson count of mean
 * ordersPerMonth x FARMS_PER_ORDER / farms / 30, so a day has orders with probability 1 - e^-mean.
 */
export function summariesPerMonth(size: ShopSize): number {
  const perFarmDay = (size.ordersPerMonth * FARMS_PER_ORDER) / size.farms / 30;
  return size.farms * 30 * (1 - Math.exp(-perFarmDay));
}

export function fixedMonthly(fixed: FixedCosts): Record<string, number> {
  return {
    'WAF web ACL and rules': PRICES.wafWebAcl.usd + fixed.wafRules * PRICES.wafRule.usd,
    'Secrets Manager': fixed.secrets * PRICES.secret.usd,
    'CloudWatch alarms': fixed.alarms * PRICES.alarm.usd,
    'CloudWatch dashboard': fixed.dashboards * PRICES.dashboard.usd,
    'Custom metrics (EMF)': fixed.customMetrics * PRICES.customMetric.usd,
    'CloudFront additional metrics': fixed.cloudfrontMetrics * PRICES.customMetric.usd,
  };
}

export function monthly(size: ShopSize, measured: MeasuredJourneys, fixed: FixedCosts): MonthlyCost {
  let variable = zero();
  variable = add(variable, measured.purchase, size.ordersPerMonth);
  variable = add(variable, measured.visit, size.ordersPerMonth * size.visitsPerOrder);
  variable = add(variable, measured.producerDay, size.farms * size.producerDaysPerFarm);
  variable = add(variable, measured.adminDay, size.admins * 30);
  variable = add(variable, measured.schedules, SCHEDULE_RUNS_PER_MONTH);
  const summaries = summariesPerMonth(size);
  variable = add(variable, measured.summary, summaries);
  // A year of orders kept, plus the farms' catalogs: table storage and its continuous backups.
  const gigabytes =
    (measured.bytesPerOrder * size.ordersPerMonth * 12 + measured.bytesPerFarm * size.farms) / 1e9;
  const storage = gigabytes * (PRICES.dynamoStorageGbMonth.usd + PRICES.dynamoPitrGbMonth.usd);
  const cognito = Math.max(0, size.monthlyActiveUsers - 10_000) * PRICES.cognitoEssentialsMau.usd;
  const fixedCosts = fixedMonthly(fixed);
  const fixedTotal = Object.values(fixedCosts).reduce((sum, value) => sum + value, 0);
  return {
    size,
    variable,
    summaries,
    storage,
    cognito,
    fixed: fixedCosts,
    total: total(variable) + storage + cognito + fixedTotal,
  };
}
