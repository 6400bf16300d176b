/**
 * Attempt counters in the table, for abuse limits that work the same in AWS and on this machine: one item per
 * (scope, subject, fixed window), incremented atomically (UpdateItem ADD), removed by TTL after the window.
 * Over the limit: 429 RATE_LIMITED with the spec's 'Demasiados intentos. Espera un momento antes de reintentar.'
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GENERIC_MESSAGES } from '../../shared/index.js';
import { ddb } from './clients.js';
import { attemptKeys } from './data/keys.js';
import { readEnv } from './env.js';
import { tooManyRequests } from './errors.js';

export interface AttemptLimit {
  /** What is counted, e.g. login:address. */
  scope: string;
  /** At most this many attempts per window. */
  max: number;
  windowSeconds: number;
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

/** Counts one attempt of `subject` and throws 429 when it is over `limit.max` in the current window. */
export async function countAttempt(limit: AttemptLimit, subject: string, now = Date.now()): Promise<number> {
  if (!Number.isFinite(limit.max) || limit.max <= 0) return 0;
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const { Attributes } = await ddb().send(
    new UpdateCommand({
      TableName: readEnv().tableName,
      Key: attemptKeys.item(limit.scope, subject.slice(0, 256), windowStart),
      UpdateExpression: 'ADD #attempts :one SET #expiresAt = :expiresAt, #entity = :entity',
      ExpressionAttributeNames: { '#attempts': 'attempts', '#expiresAt': 'expiresAt', '#entity': 'entity' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expiresAt': Math.ceil((windowStart + windowMs) / 1000),
        ':entity': 'Attempts',
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const attempts = Number(Attributes?.attempts ?? 0);
  if (attempts > limit.max) throw tooManyRequests(GENERIC_MESSAGES.rateLimited);
  return attempts;
}
