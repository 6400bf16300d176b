/**
 * The local Stripe-compatible server: what `npm start` runs instead of api.stripe.com, so card payments go
 * through the same `stripe` SDK calls as in AWS (the SDK pointed at it with host/port/protocol:
 * services/lib/clients/stripe.ts). node:http on 127.0.0.1:
 *   /v1/...                 Stripe's REST API for what the shop uses (api.ts): form-encoded requests with
 *                           bracket notation, `Authorization: Bearer <secret key>`, `Idempotency-Key` (same key
 *                           + same endpoint + same parameters = the same answer, replayed), Stripe's error shape
 *   GET/POST /pay/<id>      the hosted payment page of a Checkout Session (its `url`; pages.ts)
 *   GET /onboarding/<id>    an account link: completes the Express account, redirects to return_url
 *   POST /_local/events/<id>/replay   sends an event to the webhook endpoint again; GET /_local/health
 * Every change announces itself with Stripe's events, signed and POSTed to the webhook endpoint (webhooks.ts).
 * State lives in memory and, with `dataFile`, in a JSON file (store.ts). Sessions past `expires_at` expire on
 * their own (a sweep every few seconds, and before every request).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolveApiRoute, runApiRoute, type ApiContext } from './api.js';
import {
  attemptPayment,
  expireDueSessions,
  PayError,
  successUrl,
  type Checkout,
  type PayResult,
} from './checkout.js';
import { openOnboardingLink } from './connect.js';
import { StripeApiError } from './errors.js';
import { buildEvent, type Operation } from './events.js';
import { parseForm } from './form.js';
import { newId } from './ids.js';
import { LOCAL_STRIPE_API_VERSION, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './keys.js';
import { DEFAULT_SHOP_NAME, messagePage, paymentPage } from './pages.js';
import { Params } from './params.js';
import { StripeStore, type StripeEvent } from './store.js';
import { WebhookSender, type Delivery, type DeliveryAttempt, type DeliveryResult } from './webhooks.js';

/** Largest API request body (Stripe's own limit is far above what the shop sends). */
const MAX_API_BODY_BYTES = 256 * 1024;
const MAX_FORM_BODY_BYTES = 16 * 1024;
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
  /** Pauses before each retry of a failed delivery (default 1 s, 5 s, 25 s). */
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
  setWebhookUrl(url: string | undefined): void;
  /**
   * Pays the session behind `url` (a session's `url`) with `card` as its hosted page would. Throws PayError
   * (`reason`: unknown_session, invalid_card, expired, already_paid). Answers after the first delivery attempt
   * of the resulting events (at most webhookWaitMs).
   */
  pay(url: string, card: string): Promise<PayOutcome>;
  /** Events sent so far, oldest first. */
  events(): StripeEvent[];
  /** Delivery attempts so far, oldest first. */
  deliveries(): DeliveryAttempt[];
  replayEvent(id: string): Promise<DeliveryResult>;
  /** Expires the open sessions whose expires_at has passed now (the sweep does it every few seconds). */
  sweep(): number;
  close(): Promise<void>;
}

type Headers = Record<string, string>;

function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else if (!over) chunks.push(chunk);
    });
    request.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function apiKeyOf(header: string | undefined): string | null {
  if (!header) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1] ?? null;
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic)
    return (
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] || null
    );
  return null;
}

