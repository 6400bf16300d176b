/**
 * The share pages construct on its own (a small stack: a table, a distribution, the construct), so the check
 * is quick and the bundle can be inspected: CloudFront behaviours to the function URL with origin access
 * control, the host forwarding function and the cache key, least-privilege IAM, index.html and the product and legal shells
 * bundled with the handler, the bundle budget, cdk-nag.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Distribution, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_HOST_HEADER } from '../../services/seo/site.js';
import {
  CATALOG_INDEX,
  FARM_LIST_INDEX,
  REVIEWS_INDEX,
  FORWARD_HOST_FUNCTION_CODE,
  SHARE_PAGE_PATHS,
  SharePages,
} from './constructs/share-pages.js';
import { nagFindings } from './nag-findings.js';
import { scratchFolder } from './scratch-folder.js';

type Json = Record<string, unknown>;

/** Each Lambda bundle stays under 150 KB minified (docs/performance.md, "Lambda bundles"). */
const BUNDLE_BUDGET_BYTES = 150 * 1024;
const INDEX_HTML = '<!doctype html><html lang="es"><head><title>Pitahaya</title></head><body></body></html>';
const PRODUCT_SHELL = INDEX_HTML.replace('<body>', '<body><div class="gallery__main skeleton"></div>');
const FARM_SHELL = INDEX_HTML.replace('<body>', '<body><div class="farm-page__no-photo"></div>');
const LEGAL_SHELL = INDEX_HTML.replace('<body>', '<body><div class="spinner spinner--page"></div>');

