/**
 * The Stripe keys in AWS: one Secrets Manager secret, created by the stack with the placeholder
 * `{"secretKey":"","webhookSecret":""}` and filled in by the operator (docs/infra.md, "Payments (Stripe)"); the
 * functions that talk to Stripe get its ARN as STRIPE_SECRET_ARN and may read it. Without STRIPE_SECRET_ARN
 * (the local stack, tests) there is nothing to read: {} (stripe.ts then reads STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET from the environment).
 *
 * Read with GetSecretValue on first use and kept STRIPE_KEYS_CACHE_MS (5 minutes): a key rolled in Stripe and
 * put into the secret reaches every warm function within that; concurrent callers share one read, and a failed
 * read is not kept. Empty strings (the placeholder) count as unset. The values are never logged and no error
 * carries them (a malformed secret throws a fixed message, without JSON.parse's excerpt of the text).
 */
import type * as SecretsSdk from '@aws-sdk/client-secrets-manager';
import { readEnv } from '../env.js';
import { boundedRequests } from './client-setup.js';

/** How long a read of the secret is used before it is read again. */
export const STRIPE_KEYS_CACHE_MS = 5 * 60_000;
/** A Secrets Manager that does not answer costs at most ~2 x (1 + 3) s (see dynamodb.ts). */
export const SECRETS_CONNECT_TIMEOUT_MS = 1_000;
export const SECRETS_REQUEST_TIMEOUT_MS = 3_000;
export const SECRETS_MAX_ATTEMPTS = 2;

/**
 * The SDK module, imported on the first read only: the functions that carry this file (orders, payments, events,
 * the sweeper) do not load it at cold start, and never where STRIPE_SECRET_ARN is unset.
 */
let sdk: Promise<typeof SecretsSdk> | undefined;
let client: SecretsSdk.SecretsManagerClient | undefined;

async function secretsManager(): Promise<{
  client: SecretsSdk.SecretsManagerClient;
  sdk: typeof SecretsSdk;
}> {
  const module = await (sdk ??= import('@aws-sdk/client-secrets-manager'));
  client ??= new module.SecretsManagerClient({
    region: readEnv().region,
    maxAttempts: SECRETS_MAX_ATTEMPTS,
    requestHandler: boundedRequests(SECRETS_CONNECT_TIMEOUT_MS, SECRETS_REQUEST_TIMEOUT_MS),
  });
  return { client, sdk: module };
}

export interface StripeKeys {
  secretKey?: string;
  webhookSecret?: string;
  /** The signing secret of the "Connected accounts" webhook endpoint (account.updated of the farms). */
  connectWebhookSecret?: string;
}

/** The secret holds no JSON object (a setup error; the message never quotes the secret). */
export class StripeSecretError extends Error {
  constructor() {
    super('STRIPE_SECRET_ARN: not a JSON object {"secretKey","webhookSecret"} (docs/infra.md)');
    this.name = 'StripeSecretError';
  }
}

const present = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The keys in the secret's text: non-empty strings only. Throws StripeSecretError for anything but an object. */
export function parseStripeKeys(secretString: string | undefined): StripeKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(secretString ?? '');
  } catch {
    // Not rethrown: JSON.parse's message quotes the text.
    throw new StripeSecretError();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new StripeSecretError();
  const { secretKey, webhookSecret, connectWebhookSecret } = parsed as Record<string, unknown>;
  const keys: StripeKeys = {};
  const key = present(secretKey);
  const webhook = present(webhookSecret);
  const connect = present(connectWebhookSecret);
  if (key) keys.secretKey = key;
  if (webhook) keys.webhookSecret = webhook;
  if (connect) keys.connectWebhookSecret = connect;
  return keys;
}

let cached: { arn: string; expiresAt: number; keys: Promise<StripeKeys> } | undefined;

/** Forgets the last read (the next call reads the secret again): tests, or after Stripe refused a key. */
export function forgetStripeKeys(): void {
  cached = undefined;
}

async function readKeys(arn: string): Promise<StripeKeys> {
  const { client: secrets, sdk: module } = await secretsManager();
  const answer = await secrets.send(new module.GetSecretValueCommand({ SecretId: arn }));
  return parseStripeKeys(answer.SecretString);
}

/**
 * The Stripe keys of the secret named by STRIPE_SECRET_ARN ({} when it is unset), read at most once per
 * STRIPE_KEYS_CACHE_MS. Rejects when the secret cannot be read or is malformed (nothing is kept then).
 */
export async function stripeKeysFromSecret(env: NodeJS.ProcessEnv = process.env): Promise<StripeKeys> {
  const arn = present(env.STRIPE_SECRET_ARN);
  if (!arn) return {};
  const now = Date.now();
  if (!cached || cached.arn !== arn || now >= cached.expiresAt) {
    const entry = { arn, expiresAt: now + STRIPE_KEYS_CACHE_MS, keys: readKeys(arn) };
    cached = entry;
    entry.keys.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return { ...(await cached.keys) };
}
