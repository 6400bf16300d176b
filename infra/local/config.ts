/**
 * Names, ports and folders of the local stack, and the environment the handlers read (services/lib/env.ts),
 * the same variables the CDK sets in AWS plus the local endpoints.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGES_PATH_PREFIX } from '../../shared/constants/images.js';

/** Repository root (this file is infra/local/config.ts). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export const LOCAL_REGION = 'eu-west-1';
/** The SDK clients' answer timeout on this machine (services/lib/env.ts SDK_REQUEST_TIMEOUT_MS). */
export const LOCAL_SDK_REQUEST_TIMEOUT_MS = 30_000;
/** Dummy credentials: the emulators accept any; they keep the SDK from looking for real ones. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export const RESOURCE_NAMES = {
  table: 'pitahaya',
  userPool: 'pitahaya-marketplace',
  userPoolClient: 'pitahaya-web',
  bucket: 'pitahaya-images',
} as const;

export interface Ports {
  gateway: number;
  dynamodb: number;
  cognito: number;
  s3: number;
  /** The local Stripe-compatible server (infra/local/stripe/; stripe-mock's port). */
  stripe: number;
}

export const DEFAULT_PORTS: Ports = { gateway: 3000, dynamodb: 8000, cognito: 9229, s3: 4569, stripe: 12111 };

/** Which environment variable overrides each port. */
export const PORT_ENV: Record<keyof Ports, string> = {
  gateway: 'PORT',
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  s3: 'S3_PORT',
  stripe: 'STRIPE_PORT',
};

export const COMPONENT_NAMES: Record<keyof Ports, string> = {
  gateway: 'local gateway',
  dynamodb: 'DynamoDB Local',
  cognito: 'cognito-local',
  s3: 's3rver',
  stripe: 'local Stripe server',
};

/** Ports from PORT, DYNAMODB_PORT, COGNITO_PORT, S3_PORT and STRIPE_PORT, else the defaults. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Ports {
  const read = (key: keyof Ports): number => {
    const raw = env[PORT_ENV[key]];
    if (raw === undefined || raw === '') return DEFAULT_PORTS[key];
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`${PORT_ENV[key]}=${raw} is not a valid port number (1-65535).`);
    }
    return port;
  };
  return {
    gateway: read('gateway'),
    dynamodb: read('dynamodb'),
    cognito: read('cognito'),
    s3: read('s3'),
    stripe: read('stripe'),
  };
}

/** Where each emulator keeps its data below the data folder (`.local/` for npm start). */
export function dataPaths(dataDir: string) {
  return {
    root: dataDir,
    dynamodb: join(dataDir, 'dynamodb'),
    cognito: join(dataDir, 'cognito'),
    s3: join(dataDir, 's3'),
    outbox: join(dataDir, 'outbox.json'),
    stripe: join(dataDir, 'stripe.json'),
    stackFile: join(dataDir, 'stack.json'),
    streamCheckpoint: join(dataDir, 'stream-checkpoint.json'),
    openapi: join(dataDir, 'openapi.json'),
  };
}

export interface Endpoints {
  dynamodb: string;
  cognito: string;
  s3: string;
}

export interface Provisioned {
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  bucket: string;
  /** Token issuer of the pool: `${cognito issuer domain}/${userPoolId}`. */
  issuer: string;
}

/** The environment of the handlers, as the CDK sets it in AWS plus the local endpoints. */
export function serviceEnvironment(
  endpoints: Endpoints,
  provisioned: Provisioned,
  logLevel: string,
  gatewayPort?: number,
): Record<string, string> {
  const site = gatewayPort ? `http://localhost:${gatewayPort}` : undefined;
  return {
    // E-mail (services/lib/mail): the local outbox of the gateway instead of SES; links point at the gateway.
    ...(gatewayPort
      ? { LOCAL_OUTBOX_URL: `http://127.0.0.1:${gatewayPort}/_local/outbox`, SITE_URL: site as string }
      : {}),
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: provisioned.tableName,
    USER_POOL_ID: provisioned.userPoolId,
    USER_POOL_CLIENT_ID: provisioned.userPoolClientId,
    IMAGES_BUCKET: provisioned.bucket,
    IMAGES_BASE_URL: IMAGES_PATH_PREFIX,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    COGNITO_ENDPOINT: endpoints.cognito,
    S3_ENDPOINT: endpoints.s3,
    COGNITO_ISSUER: provisioned.issuer,
    PITAHAYA_LOCAL: 'true',
    // DynamoDB Local and s3rver on a busy 2-core laptop (benchmarks: 100 checkouts at once) answer slower than
    // AWS: the SDK clients wait up to 30 s here instead of shared/constants/aws-clients.ts's timeouts (services/lib/env.ts).
    SDK_REQUEST_TIMEOUT_MS: String(LOCAL_SDK_REQUEST_TIMEOUT_MS),
    POWERTOOLS_LOG_LEVEL: logLevel,
    POWERTOOLS_SERVICE_NAME: 'pitahaya-local',
    // No X-Ray daemon here and no CloudWatch reading the logs: no traces, no EMF lines (services/lib/observability).
    POWERTOOLS_TRACE_ENABLED: 'false',
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}
