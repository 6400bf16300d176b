/**
 * One request to the local Stripe server's REST API (/v1/...), as Stripe answers it: the secret key checked
 * (`Authorization: Bearer <key>`), `Idempotency-Key` honoured (same key + same endpoint + same parameters = the
 * first answer replayed with `idempotent-replayed: true`; another endpoint or other parameters: Stripe's
 * idempotency_error), the route run (api.ts), the store saved and the events published for a POST, and
 * Stripe's error shape for anything refused.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveApiRoute, runApiRoute, type ApiContext } from './api.js';
import type { ServerContext } from './context.js';
import { ConnectionDropped, StripeApiError } from './errors.js';
import { parseForm } from './form.js';
import { apiKeyOf, masked, readBody, send, sendApi, type Headers } from './http.js';
import { newId } from './ids.js';
import { LOCAL_STRIPE_API_VERSION } from './keys.js';
import { Params } from './params.js';

/** Largest API request body (Stripe's own limit is far above what the shop sends). */
const MAX_API_BODY_BYTES = 256 * 1024;

const authError = (message: string) => new StripeApiError(401, { type: 'invalid_request_error', message });
const idempotencyError = (message: string) => new StripeApiError(400, { type: 'idempotency_error', message });

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** Answers an API request; resolves to the status sent. */
export async function handleApiRequest(
  context: ServerContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number> {
  const { store } = context;
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
    if (!key) throw authError(NO_KEY);
    if (key !== context.secretKey) throw authError(`Invalid API Key provided: ${masked(key)}`);
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

    context.onPoint(`stripe:before:${endpoint}`);
    context.sweep();
    const { operation, pending } = context.operation({
      id: requestId,
      idempotency_key: idempotencyKey ?? null,
    });
    const params = new Params(parseForm(raw));
    const apiContext: ApiContext = {
      checkout: context.checkout,
      operation,
      onboardingUrl: context.onboardingUrl,
    };
    let answer: unknown;
    try {
      answer = runApiRoute(route, apiContext, params, id);
    } catch (error) {
      if (method === 'POST') {
        store.save();
        context.publish(pending);
      }
      throw error;
    }
    const text = `${JSON.stringify(answer, null, 2)}\n`;
    // The change, its events (queued for delivery) and the idempotent answer are saved at once: a crash cannot
    // keep the object and lose the key (a retry with the key would then make it twice).
    if (idempotencyKey !== undefined) {
      const now = context.nowSeconds();
      store.remember(
        { key: idempotencyKey, endpoint, body: raw, statusCode: 200, answer: text, at: now },
        now,
      );
    }
    if (method === 'POST') {
      store.save();
      context.publish(pending);
    }
    context.onPoint(`stripe:after:${endpoint}`);
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
    if (error instanceof ConnectionDropped) {
      // Unreachable for this request (infra/local/faults.ts dropAt): no answer at all.
      response.socket?.destroy();
      return 0;
    }
    context.log?.error(`The local Stripe server failed on ${method} ${url.pathname}`, error);
    sendApi(
      response,
      500,
      { error: { type: 'api_error', message: 'An unexpected error occurred in the local Stripe server.' } },
      headers,
    );
    return 500;
  }
}
