/**
 * Synthesises the CDK app once (every Lambda bundled by esbuild, a fake built SPA so the deployment path is
 * covered) and checks the template against the shared contracts: route table, table design, password policy,
 * least-privilege IAM, CloudFront shape, cdk-nag.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { App, CfnElement } from 'aws-cdk-lib';
import type SharpModule from 'sharp';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY } from '../../shared/constants/auth.js';
import { DOMAINS, needsAuthorizer, ROUTES, routeKey } from '../../shared/contracts/route-table.js';
import { COGNITO_ADMIN_EVENTS } from '../../services/directory-sync/settings.js';
import { STREAMED_KEY_PREFIXES } from '../../services/lib/data/change-stream.js';
import { TABLE_DESIGN } from '../../services/lib/data/table-design.js';
import { CATALOG_VIEWER_CACHE_CONTROL, contentSecurityPolicy } from '../security-headers.js';
import { STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS } from './constructs/change-stream.js';
import {
  API_FUNCTION_NAMES,
  type FunctionName,
  FUNCTION_NAMES,
  functionEntry,
  LAMBDA_BUNDLE_BUDGET_BYTES,
  STRIPE_FUNCTION_NAMES,
  TIMEOUT_SECONDS,
} from './constructs/service-functions.js';
import { PAYMENT_DEADLINE_FUNCTIONS, STRIPE_SECRET_PLACEHOLDER } from './constructs/stripe-payments.js';
import { SHARE_PAGE_PATHS } from './constructs/share-pages.js';
import { bucketUploadOrigin, CATALOG_MAX_TTL_SECONDS } from './constructs/web-distribution.js';
import {
  CATALOG_CACHE_CONTROL,
  CATALOG_SHARED_MAX_AGE,
  CATALOG_STALE_SECONDS,
} from '../../services/products/cache-headers.js';
import { REPO_ROOT } from './paths.js';
import { buildApp } from './pitahaya-app.js';
import type { PitahayaStack } from './pitahaya-stack.js';
import type { PitahayaEdgeStack } from './edge-stack.js';
import { openApiDocument } from '../../services/openapi/index.js';
import { nagFindings } from './nag-findings.js';
import { scratchFolder } from './scratch-folder.js';

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties: Json;
  DeletionPolicy?: string;
  DependsOn?: string[];
}

/** The Lambda entries are written by the services engineers; without them there is nothing to bundle. */
const missingEntries = FUNCTION_NAMES.map((name) => functionEntry(name)).filter(
  (entry) => !existsSync(entry),
);
if (missingEntries.length > 0) {
  console.warn(`Skipping the CDK template tests: missing Lambda entries ${missingEntries.join(', ')}`);
}

