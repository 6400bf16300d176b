/**
 * One Lambda per domain of the route table (shared/contracts) plus the API Gateway authorizer and the events function: NodejsFunction bundled by the local
 * esbuild (no Docker) as minified ESM for node20 (the same bundle runs on this machine's Node 20), on the
 * nodejs22.x runtime, arm64. Each function gets its own role (no managed policies: permissions.ts grants the
 * rest) and its own log group with a retention.
 *
 * The AWS SDK v3 is NOT bundled: the functions use the one the nodejs22.x runtime provides (external
 * `@aws-sdk/*`), which keeps every bundle under LAMBDA_BUNDLE_BUDGET_BYTES (the DynamoDB client alone is about
 * 250 KB minified). The local stack runs the same code with the lockfile's SDK. docs/infra.md, "Lambda bundles".
 *
 * The images function makes WebP variants with sharp, a native module: it is left out of its bundle and comes
 * from a layer of linux-x64 binaries (sharp-layer.ts), so that function runs on x86_64 with more memory. The
 * functions that talk to Stripe load its SDK (~250 KB minified, over the budget) from a layer too
 * (stripe-layer.ts), and so does the invoices function's pdf-lib (pdf-lib-layer.ts); the layers are staged from
 * node_modules by node-modules-layer.ts.
 */
import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { join } from 'node:path';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import {
  type BundlingOptions,
  Charset,
  NodejsFunction,
  OutputFormat,
  SourceMapMode,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DOMAINS, type Domain } from '../../../shared/contracts/route-table.js';
import { IMAGES_PATH_PREFIX } from '../../../shared/constants/images.js';
import { handlerEntry, LOCK_FILE, REPO_ROOT } from '../paths.js';
import { NodeModulesLayer } from './node-modules-layer.js';
import { OBSERVABILITY_LAYER, POWERTOOLS_MODULES } from './observability-layer.js';
import { openApiDocumentHooks } from './openapi-document.js';
import { PDF_LIB_LAYER } from './pdf-lib-layer.js';
import { SHARP_LAYER } from './sharp-layer.js';
import { STRIPE_LAYER } from './stripe-layer.js';

/**
 * The domains' API functions, the API Gateway authorizer, the consumer of the table's stream (events), the
 * images function (S3 upload events), the migrations function (run after deployments, data-migrations.ts) and
 * the payments sweeper (every minute, services/payments/sweep-handler.ts), the payments reconciliation (every
 * 10 minutes, services/payments/reconcile-handler.ts; both in stripe-payments.ts), the user directory's sync
 * with Cognito (Cognito's admin calls and every minute, directory-sync.ts) and the harvest calendar's cut-off
 * notices (every 15 minutes, harvest-schedules.ts); none of the last seven has a route.
 */
export type FunctionName =
  | Domain
  | 'authorizer'
  | 'events'
  | 'images'
  | 'migrations'
  | 'payments-sweeper'
  | 'payments-reconciler'
  | 'directory-sync'
  | 'subscriptions-cycle'
  | 'harvest-cutoffs';
/** The functions that run on their own (a schedule, a migration), one at a time, behind no route. */
export const JOB_FUNCTION_NAMES: readonly FunctionName[] = [
  'migrations',
  'payments-sweeper',
  'payments-reconciler',
  'directory-sync',
  'subscriptions-cycle',
  'harvest-cutoffs',
];
export const FUNCTION_NAMES: readonly FunctionName[] = [
  ...DOMAINS,
  'authorizer',
  'events',
  'images',
  ...JOB_FUNCTION_NAMES,
];

/** Entries other than services/<name>/handler.ts (export `handler`), relative to the repository root. */
const ENTRIES: Partial<Record<FunctionName, string>> = {
  'payments-sweeper': join('services', 'payments', 'sweep-handler.ts'),
  'payments-reconciler': join('services', 'payments', 'reconcile-handler.ts'),
  'directory-sync': join('services', 'directory-sync', 'handler.ts'),
  'subscriptions-cycle': join('services', 'subscriptions', 'job-handler.ts'),
  // The harvest calendar's cut-off notices (docs/harvest-calendar.md; constructs/harvest-schedules.ts).
  'harvest-cutoffs': join('services', 'harvest', 'jobs', 'cutoffs-handler.ts'),
};

/** The file a function is bundled from (export `handler`). */
export function functionEntry(name: FunctionName, root: string = REPO_ROOT): string {
  const entry = ENTRIES[name];
  return entry ? join(root, entry) : handlerEntry(name, root);
}
/** The functions behind the HTTP API (they check the origin secret). */
export const API_FUNCTION_NAMES: readonly FunctionName[] = [...DOMAINS, 'authorizer'];

