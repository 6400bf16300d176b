/**
 * The Stripe SDK client, created on first use and reused across invocations (see dynamodb.ts), and the
 * verification of Stripe's webhooks. In AWS only STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set and the
 * SDK talks to api.stripe.com; on this machine the local stack also sets STRIPE_API_HOST, STRIPE_API_PORT and
 * STRIPE_API_PROTOCOL, pointing the very same SDK calls at its Stripe-compatible server (infra/local/stripe/).
 * Without a secret key card payments are not offered (stripeReady()).
 *
 * Bounded: one request waits at most STRIPE_TIMEOUT_MS and is retried once (the SDK retries connection errors,
 * 409 and 5xx with an idempotency key, so a retried POST is not done twice): a Stripe that does not answer costs
 * ~2 x 5 s, inside the payments function's 15 s.
 *
 * The SDK is ~250 KB minified, over a function's bundle budget: it is loaded with a dynamic import on first use
 * (a function that never talks to Stripe never loads it) and, in AWS, comes from a Lambda layer (external to
 * the bundles). In AWS the keys come from a Secrets Manager secret (STRIPE_SECRET_ARN, stripe-secrets.ts)
 * unless set in the environment.
 */
import type Stripe from 'stripe';
import type * as StripeSdk from 'stripe';
import { stripeKeysFromSecret } from './stripe-secrets.js';

type StripeModule = typeof StripeSdk;
let sdkModule: Promise<StripeModule> | undefined;
/** The SDK's module, imported once. */
const loadSdk = (): Promise<StripeModule> => (sdkModule ??= import('stripe'));

export const STRIPE_TIMEOUT_MS = 5_000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;
/** How old a webhook's signature may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey?: string;
  webhookSecret?: string;
  /** The "Connected accounts" endpoint's signing secret (Stripe signs the farms' account events with it). */
  connectWebhookSecret?: string;
  /** Only on this machine: where the Stripe-compatible server listens. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const optional = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and, locally, STRIPE_API_HOST / _PORT / _PROTOCOL. */
export function readStripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings {
  const port = Number(optional(env.STRIPE_API_PORT));
  const protocol = optional(env.STRIPE_API_PROTOCOL);
  return {
    secretKey: optional(env.STRIPE_SECRET_KEY),
    webhookSecret: optional(env.STRIPE_WEBHOOK_SECRET),
    connectWebhookSecret: optional(env.STRIPE_CONNECT_WEBHOOK_SECRET),
    host: optional(env.STRIPE_API_HOST),
    ...(Number.isInteger(port) && port > 0 && port < 65_536 ? { port } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  };
}

/** The settings with the keys the secret holds when the environment has none. */
async function resolvedSettings(env: NodeJS.ProcessEnv = process.env): Promise<StripeSettings> {
  const settings = readStripeSettings(env);
  if (settings.secretKey && settings.webhookSecret) return settings;
  const fromSecret = await stripeKeysFromSecret(env);
  return {
    ...settings,
    secretKey: settings.secretKey ?? fromSecret.secretKey,
    webhookSecret: settings.webhookSecret ?? fromSecret.webhookSecret,
    connectWebhookSecret: settings.connectWebhookSecret ?? fromSecret.connectWebhookSecret,
  };
}

/**
 * Whether card payments can run: a secret key in the environment, or in the secret (STRIPE_SECRET_ARN) once the
 * operator filled it in (read through its 5-minute cache; an unreadable or still empty secret: no card).
 */
export async function stripeReady(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (readStripeSettings(env).secretKey) return true;
  try {
    return Boolean((await resolvedSettings(env)).secretKey);
  } catch {
    return false;
  }
}

/** A payment route ran without STRIPE_SECRET_KEY (or a webhook without STRIPE_WEBHOOK_SECRET): a setup error. */
export class StripeNotConfiguredError extends Error {
  constructor(variable: 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET') {
    super(`${variable} is not set: card payments are not configured.`);
    this.name = 'StripeNotConfiguredError';
  }
}

/** The SDK's options from the settings: host, port and protocol only when set (else Stripe itself). */
export function stripeOptions(settings: StripeSettings): Stripe.StripeConfig {
  return {
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'pitahaya-marketplace' },
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  };
}

