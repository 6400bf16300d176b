/**
 * The CloudFront response headers policy, derived from the site's single header definition
 * (infra/security-headers.ts, shared with the local gateway), so AWS and this machine send the same headers.
 * CloudFront models the well-known security headers as typed settings; any other header of the definition
 * goes out as a custom header.
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { securityHeaders } from '../../security-headers.js';

interface Hsts {
  maxAgeSeconds: number;
  includeSubdomains: boolean;
  preload: boolean;
}

/** Parses `max-age=N; includeSubDomains; preload`. */
export function parseHsts(value: string): Hsts {
  const parts = value.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = parts.find((part) => part.startsWith('max-age='));
  const maxAgeSeconds = Number(maxAge?.slice('max-age='.length));
  if (!Number.isInteger(maxAgeSeconds)) throw new Error(`Unsupported Strict-Transport-Security: ${value}`);
  return {
    maxAgeSeconds,
    includeSubdomains: parts.includes('includesubdomains'),
    preload: parts.includes('preload'),
  };
}

function enumValue<T extends string>(values: Record<string, T>, value: string, header: string): T {
  const found = Object.values(values).find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!found) throw new Error(`CloudFront cannot send ${header}: ${value}`);
  return found;
}

/** Maps header name -> value onto CloudFront's typed security headers plus custom headers. */
export function responseHeadersConfig(headers: Record<string, string>): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeaders: ResponseCustomHeader[];
} {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const hsts = parseHsts(value);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubdomains,
          preload: hsts.preload,
          override: true,
        };
        break;
      }
      case 'x-frame-options':
        security.frameOptions = { frameOption: enumValue(HeadersFrameOption, value, name), override: true };
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff') throw new Error(`CloudFront cannot send ${name}: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = {
          referrerPolicy: enumValue(HeadersReferrerPolicy, value, name),
          override: true,
        };
        break;
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeaders };
}

export interface SecurityHeadersPolicyProps {
  /** Origins the browser PUTs images to with presigned URLs (connect-src). */
  uploadOrigins: string[];
  /** Other headers sent to viewers in place of the origin's (e.g. the catalog's Cache-Control). */
  extraHeaders?: Record<string, string>;
  comment?: string;
}

export function securityHeadersPolicy(
  scope: Construct,
  id: string,
  props: SecurityHeadersPolicyProps,
): ResponseHeadersPolicy {
  const { securityHeadersBehavior, customHeaders } = responseHeadersConfig({
    ...securityHeaders({ uploadOrigins: props.uploadOrigins }),
    ...props.extraHeaders,
  });
  return new ResponseHeadersPolicy(scope, id, {
    comment: props.comment ?? 'Pitahaya security headers (infra/security-headers.ts)',
    securityHeadersBehavior,
    ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
  });
}
