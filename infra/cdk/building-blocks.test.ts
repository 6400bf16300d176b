/** The parts of the CDK app that need no synthesis: deploy config, header mapping, the SPA fallback function. */
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../security-headers.js';
import { DEFAULT_LIMITS } from '../../services/auth/attempt-limits.js';
import { RATE_LIMIT_FUNCTIONS, readConfig } from './config.js';
import { parseHsts, responseHeadersConfig } from './constructs/security-headers-policy.js';
import { SPA_FALLBACK_FUNCTION_CODE } from './constructs/spa-fallback.js';
import { WEB_DIST } from './paths.js';
import { App, CfnOutput, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { MailSender } from './constructs/mail-sender.js';
import { UserDirectory } from './constructs/user-directory.js';
import { PitahayaEdgeStack } from './edge-stack.js';

const contextOf = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });

describe('readConfig', () => {
  it('defaults to the prod stage, no extra CORS origin (the site only), web/dist, WAF limits, no SES', () => {
    const config = readConfig(contextOf({}));
    expect(config).toMatchObject({ stage: 'prod', corsOrigins: [], domainNames: [], webDist: WEB_DIST });
    expect(config.certificateArn).toBeUndefined();
    expect(config.throttle).toEqual({ rateLimit: 50, burstLimit: 100 });
    expect(config.waf).toEqual({ rateLimit: 2000, authRateLimit: 100 });
    expect(config.webAclArn).toBeUndefined();
    expect(config.ses).toBeUndefined();
    expect(config.rateLimits).toEqual({});
    expect(config.paymentDeadlines).toEqual({ paymentTimeoutSeconds: 1800, transferTimeoutDays: 5 });
  });

  it('reads the payment deadlines (context, then env) and refuses values the services would not take', () => {
    expect(
      readConfig(contextOf({ paymentTimeoutSeconds: '900', transferTimeoutDays: 3 })).paymentDeadlines,
    ).toEqual({ paymentTimeoutSeconds: 900, transferTimeoutDays: 3 });
    process.env.PITAHAYA_TRANSFER_TIMEOUT_DAYS = '10';
    try {
      expect(readConfig(contextOf({})).paymentDeadlines.transferTimeoutDays).toBe(10);
    } finally {
      delete process.env.PITAHAYA_TRANSFER_TIMEOUT_DAYS;
    }
    for (const bad of ['0', '-5', '1.5', 'abc', '86401']) {
      expect(() => readConfig(contextOf({ paymentTimeoutSeconds: bad }))).toThrow(/paymentTimeoutSeconds/);
    }
    expect(() => readConfig(contextOf({ transferTimeoutDays: '61' }))).toThrow(/transferTimeoutDays/);
  });

  it('reads tuned abuse limits as RATE_LIMIT values and refuses malformed ones', () => {
    expect(
      readConfig(contextOf({ rateLimitLogin: '60, 20, 900', rateLimitContact: '0,5,3600' })).rateLimits,
    ).toEqual({ login: '60,20,900', contact: '0,5,3600' });
    for (const bad of ['10,5', '10,5,0', 'a,b,c', '-1,5,60', '1.5,2,60']) {
      expect(() => readConfig(contextOf({ rateLimitSignup: bad }))).toThrow(/rateLimitSignup/);
    }
    // The resend-code and change-password limits (issue 23), from context or from the environment.
    process.env.PITAHAYA_RATE_LIMIT_PASSWORD = '40,20,3600';
    try {
      expect(readConfig(contextOf({ rateLimitResend: '5,2,1800' })).rateLimits).toEqual({
        resend: '5,2,1800',
        password: '40,20,3600',
      });
    } finally {
      delete process.env.PITAHAYA_RATE_LIMIT_PASSWORD;
    }
    expect(() => readConfig(contextOf({ rateLimitPassword: '20,10' }))).toThrow(/rateLimitPassword/);
  });

  it("lets a deployment tune every one of the auth function's abuse limits", () => {
    const tunable = Object.entries(RATE_LIMIT_FUNCTIONS).filter(([, reader]) => reader === 'auth');
    expect(tunable.map(([name]) => name).sort()).toEqual(Object.keys(DEFAULT_LIMITS).sort());
  });

  it("reads the SES sender and an existing web ACL, and never accepts '*' as a CORS origin", () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/pitahaya/abc';
    expect(
      readConfig(
        contextOf({ sesFromEmail: 'tienda@pitahaya.example', sesRegion: 'eu-west-1', webAclArn: arn }),
      ),
    ).toMatchObject({
      ses: { fromEmail: 'tienda@pitahaya.example', fromName: 'Pitahaya Marketplace', region: 'eu-west-1' },
      webAclArn: arn,
    });
    expect(() => readConfig(contextOf({ corsOrigins: '*' }))).toThrow(/never '\*'/);
    expect(() => readConfig(contextOf({ webAclArn: 'arn:aws:wafv2:eu-west-1:1:regional/webacl/x' }))).toThrow(
      /CLOUDFRONT/,
    );
    expect(() => readConfig(contextOf({ sesFromEmail: 'no-es-un-email' }))).toThrow(/sesFromEmail/);
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

  it('needs a certificate for custom domains (their origins join the CORS rule in the stack)', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    expect(readConfig(contextOf({ domainNames: ['shop.example'], certificateArn })).domainNames).toEqual([
      'shop.example',
    ]);
    expect(() => readConfig(contextOf({ domainNames: 'shop.example' }))).toThrow(/certificateArn/);
  });

  it('rejects unusable values', () => {
    expect(() => readConfig(contextOf({ stage: 'no spaces' }))).toThrow(/stage/);
    expect(() => readConfig(contextOf({ throttleRate: '-1' }))).toThrow(/throttleRate/);
  });
});

