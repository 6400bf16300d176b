/**
 * Security headers of the site, one definition for the CloudFront response headers policy (infra/cdk) and the
 * local gateway (infra/local). `uploadOrigins` are the origins the browser PUTs images to with presigned URLs
 * (the bucket's S3 endpoint in AWS, s3rver on this machine).
 */
export interface SecurityHeaderOptions {
  uploadOrigins: string[];
}

export function contentSecurityPolicy({ uploadOrigins }: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...uploadOrigins].join(' '),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Header name -> value, exactly as sent on every response of the site. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * Cache-Control that viewers of the catalog behaviour (`/v1/products*`) get in place of the origin's: the
 * products function's `s-maxage` and `stale-while-revalidate` are for CloudFront (which computes its TTLs from
 * the origin's header; a response headers policy changes only what viewers get), and a browser must never
 * answer from a stale copy of its own. `no-store` rather than `no-cache`: the behaviour also carries signed-in
 * answers (owner and admin views) and writes, which stay out of the browser's cache as before; API answers
 * carry no validator, so `no-cache` would save nothing for anonymous ones.
 */
export const CATALOG_VIEWER_CACHE_CONTROL = 'no-store';

/** The answer's headers with Cache-Control replaced by `value` (whatever the case of the origin's name). */
export function withCacheControl(headers: Record<string, string>, value: string): Record<string, string> {
  const rest = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control');
  return { ...Object.fromEntries(rest), 'cache-control': value };
}
