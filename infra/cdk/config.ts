/**
 * Deployment settings: CDK context (`-c key=value` or cdk.json) first, then environment variables, then defaults.
 *
 * | context          | env                      | default                                     |
 * |------------------|--------------------------|---------------------------------------------|
 * | stage            | PITAHAYA_STAGE           | prod                                        |
 * | corsOrigins      | PITAHAYA_CORS_ORIGINS    | https://<each domainName>, else '*'         |
 * | domainNames      | PITAHAYA_DOMAIN_NAMES    | none (CloudFront default domain)            |
 * | certificateArn   | PITAHAYA_CERTIFICATE_ARN | none (ACM, us-east-1; needed with domains) |
 * | webDist          | PITAHAYA_WEB_DIST        | web/dist                                    |
 * | capacity         | PITAHAYA_CAPACITY        | shop (or campaign: 100 orders/s, capacity.ts) |
 * | throttleRate     | PITAHAYA_THROTTLE_RATE   | the capacity's: 50 requests/second (shop)   |
 * | throttleBurst    | PITAHAYA_THROTTLE_BURST  | the capacity's: 100 requests (shop)         |
 * | webAclArn        | PITAHAYA_WEB_ACL_ARN     | none: the edge stack creates the web ACL    |
 * | wafRateLimit     | PITAHAYA_WAF_RATE_LIMIT  | 2000 requests / 5 min per address           |
 * | wafAuthRateLimit | PITAHAYA_WAF_AUTH_RATE_LIMIT | 100 requests / 5 min per address to /oauth/auth/ |
 * | sesFromEmail     | PITAHAYA_SES_FROM_EMAIL  | none: Cognito's own sender (~50 e-mails/day) |
 * | sesFromName      | PITAHAYA_SES_FROM_NAME   | Pitahaya Marketplace                        |
 * | sesRegion        | PITAHAYA_SES_REGION      | the stack's region                          |
 * | sesConfigurationSet | PITAHAYA_SES_CONFIGURATION_SET | none                              |
 * | shopInboxEmail   | PITAHAYA_SHOP_INBOX_EMAIL | sesFromEmail: where contact form copies go  |
 * | alarmEmail       | PITAHAYA_ALARM_EMAIL     | none: the alarms' topic has no subscription |
 * | rateLimitLogin   | PITAHAYA_RATE_LIMIT_LOGIN   | the services' defaults (see below)        |
 * | rateLimitSignup  | PITAHAYA_RATE_LIMIT_SIGNUP  |                                           |
 * | rateLimitForgot  | PITAHAYA_RATE_LIMIT_FORGOT  |                                           |
 * | rateLimitReset   | PITAHAYA_RATE_LIMIT_RESET   |                                           |
 * | rateLimitResend  | PITAHAYA_RATE_LIMIT_RESEND  |                                           |
 * | rateLimitPassword | PITAHAYA_RATE_LIMIT_PASSWORD |                                         |
 * | rateLimitContact | PITAHAYA_RATE_LIMIT_CONTACT |                                           |
 * | paymentTimeoutSeconds | PITAHAYA_PAYMENT_TIMEOUT_SECONDS | 1800: a card order waits 30 min for its payment |
 * | transferTimeoutDays   | PITAHAYA_TRANSFER_TIMEOUT_DAYS   | 5: a bank transfer order waits 5 days            |
 * | lineIndexes      | PITAHAYA_LINE_INDEXES    | none: every index, the lines read through LINES1..LINES6 |
 * | consumerOrdersLegacy | PITAHAYA_CONSUMER_ORDERS_LEGACY | none: the consumer's orders read through LINES6 |
 *
 * `lineIndexes` (0 to 6) is only for a table deployed before the order lines' and orders' keys-only indexes: the
 * deployment creates the first n of them (CloudFormation creates one index per update, so 1, 2, ... 6 in six
 * deployments) and the functions keep writing the old keys too and reading them through GSI1..GSI5
 * (LINE_INDEXES=legacy) until a deployment without it, after the `line-indexes` migration (docs/operations.md
 * "The lines' indexes"). `consumerOrdersLegacy` (`true`) is for a table that already has LINES1..LINES5 and is
 * given LINES6: every index, the functions writing the order's consumer entry under GSI1 too and reading it there
 * (LINE_INDEXES=consumer-legacy) until a deployment without it, after the `line-indexes` migration's copy.
 *
 * Each rateLimit* is `<first>,<second>,<window seconds>` (0 turns one limit off) and becomes the function's
 * RATE_LIMIT_<NAME> (services/lib/rate-limit.ts): login/signup/forgot/reset/resend/password on the auth function
 * (per address, per username, the user's id for password; defaults in services/auth/attempt-limits.ts), contact
 * on the notifications function (per address, per sender e-mail; services/notifications/contact-limits.ts).
 * Unset: the defaults apply.
 *
 * The payment deadlines become PAYMENT_TIMEOUT_SECONDS (1 s to 24 h) and TRANSFER_TIMEOUT_DAYS (1 to 60) of the
 * orders, payments and payments-sweeper functions (services/orders/payment/deadlines.ts, the same bounds).
 */