describe('user pool e-mail sender (context sesFromEmail)', () => {
  it("uses Cognito's own sender without one", () => {
    const stack = new Stack(new App(), 'Pool', { env: { account: '123456789012', region: 'eu-west-1' } });
    new UserDirectory(stack, 'Users', { stage: 't' });
    Template.fromStack(stack).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('sends through SES with the verified sender when configured', () => {
    const stack = new Stack(new App(), 'Pool', { env: { account: '123456789012', region: 'eu-west-1' } });
    new UserDirectory(stack, 'Users', {
      stage: 't',
      ses: { fromEmail: 'tienda@pitahaya.example', fromName: 'Pitahaya Marketplace' },
    });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      DeletionProtection: 'ACTIVE',
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'Pitahaya Marketplace <tienda@pitahaya.example>',
        SourceArn: Match.anyValue(),
      },
    });
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0] as {
      Properties: { EmailConfiguration: { SourceArn: unknown } };
    };
    expect(JSON.stringify(pool.Properties.EmailConfiguration.SourceArn)).toContain(
      'ses:eu-west-1:123456789012:identity/tienda@pitahaya.example',
    );
  });
});

describe('services e-mail (MailSender, with context sesFromEmail)', () => {
  it('reads the shop inbox for contact copies only beside an SES sender', () => {
    expect(
      readConfig(
        contextOf({ sesFromEmail: 'tienda@pitahaya.example', shopInboxEmail: 'hola@pitahaya.example' }),
      ),
    ).toMatchObject({
      ses: { fromEmail: 'tienda@pitahaya.example' },
      shopInboxEmail: 'hola@pitahaya.example',
    });
    expect(readConfig(contextOf({ shopInboxEmail: 'hola@pitahaya.example' })).shopInboxEmail).toBeUndefined();
    expect(() =>
      readConfig(contextOf({ sesFromEmail: 'tienda@pitahaya.example', shopInboxEmail: 'hola' })),
    ).toThrow(/shopInboxEmail/);
  });

  it('lets only the sender send, from that address, with the settings in its environment', () => {
    const stack = new Stack(new App(), 'Mail', { env: { account: '123456789012', region: 'eu-west-1' } });
    const fn = (id: string) =>
      new LambdaFunction(stack, id, {
        runtime: Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: Code.fromInline('export const handler = async () => {};'),
      });
    const sender = fn('Events');
    const queuer = fn('Notifications');
    new MailSender(stack, 'Mail', {
      ses: {
        fromEmail: 'tienda@pitahaya.example',
        fromName: 'Pitahaya Marketplace',
        configurationSet: 'avisos',
      },
      siteUrl: 'https://tienda.example',
      sender,
      queuers: [queuer],
    });
    const template = Template.fromStack(stack);
    const environments = Object.values(template.findResources('AWS::Lambda::Function')).map(
      (resource) =>
        (resource as { Properties: { Environment?: { Variables: Record<string, string> } } }).Properties
          .Environment?.Variables,
    );
    expect(environments).toContainEqual({
      MAIL_FROM: 'tienda@pitahaya.example',
      MAIL_SHOP_INBOX: 'tienda@pitahaya.example',
      MAIL_FROM_NAME: 'Pitahaya Marketplace',
      SES_REGION: 'eu-west-1',
      SITE_URL: 'https://tienda.example',
      MAIL_CONFIGURATION_SET: 'avisos',
    });
    expect(environments).toContainEqual({
      MAIL_FROM: 'tienda@pitahaya.example',
      MAIL_SHOP_INBOX: 'tienda@pitahaya.example',
    });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map(
      (resource) =>
        (resource as { Properties: { Roles: unknown[]; PolicyDocument: { Statement: unknown[] } } })
          .Properties,
    );
    expect(policies).toHaveLength(1);
    expect(JSON.stringify(policies[0]?.Roles)).toContain('EventsServiceRole');
    const statement = policies[0]?.PolicyDocument.Statement[0] as {
      Action: string;
      Resource: unknown[];
      Condition: unknown;
    };
    expect(statement.Action).toBe('ses:SendEmail');
    expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'tienda@pitahaya.example' } });
    const resources = JSON.stringify(statement.Resource);
    for (const part of [
      'identity/tienda@pitahaya.example',
      'identity/pitahaya.example',
      'configuration-set/avisos',
    ])
      expect(resources).toContain(part);
  });
});

