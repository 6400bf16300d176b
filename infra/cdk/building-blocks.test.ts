/** The parts of the CDK app that need no synthesis: deploy config, header mapping, the SPA fallback function. */
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../security-headers.js';
import { readConfig } from './config.js';
import { parseHsts, responseHeadersConfig } from './constructs/security-headers-policy.js';
import { SPA_FALLBACK_FUNCTION_CODE } from './constructs/spa-fallback.js';
import { WEB_DIST } from './paths.js';

const contextOf = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });

describe('readConfig', () => {
  it('defaults to the prod stage, any CORS origin and web/dist', () => {
    const config = readConfig(contextOf({}));
    expect(config).toMatchObject({ stage: 'prod', corsOrigins: ['*'], domainNames: [], webDist: WEB_DIST });
    expect(config.certificateArn).toBeUndefined();
    expect(config.throttle).toEqual({ rateLimit: 50, burstLimit: 100 });
  });

  it('reads context values, lists given as arrays or comma-separated', () => {
    const config = readConfig(
      contextOf({
        stage: 'staging',
        corsOrigins: 'https://a.example, https://b.example',
        throttleRate: '10',
        throttleBurst: 20,
      }),
    );
    expect(config).toMatchObject({
      stage: 'staging',
      corsOrigins: ['https://a.example', 'https://b.example'],
      throttle: { rateLimit: 10, burstLimit: 20 },
    });
  });

  it('allows only the custom domains for CORS when domains are set, and needs a certificate for them', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    expect(readConfig(contextOf({ domainNames: ['shop.example'], certificateArn })).corsOrigins).toEqual([
      'https://shop.example',
    ]);
    expect(() => readConfig(contextOf({ domainNames: 'shop.example' }))).toThrow(/certificateArn/);
  });

  it('rejects unusable values', () => {
    expect(() => readConfig(contextOf({ stage: 'no spaces' }))).toThrow(/stage/);
    expect(() => readConfig(contextOf({ throttleRate: '-1' }))).toThrow(/throttleRate/);
  });
});

describe('CloudFront security headers', () => {
  it('maps every shared header onto CloudFront settings without leftovers', () => {
    const { securityHeadersBehavior, customHeaders } = responseHeadersConfig(
      securityHeaders({ uploadOrigins: ['https://bucket.s3.eu-west-1.amazonaws.com'] }),
    );
    expect(customHeaders).toEqual([]);
    expect(securityHeadersBehavior.contentSecurityPolicy?.contentSecurityPolicy).toContain(
      "connect-src 'self' https://bucket.s3.eu-west-1.amazonaws.com",
    );
    expect(securityHeadersBehavior.frameOptions?.frameOption).toBe('DENY');
    expect(securityHeadersBehavior.referrerPolicy?.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(securityHeadersBehavior.contentTypeOptions).toEqual({ override: true });
    expect(securityHeadersBehavior.strictTransportSecurity?.accessControlMaxAge.toSeconds()).toBe(63_072_000);
  });

  it('parses HSTS and sends unknown headers as custom headers', () => {
    expect(parseHsts('max-age=63072000; includeSubDomains; preload')).toEqual({
      maxAgeSeconds: 63_072_000,
      includeSubdomains: true,
      preload: true,
    });
    expect(responseHeadersConfig({ 'permissions-policy': 'camera=()' }).customHeaders).toEqual([
      { header: 'permissions-policy', value: 'camera=()', override: true },
    ]);
    expect(() => responseHeadersConfig({ 'x-frame-options': 'ALLOW-FROM x' })).toThrow(/x-frame-options/);
  });
});

describe('SPA fallback CloudFront Function', () => {
  const handler = new Function(`${SPA_FALLBACK_FUNCTION_CODE}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  const rewrite = (uri: string): string => handler({ request: { uri } }).uri;

  it('serves index.html for client-side routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/productos/p-1')).toBe('/index.html');
    expect(rewrite('/admin/usuarios/')).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    expect(rewrite('/index.html')).toBe('/index.html');
  });
});
