/**
 * startLocalStack(): the whole marketplace on this machine, used by `npm start`, `npm run dev` and the test
 * harness. Order of work (independent steps in parallel):
 *   1. check Java and the ports;
 *   2. start DynamoDB Local, cognito-local, s3rver and the local Stripe-compatible server (infra/local/stripe/)
 *      together;
 *   3. provision table, user pool + client and bucket;
 *   4. set process.env for the handlers (with the Stripe keys and STRIPE_API_HOST/PORT/PROTOCOL pointing the
 *      SDK at the local server), then seed the demo data while the handlers are imported;
 *   5. start reading the table's stream into the events function (infra/local/change-stream.ts);
 *   6. start the scheduled jobs (infra/local/schedule.ts) and the gateway (the Stripe server's webhooks go to its
 *      /v1/payments/webhook; POST /_local/schedules/run runs a job on demand);
 *   7. with the seed, wait until the seeded catalog is searchable (infra/local/catalog-ready.ts; 60 s at most,
 *      then a Spanish error saying what to look at); write <dataDir>/stack.json.
 * stop() closes the gateway, the stream reader, the Stripe server and s3rver and ends both child processes.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DOMAINS } from '../../shared/contracts/route-table.js';
import { FARM_SHELL_FILE, LEGAL_SHELL_FILE, PRODUCT_SHELL_FILE } from '../../web/build/shell-routes.js';
import { createClients, type LocalClients } from './clients.js';
import { startCognito, type RunningCognito } from './cognito.js';
import {
  COMPONENT_NAMES,
  dataPaths,
  DEFAULT_PORTS,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  PORT_ENV,
  REPO_ROOT,
  RESOURCE_NAMES,
  serviceEnvironment,
  type Endpoints,
  type Ports,
  type Provisioned,
} from './config.js';
import { waitForSearchableCatalog } from './catalog-ready.js';
import { startChangeStream, type RunningChangeStream } from './change-stream.js';
import { startDynamoDb, type RunningDynamoDb } from './dynamodb.js';
import { startGateway, type RunningGateway } from './gateway.js';
import type { ComponentState } from './local-endpoints.js';
import { createHandlerRegistry } from './handlers.js';
import { checkJava, javaCommand, JavaMissingError } from './java.js';
import { createLogger, levelFromEnv, type Logger } from './log.js';
import { CognitoLogParser, Outbox } from './outbox.js';
import { assertPortsFree, freePort } from './ports.js';
import { provision } from './provision.js';
import { startS3, type RunningS3 } from './s3.js';
import { killPoint } from './faults.js';
import { retryDelaysFromEnv } from './stripe/backoff.js';
import { stripeClientEnvironment } from './stripe/keys.js';
import { startStripeServer, type RunningStripeServer } from './stripe/server.js';
import { startSchedules, type RunningSchedules } from './schedule.js';
import { seedDemoData, type SeedReport } from './seed/index.js';
import { writeStackFile, type StackDetails } from './stack-file.js';
import { writeOpenApiDocument } from '../../services/openapi/index.js';

// The SDK's notice about Node 22 says nothing about this stack; keep the console for what matters.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalStackOptions {
  /** Data folder (default <repo>/.local). */
  dataDir?: string;
  /** Ports; 0 picks a free one. Default: DEFAULT_PORTS. */
  ports?: Partial<Ports>;
  /** The SPA build folder served at / (default <repo>/web/dist). */
  webDist?: string;
  /** Folder of the handlers (default <repo>/services). */
  servicesDir?: string;
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** More browser origins allowed to upload images (e.g. Vite's dev server). */
  extraOrigins?: string[];
  log?: Logger;
  /** Handlers' POWERTOOLS_LOG_LEVEL (default WARN, DEBUG when the stack logs at debug). */
  handlerLogLevel?: string;
  /** DynamoDB Local's storage (infra/local/dynamodb.ts): 'memory' only for the catalog benchmark. */
  dynamodbStorage?: 'disk' | 'memory';
}