/**
 * Seconds each function may run: API answers stay short; a stream batch may hold 100 changes; an image check
 * reads up to 5 MB; a migration works in slices of up to 10 minutes (then goes on in a new invocation); a sweep
 * of overdue payments and transfers calls Stripe for each (the next one starts a minute later); a
 * reconciliation lists a day of Stripe's sessions and reads their orders (2 minutes); a directory
 * reconciliation run makes up to 54 paced Cognito calls (about 11 s at 5 a second).
 */
export const TIMEOUT_SECONDS: Partial<Record<FunctionName, number>> = {
  authorizer: 5,
  events: 60,
  images: 30,
  migrations: 600,
  'payments-sweeper': 60,
  'payments-reconciler': 120,
  'directory-sync': 60,
  // One run places every due cycle (1,000 subscriptions in about a minute locally: docs/benchmarks.md).
  'subscriptions-cycle': 300,
  // One transaction per farm whose cut-off passed.
  'harvest-cutoffs': 60,
};

/** MB of memory: 512 for all but images, which decodes up to 40 megapixels (about 160 MB of pixels) with sharp. */
export const MEMORY_MB: Partial<Record<FunctionName, number>> = { images: 1024 };

/** The layers of the stack, by the module each provides. */
export type LayerModule = 'sharp' | 'stripe' | 'pdf-lib';

/**
 * Modules a function loads from a layer, left out of its bundle: sharp (native) for the images function, the
 * Stripe SDK for the functions that talk to Stripe (checkout and retry, webhook and payouts, refunds from the
 * stream, the sweeper), pdf-lib for the invoices function (its PDFs).
 */
export const LAYER_MODULES: Partial<Record<FunctionName, readonly LayerModule[]>> = {
  images: ['sharp'],
  orders: ['stripe'],
  payments: ['stripe'],
  events: ['stripe'],
  'payments-sweeper': ['stripe'],
  // Recurring boxes: the card's setup page (subscriptions), each cycle charged off-session (the job).
  subscriptions: ['stripe'],
  'subscriptions-cycle': ['stripe'],
  'payments-reconciler': ['stripe'],
  invoices: ['pdf-lib'],
  // The pick list's PDF (docs/harvest-calendar.md), drawn like the invoices.
  harvest: ['pdf-lib'],
};

/** The functions that talk to Stripe (its layer, the secret with its keys). */
export const STRIPE_FUNCTION_NAMES: readonly FunctionName[] = FUNCTION_NAMES.filter((name) =>
  LAYER_MODULES[name]?.includes('stripe'),
);

/** arm64 unless a layer's binaries run on another architecture only (sharp: x86_64). */
export function architectureFor(layers: readonly NodeModulesLayer[]): Architecture {
  const common = [Architecture.ARM_64, Architecture.X86_64].filter((architecture) =>
    layers.every((layer) => layer.architectures.some((other) => other.name === architecture.name)),
  );
  const [architecture] = common;
  if (!architecture)
    throw new Error(`No architecture fits the layers ${layers.map((layer) => layer.module).join(', ')}`);
  return architecture;
}

/** Each function's bundle (index.mjs, minified) stays at or under this size (checked by the CDK tests). */
export const LAMBDA_BUNDLE_BUDGET_BYTES = 150_000;

/** Modules the Lambda Node.js runtime provides, left out of the bundles. */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*'] as const;

/** ESM bundles still contain CommonJS dependencies that call require(): give them one. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __pitahayaCreateRequire } from 'node:module'; const require = __pitahayaCreateRequire(import.meta.url);";

/**
 * How every function is bundled by the local esbuild (no Docker): ESM for node20 (the same bundle runs on the
 * local stack's Node 20), minified, with source maps without sources; `externalModules` are left to the
 * runtime (or a layer).
 */
export function bundlingFor(externalModules: string[]): BundlingOptions {
  return {
    forceDockerBundling: false,
    format: OutputFormat.ESM,
    target: 'node20',
    minify: true,
    sourceMap: true,
    sourceMapMode: SourceMapMode.DEFAULT,
    sourcesContent: false,
    charset: Charset.UTF8,
    mainFields: ['module', 'main'],
    banner: ESM_REQUIRE_BANNER,
    externalModules,
    bundleAwsSDK: false,
  };
}

export interface ServiceFunctionsProps {
  /** Values every function reads through services/lib/env.ts. */
  environment: {
    TABLE_NAME: string;
    USER_POOL_ID: string;
    USER_POOL_CLIENT_ID: string;
    IMAGES_BUCKET: string;
    /** `legacy` while an existing table is given the lines' indexes (infra/cdk/config.ts lineIndexes). */
    LINE_INDEXES?: string;
  };
  /**
   * The secret CloudFront sends to the API (constructs/origin-secret.ts), as a dynamic reference: the API's
   * functions refuse requests without it.
   */
  originVerifySecret?: string;
  /** The CloudWatch namespace of the functions' EMF metrics (`Pitahaya/<stage>`). */
  metricsNamespace?: string;
  /** Reserved concurrent executions by function (infra/cdk/capacity.ts); none: unreserved. */
  reservedConcurrency?: Partial<Record<FunctionName, number>>;
}