let client: Promise<Stripe> | undefined;

/** The SDK client, made on first use and reused across invocations. */
export function stripe(): Promise<Stripe> {
  client ??= (async () => {
    const settings = await resolvedSettings();
    if (!settings.secretKey) throw new StripeNotConfiguredError('STRIPE_SECRET_KEY');
    const { default: StripeClient } = await loadSdk();
    return new StripeClient(settings.secretKey, stripeOptions(settings));
  })().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}
/** Forget the client (tests that change the environment). */
stripe.reset = (): void => {
  client = undefined;
};

/** A webhook that is not Stripe's (no or wrong signature, too old, not an event): answer 400. */
export class WebhookVerificationError extends Error {
  readonly statusCode = 400;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookVerificationError';
  }
}

/** Whether a secret key is a live one (`sk_live_…`, `rk_live_…`): its events say `livemode: true`. */
export const isLiveKey = (secretKey: string | undefined): boolean => /^(sk|rk)_live_/.test(secretKey ?? '');

/** The `t=` of a Stripe-Signature header (seconds), or null. */
export function signatureTimestamp(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

/**
 * The event of a webhook, after checking its `Stripe-Signature` against STRIPE_WEBHOOK_SECRET with the SDK's
 * `webhooks.constructEvent` over the raw body exactly as received (services/lib/http/body.ts rawBody; not
 * re-serialised JSON). The SDK refuses a signature older than the tolerance only; one dated further than the
 * tolerance in the future is refused here too (a clock that far ahead is not Stripe's: Stripe signs each attempt
 * when it sends it). An event of the other mode (`livemode` true with a test key, or false with a live one) is
 * not this shop's either. Throws WebhookVerificationError (400) for anything that is not a fresh, signed event of
 * this mode, StripeNotConfiguredError without the secret.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined,
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
  now: () => number = Date.now,
): Promise<Stripe.Event> {
  const { webhookSecret, connectWebhookSecret, secretKey } = await resolvedSettings();
  if (!webhookSecret) throw new StripeNotConfiguredError('STRIPE_WEBHOOK_SECRET');
  if (!signatureHeader) throw new WebhookVerificationError('Missing Stripe-Signature header.');
  const event = await constructEvent(
    rawBody,
    signatureHeader,
    tolerance,
    webhookSecret,
    connectWebhookSecret,
  );
  const signedAt = signatureTimestamp(signatureHeader) ?? 0;
  if (signedAt - Math.floor(now() / 1000) > tolerance)
    throw new WebhookVerificationError(
      'Invalid Stripe webhook: Timestamp outside the tolerance zone (in the future)',
    );
  if (Boolean(event.livemode) !== isLiveKey(secretKey))
    throw new WebhookVerificationError(
      `Invalid Stripe webhook: a ${event.livemode ? 'live' : 'test'} mode event for a ${isLiveKey(secretKey) ? 'live' : 'test'} mode key`,
    );
  return event;
}

async function constructEvent(
  rawBody: string | Uint8Array,
  signatureHeader: string,
  tolerance: number,
  webhookSecret: string,
  connectWebhookSecret: string | undefined,
): Promise<Stripe.Event> {
  const { default: StripeClient } = await loadSdk();
  try {
    // The platform's endpoint first; the connected accounts' endpoint (its own secret) when one is set.
    if (connectWebhookSecret) {
      try {
        return StripeClient.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, tolerance);
      } catch {
        return StripeClient.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          connectWebhookSecret,
          tolerance,
        );
      }
    }
    return StripeClient.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, tolerance);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new WebhookVerificationError(`Invalid Stripe webhook: ${message.split('\n')[0]}`, { cause: error });
  }
}

/**
 * Stripe could not be reached or failed on its side (connection, timeout, 5xx, rate limit): worth another try.
 * Read from the error's `type` (the SDK's error classes carry it), so no SDK import is needed.
 */
export function isStripeUnavailable(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return (
    error instanceof StripeNotConfiguredError ||
    type === 'StripeConnectionError' ||
    type === 'StripeAPIError' ||
    type === 'StripeRateLimitError'
  );
}

/** A refusal of Stripe's (invalid request, card error, ...) with its message, for logs and admin screens. */
export function stripeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 300) ?? 'Stripe error';
}