const masked = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}****${key.slice(-4)}` : '****');

const authError = (message: string) => new StripeApiError(401, { type: 'invalid_request_error', message });
const idempotencyError = (message: string) => new StripeApiError(400, { type: 'idempotency_error', message });

export async function startStripeServer(options: StripeServerOptions = {}): Promise<RunningStripeServer> {
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const shopName = options.shopName ?? DEFAULT_SHOP_NAME;
  const waitMs = options.webhookWaitMs ?? WEBHOOK_WAIT_MS;
  const log = options.log;
  const store = new StripeStore(options.dataFile);
  const sender = new WebhookSender({
    secret: webhookSecret,
    url: options.webhookUrl,
    retryDelaysMs: options.retryDelaysMs,
    log,
  });
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  let publicUrl = options.publicUrl ?? '';
  const checkout: Checkout = { store, pageUrl: (id) => `${publicUrl}/pay/${id}` };
  const onboardingUrl = (id: string) => `${publicUrl}/onboarding/${id}`;

  /** A change's context; its events are kept at once and sent by publish(). */
  function operation(request: Operation['request'] | null): { operation: Operation; pending: StripeEvent[] } {
    const pending: StripeEvent[] = [];
    const now = nowSeconds();
    const context = { now, request: request ?? { id: null, idempotency_key: null } };
    return {
      pending,
      operation: {
        ...context,
        emit: (type, object, previousAttributes) => {
          const event = buildEvent(type, object, context, sender.endpoint ? 1 : 0, previousAttributes);
          store.addEvent(event);
          pending.push(event);
        },
      },
    };
  }

  const publish = (pending: StripeEvent[]): Delivery[] => pending.map((event) => sender.send(event));

  /** Waits for the first delivery attempt of each event, at most waitMs. */
  async function firstAttempts(deliveries: Delivery[]): Promise<void> {
    if (deliveries.length === 0 || waitMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(deliveries.map((delivery) => delivery.firstAttempt)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  function sweep(): number {
    const { operation: change, pending } = operation(null);
    const expired = expireDueSessions(checkout, change);
    if (expired > 0) {
      store.save();
      publish(pending);
    }
    return expired;
  }

  async function payNow(sessionId: string, card: string): Promise<PayResult> {
    const { operation: change, pending } = operation(null);
    let result: PayResult;
    try {
      result = attemptPayment(checkout, sessionId, card, change);
    } finally {
      if (pending.length > 0) store.save();
      await firstAttempts(publish(pending));
    }
    return result;
  }

  function send(response: ServerResponse, status: number, body: string, headers: Headers): void {
    response.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
    response.end(response.req.method === 'HEAD' ? undefined : body);
  }

  function sendApi(response: ServerResponse, status: number, body: unknown, headers: Headers): void {
    send(response, status, `${JSON.stringify(body, null, 2)}\n`, {
      'content-type': 'application/json',
      'cache-control': 'no-cache, no-store',
      ...headers,
    });
  }

  function htmlHeaders(formTargets: (string | null)[] = []): Headers {
    const origins = formTargets.flatMap((target) => {
      try {
        return target ? [new URL(target).origin] : [];
      } catch {
        return [];
      }
    });
    return {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...new Set(origins)].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    };
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number> {
    const method = (request.method ?? 'GET').toUpperCase();
    const requestId = newId('req');
    const idempotencyKey =
      method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
    const headers: Headers = {
      'request-id': requestId,
      'stripe-version': (request.headers['stripe-version'] as string | undefined) ?? LOCAL_STRIPE_API_VERSION,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    const body = await readBody(request, MAX_API_BODY_BYTES);
    try {
      const key = apiKeyOf(request.headers.authorization);
      if (!key)
        throw authError(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        );
      if (key !== secretKey) throw authError(`Invalid API Key provided: ${masked(key)}`);
      if (request.headers['stripe-account'] || request.headers['stripe-context'])
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message:
            'The local Stripe server does not model requests on behalf of connected accounts (Stripe-Account).',
        });
      if (body === null)
        throw new StripeApiError(413, { type: 'invalid_request_error', message: 'Request body too large.' });
      const { route, id } = resolveApiRoute(method, url.pathname);
      const endpoint = `${method} ${url.pathname}`;
      const raw = method === 'POST' ? body : url.search.slice(1);

      if (idempotencyKey !== undefined) {
        if (idempotencyKey.length > 255)
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message: 'Idempotency keys can be at most 255 characters long.',
          });
        const earlier = store.idempotency.get(idempotencyKey);
        if (earlier && earlier.endpoint !== endpoint)
          throw idempotencyError(
            `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        if (earlier && earlier.body !== raw)
          throw idempotencyError(
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        if (earlier) {
          response.writeHead(earlier.statusCode, {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(earlier.answer)),
            ...headers,
            'idempotent-replayed': 'true',
          });
          response.end(earlier.answer);
          return earlier.statusCode;
        }
      }

      sweep();
      const { operation: change, pending } = operation({
        id: requestId,
        idempotency_key: idempotencyKey ?? null,
      });
      const params = new Params(parseForm(raw));
      let answer: unknown;
      try {
        answer = runApiRoute(
          route,
          { checkout, operation: change, onboardingUrl } satisfies ApiContext,
          params,
          id,
        );
      } finally {
        if (method === 'POST') {
          store.save();
          publish(pending);
        }
      }
      const text = `${JSON.stringify(answer, null, 2)}\n`;
      if (idempotencyKey !== undefined) {
        store.remember(
          { key: idempotencyKey, endpoint, body: raw, statusCode: 200, answer: text, at: nowSeconds() },
          nowSeconds(),
        );
        store.save();
      }
      send(response, 200, text, {
        'content-type': 'application/json',
        'cache-control': 'no-cache, no-store',
        ...headers,
      });
      return 200;
    } catch (error) {
      if (error instanceof StripeApiError) {
        sendApi(response, error.statusCode, error.toJSON(), headers);
        return error.statusCode;
      }
      log?.error(`The local Stripe server failed on ${method} ${url.pathname}`, error);
      sendApi(
        response,
        500,
        { error: { type: 'api_error', message: 'An unexpected error occurred in the local Stripe server.' } },
        headers,
      );
      return 500;
    }
  }

  async function handlePayPage(
    request: IncomingMessage,
    response: ServerResponse,
    sessionId: string,
  ): Promise<number> {
    const method = (request.method ?? 'GET').toUpperCase();
    sweep();
    const record = store.sessions.get(sessionId);
    if (!record) {
      send(
        response,
        404,
        messagePage(
          shopName,
          'Pago no encontrado',
          'No encontramos esta sesión de pago. Vuelve a la tienda y empieza el pago otra vez.',
        ),
        htmlHeaders(),
      );
      return 404;
    }
    const { session } = record;
    const headers = htmlHeaders([successUrl(session), session.cancel_url]);
    const action = `/pay/${encodeURIComponent(session.id)}`;
    const form = (status: number, error?: string, card?: string) => {
      send(
        response,
        status,
        paymentPage({ shopName, session, lineItems: record.lineItems, action, error, card }),
        headers,
      );
      return status;
    };
    const paid = () => {
      const target = successUrl(session);
      if (target) {
        send(response, 303, '', { ...headers, location: target });
        return 303;
      }
      send(
        response,
        200,
        messagePage(shopName, 'Pago completado', 'Hemos recibido tu pago. ¡Gracias!'),
        headers,
      );
      return 200;
    };
    const expired = () => {
      send(
        response,
        410,
        messagePage(
          shopName,
          'Sesión de pago vencida',
          'Esta sesión de pago ya no es válida: no se puede pagar. Vuelve a la tienda para empezar de nuevo.',
          session.cancel_url,
        ),
        headers,
      );
      return 410;
    };

    if (method === 'GET' || method === 'HEAD') {
      if (session.status === 'expired') return expired();
      if (session.status === 'complete') return paid();
      return form(200);
    }
    if (method !== 'POST') {
      send(response, 405, 'Method Not Allowed', {
        'content-type': 'text/plain; charset=utf-8',
        allow: 'GET, HEAD, POST',
      });
      return 405;
    }
    const body = await readBody(request, MAX_FORM_BODY_BYTES);
    const card = new URLSearchParams(body ?? '').get('card') ?? '';
    try {
      const result = await payNow(session.id, card);
      if (result.status === 'declined') return form(402, 'Tu tarjeta ha sido rechazada.', card);
      return paid();
    } catch (error) {
      if (!(error instanceof PayError)) throw error;
      if (error.reason === 'expired') return expired();
      if (error.reason === 'already_paid') return paid();
      return form(400, error.message, card);
    }
  }

  function handleOnboarding(response: ServerResponse, linkId: string): number {
    const target = openOnboardingLink(store, linkId, nowSeconds());
    if (!target) {
      send(
        response,
        404,
        messagePage(shopName, 'Enlace no válido', 'Este enlace de alta no existe.'),
        htmlHeaders(),
      );
      return 404;
    }
    store.save();
    send(response, 302, '', { location: target, 'cache-control': 'no-store' });
    return 302;
  }

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
      const event = store.events.find((candidate) => candidate.id === replay[1]);
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
    if (path.startsWith('/v1/')) status = await handleApi(request, response, url);
    else if (pay) status = await handlePayPage(request, response, decodeURIComponent(pay[1] ?? ''));
    else if (onboarding && (request.method === 'GET' || request.method === 'HEAD'))
      status = handleOnboarding(response, decodeURIComponent(onboarding[1] ?? ''));
    else if (path.startsWith('/_local/')) status = await handleLocal(request, response, path);
    else {
      status = path === '/' ? 200 : 404;
      send(
        response,
        status,
        path === '/' ? 'Servidor local compatible con Stripe (Pitahaya Marketplace).\n' : 'Not Found\n',
        {
          'content-type': 'text/plain; charset=utf-8',
        },
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
      sweep();
    } catch (error) {
      log?.error('The local Stripe server could not expire sessions', error);
    }
  }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
  sweeper.unref();

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
      const result = await payNow(sessionId, card);
      return {
        status: result.status,
        sessionId,
        paymentIntentId: result.paymentIntent.id,
        redirectUrl: result.status === 'succeeded' ? successUrl(result.session) : null,
      };
    },
    events: () => [...store.events],
    deliveries: () => [...sender.attempts],
    replayEvent(id) {
      const event = store.events.find((candidate) => candidate.id === id);
      if (!event) return Promise.reject(new Error(`No such event: ${id}`));
      return sender.replay(event);
    },
    sweep,
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