export class ServiceFunctions extends Construct {
  readonly functions: Record<FunctionName, NodejsFunction>;
  readonly logGroups: Record<FunctionName, LogGroup>;
  /** sharp for the images function. */
  readonly sharp: NodeModulesLayer;
  /** The Stripe SDK for the functions that talk to Stripe (STRIPE_FUNCTION_NAMES). */
  readonly stripe: NodeModulesLayer;
  /** pdf-lib for the invoices function (pdf-lib-layer.ts). */
  readonly pdfLib: NodeModulesLayer;
  /** Powertools logger, metrics and tracer for every function (observability-layer.ts). */
  readonly observability: NodeModulesLayer;

  constructor(scope: Construct, id: string, props: ServiceFunctionsProps) {
    super(scope, id);
    this.sharp = new NodeModulesLayer(this, 'Sharp', SHARP_LAYER);
    this.stripe = new NodeModulesLayer(this, 'Stripe', STRIPE_LAYER);
    this.pdfLib = new NodeModulesLayer(this, 'PdfLib', PDF_LIB_LAYER);
    this.observability = new NodeModulesLayer(this, 'Observability', OBSERVABILITY_LAYER);
    const byModule: Record<LayerModule, NodeModulesLayer> = {
      sharp: this.sharp,
      stripe: this.stripe,
      'pdf-lib': this.pdfLib,
    };
    const layersOf = (name: FunctionName): NodeModulesLayer[] =>
      (LAYER_MODULES[name] ?? []).map((module) => byModule[module]);
    const functions: Partial<Record<FunctionName, NodejsFunction>> = {};
    const logGroups: Partial<Record<FunctionName, LogGroup>> = {};
    for (const name of FUNCTION_NAMES) {
      const logGroup = new LogGroup(this, `${pascal(name)}Logs`, { retention: RetentionDays.ONE_MONTH });
      const role = new Role(this, `${pascal(name)}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Pitahaya ${name} Lambda`,
      });
      logGroup.grantWrite(role);
      const layers = layersOf(name);
      functions[name] = new NodejsFunction(this, `${pascal(name)}Function`, {
        description: `Pitahaya ${name}`,
        entry: functionEntry(name),
        handler: 'handler',
        projectRoot: REPO_ROOT,
        depsLockFilePath: LOCK_FILE,
        runtime: Runtime.NODEJS_22_X,
        architecture: architectureFor(layers),
        // Its own module's layer, if any, then Powertools (every function).
        layers: [...layers, this.observability].map((layer) => layer.layer),
        // X-Ray: the function's segment; Powertools tracer adds the subsegments (services/lib/observability).
        tracing: Tracing.ACTIVE,
        memorySize: MEMORY_MB[name] ?? 512,
        timeout: Duration.seconds(TIMEOUT_SECONDS[name] ?? 10),
        ...(props.reservedConcurrency?.[name]
          ? { reservedConcurrentExecutions: props.reservedConcurrency[name] }
          : {}),
        role,
        logGroup,
        environment: {
          ...props.environment,
          IMAGES_BASE_URL: IMAGES_PATH_PREFIX,
          POWERTOOLS_SERVICE_NAME: name,
          ...(props.metricsNamespace ? { POWERTOOLS_METRICS_NAMESPACE: props.metricsNamespace } : {}),
          NODE_OPTIONS: '--enable-source-maps',
          ...(props.originVerifySecret && API_FUNCTION_NAMES.includes(name)
            ? { ORIGIN_VERIFY_SECRET: props.originVerifySecret }
            : {}),
        },
        // The runtime's AWS SDK v3 (docs/infra.md, "Lambda bundles"); everything else is bundled.
        bundling: {
          ...bundlingFor([
            ...RUNTIME_PROVIDED_MODULES,
            POWERTOOLS_MODULES,
            ...layers.map((layer) => layer.module),
          ]),
          // The API description beside its function's bundle (openapi-document.ts).
          ...(name === 'openapi' ? openApiDocumentHooks() : {}),
        },
      });
      logGroups[name] = logGroup;
    }
    this.functions = functions as Record<FunctionName, NodejsFunction>;
    this.logGroups = logGroups as Record<FunctionName, LogGroup>;
  }
}

/** payments-sweeper -> PaymentsSweeper (construct ids). */
export function pascal(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