export interface LocalStack {
  urls: { gateway: string; dynamodb: string; cognito: string; s3: string; stripe: string };
  ports: Ports;
  config: StackDetails;
  outbox: Outbox;
  /**
   * Runs one scheduled job now, as if the time were `now` (infra/local/schedule.ts; each also runs on its own
   * interval unless that is `off`); POST /_local/schedules/run does the same over HTTP.
   */
  runSchedule(job: string, now?: Date): Promise<void>;
  seed: SeedReport | null;
  /** Milliseconds per phase, for the curious. */
  timings: Record<string, number>;
  /** Process ids of the emulators run as child processes (tests stop cognito-local to test outages). */
  pids: { cognito?: number };
  stop(): Promise<void>;
}

async function resolvePorts(requested: Partial<Ports> | undefined): Promise<Ports> {
  const wanted = { ...DEFAULT_PORTS, ...requested };
  const entries = await Promise.all(
    (Object.keys(wanted) as (keyof Ports)[]).map(
      async (key) => [key, wanted[key] === 0 ? await freePort() : wanted[key]] as const,
    ),
  );
  return Object.fromEntries(entries) as unknown as Ports;
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = Date.now();
  const timings: Record<string, number> = {};
  const mark = (phase: string, since: number) => (timings[phase] = Date.now() - since);
  const log = options.log ?? createLogger(levelFromEnv(process.env.LOG_LEVEL));
  const dataDir = resolve(options.dataDir ?? join(REPO_ROOT, '.local'));
  const paths = dataPaths(dataDir);
  const webDist = resolve(options.webDist ?? join(REPO_ROOT, 'web', 'dist'));
  const servicesDir = resolve(options.servicesDir ?? join(REPO_ROOT, 'services'));

  const java = checkJava(javaCommand());
  if (!java.ok) throw new JavaMissingError(java.reason);

  const ports = await resolvePorts(options.ports);
  await assertPortsFree(
    (Object.keys(ports) as (keyof Ports)[]).map((key) => ({
      port: ports[key],
      component: COMPONENT_NAMES[key],
      envName: PORT_ENV[key],
    })),
  );
  mkdirSync(dataDir, { recursive: true });

  const gatewayOrigins = [`http://localhost:${ports.gateway}`, `http://127.0.0.1:${ports.gateway}`];
  const outbox = new Outbox(paths.outbox);
  const parsers = { stdout: new CognitoLogParser(), stderr: new CognitoLogParser() };

  let dynamodb: RunningDynamoDb | undefined;
  let cognito: RunningCognito | undefined;
  let s3: RunningS3 | undefined;
  let stripe: RunningStripeServer | undefined;
  let gateway: RunningGateway | undefined;
  let changeStream: RunningChangeStream | undefined;
  let schedules: RunningSchedules | undefined;
  let clients: LocalClients | undefined;
  let stopping: Promise<void> | undefined;

  const stop = () =>
    (stopping ??= (async () => {
      await schedules?.stop();
      // The stream reader before the gateway: the events function posts its e-mails to the gateway's outbox.
      await changeStream?.stop();
      await gateway?.close();
      clients?.destroy();
      await Promise.allSettled([stripe?.close(), s3?.stop(), cognito?.stop(), dynamodb?.stop()]);
    })());

  try {
    let phase = Date.now();
    const [dynamoResult, cognitoResult, s3Result, stripeResult] = await Promise.allSettled([
      startDynamoDb({
        port: ports.dynamodb,
        directory: paths.dynamodb,
        region: LOCAL_REGION,
        log,
        storage: options.dynamodbStorage ?? 'disk',
      }),
      startCognito({
        port: ports.cognito,
        directory: paths.cognito,
        log,
        onOutput: (chunk, stream) => {
          for (const message of parsers[stream].feed(chunk)) {
            outbox.add(message);
            log.info(
              `✉  ${message.kind === 'signup' ? 'Código de confirmación' : 'Código para restablecer'} de ${message.to}: ${message.code}`,
            );
          }
        },
      }),
      startS3({
        port: ports.s3,
        directory: paths.s3,
        bucket: RESOURCE_NAMES.bucket,
        corsOrigins: [...gatewayOrigins, ...(options.extraOrigins ?? [])],
        accessKeyId: LOCAL_CREDENTIALS.accessKeyId,
        secretAccessKey: LOCAL_CREDENTIALS.secretAccessKey,
        log,
      }),
      // Card payments: its webhooks go to the gateway's /v1/payments/webhook (set once the gateway listens).
      startStripeServer({
        port: ports.stripe,
        dataFile: paths.stripe,
        log,
        // Stripe's schedule unless the environment names the pauses (a stack under test).
        retryDelaysMs: retryDelaysFromEnv(process.env.STRIPE_WEBHOOK_RETRY_DELAYS_MS),
        onPoint: killPoint,
      }),
    ]);
    if (dynamoResult.status === 'fulfilled') dynamodb = dynamoResult.value;
    if (cognitoResult.status === 'fulfilled') cognito = cognitoResult.value;
    if (s3Result.status === 'fulfilled') s3 = s3Result.value;
    if (stripeResult.status === 'fulfilled') stripe = stripeResult.value;
    const failed = [dynamoResult, cognitoResult, s3Result, stripeResult].find(
      (result) => result.status === 'rejected',
    );
    if (failed) throw (failed as PromiseRejectedResult).reason;
    if (!dynamodb || !cognito || !s3 || !stripe) throw new Error('An emulator did not start');
    mark('emulators', phase);

    const endpoints: Endpoints = { dynamodb: dynamodb.endpoint, cognito: cognito.endpoint, s3: s3.endpoint };
    clients = createClients(endpoints);
    phase = Date.now();
    const provisioned: Provisioned = await provision(clients, cognito.issuerDomain);
    mark('provision', phase);

    const handlerLogLevel = options.handlerLogLevel ?? (log.enabled('debug') ? 'DEBUG' : 'WARN');
    Object.assign(process.env, serviceEnvironment(endpoints, provisioned, handlerLogLevel, ports.gateway));
    // The payment handlers' Stripe SDK talks to the local server (services/lib/clients/stripe.ts).
    Object.assign(process.env, stripeClientEnvironment(stripe.port));
    // The share pages (services/seo) put their tags into the SPA's own HTML: a product page into the product
    // page's prerendered shell when the build has one (web/build/shell-routes.ts), a farm page into the farm's,
    // a legal page into the legal pages' shell.
    const productShell = join(webDist, PRODUCT_SHELL_FILE);
    const farmShell = join(webDist, FARM_SHELL_FILE);
    const legalShell = join(webDist, LEGAL_SHELL_FILE);
    process.env.SITE_INDEX_FILE = join(webDist, 'index.html');
    if (existsSync(productShell)) process.env.SITE_PRODUCT_FILE = productShell;
    else delete process.env.SITE_PRODUCT_FILE;
    if (existsSync(farmShell)) process.env.SITE_FARM_FILE = farmShell;
    else delete process.env.SITE_FARM_FILE;
    if (existsSync(legalShell)) process.env.SITE_LEGAL_FILE = legalShell;
    else delete process.env.SITE_LEGAL_FILE;
    // The API description (GET /v1/openapi.json) is written from the contracts, as the CDK app writes it beside
    // the deployed function (services/openapi).
    writeOpenApiDocument(paths.openapi);
    process.env.OPENAPI_DOCUMENT_FILE = paths.openapi;

    phase = Date.now();
    const registry = createHandlerRegistry(servicesDir);
    const [seed, preload] = await Promise.all([
      options.seed === false
        ? Promise.resolve(null)
        : seedDemoData({
            clients,
            tableName: provisioned.tableName,
            userPoolId: provisioned.userPoolId,
            bucket: provisioned.bucket,
          }),
      registry.preload(DOMAINS),
    ]);
    if (seed && seed.missingImages.length > 0) {
      log.warn(
        `Seed images missing (run: npx tsx infra/local/seed/render-images.ts): ${seed.missingImages.join(', ')}`,
      );
    }
    for (const failure of preload.failed) {
      const error = failure.error as Error;
      if (error.name === 'HandlerMissingError')
        log.warn(`${error.message}: its routes answer 501 until it exists.`);
      else log.error(`Could not load the ${failure.name} handler`, error);
    }
    mark('seed+handlers', phase);

    // The image bucket's event notification: every upload goes to the images function, as in AWS.
    const uploads = s3;
    uploads.onEvent((event) => {
      void registry
        .images()
        .then((check) => check(event as unknown as Parameters<typeof check>[0]))
        .catch((error: unknown) => log.error('The images function failed on an upload', error));
    });

    // The EventBridge schedules (payments sweep, directory sync, ...), each on its interval and on demand.
    schedules = startSchedules({ servicesDir, log });
    const live = clients;
    const running = { cognito, stripe };
    // The Stripe server's webhook endpoint: the gateway's, once it listens.
    const webhookUrl = () => `http://127.0.0.1:${gateway?.port ?? 0}/v1/payments/webhook`;
    gateway = await startGateway({
      port: ports.gateway,
      webDist,
      uploadOrigins: [endpoints.s3],
      handlers: registry,
      images: { s3: live.s3, bucket: provisioned.bucket },
      outbox,
      onPoint: killPoint,
      payments: {
        pay: (url, card) => running.stripe.pay(url, card),
        pauseWebhooks: (paused) => running.stripe.setWebhookUrl(paused ? undefined : webhookUrl()),
      },
      schedules,
      log,
      health: async () => {
        const probe = async (check: () => Promise<unknown>): Promise<ComponentState> => {
          try {
            await check();
            return 'up';
          } catch {
            return 'down';
          }
        };
        const [dynamoState, cognitoState, s3State, stripeState] = await Promise.all([
          probe(() => live.dynamodb.send(new ListTablesCommand({ Limit: 1 }))),
          probe(async () => {
            if (running.cognito.process.exited()) throw new Error('exited');
            const answer = await fetch(`${endpoints.cognito}/health`, { signal: AbortSignal.timeout(2_000) });
            if (!answer.ok) throw new Error(`status ${answer.status}`);
          }),
          probe(() => live.s3.send(new HeadBucketCommand({ Bucket: provisioned.bucket }))),
          probe(async () => {
            const answer = await fetch(`http://127.0.0.1:${running.stripe.port}/_local/health`, {
              signal: AbortSignal.timeout(2_000),
            });
            if (!answer.ok) throw new Error(`status ${answer.status}`);
          }),
        ]);
        return { dynamodb: dynamoState, cognito: cognitoState, s3: s3State, stripe: stripeState };
      },
    });

    stripe.setWebhookUrl(webhookUrl());

    // After the gateway: the events function posts e-mails to its outbox (services/lib/mail).
    changeStream = await startChangeStream({
      dynamodb: clients.dynamodb,
      streams: clients.streams,
      tableName: provisioned.tableName,
      handler: () => registry.events(),
      checkpointFile: paths.streamCheckpoint,
      log,
    });

    // Ready only once the seeded catalog is searchable (the index follows the stream: infra/local/catalog-ready.ts).
    if (seed) {
      phase = Date.now();
      await waitForSearchableCatalog(`http://127.0.0.1:${gateway.port}`);
      mark('catalog-searchable', phase);
    }

    const config: StackDetails = {
      gatewayUrl: gateway.url,
      endpoints,
      region: LOCAL_REGION,
      tableName: provisioned.tableName,
      bucket: provisioned.bucket,
      userPoolId: provisioned.userPoolId,
      userPoolClientId: provisioned.userPoolClientId,
      issuer: provisioned.issuer,
      stripeUrl: stripe.url,
      dataDir,
      pid: process.pid,
      startedAt: new Date().toISOString(),
    };
    writeStackFile(paths.stackFile, config);
    timings.total = Date.now() - started;
    return {
      urls: { gateway: gateway.url, ...endpoints, stripe: stripe.url },
      ports: { ...ports, gateway: gateway.port, stripe: stripe.port },
      config,
      outbox,
      seed,
      timings,
      pids: { cognito: cognito.process.pid },
      runSchedule: (job, now) => schedules?.run(job, now) ?? Promise.resolve(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
