/**
 * The local Stripe-compatible server: what `npm start` runs instead of api.stripe.com, so card payments go
 * through the same `stripe` SDK calls as in AWS (the SDK pointed at it with host/port/protocol:
 * services/lib/clients/stripe.ts). node:http on 127.0.0.1:
 *   /v1/...                 Stripe's REST API for what the shop uses (api.ts, answered by api-requests.ts):
 *                           form-encoded requests with bracket notation, `Authorization: Bearer <secret key>`,
 *                           `Idempotency-Key` (same key + same endpoint + same parameters = the same answer,
 *                           replayed), Stripe's error shape
 *   GET/POST /pay/<id>      the hosted payment page of a Checkout Session (its `url`; hosted-pages.ts)
 *   GET /onboarding/<id>    an account link: completes the Express account, redirects to return_url
 *   POST /_local/events/<id>/replay   sends an event to the webhook endpoint again; GET /_local/health
 * Every change announces itself with Stripe's events, signed and POSTed to the webhook endpoint, and kept until
 * delivered: a restart sends the undelivered ones again, on Stripe's schedule (webhooks.ts, backoff.ts).
 * State lives in memory and, with `dataFile`, in a JSON file (store.ts). Sessions past `expires_at` expire on
 * their own (a sweep every few seconds, and before every request).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { handleApiRequest } from './api-requests.js';
import { PayError, successUrl } from './checkout.js';
import { createServerContext } from './context.js';
import { handleOnboarding, handlePayPage } from './hosted-pages.js';
import { send } from './http.js';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './keys.js';
import { DEFAULT_SHOP_NAME } from './pages.js';
import { StripeStore, type StripeEvent } from './store.js';
import { WebhookSender, type DeliveryAttempt, type DeliveryResult } from './webhooks.js';

/** How often open sessions are checked for `expires_at`. */
const SWEEP_INTERVAL_MS = 5_000;
/** How long a payment waits for the first delivery of its events before answering (or redirecting). */
const WEBHOOK_WAIT_MS = 5_000;

export interface StripeServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The origin in session and onboarding URLs (default http://localhost:<port>). */
  publicUrl?: string;
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed (none: kept, not sent). */
  webhookUrl?: string;
  /** Pauses before each retry of a failed delivery, replacing Stripe's schedule (backoff.ts). */
  retryDelaysMs?: number[];
  /** How long a payment waits for the first delivery of its events (default 5 s; 0: no wait). */
  webhookWaitMs?: number;
  /** Persist the state here (e.g. .local/stripe.json); omitted: memory only. */
  dataFile?: string;
  shopName?: string;
  /** The clock of the objects (milliseconds), for tests of expiry. */
  now?: () => number;
  sweepIntervalMs?: number;
  log?: { debug(message: string): void; error(message: string, error?: unknown): void };
  /**
   * Where the server is, for the crash tests' kill points: `stripe:before|after:<METHOD> <path>` around an API
   * request, `stripe:delivered:<event type>` when the endpoint took an event and it is not recorded yet.
   */
  onPoint?: (point: string) => void;
}

export interface PayOutcome {
  status: 'succeeded' | 'declined';
  sessionId: string;
  paymentIntentId: string;
  /** Where the hosted page sends the browser: success_url after a payment, null after a decline. */
  redirectUrl: string | null;
}

export interface RunningStripeServer {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Sets the webhook endpoint; undelivered events kept from an earlier run are sent (again) from then on. */
  setWebhookUrl(url: string | undefined): void;
  /**
   * Pays the session behind `url` (a session's `url`) with `card` as its hosted page would. Throws PayError
   * (`reason`: unknown_session, invalid_card, expired, already_paid). Answers after the first delivery attempt
   * of the resulting events (at most webhookWaitMs).
   */
  pay(url: string, card: string): Promise<PayOutcome>;
  /** Events sent so far, oldest first. */
  events(): StripeEvent[];
  /** Delivery attempts so far (this run), oldest first. */
  deliveries(): DeliveryAttempt[];
  /** Ids of the events not delivered yet (kept across restarts), oldest first. */
  undelivered(): string[];
  replayEvent(id: string): Promise<DeliveryResult>;
  /** Expires the open sessions whose expires_at has passed now (the sweep does it every few seconds). */
  sweep(): number;
  close(): Promise<void>;
}

