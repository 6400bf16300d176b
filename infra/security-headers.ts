/**
 * Security headers of the site, one definition for the CloudFront response headers policy (infra/cdk) and the
 * local gateway (infra/local). `uploadOrigins` are the origins the browser PUTs images to with presigned URLs
 * (the bucket's S3 endpoint in AWS, s3rver on this machine).
 */
import { createHash } from 'node:crypto';
import { afterPaintScript } from '../shared/utils/after-paint-script.js';

export interface SecurityHeaderOptions {
  uploadOrigins: string[];
}

/**
 * The texts of the site's inline scripts: the after-paint script the prerendered shells carry inline
 * (web/build/prerender-shells.ts) so that no request of their HTML ends before the first paint
 * (docs/performance.md). The CSP allows each by its hash, computed here from the same function the build
 * writes it with: a change of the script cannot leave a stale hash. Nothing else may run inline.
 */
export const INLINE_SCRIPTS: readonly string[] = [afterPaintScript()];

/** A CSP hash source of `script`'s exact text: 'sha256-<base64>'. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy({ uploadOrigins }: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...INLINE_SCRIPTS.map(scriptHashSource)].join(' '),
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