import type { Node } from 'constructs';
import { CAPACITY_NAMES, capacityOf, type CapacityName } from './capacity.js';
import { WEB_DIST } from './paths.js';
import { LINE_INDEX_NAMES } from '../../services/lib/data/table-design.js';

export interface DeployConfig {
  /** Stage name: part of the stack name (`Pitahaya-<stage>`) and of the API name. */
  stage: string;
  /**
   * More origins allowed to PUT to the image bucket with a presigned URL (browser CORS), besides the site's own
   * (the distribution's domain and domainNames, always included). Never '*'.
   */
  corsOrigins: string[];
  /** Custom domain names of the distribution (needs certificateArn). */
  domainNames: string[];
  certificateArn?: string;
  /** Directory of the built SPA. */
  webDist: string;
  /** What the stack is sized for (capacity.ts): the throttle's defaults and the functions' reserved concurrency. */
  capacity: CapacityName;
  throttle: { rateLimit: number; burstLimit: number };
  /** An existing CLOUDFRONT-scope web ACL to use instead of the edge stack's. */
  webAclArn?: string;
  waf: { rateLimit: number; authRateLimit: number };
  /** Cognito sends its e-mails through SES with this verified sender (else Cognito's default sender). */
  ses?: { fromEmail: string; fromName: string; region?: string; configurationSet?: string };
  /**
   * With `ses`, the services e-mail too (services/lib/mail: order events to users, contact form copies to the
   * shop). The shop's inbox for those copies; default: the sender.
   */
  shopInboxEmail?: string;
  /**
   * Who is e-mailed when an alarm fires (constructs/observability.ts): an e-mail subscription of the alarms'
   * SNS topic (and of the edge stack's, for the WAF alarm). AWS sends a confirmation link first.
   */
  alarmEmail?: string;
  /** Overrides of the abuse limits, as RATE_LIMIT_<NAME> values (validated here; unset: the services' defaults). */
  rateLimits: Partial<Record<RateLimitName, string>>;
  /** How long an unpaid order waits before the sweeper cancels it (docs/payments.md, "Deadlines"). */
  paymentDeadlines: { paymentTimeoutSeconds: number; transferTimeoutDays: number };
  /**
   * After a point-in-time restore (`npm run restore-drill -- --aws`): the functions, the stream consumer and the
   * share pages use this table instead of the stack's own, which stays (retained, deletion-protected) for
   * investigation. docs/operations.md, "Restore".
   */
  restoredTable?: { tableName: string; streamArn: string };
  /** An existing table being given the lines' indexes: how many of LINES1..LINES6 it has (see above). */
  lineIndexes?: number;
  /** A table that had LINES1..LINES5 being given LINES6: the consumer's orders still read through GSI1. */
  consumerOrdersLegacy?: true;
}

/** The payment deadlines' defaults and bounds (as services/orders/payment/deadlines.ts reads them). */
export const PAYMENT_DEADLINES = {
  paymentTimeoutSeconds: { default: 1800, min: 1, max: 24 * 60 * 60 },
  transferTimeoutDays: { default: 5, min: 1, max: 60 },
} as const;

/** The abuse limits a deployment may tune, and the function that reads each. */
export const RATE_LIMIT_FUNCTIONS = {
  login: 'auth',
  signup: 'auth',
  forgot: 'auth',
  reset: 'auth',
  resend: 'auth',
  password: 'auth',
  contact: 'notifications',
} as const;
export type RateLimitName = keyof typeof RATE_LIMIT_FUNCTIONS;

type Source = Pick<Node, 'tryGetContext'>;

function raw(node: Source, key: string, envName: string): unknown {
  const fromContext: unknown = node.tryGetContext(key);
  if (fromContext !== undefined && fromContext !== null && fromContext !== '') return fromContext;
  const fromEnv = process.env[envName];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}

