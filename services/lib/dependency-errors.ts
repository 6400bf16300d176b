/**
 * How an error of an AWS SDK call reads for the client. Used by the domain handler's error mapping, so every
 * route of every domain (also the ones built later) gets the same answers:
 *   - DynamoDB refusing a value (ValidationException: a key over 2 KB, a number it cannot store, an empty
 *     key attribute) or the document client refusing an unsafe number: the request carried data we cannot
 *     store: 422, never a 500.
 *   - a dependency that does not answer (connection refused or reset, timeouts, 5xx, throttling): 503
 *     'Servicio temporalmente no disponible.' (the contract's message), never a 500.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'AbortError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalErrorException',
  'InternalFailure',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
]);

interface SdkLikeError {
  name?: string;
  code?: string;
  message?: string;
  $fault?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

const asError = (error: unknown): SdkLikeError =>
  typeof error === 'object' && error !== null ? (error as SdkLikeError) : {};

/** DynamoDB (or its document client) refused the data of the request. */
export function isRefusedData(error: unknown): boolean {
  const e = asError(error);
  if (e.name === 'ValidationException') return true;
  // @aws-sdk/util-dynamodb: "Number 1e+21 is greater than Number.MAX_SAFE_INTEGER. Use BigInt." and friends.
  return /Number .* (is greater than|is lesser than|can't be converted|is not a safe integer)|Use BigInt/i.test(
    e.message ?? '',
  );
}

/** A dependency (Cognito, DynamoDB, S3) that cannot be reached or does not answer now. */
export function isUnavailable(error: unknown, depth = 0): boolean {
  const e = asError(error);
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (e.$fault === 'server') return true;
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (e.name === 'TypeError' && /fetch failed|socket hang up/i.test(e.message ?? '')) return true;
  return depth < 3 && e.cause !== undefined && isUnavailable(e.cause, depth + 1);
}