describe('share pages (CDK)', () => {
  let app: App;
  let stack: Stack;
  let pages: SharePages;
  let template: Template;
  let config: Json;

  const scratch = scratchFolder('pitahaya-share-pages-');
  beforeAll(() => {
    const webDist = join(scratch(), 'dist');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    mkdirSync(join(webDist, 'shells'), { recursive: true });
    writeFileSync(join(webDist, 'shells', 'product.html'), PRODUCT_SHELL);
    writeFileSync(join(webDist, 'shells', 'farm.html'), FARM_SHELL);
    writeFileSync(join(webDist, 'shells', 'legal.html'), LEGAL_SHELL);
    app = new App({ outdir: join(scratch(), 'cdk.out') });
    stack = new Stack(app, 'SharePagesTest', { env: { account: '111111111111', region: 'eu-west-1' } });
    const table = new Table(stack, 'Table', {
      partitionKey: { name: 'PK', type: AttributeType.STRING },
      sortKey: { name: 'SK', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
    });
    const distribution = new Distribution(stack, 'Distribution', {
      defaultBehavior: { origin: S3BucketOrigin.withOriginAccessControl(new Bucket(stack, 'Site')) },
    });
    pages = new SharePages(stack, 'SharePages', {
      table,
      distribution,
      responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      webDist,
      siteUrl: 'https://pitahaya.example',
    });
    template = Template.fromStack(stack);
    const [distributionResource] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    config = (distributionResource as { Properties: { DistributionConfig: Json } }).Properties
      .DistributionConfig;
    app.synth();
  });

  const logicalId = (construct: { node: { defaultChild?: unknown } }): string =>
    stack.resolve((construct.node.defaultChild as { logicalId: string }).logicalId) as string;

  it('sends /products/*, /fincas/*, /sitemap.xml and /robots.txt to the function URL, GET and HEAD, with the security headers', () => {
    const behaviors = config.CacheBehaviors as Json[];
    expect(SHARE_PAGE_PATHS).toEqual([
      '/products/*',
      '/fincas/*',
      '/sitemap.xml',
      '/robots.txt',
      '/aviso-legal',
      '/privacidad',
      '/condiciones',
      '/cookies',
    ]);
    expect(behaviors.map((behavior) => behavior.PathPattern)).toEqual([...SHARE_PAGE_PATHS]);
    const origins = new Map((config.Origins as Json[]).map((origin) => [origin.Id as string, origin]));
    for (const behavior of behaviors) {
      expect(behavior).toMatchObject({
        AllowedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
        Compress: true,
        CachePolicyId: { Ref: logicalId(pages.cachePolicy) },
        ResponseHeadersPolicyId: '67f7725c-6f97-4210-82d7-5512b31e9d03', // SecurityHeadersPolicy
        FunctionAssociations: [
          {
            EventType: 'viewer-request',
            FunctionARN: { 'Fn::GetAtt': [logicalId(pages.forwardHost), 'FunctionARN'] },
          },
        ],
      });
      const origin = origins.get(behavior.TargetOriginId as string) as Json;
      expect(JSON.stringify(origin.DomainName)).toContain(logicalId(pages.functionUrl as never));
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginReadTimeout: 10,
      });
    }
  });

  it('lets only this distribution call the function URL (IAM auth + origin access control for Lambda)', () => {
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission')) as {
      Properties: Json;
    }[];
    const fromCloudFront = permissions.filter(
      (permission) => permission.Properties.Principal === 'cloudfront.amazonaws.com',
    );
    expect(fromCloudFront.map((permission) => permission.Properties.Action).sort()).toEqual(
      expect.arrayContaining(['lambda:InvokeFunctionUrl']),
    );
    for (const permission of fromCloudFront) {
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain(':distribution/');
    }
  });

  it("forwards the viewer's host in a header that is part of the cache key, a minute by default", () => {
    expect(FORWARD_HOST_FUNCTION_CODE).toContain(`request.headers['${SITE_HOST_HEADER}']`);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: FORWARD_HOST_FUNCTION_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        Comment: Match.anyValue(),
        Name: Match.anyValue(),
        DefaultTTL: 60,
        MinTTL: 0,
        MaxTTL: 300,
        ParametersInCacheKeyAndForwardedToOrigin: {
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [SITE_HOST_HEADER] },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
  });

  it('may only read a product or a farm by key and query the catalog and farm list indexes, and write its own logs', () => {
    const roleId = logicalId(pages.function.role as never);
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .map((policy) => (policy as { Properties: Json }).Properties)
      .filter((properties) => JSON.stringify(properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((properties) => (properties.PolicyDocument as { Statement: Json[] }).Statement);
    const byAction = new Map(statements.map((statement) => [JSON.stringify(statement.Action), statement]));
    expect([...byAction.keys()].sort()).toEqual(
      ['"dynamodb:GetItem"', '"dynamodb:Query"', '["logs:CreateLogStream","logs:PutLogEvents"]'].sort(),
    );
    const tableArn = { 'Fn::GetAtt': [expect.stringMatching(/^Table/), 'Arn'] };
    expect(byAction.get('"dynamodb:GetItem"')?.Resource).toEqual(tableArn);
    expect(FARM_LIST_INDEX).toBe('GSI5');
    expect(byAction.get('"dynamodb:Query"')?.Resource).toEqual([
      { 'Fn::Join': ['', [tableArn, `/index/${CATALOG_INDEX}`]] },
      { 'Fn::Join': ['', [tableArn, `/index/${FARM_LIST_INDEX}`]] },
      { 'Fn::Join': ['', [tableArn, `/index/${REVIEWS_INDEX}`]] },
    ]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Environment: {
        Variables: {
          TABLE_NAME: { Ref: Match.stringLikeRegexp('^Table') },
          POWERTOOLS_SERVICE_NAME: 'seo',
          NODE_OPTIONS: '--enable-source-maps',
          SITE_URL: 'https://pitahaya.example',
        },
      },
    });
  });

  it("bundles the SPA's index.html and the product, farm and legal shells with the handler, within the Lambda budget", () => {
    const out = join(scratch(), 'cdk.out');
    const bundles = readdirSync(out)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => join(out, name))
      .filter((dir) => statSync(dir).isDirectory() && readdirSync(dir).includes('index.mjs'));
    const bundle = bundles.find((dir) => readdirSync(dir).includes('index.html'));
    expect(bundle).toBeDefined();
    expect(readFileSync(join(bundle as string, 'index.html'), 'utf8')).toBe(INDEX_HTML);
    expect(readFileSync(join(bundle as string, 'product.html'), 'utf8')).toBe(PRODUCT_SHELL);
    expect(readFileSync(join(bundle as string, 'farm.html'), 'utf8')).toBe(FARM_SHELL);
    expect(readFileSync(join(bundle as string, 'legal.html'), 'utf8')).toBe(LEGAL_SHELL);
    const size = statSync(join(bundle as string, 'index.mjs')).size;
    console.info(`share pages bundle: ${(size / 1024).toFixed(1)} KB minified`);
    expect(size).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
  });

  it('passes cdk-nag (AwsSolutions) with the runtime acknowledged', () => {
    expect(nagFindings(pages)).toEqual([]);
  });
});
