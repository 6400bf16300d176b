/**
 * What one journey used, as measured on the local stack: the HTTP requests a browser or the SPA made (through
 * CloudFront in AWS: count and bytes; the API ones also through API Gateway, the cacheable catalog GETs apart),
 * every Lambda invocation (function, milliseconds, DynamoDB read and write units as DynamoDB answered them,
 * Cognito/S3/SES calls), the bytes the handlers logged and the table bytes the journey added.
 */
import type { Invocation } from '../../infra/local/meter.js';

export interface RequestRecord {
  path: string;
  /** Bytes sent to the viewer (body + headers). */
  bytes: number;
  /** /v1 or /oauth: goes to API Gateway unless CloudFront answers it from its cache. */
  api: boolean;
  /** An anonymous catalog GET (/v1/products*): CloudFront may answer it from its cache. */
  cacheable: boolean;
  /** A product or farm photo (CloudFront in front of S3). */
  image: boolean;
}

export interface FunctionUse {
  invocations: number;
  ms: number;
  readUnits: number;
  writeUnits: number;
  /** Invocations and units of the catalog's cacheable answers (saved by a CloudFront hit). */
  cacheableInvocations: number;
  cacheableMs: number;
  cacheableReadUnits: number;
}

export interface JourneyUsage {
  name: string;
  requests: RequestRecord[];
  functions: Record<string, FunctionUse>;
  cognitoCalls: number;
  s3Calls: number;
  emails: number;
  logBytes: number;
  tableBytesAdded: number;
}

export function emptyUse(): FunctionUse {
  return {
    invocations: 0,
    ms: 0,
    readUnits: 0,
    writeUnits: 0,
    cacheableInvocations: 0,
    cacheableMs: 0,
    cacheableReadUnits: 0,
  };
}

/** Sums invocations per function; those of `cacheable` (an invocation predicate) are also counted apart. */
export function functionUse(
  invocations: readonly Invocation[],
  cacheable: (invocation: Invocation) => boolean = () => false,
): Record<string, FunctionUse> {
  const uses: Record<string, FunctionUse> = {};
  for (const invocation of invocations) {
    const use = (uses[invocation.fn] ??= emptyUse());
    use.invocations += 1;
    use.ms += invocation.ms;
    use.readUnits += invocation.readUnits;
    use.writeUnits += invocation.writeUnits;
    if (cacheable(invocation)) {
      use.cacheableInvocations += 1;
      use.cacheableMs += invocation.ms;
      use.cacheableReadUnits += invocation.readUnits;
    }
  }
  return uses;
}

export const isApiPath = (path: string): boolean => path.startsWith('/v1/') || path.startsWith('/oauth/');
export const isCatalogPath = (path: string): boolean => path.startsWith('/v1/products');
export const isImagePath = (path: string): boolean => path.startsWith('/images/');