function list(value: unknown): string[] {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

function text(value: unknown): string | undefined {
  return value === undefined ? undefined : String(value).trim() || undefined;
}

function positiveNumber(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, got ${String(value)}`);
  return parsed;
}

/** A whole number within the deadline's bounds, else an error; its default when unset. */
function deadline(node: Source, key: keyof typeof PAYMENT_DEADLINES, envName: string): number {
  const value = raw(node, key, envName);
  const bounds = PAYMENT_DEADLINES[key];
  if (value === undefined) return bounds.default;
  const parsed = Number(String(value).trim());
  if (!Number.isInteger(parsed) || parsed < bounds.min || parsed > bounds.max)
    throw new Error(
      `${key} must be a whole number from ${bounds.min} to ${bounds.max}, got ${String(value)}`,
    );
  return parsed;
}

/** `<first>,<second>,<window seconds>`: whole numbers, limits >= 0, window >= 1; normalised without spaces. */
function rateLimit(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  const parts = String(value)
    .split(',')
    .map((part) => part.trim());
  const numbers = parts.map(Number);
  const valid =
    parts.length === 3 && parts.every((part) => /^\d{1,9}$/.test(part)) && (numbers[2] as number) >= 1;
  if (!valid)
    throw new Error(
      `${name} must be <first>,<second>,<window seconds> (whole numbers), got ${String(value)}`,
    );
  return numbers.join(',');
}

function readRateLimits(node: Source): Partial<Record<RateLimitName, string>> {
  const limits: Partial<Record<RateLimitName, string>> = {};
  for (const name of Object.keys(RATE_LIMIT_FUNCTIONS) as RateLimitName[]) {
    const key = `rateLimit${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    const value = rateLimit(raw(node, key, `PITAHAYA_RATE_LIMIT_${name.toUpperCase()}`), key);
    if (value !== undefined) limits[name] = value;
  }
  return limits;
}

/** `tableName` and `tableStreamArn` (both, or neither): the restored table the functions switch to. */
function readRestoredTable(node: Source): DeployConfig['restoredTable'] {
  const tableName = text(raw(node, 'tableName', 'PITAHAYA_TABLE_NAME'));
  const streamArn = text(raw(node, 'tableStreamArn', 'PITAHAYA_TABLE_STREAM_ARN'));
  if (!tableName && !streamArn) return undefined;
  if (!tableName || !/^[a-zA-Z0-9_.-]{3,255}$/.test(tableName))
    throw new Error(
      `tableName must be a DynamoDB table name (with tableStreamArn), got ${String(tableName)}`,
    );
  const streamPattern = /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/([a-zA-Z0-9_.-]+)\/stream\/.+$/;
  const streamTable = streamArn ? streamPattern.exec(streamArn)?.[1] : undefined;
  if (streamTable !== tableName)
    throw new Error(
      `tableStreamArn must be the stream ARN of ${tableName} (npm run restore-drill -- --aws prints it), got ${String(streamArn)}`,
    );
  return { tableName, streamArn: streamArn! };
}

export function readConfig(node: Source): DeployConfig {
  const stage = text(raw(node, 'stage', 'PITAHAYA_STAGE')) ?? 'prod';
  if (!/^[a-zA-Z][a-zA-Z0-9-]{0,30}$/.test(stage)) throw new Error(`Invalid stage name: ${stage}`);
  const domainNames = list(raw(node, 'domainNames', 'PITAHAYA_DOMAIN_NAMES'));
  const certificateArn = text(raw(node, 'certificateArn', 'PITAHAYA_CERTIFICATE_ARN'));
  if (domainNames.length > 0 && !certificateArn) {
    throw new Error('domainNames needs certificateArn (an ACM certificate in us-east-1)');
  }
  const corsOrigins = list(raw(node, 'corsOrigins', 'PITAHAYA_CORS_ORIGINS'));
  for (const origin of corsOrigins) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
      throw new Error(`corsOrigins must be https://<host> origins (never '*'), got ${origin}`);
    }
  }
  const webAclArn = text(raw(node, 'webAclArn', 'PITAHAYA_WEB_ACL_ARN'));
  if (webAclArn && !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\//.test(webAclArn)) {
    throw new Error(`webAclArn must be a CLOUDFRONT (global, us-east-1) WAFv2 web ACL ARN, got ${webAclArn}`);
  }
  const sesFromEmail = text(raw(node, 'sesFromEmail', 'PITAHAYA_SES_FROM_EMAIL'));
  if (sesFromEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(sesFromEmail)) {
    throw new Error(`sesFromEmail must be an e-mail address, got ${sesFromEmail}`);
  }
  const shopInboxEmail = text(raw(node, 'shopInboxEmail', 'PITAHAYA_SHOP_INBOX_EMAIL'));
  if (shopInboxEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(shopInboxEmail)) {
    throw new Error(`shopInboxEmail must be an e-mail address, got ${shopInboxEmail}`);
  }
  const capacityText = text(raw(node, 'capacity', 'PITAHAYA_CAPACITY')) ?? 'shop';
  const capacity = CAPACITY_NAMES.find((name) => name === capacityText);
  if (!capacity) {
    throw new Error(`capacity must be one of ${CAPACITY_NAMES.join(', ')}, got ${capacityText}`);
  }
  const sized = capacityOf(capacity, []).throttle;
  const sesRegion = text(raw(node, 'sesRegion', 'PITAHAYA_SES_REGION'));
  const sesConfigurationSet = text(raw(node, 'sesConfigurationSet', 'PITAHAYA_SES_CONFIGURATION_SET'));
  const restoredTable = readRestoredTable(node);
  const lineIndexesText = text(raw(node, 'lineIndexes', 'PITAHAYA_LINE_INDEXES'));
  const lineIndexes = lineIndexesText === undefined ? undefined : Number(lineIndexesText);
  const most = LINE_INDEX_NAMES.length;
  if (
    lineIndexes !== undefined &&
    !(Number.isInteger(lineIndexes) && lineIndexes >= 0 && lineIndexes <= most)
  )
    throw new Error(`lineIndexes must be a whole number from 0 to ${most}, got ${String(lineIndexesText)}`);
  const consumerLegacyText = text(raw(node, 'consumerOrdersLegacy', 'PITAHAYA_CONSUMER_ORDERS_LEGACY'));
  if (consumerLegacyText !== undefined && !['true', 'false'].includes(consumerLegacyText))
    throw new Error(`consumerOrdersLegacy must be true or false, got ${consumerLegacyText}`);
  const consumerOrdersLegacy = consumerLegacyText === 'true';
  if (consumerOrdersLegacy && lineIndexes !== undefined)
    throw new Error('consumerOrdersLegacy is for a table that has LINES1..LINES5: not with lineIndexes');
  const alarmEmail = text(raw(node, 'alarmEmail', 'PITAHAYA_ALARM_EMAIL'));
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail)) {
    throw new Error(`alarmEmail must be an e-mail address, got ${alarmEmail}`);
  }
  return {
    stage,
    corsOrigins,
    domainNames,
    ...(certificateArn ? { certificateArn } : {}),
    webDist: text(raw(node, 'webDist', 'PITAHAYA_WEB_DIST')) ?? WEB_DIST,
    capacity,
    throttle: {
      rateLimit: positiveNumber(
        raw(node, 'throttleRate', 'PITAHAYA_THROTTLE_RATE'),
        sized.rateLimit,
        'throttleRate',
      ),
      burstLimit: positiveNumber(
        raw(node, 'throttleBurst', 'PITAHAYA_THROTTLE_BURST'),
        sized.burstLimit,
        'throttleBurst',
      ),
    },
    ...(webAclArn ? { webAclArn } : {}),
    waf: {
      rateLimit: positiveNumber(raw(node, 'wafRateLimit', 'PITAHAYA_WAF_RATE_LIMIT'), 2000, 'wafRateLimit'),
      authRateLimit: positiveNumber(
        raw(node, 'wafAuthRateLimit', 'PITAHAYA_WAF_AUTH_RATE_LIMIT'),
        100,
        'wafAuthRateLimit',
      ),
    },
    rateLimits: readRateLimits(node),
    ...(restoredTable ? { restoredTable } : {}),
    ...(lineIndexes !== undefined ? { lineIndexes } : {}),
    ...(consumerOrdersLegacy ? { consumerOrdersLegacy: true as const } : {}),
    ...(alarmEmail ? { alarmEmail } : {}),
    paymentDeadlines: {
      paymentTimeoutSeconds: deadline(node, 'paymentTimeoutSeconds', 'PITAHAYA_PAYMENT_TIMEOUT_SECONDS'),
      transferTimeoutDays: deadline(node, 'transferTimeoutDays', 'PITAHAYA_TRANSFER_TIMEOUT_DAYS'),
    },
    ...(sesFromEmail
      ? {
          ses: {
            fromEmail: sesFromEmail,
            fromName: text(raw(node, 'sesFromName', 'PITAHAYA_SES_FROM_NAME')) ?? 'Pitahaya Marketplace',
            ...(sesRegion ? { region: sesRegion } : {}),
            ...(sesConfigurationSet ? { configurationSet: sesConfigurationSet } : {}),
          },
          ...(shopInboxEmail ? { shopInboxEmail } : {}),
        }
      : {}),
  };
}
