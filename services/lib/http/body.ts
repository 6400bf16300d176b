/** Request body: size limit (413) and JSON parsing (400), before validation. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_BODY_BYTES } from '../../../shared/constants/limits.js';
import { badRequest, payloadTooLarge } from '../errors.js';

export function rawBody(event: APIGatewayProxyEventV2): Buffer | null {
  if (event.body === undefined || event.body === null || event.body === '') return null;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/** Throws 413 over the limit; answers the parsed JSON, or undefined when there is no body. */
export function parseJsonBody(event: APIGatewayProxyEventV2, limit = MAX_BODY_BYTES): unknown {
  const raw = rawBody(event);
  if (raw === null) return undefined;
  if (raw.byteLength > limit) throw payloadTooLarge();
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest();
  }
}
