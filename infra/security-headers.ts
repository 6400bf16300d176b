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