export async function startStripeServer(options: StripeServerOptions = {}): Promise<RunningStripeServer> {
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const log = options.log;
  const store = new StripeStore(options.dataFile);
  const sender = new WebhookSender({
    secret: webhookSecret,
    store,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onPoint ? { onPoint: options.onPoint } : {}),
    ...(log ? { log } : {}),
  });
  let publicUrl = options.publicUrl ?? '';
  const context = createServerContext({
    store,
    sender,
    secretKey,
    shopName: options.shopName ?? DEFAULT_SHOP_NAME,
    webhookWaitMs: options.webhookWaitMs ?? WEBHOOK_WAIT_MS,
    publicUrl: () => publicUrl,
    ...(options.onPoint ? { onPoint: options.onPoint } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(log ? { log } : {}),
  });

  async function handleLocal(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<number> {
    const json = (status: number, body: unknown) => {
      send(response, status, `${JSON.stringify(body)}\n`, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      return status;
    };
    if (path === '/_local/health') return json(200, { status: 'ok' });
    const replay = /^\/_local\/events\/([^/]+)\/replay$/.exec(path);
    if (replay && request.method === 'POST') {
      const event = store.event(replay[1] ?? '');
      if (!event) return json(404, { message: `No such event: ${replay[1]}` });
      return json(200, await sender.replay(event));
    }
    return json(404, { message: 'Not Found' });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    const started = Date.now();
    let status: number;
    const pay = /^\/pay\/([^/]+)$/.exec(path);
    const onboarding = /^\/onboarding\/([^/]+)$/.exec(path);
    if (path.startsWith('/v1/')) status = await handleApiRequest(context, request, response, url);
    else if (pay) status = await handlePayPage(context, request, response, decodeURIComponent(pay[1] ?? ''));
    else if (onboarding && (request.method === 'GET' || request.method === 'HEAD'))
      status = handleOnboarding(context, response, decodeURIComponent(onboarding[1] ?? ''));
    else if (path.startsWith('/_local/')) status = await handleLocal(request, response, path);
    else {
      status = path === '/' ? 200 : 404;
      send(
        response,
        status,
        path === '/' ? 'Servidor local compatible con Stripe (Pitahaya Marketplace).\n' : 'Not Found\n',
        { 'content-type': 'text/plain; charset=utf-8' },
      );
    }
    log?.debug(`stripe ${request.method} ${path} -> ${status} (${Date.now() - started} ms)`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log?.error(`${request.method} ${request.url} failed in the local Stripe server`, error);
      if (!response.headersSent)
        send(response, 500, 'Internal Server Error', { 'content-type': 'text/plain' });
      else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const origins = new Set([
    new URL(publicUrl).origin,
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  const sweeper = setInterval(() => {
    try {
      context.sweep();
    } catch (error) {
      log?.error('The local Stripe server could not expire sessions', error);
    }
  }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
  sweeper.unref();
  sender.setEndpoint(options.webhookUrl);

  function sessionIdOf(pageUrl: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(pageUrl);
    } catch {
      return null;
    }
    const match = /^\/pay\/([^/]+)$/.exec(parsed.pathname);
    if (!origins.has(parsed.origin) || !match) return null;
    try {
      return decodeURIComponent(match[1] ?? '');
    } catch {
      return null;
    }
  }

  let closing: Promise<void> | undefined;
  return {
    url: publicUrl,
    port,
    secretKey,
    webhookSecret,
    setWebhookUrl: (url) => sender.setEndpoint(url),
    async pay(pageUrl, card) {
      const sessionId = sessionIdOf(pageUrl);
      if (!sessionId || !store.sessions.has(sessionId))
        throw new PayError('unknown_session', `Not a payment page of the local Stripe server: ${pageUrl}`);
      const result = await context.payNow(sessionId, card);
      return {
        status: result.status,
        sessionId,
        // A setup session answers its SetupIntent (nothing was charged).
        paymentIntentId: result.paymentIntent?.id ?? result.session.setup_intent ?? '',
        redirectUrl: result.status === 'succeeded' ? successUrl(result.session) : null,
      };
    },
    events: () => [...store.events],
    deliveries: () => [...sender.attempts],
    undelivered: () => [...store.deliveries.keys()],
    replayEvent(id) {
      const event = store.event(id);
      if (!event) return Promise.reject(new Error(`No such event: ${id}`));
      return sender.replay(event);
    },
    sweep: () => context.sweep(),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        clearInterval(sweeper);
        sender.stop();
        store.save();
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