describe('edge stack (WAF in us-east-1) and cross-region reference', () => {
  it('puts the web ACL in us-east-1 and hands its ARN to a stack in another region', () => {
    const app = new App();
    const edge = new PitahayaEdgeStack(app, 'Edge', {
      stage: 't',
      rateLimit: 2000,
      authRateLimit: 100,
      env: { account: '123456789012', region: 'us-east-1' },
      crossRegionReferences: true,
    });
    const main = new Stack(app, 'Main', {
      env: { account: '123456789012', region: 'eu-west-1' },
      crossRegionReferences: true,
    });
    new CfnOutput(main, 'Acl', { value: edge.webAcl.arn });
    expect(edge.region).toBe('us-east-1');
    Template.fromStack(edge).hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    // CDK's cross-region reference: an SSM parameter in us-east-1, read by a custom resource in eu-west-1.
    Template.fromStack(edge).resourceCountIs('Custom::CrossRegionExportWriter', 1);
    Template.fromStack(main).resourceCountIs('Custom::CrossRegionExportReader', 1);
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
    expect(rewrite('/productos/p-1')).toBe('/index.html');
    expect(rewrite('/admin/usuarios/')).toBe('/index.html');
    expect(rewrite('/cart')).toBe('/index.html');
  });

  it("serves the public pages' prerendered shells", () => {
    expect(rewrite('/')).toBe('/shells/home.html');
    expect(rewrite('/home')).toBe('/shells/home.html');
    expect(rewrite('/products')).toBe('/shells/products.html');
    expect(rewrite('/products/')).toBe('/shells/products.html');
    const filtered = handler({
      request: { uri: '/products', querystring: { q: { value: 'roja' } } } as never,
    });
    expect(filtered.uri).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    expect(rewrite('/index.html')).toBe('/index.html');
  });
});
