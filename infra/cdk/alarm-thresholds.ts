/**
 * Every alarm's threshold, in one place, each with why it is that value (constructs/observability.ts and
 * constructs/waf-alarm.ts build the alarms; docs/operations.md says what to do when one fires). Periods are in
 * minutes; an alarm fires when `datapoints` of the last `periods` periods breach.
 */
import { METRIC_GROUPS, type MetricGroup } from '../../shared/contracts/route-meta.js';
import { DOMAINS } from '../../shared/contracts/route-table.js';

export interface Threshold {
  value: number;
  periodMinutes: number;
  periods: number;
  datapoints: number;
  why: string;
}

const t = (value: number, periodMinutes: number, periods: number, datapoints: number, why: string) =>
  ({ value, periodMinutes, periods, datapoints, why }) satisfies Threshold;

/** Every value of the RouteGroup dimension (services/lib/observability/route-metrics.ts). */
export const ROUTE_GROUPS: readonly string[] = [...METRIC_GROUPS, ...DOMAINS];

/** p95 latency (ms) a route group may reach; each journey has its own, the others DEFAULT_P95_MS. */
export const ROUTE_GROUP_P95_MS: Readonly<Record<string, number>> = {
  // Reads a cached page or one Query (docs/performance.md measures ~30-150 ms): 800 ms means something is wrong.
  catalog: 800,
  // One transaction of up to 100 items plus a Stripe Checkout Session for card orders (~1 s at Stripe).
  checkout: 3000,
  // Cognito's InitiateAuth and the session records: ~300-600 ms normally.
  'sign-in': 2000,
  // Stripe waits 10 s for the webhook; 3 s leaves margin before it counts a delivery as failed.
  'stripe-webhook': 3000,
} satisfies Record<MetricGroup, number>;
/** Any other group: a page of the table or a few writes; 1.5 s at p95 is a user waiting too long. */
export const DEFAULT_P95_MS = 1500;

export const THRESHOLDS = {
  routeGroup5xxRate: t(
    5,
    5,
    3,
    2,
    'Percent of a group’s answers that are 5xx: a few in 100 is a fault, not bad luck (a 4xx is never counted).',
  ),
  routeGroupMinRequests: t(
    10,
    5,
    1,
    1,
    'Answers needed in 5 min before the 5xx rate counts: one failure among 2 requests at night is not 50 %.',
  ),
  routeGroupP95: t(
    0,
    5,
    3,
    3,
    'p95 over ROUTE_GROUP_P95_MS for 15 minutes in a row: a slow quarter hour, not one cold start.',
  ),
  api5xxRate: t(
    5,
    5,
    3,
    2,
    'API Gateway’s own 5xx rate (%), which also counts what never reached a function: timeouts, crashes.',
  ),
  apiP95: t(
    2500,
    5,
    3,
    3,
    'API Gateway’s p95 (ms) over every route, cold starts included: above 2.5 s the shop feels broken.',
  ),
  functionErrors: t(
    1,
    5,
    1,
    1,
    'Any: the handlers answer every error they expect, so a Lambda error is a timeout, a crash or out of memory.',
  ),
  functionThrottles: t(
    1,
    5,
    1,
    1,
    'Any: the account’s concurrency ran out, or (capacity campaign) a function reached its reserved concurrency.',
  ),
  deadLetters: t(
    1,
    5,
    1,
    1,
    'Any message: a stream record the events function gave up on is an e-mail, notification or refund not done.',
  ),
  iteratorAgeMs: t(
    300_000,
    5,
    2,
    2,
    'The stream 5 min behind for 10 min: notifications and e-mails late; records are dropped after 24 h.',
  ),
  tableThrottles: t(
    10,
    5,
    1,
    1,
    'On demand, throttles come from a hot key or the account’s table limits; the SDK retries a few, 10 is a trend.',
  ),
  tableSystemErrors: t(
    1,
    5,
    2,
    2,
    'DynamoDB 500s two periods running: an AWS-side incident (the SDK retries single ones).',
  ),
  emailsFailed: t(
    1,
    5,
    1,
    1,
    'Any: an e-mail SES refused or that failed 5 times never reaches the customer.',
  ),
  refundsFailed: t(
    1,
    5,
    1,
    1,
    'Any: a buyer is owed money that Stripe refused to return; an admin must act.',
  ),
  payoutsFailed: t(1, 5, 1, 1, 'Any: a farm was not paid; its amount is available again and must be paid.'),
  withdrawalRefundsOverdue: t(
    1,
    5,
    1,
    1,
    'Any: a consumer who withdrew has not had their money back within the 14 days the law allows (TRLGDCU art. 107).',
  ),
  reconcileDifferences: t(
    1,
    15,
    1,
    1,
    'Any: each is money the shop and Stripe disagreed on (a webhook lost, a crash between them); mended, but why?',
  ),
  wafBlocked: t(
    500,
    5,
    1,
    1,
    'Blocked requests in 5 min: normal days block a handful; 500 is an attack or a rule blocking real buyers.',
  ),
} as const satisfies Record<string, Threshold>;
