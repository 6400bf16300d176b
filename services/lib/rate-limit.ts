/**
 * Attempt counters in the table, for abuse limits that work the same in AWS and on this machine: one item per
 * (scope, subject, window), incremented atomically (UpdateItem ADD), removed by TTL after the next window.
 * A sliding-window estimate (this window's count plus the previous window's, weighted by how much of it still
 * overlaps the last `windowSeconds`) keeps a burst across a window boundary from getting twice the limit.
 * Over the limit: 429 RATE_LIMITED with the original API's 'Demasiados intentos. Espera un momento antes de reintentar.'
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import { ddb } from './clients/dynamodb.js';
import { attemptKeys } from './data/keys.js';
import { readEnv } from './env.js';
import { tooManyRequests } from './errors.js';
import { getItem, updateItem } from './data/item-commands.js';

export interface AttemptLimit {
  /** What is counted, e.g. login:address. */
  scope: string;
  /** At most this many attempts per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Two limits and their window from `RATE_LIMIT_<NAME>=<first>,<second>,<window seconds>` (0 turns one limit
 * off), or `fallback` when the variable is missing or not three numbers >= 0. Each service names its own pair
 * (the auth API: per address and per username; the contact form: per address and per sender e-mail).
 */
export function limitsFromEnv(
  name: string,
  fallback: readonly [first: number, second: number, windowSeconds: number],
  env: NodeJS.ProcessEnv = process.env,
): [first: number, second: number, windowSeconds: number] {
  const parts = (env[`RATE_LIMIT_${name.toUpperCase()}`] ?? '').split(',').map((part) => Number(part.trim()));
  const usable = parts.length === 3 && parts.every((part) => Number.isFinite(part) && part >= 0);
  const [first, second, window] = usable ? parts : fallback;
  return [first as number, second as number, Math.max(1, window as number)];
}

/** Header set by a CloudFront Function on the API behaviours: the viewer's address (overwrites any sent). */
export const VIEWER_ADDRESS_HEADER = 'x-pitahaya-viewer-address';

/**
 * The caller's address: behind CloudFront (the origin secret is configured) the viewer address the CloudFront
 * Function wrote; otherwise (this machine) the connection's source address.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (process.env.ORIGIN_VERIFY_SECRET && viewer) return viewer.trim().slice(0, 64);
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** The current window of `limit` at `now`: its length and its start (ms), and the subject's key in it. */
function windowOf(limit: AttemptLimit, subject: string, now: number) {
  const windowMs = limit.windowSeconds * 1000;
  return { windowMs, windowStart: Math.floor(now / windowMs) * windowMs, key: subject.slice(0, 256) };
}

/** A limit of no attempts (or an infinite one) limits nothing. */
const limitsNothing = (limit: AttemptLimit) => !Number.isFinite(limit.max) || limit.max <= 0;

/** Adds one to the subject's attempts in the window; answers the count after it (when `answer` asks for it). */
async function addOne(
  limit: AttemptLimit,
  { windowMs, windowStart, key }: ReturnType<typeof windowOf>,
  answer: boolean,
): Promise<number> {
  const { Attributes } = await updateItem({
    Key: attemptKeys.item(limit.scope, key, windowStart),
    UpdateExpression: 'ADD #attempts :one SET #expiresAt = :expiresAt, #entity = :entity',
    ExpressionAttributeNames: { '#attempts': 'attempts', '#expiresAt': 'expiresAt', '#entity': 'entity' },
    ExpressionAttributeValues: {
      ':one': 1,
      // Kept through the next window, whose estimate still reads it.
      ':expiresAt': Math.ceil((windowStart + 2 * windowMs) / 1000),
      ':entity': 'Attempts',
    },
    ...(answer ? { ReturnValues: 'UPDATED_NEW' as const } : {}),
  });
  return Number(Attributes?.attempts ?? 0);
}

/** Counts one attempt of `subject` and throws 429 when it is over `limit.max` in the current window. */
export async function countAttempt(limit: AttemptLimit, subject: string, now = Date.now()): Promise<number> {
  if (limitsNothing(limit)) return 0;
  const window = windowOf(limit, subject, now);
  const { windowMs, windowStart, key } = window;
  const current = await addOne(limit, window, true);
  if (current > limit.max) throw tooManyRequests(GENERIC_MESSAGES.rateLimited);
  const { Item: previous } = await getItem({
    Key: attemptKeys.item(limit.scope, key, windowStart - windowMs),
  });
  const overlap = 1 - (now - windowStart) / windowMs;
  const estimate = current + Number(previous?.attempts ?? 0) * overlap;
  if (estimate > limit.max) throw tooManyRequests(GENERIC_MESSAGES.rateLimited);
  return estimate;
}

/**
 * Checks without counting: 429 when `subject` already has `limit.max` attempts in the sliding window, so the
 * next one would be over the limit. With addAttempt, for limits that count only some outcomes (sign-in counts its
 * failures: services/auth/attempt-limits.ts). Answers the estimate.
 */
export async function checkAttempts(limit: AttemptLimit, subject: string, now = Date.now()): Promise<number> {
  if (limitsNothing(limit)) return 0;
  const { windowMs, windowStart, key } = windowOf(limit, subject, now);
  const current = attemptKeys.item(limit.scope, key, windowStart);
  const previous = attemptKeys.item(limit.scope, key, windowStart - windowMs);
  const { Responses } = await ddb().send(
    new BatchGetCommand({
      RequestItems: { [readEnv().tableName]: { Keys: [current, previous], ConsistentRead: true } },
    }),
  );
  const items = Responses?.[readEnv().tableName] ?? [];
  const attemptsOf = (key: { PK: string; SK: string }) =>
    Number(items.find((item) => item.PK === key.PK && item.SK === key.SK)?.attempts ?? 0);
  const overlap = 1 - (now - windowStart) / windowMs;
  const estimate = attemptsOf(current) + attemptsOf(previous) * overlap;
  if (estimate >= limit.max) throw tooManyRequests(GENERIC_MESSAGES.rateLimited);
  return estimate;
}

/** Counts one attempt of `subject` in the current window, without refusing anything. */
export async function addAttempt(limit: AttemptLimit, subject: string, now = Date.now()): Promise<void> {
  if (limitsNothing(limit)) return;
  await addOne(limit, windowOf(limit, subject, now), false);
}