/** The permissions each function must have, and nothing else (docs/infra.md, "IAM (least privilege)"). */
const LOGS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const TABLE_RW = [
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
];
/** What an event source mapping needs: read the table's stream, send failures to its dead-letter queue. */
const STREAM_READ = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];
const DEAD_LETTER_SEND = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'];
/** Active X-Ray tracing (every function): on '*', the actions have no resource-level permissions. */
const XRAY = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
/** The Stripe secret's grantRead (the functions that talk to Stripe). */
const STRIPE_SECRET_READ = ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'];
const idp = (...actions: string[]): string[] => actions.map((action) => `cognito-idp:${action}`);
/** One user's account in Cognito (auth's four calls; users and profile have them too). */
const ACCOUNT = idp('AdminGetUser', 'AdminUpdateUserAttributes', 'AdminDeleteUser', 'AdminUserGlobalSignOut');
const EXPECTED_ACTIONS: Record<FunctionName, string[]> = {
  authorizer: [...LOGS, 'dynamodb:BatchGetItem', ...idp('AdminGetUser')],
  auth: [...LOGS, ...TABLE_RW, ...ACCOUNT],
  products: [
    ...LOGS,
    ...TABLE_RW,
    's3:PutObject',
    's3:DeleteObject',
    's3:DeleteObject',
    's3:GetObject',
    's3:ListBucket',
  ],
  images: [
    ...LOGS,
    'dynamodb:GetItem',
    'dynamodb:UpdateItem',
    's3:PutObject',
    's3:DeleteObject',
    's3:GetObject',
    's3:DeleteObject',
  ],
  carts: [...LOGS, ...TABLE_RW],
  orders: [...LOGS, ...TABLE_RW, ...STRIPE_SECRET_READ],
  subscriptions: [...LOGS, ...TABLE_RW, ...STRIPE_SECRET_READ],
  'subscriptions-cycle': [...LOGS, ...TABLE_RW, ...STRIPE_SECRET_READ],
  payments: [...LOGS, ...TABLE_RW, ...STRIPE_SECRET_READ],
  invoices: [...LOGS, ...TABLE_RW],
  fulfilment: [...LOGS, ...TABLE_RW],
  // Read-only: the counters' Query and the names' BatchGetItem on the table, Query on three indexes.
  reports: [...LOGS, 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  notifications: [...LOGS, ...TABLE_RW],
  legal: [...LOGS, ...TABLE_RW],
  openapi: [...LOGS],
  reviews: [...LOGS, ...TABLE_RW],
  withdrawals: [...LOGS, ...TABLE_RW],
  harvest: [...LOGS, ...TABLE_RW],
  'harvest-cutoffs': [...LOGS, ...TABLE_RW],
  // The one sender of the queued e-mails (constructs/mail-sender.ts): SES on the configured sender only.
  events: [...LOGS, ...TABLE_RW, ...STREAM_READ, ...DEAD_LETTER_SEND, ...STRIPE_SECRET_READ, 'ses:SendEmail'],
  users: [...LOGS, ...TABLE_RW, ...ACCOUNT, ...idp('AdminDisableUser', 'AdminEnableUser', 'ListUsers')],
  profile: [
    ...LOGS,
    ...TABLE_RW,
    ...ACCOUNT,
    ...idp('AdminDisableUser'),
    // A farm page's photos: presigned uploads, and removing the ones the farm takes off its page.
    's3:DeleteObject',
    's3:PutObject',
  ],
  migrations: [
    ...LOGS,
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:Query',
    'lambda:InvokeFunction',
  ],
  'payments-sweeper': [...LOGS, ...TABLE_RW, ...STRIPE_SECRET_READ],
  'payments-reconciler': [...LOGS, ...TABLE_RW, ...STRIPE_SECRET_READ],
  // Reads Cognito only; the table item by item and by Query (no ConditionCheckItem), GSI1 and GSI2 by name.
  'directory-sync': [
    ...LOGS,
    ...TABLE_RW.filter((action) => action !== 'dynamodb:ConditionCheckItem'),
    'dynamodb:Query',
    ...idp('ListUsers', 'AdminGetUser'),
  ],
};

describe.skipIf(missingEntries.length > 0)('CDK app (synthesised once)', () => {
  let app: App;
  let stack: PitahayaStack;
  let edge: PitahayaEdgeStack | undefined;
  let template: Template;
  let resources: Record<string, Resource>;

  const logicalId = (construct: IConstruct): string =>
    stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
  const ofType = (type: string): [string, Resource][] =>
    Object.entries(resources).filter(([, resource]) => resource.Type === type);
  const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

  const scratch = scratchFolder('pitahaya-cdk-test-');
  beforeAll(() => {
    const webDist = join(scratch(), 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Pitahaya</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("pitahaya");');
    const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Json };
    ({ app, stack, edge } = buildApp({
      outdir: join(scratch(), 'cdk.out'),
      // One tuned abuse limit (config.ts rateLimit*): it must reach the notifications function only.
      // One tuned payment deadline (config.ts transferTimeoutDays): it must reach the deadline functions.
      context: {
        ...cdkJson.context,
        stage: 'test',
        webDist,
        rateLimitContact: '40, 10, 3600',
        transferTimeoutDays: '7',
        // E-mail on (constructs/mail-sender.ts): the sender's grant and every queuer's MAIL_FROM are checked.
        sesFromEmail: 'tienda@pitahaya.example',
        sesRegion: 'eu-west-1',
      },
    }));
    template = Template.fromStack(stack);
    resources = template.toJSON().Resources as Record<string, Resource>;
  });

  describe('HTTP API', () => {
    it('has exactly one route per entry of the shared route table', () => {
      const keys = ofType('AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey as string);
      expect(keys).toHaveLength(ROUTES.length);
      expect(sorted(keys)).toEqual(sorted(ROUTES.map(routeKey)));
    });

    it('puts the Lambda authorizer exactly on the routes that may read the caller', () => {
      const authorizerId = ofType('AWS::ApiGatewayV2::Authorizer')[0]?.[0];
      expect(authorizerId).toBeDefined();
      for (const route of ROUTES) {
        const expected = needsAuthorizer(route)
          ? { AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } }
          : { AuthorizationType: 'NONE', AuthorizerId: Match.absent() };
        template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          RouteKey: routeKey(route),
          ...expected,
        });
      }
    });

    it('integrates every route with the Lambda of its domain', () => {
      const integrationTarget = new Map(
        ofType('AWS::ApiGatewayV2::Integration').map(([id, integration]) => {
          const uri = integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
          expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
          expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
          return [id, uri['Fn::GetAtt'][0]];
        }),
      );
      const routes = new Map(
        ofType('AWS::ApiGatewayV2::Route').map(([, route]) => [route.Properties.RouteKey as string, route]),
      );
      for (const route of ROUTES) {
        const target = routes.get(routeKey(route))?.Properties.Target as { 'Fn::Join': [string, unknown[]] };
        const [prefix, ref] = target['Fn::Join'][1] as [string, { Ref: string }];
        expect(prefix).toBe('integrations/');
        expect(integrationTarget.get(ref.Ref), routeKey(route)).toBe(
          logicalId(stack.services.functions[route.domain]),
        );
      }
    });

    it('configures the authorizer without identity source or API Gateway cache, simple responses', () => {
      template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'REQUEST',
        IdentitySource: [],
        AuthorizerResultTtlInSeconds: 0,
        EnableSimpleResponses: true,
        AuthorizerPayloadFormatVersion: '2.0',
        AuthorizerUri: Match.objectLike({
          'Fn::Join': [
            '',
            Match.arrayWith([{ 'Fn::GetAtt': [logicalId(stack.services.functions.authorizer), 'Arn'] }]),
          ],
        }),
      });
    });

    it('throttles and access-logs the $default stage', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingRateLimit: Match.anyValue(),
          ThrottlingBurstLimit: Match.anyValue(),
        },
        AccessLogSettings: {
          DestinationArn: Match.anyValue(),
          Format: Match.stringLikeRegexp('\\$context\\.requestId'),
        },
      });
    });
  });

  describe('Lambda functions', () => {
    it('has one function per domain plus the authorizer, the events, the images, the migrations and the payments sweeper functions, nodejs22.x on arm64 (images on x86_64 with sharp), with the service environment', () => {
      expect(sorted(FUNCTION_NAMES)).toEqual(
        sorted([
          ...DOMAINS,
          'authorizer',
          'events',
          'images',
          'migrations',
          'payments-sweeper',
          'payments-reconciler',
          'directory-sync',
          'subscriptions-cycle',
          // The harvest calendar's cut-off notices (docs/harvest-calendar.md).
          'harvest-cutoffs',
        ]),
      );
      expect(sorted(STRIPE_FUNCTION_NAMES)).toEqual(
        sorted([
          'orders',
          'payments',
          'events',
          'payments-sweeper',
          'payments-reconciler',
          'subscriptions',
          'subscriptions-cycle',
        ]),
      );
      const stripeSecretId = logicalId(stack.payments.secret);
      for (const name of FUNCTION_NAMES) {
        const fn = resources[logicalId(stack.services.functions[name])];
        expect(fn?.Type).toBe('AWS::Lambda::Function');
        expect(fn?.Properties).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: [name === 'images' ? 'x86_64' : 'arm64'],
          Handler: 'index.handler',
          MemorySize: name === 'images' ? 1024 : 512,
          // The table's seconds (each one's reason is written there), 10 s for the others.
          Timeout: TIMEOUT_SECONDS[name] ?? 10,
          LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
        });
        // A cooperative's shop (capacity.ts, the default): nothing reserved, for accounts with little concurrency.
        expect(fn?.Properties.ReservedConcurrentExecutions).toBeUndefined();
        const env = (fn?.Properties.Environment as { Variables: Json }).Variables;
        expect(Object.keys(env).sort()).toEqual(
          sorted([
            'TABLE_NAME',
            'USER_POOL_ID',
            'USER_POOL_CLIENT_ID',
            'IMAGES_BUCKET',
            'IMAGES_BASE_URL',
            'POWERTOOLS_SERVICE_NAME',
            'POWERTOOLS_METRICS_NAMESPACE',
            'NODE_OPTIONS',
            ...(API_FUNCTION_NAMES.includes(name) ? ['ORIGIN_VERIFY_SECRET'] : []),
            ...(name === 'notifications' ? ['RATE_LIMIT_CONTACT'] : []),
            ...(STRIPE_FUNCTION_NAMES.includes(name) ? ['STRIPE_SECRET_ARN'] : []),
            ...(PAYMENT_DEADLINE_FUNCTIONS.includes(name)
              ? ['PAYMENT_TIMEOUT_SECONDS', 'TRANSFER_TIMEOUT_DAYS']
              : []),
            // E-mail on (the context above): every function may queue one, only the events function sends.
            ...['MAIL_FROM', 'MAIL_SHOP_INBOX'],
            ...(name === 'events' ? ['MAIL_FROM_NAME', 'SES_REGION', 'SITE_URL'] : []),
          ]),
        );
        expect(env).toMatchObject({
          MAIL_FROM: 'tienda@pitahaya.example',
          MAIL_SHOP_INBOX: 'tienda@pitahaya.example',
        });
        if (name === 'notifications') expect(env.RATE_LIMIT_CONTACT).toBe('40,10,3600');
        // The secret's ARN (never its value); the deadlines from config.ts (defaults, one tuned by context).
        if (STRIPE_FUNCTION_NAMES.includes(name))
          expect(env.STRIPE_SECRET_ARN).toEqual({ Ref: stripeSecretId });
        if (PAYMENT_DEADLINE_FUNCTIONS.includes(name)) {
          expect(env).toMatchObject({ PAYMENT_TIMEOUT_SECONDS: '1800', TRANSFER_TIMEOUT_DAYS: '7' });
        }
        if (API_FUNCTION_NAMES.includes(name)) {
          // The secret as a dynamic reference resolved at deploy time, never its value.
          expect(JSON.stringify(env.ORIGIN_VERIFY_SECRET)).toContain('{{resolve:secretsmanager:');
        }
        expect(env).toMatchObject({
          IMAGES_BASE_URL: '/images/',
          POWERTOOLS_SERVICE_NAME: name,
          NODE_OPTIONS: '--enable-source-maps',
          TABLE_NAME: { Ref: logicalId(stack.data.table) },
          USER_POOL_ID: { Ref: logicalId(stack.users.userPool) },
          USER_POOL_CLIENT_ID: { Ref: logicalId(stack.users.client) },
          IMAGES_BUCKET: { Ref: logicalId(stack.buckets.images) },
        });
      }
    });

    it(`bundles every function within ${LAMBDA_BUNDLE_BUDGET_BYTES / 1000} KB minified, the runtime's AWS SDK left out`, () => {
      const outdir = app.outdir;
      const sizes: Record<string, number> = {};
      for (const name of FUNCTION_NAMES) {
        const fn = resources[logicalId(stack.services.functions[name])];
        // The asset the synth staged for this function: cdk.out/asset.<hash>/index.mjs (S3Key = <hash>.zip).
        const key = (fn?.Properties.Code as { S3Key: string }).S3Key;
        const bundle = join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
        expect(existsSync(bundle), `${name}: ${bundle}`).toBe(true);
        const code = readFileSync(bundle, 'utf8');
        sizes[name] = Buffer.byteLength(code);
        // The SDK comes from the runtime, never inlined: no service protocol names of its clients in the code.
        expect(code, name).not.toMatch(
          /DynamoDB_20120810|AWSCognitoIdentityProviderService|AmazonS3|secretsmanager\.GetSecretValue/,
        );
        // Nor the Stripe SDK, which comes from its layer (its default API host is in the SDK's code only).
        expect(code, name).not.toMatch(/api\.stripe\.com/);
        // Nor pdf-lib (its layer): the names of its standard fonts are in its code only.
        expect(code, name).not.toMatch(/Helvetica-BoldOblique/);
        // Nor Powertools or the X-Ray SDK (the Powertools layer): names only their own code reads.
        expect(code, name).not.toMatch(/AWS_XRAY_DAEMON_ADDRESS|POWERTOOLS_LOGGER_LOG_EVENT/);
      }
      console.log(
        `Lambda bundles (bytes, minified): ${Object.entries(sizes)
          .map(([name, size]) => `${name} ${size}`)
          .join(', ')}`,
      );
      for (const [name, size] of Object.entries(sizes))
        expect(size, `${name} bundle`).toBeLessThanOrEqual(LAMBDA_BUNDLE_BUDGET_BYTES);
    });

    it('puts the API description written from the contracts beside the openapi function', () => {
      const fn = resources[logicalId(stack.services.functions.openapi)];
      const key = (fn?.Properties.Code as { S3Key: string }).S3Key;
      const file = join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'openapi.json');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    });

    it('attaches the sharp layer to the images function, the Stripe layer to the functions that talk to Stripe, the pdf-lib layer to the invoices and harvest functions (the pick list PDF), and the Powertools layer to every function', () => {
      const sharpId = logicalId(stack.services.sharp.layer);
      const stripeId = logicalId(stack.services.stripe.layer);
      const pdfLibId = logicalId(stack.services.pdfLib.layer);
      const powertools = { Ref: logicalId(stack.services.observability.layer) };
      for (const name of FUNCTION_NAMES) {
        const expected =
          name === 'images'
            ? [{ Ref: sharpId }, powertools]
            : STRIPE_FUNCTION_NAMES.includes(name)
              ? [{ Ref: stripeId }, powertools]
              : name === 'invoices' || name === 'harvest'
                ? [{ Ref: pdfLibId }, powertools]
                : [powertools];
        // In any order (CDK sorts a function's layers by their logical ids).
        expect(resources[logicalId(stack.services.functions[name])]?.Properties.Layers, name).toEqual(
          expect.arrayContaining(expected),
        );
        expect(resources[logicalId(stack.services.functions[name])]?.Properties.Layers).toHaveLength(
          expected.length,
        );
      }
    });

    it('ships Powertools (logger, metrics, tracer with the X-Ray SDK) as a layer for both architectures that loads from its folder alone', async () => {
      const layer = resources[logicalId(stack.services.observability.layer)];
      expect(layer?.Properties).toMatchObject({
        CompatibleRuntimes: ['nodejs22.x'],
        CompatibleArchitectures: ['arm64', 'x86_64'],
      });
      const key = (layer?.Properties.Content as { S3Key: string }).S3Key;
      const staged = join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'nodejs', 'node_modules');
      expect(existsSync(join(staged, '@aws-lambda-powertools', 'tracer', 'lib', 'esm', 'index.js'))).toBe(
        true,
      );
      expect(existsSync(join(staged, '@aws-lambda-powertools', 'logger', 'lib', 'cjs'))).toBe(false);
      expect(existsSync(join(staged, 'aws-xray-sdk-core', 'package.json'))).toBe(true);
      // Imported from the staged folder alone (outside the repository: nothing else to resolve from), as the
      // runtime does from /opt/nodejs/node_modules: the ES entries their "exports" name for import.
      const entry = (name: string) => pathToFileURL(join(staged, name, 'lib', 'esm', 'index.js')).href;
      const { Tracer } = (await import(entry('@aws-lambda-powertools/tracer'))) as {
        Tracer: new (options: object) => { isTracingEnabled(): boolean };
      };
      expect(new Tracer({ serviceName: 'test', enabled: false }).isTracingEnabled()).toBe(false);
      const { Metrics } = (await import(entry('@aws-lambda-powertools/metrics'))) as {
        Metrics: new (options: object) => { addMetric(...args: unknown[]): void; serializeMetrics(): object };
      };
      const metrics = new Metrics({ namespace: 'Pitahaya/test', serviceName: 'test' });
      metrics.addMetric('OrdersPlaced', 'Count', 1);
      expect(JSON.stringify(metrics.serializeMetrics())).toContain('"OrdersPlaced":1');
    });

    it('ships the Stripe SDK as a layer for both architectures: its ESM build copied from node_modules, imported by the bundles', () => {
      const layer = resources[logicalId(stack.services.stripe.layer)];
      expect(layer?.Type).toBe('AWS::Lambda::LayerVersion');
      expect(layer?.Properties).toMatchObject({
        CompatibleRuntimes: ['nodejs22.x'],
        CompatibleArchitectures: ['arm64', 'x86_64'],
      });
      const key = (layer?.Properties.Content as { S3Key: string }).S3Key;
      const staged = join(
        app.outdir,
        `asset.${key.replace(/\.zip$/, '')}`,
        'nodejs',
        'node_modules',
        'stripe',
      );
      const version = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as Json).version;
      expect(version(join(staged, 'package.json'))).toBe(
        version(join(REPO_ROOT, 'node_modules', 'stripe', 'package.json')),
      );
      expect(existsSync(join(staged, 'esm', 'stripe.esm.node.js'))).toBe(true);
      expect(existsSync(join(staged, 'cjs'))).toBe(false);
      expect(readdirSync(join(staged, 'esm')).filter((file) => /\.d\.ts$|\.map$/.test(file))).toEqual([]);
      // The bundles that load the SDK import it (from the layer) instead of carrying it.
      for (const name of STRIPE_FUNCTION_NAMES) {
        const fn = resources[logicalId(stack.services.functions[name])];
        const code = (fn?.Properties.Code as { S3Key: string }).S3Key;
        const bundle = readFileSync(
          join(app.outdir, `asset.${code.replace(/\.zip$/, '')}`, 'index.mjs'),
          'utf8',
        );
        if (/["']stripe["']/.test(bundle)) expect(bundle, name).toMatch(/(import\(|from)\s*["']stripe["']/);
      }
    });

    it('ships sharp to the images function as a layer of linux-x64 binaries copied from node_modules (no network at synth)', async () => {
      const images = resources[logicalId(stack.services.functions.images)];
      const layerId = logicalId(stack.services.sharp.layer);
      expect(images?.Properties.Layers).toEqual(
        expect.arrayContaining([{ Ref: layerId }, { Ref: logicalId(stack.services.observability.layer) }]),
      );
      const layer = resources[layerId];
      expect(layer?.Type).toBe('AWS::Lambda::LayerVersion');
      expect(layer?.Properties).toMatchObject({
        CompatibleRuntimes: ['nodejs22.x'],
        CompatibleArchitectures: ['x86_64'],
      });
      // The staged asset: nodejs/node_modules/ with sharp, its dependencies and the linux-x64 binaries.
      const key = (layer?.Properties.Content as { S3Key: string }).S3Key;
      const modules = join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'nodejs', 'node_modules');
      const installed = (name: string) =>
        (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as Json)
          .version;
      for (const name of [
        'sharp',
        '@img/sharp-linux-x64',
        '@img/sharp-libvips-linux-x64',
        '@img/colour',
        'detect-libc',
      ]) {
        const staged = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as Json;
        expect(staged.version, name).toBe(installed(name));
      }
      expect(readdirSync(join(modules, '@img', 'sharp-linux-x64', 'lib'))).toContainEqual(
        expect.stringMatching(/^sharp-linux-x64.*\.node$/),
      );
      expect(readdirSync(join(modules, '@img', 'sharp-libvips-linux-x64', 'lib'))).toContainEqual(
        expect.stringMatching(/^libvips-cpp\.so/),
      );
      expect(existsSync(join(modules, 'sharp', 'src'))).toBe(false);
      // And it works on its own: sharp loaded from the layer's folder encodes a WebP.
      const sharp = createRequire(join(modules, 'index.js'))('sharp') as typeof SharpModule;
      const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2185b' } })
        .webp()
        .toBuffer();
      expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
      // The images bundle imports sharp instead of carrying it.
      const code = (images?.Properties.Code as { S3Key: string }).S3Key;
      const bundle = readFileSync(
        join(app.outdir, `asset.${code.replace(/\.zip$/, '')}`, 'index.mjs'),
        'utf8',
      );
      expect(bundle).toMatch(/import\(\s*["']sharp["']\s*\)/);
    });

    it('runs every Node.js function of the stack on nodejs22.x', () => {
      // CDK's own custom resource handlers (AwsCustomResource for the bucket CORS, the trigger's provider for
      // the data migrations) pick their runtime themselves.
      const cdkHandlers = ['AWS679f53fac002430cb0da5b7982bd2287', 'AWSCDKTriggerCustomResourceProvider'];
      const nodeRuntimes = ofType('AWS::Lambda::Function')
        .filter(([id]) => !cdkHandlers.some((prefix) => id.startsWith(prefix)))
        .map(([, fn]) => fn.Properties.Runtime as string)
        .filter((runtime) => runtime.startsWith('nodejs'));
      expect(nodeRuntimes.length).toBeGreaterThanOrEqual(FUNCTION_NAMES.length);
      expect(new Set(nodeRuntimes)).toEqual(new Set(['nodejs22.x']));
    });

    it('grants each function exactly its own permissions, on named resources only', () => {
      const tableArn = { 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] };
      const allowedWildcards = [
        { 'Fn::Join': ['', [tableArn, '/index/*']] },
        { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack.buckets.images), 'Arn'] }, '/images/*']] },
        { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack.buckets.images), 'Arn'] }, '/uploads/*']] },
      ];
      for (const name of FUNCTION_NAMES) {
        const fn = resources[logicalId(stack.services.functions[name])];
        const roleId = (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        const role = resources[roleId];
        expect(role?.Properties.ManagedPolicyArns, `${name} has managed policies`).toBeUndefined();
        expect(role?.Properties.Policies).toBeUndefined();
        const statements = ofType('AWS::IAM::Policy')
          .filter(
            ([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
          )
          .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement);
        const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
        expect(sorted(actions), name).toEqual(sorted([...EXPECTED_ACTIONS[name], ...XRAY]));
        for (const statement of statements) {
          expect(statement.Effect).toBe('Allow');
          if ([statement.Action].flat().includes('s3:ListBucket')) {
            expect(statement.Condition).toEqual({ StringLike: { 's3:prefix': ['images/*', 'uploads/*'] } });
          }
          for (const resource of [statement.Resource].flat()) {
            // ListStreams and the X-Ray actions have no resource-level permissions: the only ones on '*'.
            if (resource === '*')
              for (const action of [statement.Action].flat())
                expect(['dynamodb:ListStreams', ...XRAY], `${name}: wildcard resource`).toContain(action);
            else if (JSON.stringify(resource).includes('*'))
              expect(allowedWildcards).toContainEqual(resource);
          }
        }
      }
    });

    it('gives the reports function read-only access: the table and six named indexes, no write', () => {
      const tableArn = { 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] };
      const fn = resources[logicalId(stack.services.functions.reports)];
      const roleId = (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = ofType('AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
        .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement)
        .filter((statement) =>
          [statement.Action].flat().some((action) => String(action).startsWith('dynamodb:')),
        );
      expect(statements).toEqual([
        expect.objectContaining({
          Action: ['dynamodb:BatchGetItem', 'dynamodb:Query'],
          Resource: tableArn,
        }),
        expect.objectContaining({
          Action: 'dynamodb:Query',
          Resource: ['GSI1', 'GSI2', 'GSI3', 'GSI4', 'LINES3', 'LINES6'].map((index) => ({
            'Fn::Join': ['', [tableArn, `/index/${index}`]],
          })),
        }),
      ]);
    });
  });

  it('creates the single table of TABLE_DESIGN: on demand, PITR, encryption, TTL, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const [, table] = ofType('AWS::DynamoDB::Table')[0] as [string, Resource];
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.ttlAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
      ],
    });
    const indexes = table.Properties.GlobalSecondaryIndexes as Json[];
    expect(indexes).toHaveLength(TABLE_DESIGN.globalIndexes.length);
    for (const index of TABLE_DESIGN.globalIndexes) {
      expect(indexes).toContainEqual({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection:
          index.projection.type === 'INCLUDE'
            ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.attributes] }
            : { ProjectionType: index.projection.type },
      });
    }
    // The generic indexes hold whole items; the order lines' and orders' indexes their keys (LINES4 the stage too,
    // LINES6 the order's status: the consumer's list filters on it).
    expect(indexes.filter((index) => /^GSI/.test(String(index.IndexName)))).toHaveLength(6);
    for (const index of indexes.filter((entry) => /^GSI/.test(String(entry.IndexName))))
      expect(index.Projection).toEqual({ ProjectionType: 'ALL' });
    expect(
      indexes.filter((index) => /^LINES/.test(String(index.IndexName))).map((index) => index.Projection),
    ).toEqual([
      { ProjectionType: 'KEYS_ONLY' },
      { ProjectionType: 'KEYS_ONLY' },
      { ProjectionType: 'KEYS_ONLY' },
      { ProjectionType: 'INCLUDE', NonKeyAttributes: ['status', 'awaitingPayment'] },
      { ProjectionType: 'KEYS_ONLY' },
      { ProjectionType: 'INCLUDE', NonKeyAttributes: ['status'] },
    ]);
    for (const attribute of table.Properties.AttributeDefinitions as Json[]) {
      expect(attribute.AttributeType).toBe('S');
    }
  });

  it('streams order changes to the events function: filtered, in batches, retried, then dead-lettered', () => {
    const table = resources[logicalId(stack.data.table)];
    expect(table?.Properties.StreamSpecification).toEqual({ StreamViewType: TABLE_DESIGN.streamViewType });
    const mappings = ofType('AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    const [, mapping] = mappings[0] as [string, Resource];
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: logicalId(stack.services.functions.events) },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.data.table), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: STREAM_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(stack.changeStream.deadLetters), 'Arn'] } },
      },
    });
    const patterns = (mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map(
      (filter) => JSON.parse(filter.Pattern) as Json,
    );
    expect(patterns).toEqual([
      ...STREAMED_KEY_PREFIXES.map((prefix) => ({ dynamodb: { Keys: { PK: { S: [{ prefix }] } } } })),
      // The user directory items only (a farm's fiscal data), not the rest of a user's partition.
      { dynamodb: { Keys: { PK: { S: [{ prefix: 'USER#' }] }, SK: { S: ['PROFILE'] } } } },
    ]);
    expect(resources[logicalId(stack.changeStream.deadLetters)]?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });

  it('runs the data migrations after the table is deployed and after each change of their function', () => {
    const triggers = ofType('Custom::Trigger');
    expect(triggers).toHaveLength(1);
    const [, trigger] = triggers[0] as [string, Resource];
    const migrationsId = logicalId(stack.services.functions.migrations);
    // The function's current version: a new version (a changed function) runs the trigger again.
    const version = resources[(trigger.Properties.HandlerArn as { Ref: string }).Ref];
    expect(version?.Type).toBe('AWS::Lambda::Version');
    expect(version?.Properties.FunctionName).toEqual({ Ref: migrationsId });
    expect(trigger.Properties).toMatchObject({
      InvocationType: 'RequestResponse',
      Timeout: String((600 + 30) * 1000),
      ExecuteOnHandlerChange: true,
    });
    const policyId = logicalId(stack.migrations.selfInvoke);
    expect(trigger.DependsOn).toEqual(expect.arrayContaining([logicalId(stack.data.table), policyId]));
    // A long run goes on in an invocation of itself, granted on that function alone.
    expect(resources[policyId]?.Properties.PolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Sid: 'GoOn',
          Effect: 'Allow',
          Action: 'lambda:InvokeFunction',
          Resource: { 'Fn::GetAtt': [migrationsId, 'Arn'] },
        },
      ],
    });
  });

  describe('Cognito', () => {
    it('signs in by e-mail with self sign-up, verification, custom:role and the shared password policy', () => {
      template.hasResource('AWS::Cognito::UserPool', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
          Schema: Match.arrayWith([
            Match.objectLike({ Name: 'role', AttributeDataType: 'String', Mutable: true }),
          ]),
          Policies: {
            PasswordPolicy: Match.objectLike({
              MinimumLength: PASSWORD_POLICY.minLength,
              RequireLowercase: PASSWORD_POLICY.requireLowercase,
              RequireUppercase: PASSWORD_POLICY.requireUppercase,
              RequireNumbers: PASSWORD_POLICY.requireDigits,
              RequireSymbols: PASSWORD_POLICY.requireSymbols,
            }),
          },
        }),
      });
    });

    it('has a public app client with password and refresh flows, token revocation, read-only custom:role', () => {
      template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        GenerateSecret: false,
        ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
        EnableTokenRevocation: true,
        PreventUserExistenceErrors: 'ENABLED',
        ReadAttributes: Match.arrayWith(['custom:role', 'email']),
        AllowedOAuthFlows: Match.absent(),
      });
      const [, client] = ofType('AWS::Cognito::UserPoolClient')[0] as [string, Resource];
      expect(client.Properties.WriteAttributes).not.toContain('custom:role');
    });
  });

  describe('S3', () => {
    it('keeps every bucket private, encrypted, TLS-only and retained', () => {
      for (const [id, bucket] of ofType('AWS::S3::Bucket')) {
        expect(bucket.DeletionPolicy, id).toBe('Retain');
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption, id).toBeDefined();
        template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
    });

    it("lets the browser PUT images from the site's origin only (never '*') and logs image and site access", () => {
      const images = resources[logicalId(stack.buckets.images)];
      expect(images?.Properties.CorsConfiguration).toBeUndefined();
      const [, cors] = ofType('Custom::AWS').find(([, resource]) =>
        JSON.stringify(resource.Properties.Create).includes('putBucketCors'),
      ) as [string, Resource];
      const create = JSON.stringify(cors.Properties.Create);
      expect(create).toContain('AllowedOrigins');
      expect(create).toContain('https://');
      expect(create).toContain(logicalId(stack.web.distribution));
      expect(create).not.toMatch(/AllowedOrigins[^\]]*\*/);
      expect(JSON.stringify(cors.Properties.Update)).toBe(JSON.stringify(cors.Properties.Create));
      for (const bucket of [stack.buckets.images, stack.buckets.site]) {
        expect(resources[logicalId(bucket)]?.Properties.LoggingConfiguration).toMatchObject({
          DestinationBucketName: { Ref: logicalId(stack.buckets.logs) },
        });
      }
    });
  });

  describe('CloudFront', () => {
    let config: Json;
    let headersPolicyRef: Json;
    beforeAll(() => {
      const [, distribution] = ofType('AWS::CloudFront::Distribution')[0] as [string, Resource];
      config = distribution.Properties.DistributionConfig as Json;
      headersPolicyRef = { Ref: logicalId(stack.web.responseHeadersPolicy) };
    });

    it('serves the SPA by default with the SPA fallback function and no custom error responses', () => {
      expect(config.CustomErrorResponses).toBeUndefined();
      expect(config.DefaultRootObject).toBe('index.html');
      expect(config.PriceClass).toBe('PriceClass_100');
      expect(config.Logging).toBeDefined();
      expect(config.DefaultCacheBehavior).toMatchObject({
        ViewerProtocolPolicy: 'redirect-to-https',
        ResponseHeadersPolicyId: headersPolicyRef,
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
      });
    });

    it('routes /oauth/* and /v1/* to the API uncached and /images/* to the image bucket', () => {
      const behaviors = new Map(
        (config.CacheBehaviors as Json[]).map((behavior) => [behavior.PathPattern as string, behavior]),
      );
      // ...and the share pages (constructs/share-pages.ts, checked in share-pages.test.ts).
      expect(sorted(behaviors.keys())).toEqual(
        sorted(['/images/*', '/oauth/*', '/v1/*', '/v1/products*', ...SHARE_PAGE_PATHS]),
      );
      const origins = new Map((config.Origins as Json[]).map((origin) => [origin.Id as string, origin]));
      for (const path of ['/oauth/*', '/v1/*']) {
        const behavior = behaviors.get(path) as Json;
        expect(behavior).toMatchObject({
          CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
          OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
          AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: headersPolicyRef,
        });
        const origin = origins.get(behavior.TargetOriginId as string) as Json;
        expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stack.http.api));
        expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
      }
      const images = behaviors.get('/images/*') as Json;
      expect(images).toMatchObject({
        CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // CachingOptimized
        ResponseHeadersPolicyId: headersPolicyRef,
      });
      const imageOrigin = origins.get(images.TargetOriginId as string) as Json;
      expect(imageOrigin.DomainName).toEqual({
        'Fn::GetAtt': [logicalId(stack.buckets.images), 'RegionalDomainName'],
      });
      expect(imageOrigin.OriginAccessControlId).toBeDefined();
    });

    it('caches /v1/products* as the products function says: before /v1/*, keyed on the query string and Authorization', () => {
      const behaviors = config.CacheBehaviors as Json[];
      const patterns = behaviors.map((behavior) => behavior.PathPattern);
      expect(patterns.indexOf('/v1/products*')).toBeLessThan(patterns.indexOf('/v1/*'));
      const catalog = behaviors.find((behavior) => behavior.PathPattern === '/v1/products*') as Json;
      const api = behaviors.find((behavior) => behavior.PathPattern === '/v1/*') as Json;
      // Same origin, functions, methods and headers as the rest of the API; only the cache policy and the
      // response headers policy (Cache-Control for viewers) differ.
      const { CachePolicyId, ResponseHeadersPolicyId, PathPattern: _catalogPath, ...catalogRest } = catalog;
      const {
        CachePolicyId: _apiPolicy,
        ResponseHeadersPolicyId: _apiHeaders,
        PathPattern: _apiPath,
        ...apiRest
      } = api;
      expect(catalogRest).toEqual(apiRest);
      expect(CachePolicyId).toEqual({ Ref: logicalId(stack.web.catalogCachePolicy) });
      expect(ResponseHeadersPolicyId).toEqual({ Ref: logicalId(stack.web.catalogResponseHeadersPolicy) });
      const [, policy] = ofType('AWS::CloudFront::CachePolicy')[0] as [string, Resource];
      const policyConfig = policy.Properties.CachePolicyConfig as Json;
      expect(policyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0, // nothing is kept unless the function says so (anonymous answers only)
        MaxTTL: CATALOG_MAX_TTL_SECONDS,
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          // A token is part of the key: a signed-in request never gets a shared answer.
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingBrotli: true,
          EnableAcceptEncodingGzip: true,
        },
      });
      // What the function asks for fits in what CloudFront allows.
      expect(CATALOG_SHARED_MAX_AGE).toBeLessThanOrEqual(CATALOG_MAX_TTL_SECONDS);
      expect(CATALOG_CACHE_CONTROL).toBe(
        `public, max-age=0, s-maxage=${CATALOG_SHARED_MAX_AGE}, stale-while-revalidate=${CATALOG_STALE_SECONDS}`,
      );
    });

    it('sends viewers of /v1/products* no-store in place of the origin Cache-Control (stale-while-revalidate is for CloudFront only), with the security headers', () => {
      const policies = ofType('AWS::CloudFront::ResponseHeadersPolicy');
      const catalogId = logicalId(stack.web.catalogResponseHeadersPolicy);
      const siteId = logicalId(stack.web.responseHeadersPolicy);
      const configOf = (id: string) =>
        (policies.find(([logical]) => logical === id)?.[1] as Resource).Properties
          .ResponseHeadersPolicyConfig as Json;
      const catalogConfig = configOf(catalogId);
      expect(catalogConfig.CustomHeadersConfig).toEqual({
        Items: [{ Header: 'Cache-Control', Value: CATALOG_VIEWER_CACHE_CONTROL, Override: true }],
      });
      expect(CATALOG_VIEWER_CACHE_CONTROL).toBe('no-store');
      // The same security headers as every other behaviour.
      expect(catalogConfig.SecurityHeadersConfig).toEqual(configOf(siteId).SecurityHeadersConfig);
      // Only the catalog behaviour rewrites Cache-Control.
      expect(configOf(siteId).CustomHeadersConfig).toBeUndefined();
    });

    it('sends the shared security headers (CSP with the upload origin, HSTS, frame, nosniff, referrer)', () => {
      const csp = stack.resolve(
        contentSecurityPolicy({ uploadOrigins: [bucketUploadOrigin(stack.buckets.images)] }),
      );
      template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          SecurityHeadersConfig: {
            ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
            StrictTransportSecurity: {
              AccessControlMaxAgeSec: 63_072_000,
              IncludeSubdomains: true,
              Preload: true,
              Override: true,
            },
            FrameOptions: { FrameOption: 'DENY', Override: true },
            ContentTypeOptions: { Override: true },
            ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          },
        }),
      });
    });

    it('deploys the built SPA and invalidates the distribution', () => {
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        DistributionId: { Ref: logicalId(stack.web.distribution) },
        DistributionPaths: ['/*'],
      });
    });
  });

  it('outputs the site URL, API URL, user pool, client, table and buckets', () => {
    const outputs = Object.keys(template.toJSON().Outputs as Json);
    for (const name of [
      'SiteUrl',
      'ApiUrl',
      'UserPoolId',
      'UserPoolClientId',
      'TableName',
      'ImagesBucketName',
      'SiteBucketName',
    ]) {
      expect(outputs).toContain(name);
    }
  });

  describe('hardening (docs/security.md)', () => {
    it('checks every upload: S3 notifies the images function of uploads/products/ and uploads/farms/ objects', () => {
      const images = logicalId(stack.services.functions.images);
      template.hasResourceProperties('Custom::S3BucketNotifications', {
        BucketName: { Ref: logicalId(stack.buckets.images) },
        NotificationConfiguration: {
          LambdaFunctionConfigurations: [
            {
              Events: ['s3:ObjectCreated:*'],
              Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/products/' }] } },
              LambdaFunctionArn: { 'Fn::GetAtt': [images, 'Arn'] },
            },
            {
              Events: ['s3:ObjectCreated:*'],
              Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/farms/' }] } },
              LambdaFunctionArn: { 'Fn::GetAtt': [images, 'Arn'] },
            },
          ],
        },
      });
    });

    it('expires abandoned uploads after a day (lifecycle rule on uploads/)', () => {
      const rules = (resources[logicalId(stack.buckets.images)]?.Properties.LifecycleConfiguration as Json)
        .Rules as Json[];
      expect(rules).toContainEqual({
        Id: 'expire-abandoned-uploads',
        Prefix: 'uploads/',
        ExpirationInDays: 1,
        Status: 'Enabled',
      });
    });

    it('throttles the account calls, the contact form and product writes per route', () => {
      const [, stage] = ofType('AWS::ApiGatewayV2::Stage')[0] as [string, Resource];
      const settings = stage.Properties.RouteSettings as Record<string, Json>;
      expect(settings['POST /oauth/auth/login']).toEqual({
        ThrottlingRateLimit: 10,
        ThrottlingBurstLimit: 20,
      });
      expect(settings['POST /oauth/auth/signup']).toEqual({
        ThrottlingRateLimit: 2,
        ThrottlingBurstLimit: 5,
      });
      for (const key of [
        'POST /oauth/auth/forgot-password',
        'POST /oauth/auth/reset-password',
        'POST /v1/notifications/contact',
        'POST /v1/products',
        'POST /v1/orders/{id}/payment',
        'POST /v1/payments/connect',
      ]) {
        expect(settings[key], key).toBeDefined();
      }
      // Stripe's webhook: room for its bursts, below the stage's default.
      expect(settings['POST /v1/payments/webhook']).toEqual({
        ThrottlingRateLimit: 20,
        ThrottlingBurstLimit: 50,
      });
    });

    it('protects the user pool from deletion; the app client writes the name only', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        DeletionProtection: 'ACTIVE',
        // The deployment's SES sender (the context above; without one Cognito's own: building-blocks.test.ts).
        EmailConfiguration: { EmailSendingAccount: 'DEVELOPER' },
      });
      const [, client] = ofType('AWS::Cognito::UserPoolClient')[0] as [string, Resource];
      expect(client.Properties.WriteAttributes).toEqual(['name']);
    });

    it('sends the origin secret to the API and adds the viewer address on the API behaviours', () => {
      const [, distribution] = ofType('AWS::CloudFront::Distribution')[0] as [string, Resource];
      const config = distribution.Properties.DistributionConfig as Json;
      const apiOrigins = (config.Origins as Json[]).filter((origin) =>
        JSON.stringify(origin.DomainName).includes(logicalId(stack.http.api)),
      );
      expect(apiOrigins.length).toBeGreaterThan(0);
      for (const origin of apiOrigins) {
        const headers = origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
        expect(headers.map((header) => header.HeaderName)).toEqual(['x-pitahaya-origin-verify']);
        expect(JSON.stringify(headers[0]?.HeaderValue)).toContain('{{resolve:secretsmanager:');
      }
      for (const behavior of (config.CacheBehaviors as Json[]).filter((b) =>
        ['/oauth/*', '/v1/*', '/v1/products*'].includes(b.PathPattern as string),
      )) {
        expect(behavior.FunctionAssociations).toEqual([
          { EventType: 'viewer-request', FunctionARN: expect.anything() },
        ]);
      }
      template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionCode: Match.stringLikeRegexp("x-pitahaya-viewer-address'\\] = \\{ value: event.viewer.ip"),
      });
      // The origin secret and the Stripe keys.
      template.resourceCountIs('AWS::SecretsManager::Secret', 2);
    });

    it("attaches the edge stack's WAF web ACL to the distribution", () => {
      const [, distribution] = ofType('AWS::CloudFront::Distribution')[0] as [string, Resource];
      const config = distribution.Properties.DistributionConfig as Json;
      expect(JSON.stringify(config.WebACLId)).toContain('Fn::ImportValue');
      expect(edge).toBeDefined();
      const acl = Template.fromStack(edge as PitahayaEdgeStack);
      acl.hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'CLOUDFRONT',
        DefaultAction: { Allow: {} },
        Rules: Match.arrayWith([
          Match.objectLike({
            Name: 'rate-auth',
            Action: {
              Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited' } },
            },
            Statement: {
              RateBasedStatement: Match.objectLike({
                Limit: 100,
                AggregateKeyType: 'IP',
                ScopeDownStatement: Match.objectLike({
                  ByteMatchStatement: Match.objectLike({ SearchString: '/oauth/auth/' }),
                }),
              }),
            },
          }),
          Match.objectLike({
            Name: 'rate-all',
            Statement: { RateBasedStatement: Match.objectLike({ Limit: 2000, AggregateKeyType: 'IP' }) },
          }),
          Match.objectLike({
            Statement: {
              ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesAmazonIpReputationList' }),
            },
          }),
          Match.objectLike({
            Statement: {
              ManagedRuleGroupStatement: Match.objectLike({
                VendorName: 'AWS',
                Name: 'AWSManagedRulesCommonRuleSet',
              }),
            },
          }),
          Match.objectLike({
            Statement: {
              ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesKnownBadInputsRuleSet' }),
            },
          }),
        ]),
        CustomResponseBodies: {
          'rate-limited': {
            ContentType: 'APPLICATION_JSON',
            Content: JSON.stringify({
              status: {
                code: 'RATE_LIMITED',
                message: 'Demasiados intentos. Espera un momento antes de reintentar.',
              },
            }),
          },
        },
      });
    });
  });

  describe('payments (Stripe)', () => {
    /** `rule` runs `name` at `rate`, its target with `retry` as its retry policy (and `target`'s other fields). */
    const expectSchedule = (
      rule: IConstruct,
      name: FunctionName,
      rate: string,
      retry: Record<string, number>,
      target: Record<string, unknown> = {},
    ) =>
      expect(resources[logicalId(rule)]?.Properties).toMatchObject({
        ScheduleExpression: rate,
        State: 'ENABLED',
        Targets: [
          {
            Arn: { 'Fn::GetAtt': [logicalId(stack.services.functions[name]), 'Arn'] },
            ...target,
            RetryPolicy: retry,
          },
        ],
      });
    /** EventBridge may invoke `name` for `rule`. */
    const expectInvokedBy = (rule: IConstruct, name: FunctionName) =>
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [logicalId(stack.services.functions[name]), 'Arn'] },
        Principal: 'events.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [logicalId(rule), 'Arn'] },
      });
    /** `name` is a job: built from services/<...entry>, no route of its own. */
    const expectJob = (name: FunctionName, ...entry: string[]) => {
      expect(functionEntry(name)).toBe(join(REPO_ROOT, 'services', ...entry));
      expect(ROUTES.some((route) => (route.domain as string) === name)).toBe(false);
    };
    /** An asynchronous invocation of `name` is tried once, and dropped after `maxAge` seconds. */
    const expectTriedOnce = (name: FunctionName, maxAge: number) =>
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: logicalId(stack.services.functions[name]) },
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: maxAge,
      });
    const NO_RETRY = { MaximumRetryAttempts: 0 };
    const ANY_ID = { Id: expect.any(String) };

    it('creates the Stripe keys secret with the placeholder the operator replaces, retained, its ARN as an output', () => {
      const secret = resources[logicalId(stack.payments.secret)];
      expect(secret?.Type).toBe('AWS::SecretsManager::Secret');
      expect(secret?.DeletionPolicy).toBe('Retain');
      expect(JSON.parse(secret?.Properties.SecretString as string)).toEqual(STRIPE_SECRET_PLACEHOLDER);
      expect(STRIPE_SECRET_PLACEHOLDER).toEqual({ secretKey: '', webhookSecret: '' });
      expect(secret?.Properties.GenerateSecretString).toBeUndefined();
      expect((template.toJSON().Outputs as Record<string, Json>).StripeSecretArn?.Value).toEqual({
        Ref: logicalId(stack.payments.secret),
      });
    });

    it('lets only the functions that talk to Stripe read the secret', () => {
      const secretRef = { Ref: logicalId(stack.payments.secret) };
      const readers = ofType('AWS::IAM::Policy')
        .filter(([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement.some(
            (statement) => JSON.stringify(statement.Resource) === JSON.stringify(secretRef),
          ),
        )
        .flatMap(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref));
      const roleOf = (name: FunctionName) =>
        (resources[logicalId(stack.services.functions[name])]?.Properties.Role as { 'Fn::GetAtt': [string] })[
          'Fn::GetAtt'
        ][0];
      expect(sorted(readers)).toEqual(sorted(STRIPE_FUNCTION_NAMES.map(roleOf)));
    });

    it('runs the subscriptions job every hour, without retries (a cycle is placed once: the next run goes on)', () => {
      expectSchedule(
        stack.subscriptionCycles.schedule,
        'subscriptions-cycle',
        'rate(1 hour)',
        NO_RETRY,
        ANY_ID,
      );
      expectJob('subscriptions-cycle', 'subscriptions', 'job-handler.ts');
    });

    it('runs the payments sweeper every minute, without retries (the next sweep comes a minute later)', () => {
      expectSchedule(stack.payments.sweepSchedule, 'payments-sweeper', 'rate(1 minute)', NO_RETRY, ANY_ID);
      expectInvokedBy(stack.payments.sweepSchedule, 'payments-sweeper');
      expectTriedOnce('payments-sweeper', 60);
      // Entry services/payments/sweep-handler.ts; no route, no origin secret.
      expectJob('payments-sweeper', 'payments', 'sweep-handler.ts');
    });

    it('runs the payments reconciliation every 10 minutes, without retries', () => {
      const schedule = stack.payments.reconcileSchedule;
      expectSchedule(schedule, 'payments-reconciler', 'rate(10 minutes)', NO_RETRY, ANY_ID);
      expectInvokedBy(schedule, 'payments-reconciler');
      expectTriedOnce('payments-reconciler', 600);
      expectJob('payments-reconciler', 'payments', 'reconcile-handler.ts');
    });

    it('runs the review requests on the reviews function every hour (docs/reviews.md)', () => {
      expectSchedule(stack.reviewRequests.schedule, 'reviews', 'rate(1 hour)', {
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: 3600,
      });
      expectInvokedBy(stack.reviewRequests.schedule, 'reviews');
    });

    it("runs the farms' cut-off notices every 15 minutes (docs/harvest-calendar.md), without retries", () => {
      expectSchedule(stack.harvestSchedules.cutoffs, 'harvest-cutoffs', 'rate(15 minutes)', {
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: 900,
      });
      expect(functionEntry('harvest-cutoffs')).toBe(
        join(REPO_ROOT, 'services', 'harvest', 'jobs', 'cutoffs-handler.ts'),
      );
    });

    it('re-syncs the directory on Cognito admin calls (CloudTrail through EventBridge) and reconciles every minute', () => {
      const syncId = logicalId(stack.services.functions['directory-sync']);
      expectSchedule(stack.directorySync.schedule, 'directory-sync', 'rate(1 minute)', {
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: 60,
      });
      const changes = resources[logicalId(stack.directorySync.cognitoChanges)];
      expect(changes?.Properties).toMatchObject({
        State: 'ENABLED',
        EventPattern: {
          source: ['aws.cognito-idp'],
          'detail-type': ['AWS API Call via CloudTrail'],
          detail: {
            eventSource: ['cognito-idp.amazonaws.com'],
            eventName: [...COGNITO_ADMIN_EVENTS],
            requestParameters: { userPoolId: [{ Ref: logicalId(stack.users.userPool) }] },
          },
        },
        Targets: [{ Arn: { 'Fn::GetAtt': [syncId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } }],
      });
      for (const rule of [stack.directorySync.schedule, stack.directorySync.cognitoChanges]) {
        expectInvokedBy(rule, 'directory-sync');
      }
      // Cognito read-only, on this pool; the table's indexes GSI1 and GSI2 by name, never a Scan.
      const roleId = (resources[syncId]?.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      const statements = ofType('AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
        .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Json[] }).Statement);
      const tableArn = { 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] };
      expect(statements).toContainEqual(
        expect.objectContaining({
          Action: ['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers'],
          Resource: { 'Fn::GetAtt': [logicalId(stack.users.userPool), 'Arn'] },
        }),
      );
      expect(statements).toContainEqual(
        expect.objectContaining({
          Action: 'dynamodb:Query',
          Resource: [
            { 'Fn::Join': ['', [tableArn, '/index/GSI1']] },
            { 'Fn::Join': ['', [tableArn, '/index/GSI2']] },
          ],
        }),
      );
      expect(JSON.stringify(statements)).not.toContain('Scan');
      expectJob('directory-sync', 'directory-sync', 'handler.ts');
    });

    it('reaches the webhook through CloudFront as Stripe sent it: public route, every viewer header (Stripe-Signature), the body untouched', () => {
      const webhook = ROUTES.find((route) => route.id === 'payments.webhook');
      expect(webhook && routeKey(webhook)).toBe('POST /v1/payments/webhook');
      expect(webhook && needsAuthorizer(webhook)).toBe(false);
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: 'POST /v1/payments/webhook',
        AuthorizationType: 'NONE',
      });
      const [, distribution] = ofType('AWS::CloudFront::Distribution')[0] as [string, Resource];
      const behaviors = (distribution.Properties.DistributionConfig as Json).CacheBehaviors as Json[];
      // The first pattern that matches the path is the behaviour CloudFront uses.
      const matches = (pattern: string, path: string) =>
        new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
      const behavior = behaviors.find((candidate) =>
        matches(candidate.PathPattern as string, '/v1/payments/webhook'),
      ) as Json;
      expect(behavior.PathPattern).toBe('/v1/*');
      expect(behavior).toMatchObject({
        // AllViewerExceptHostHeader: every header the viewer sent, Stripe-Signature included.
        OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
        CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
        AllowedMethods: expect.arrayContaining(['POST']),
      });
      // Only the viewer-address function (headers only); nothing at the edge that could rewrite the body.
      expect(behavior.LambdaFunctionAssociations).toBeUndefined();
      expect((behavior.FunctionAssociations as Json[]).map((association) => association.EventType)).toEqual([
        'viewer-request',
      ]);
    });
  });

  describe('cdk-nag (AwsSolutions)', () => {
    it('reports no unacknowledged finding, error or warning', () => {
      expect(nagFindings(app)).toEqual([]);
      expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual(
        [],
      );
    });

    it('gives every acknowledgement a reason', () => {
      const acknowledged = app.node
        .findAll()
        .flatMap((construct) => construct.node.metadata)
        .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')
        .flatMap((entry) => Object.entries(entry.data as Record<string, unknown>));
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const [rule, reason] of acknowledged) {
        expect(typeof reason === 'string' && reason.trim().length > 20, rule).toBe(true);
      }
    });
  });
});
