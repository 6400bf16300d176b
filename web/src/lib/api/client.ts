/**
 * The web app's HTTP client under the typed one (endpoints.ts: `api.orders.get({ params })`, which screens use
 * through their feature's api.ts). Paths come from the shared route table (`buildPath`), timeouts from the
 * shared constants by domain (TIMEOUTS_MS), and every answer is read through the contract's envelopes:
 * `{status: {code, message}, data}` on success (the /oauth API answers flat bodies, taken as they are) and
 * `{status: {code, message}, errors?}` on failure, which becomes an ApiError with its Spanish message (errors.ts).
 *
 * The interceptor (docs/web-session.md): calls that carry the session's bearer token get it from
 * `config.getAccessToken(route)` (the session manager refreshes it first when it is expired), and on a 401 or
 * 403 answer ask `config.refreshAccessToken` for a fresh token and retry ONCE. The auth API's own public calls
 * (INTERCEPTOR_SKIP_ROUTES) never carry a token and are never retried; a call with an explicit `bearer` is
 * sent as it is (the session manager's user-info and logout calls, which have their own retry policies).
 */
import { AUTH_TIMEOUT_MS } from '../../../../shared/constants/auth.js';
import { TIMEOUTS_MS } from '../../../../shared/constants/timing.js';
import { isErrorEnvelope, SUCCESS_CODE, type FieldError } from '../../../../shared/contracts/http.js';
import {
  buildPath,
  getRoute,
  ROUTES,
  type EndpointId,
  type RouteDef,
} from '../../../../shared/contracts/route-table.js';
import { sessionCallsHeld } from '../session/session-gate';
import { getStoredAccessToken } from '../session/token-storage';
import { ApiError, INVALID_RESPONSE_MESSAGE, messageForStatus, networkError, timeoutError } from './errors';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  /** Path parameters of the route: {id: 'p1'} for /v1/products/{id}. */
  params?: Record<string, string>;
  /** Query string; undefined, null and '' are left out. */
  query?: QueryParams;
  /** JSON body. */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the domain's timeout. */
  timeoutMs?: number;
  /**
   * Send the session's bearer token (default true for routes that read the caller; the auth API's public
   * calls never send it). false: no token, no refresh, no retry.
   */
  auth?: boolean;
  /**
   * A string: send exactly this bearer token, without the interceptor (no refresh first, no retry).
   * false: no token at all (same as `auth: false`).
   */
  bearer?: string | false;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  /** HTTP status. */
  status: number;
  /** The envelope's status code (SUCCESS), or '' for flat bodies. */
  code: string;
  /** The envelope's status message, or '' for flat bodies. */
  message: string;
  data: T;
}

export interface ApiClientConfig {
  /**
   * Where the bearer token comes from. The session manager plugs in a version that refreshes an expired
   * token first (and forces a logout when that fails on a route that needs the caller).
   */
  getAccessToken: (route?: RouteDef) => string | null | Promise<string | null>;
  /**
   * After a 401 or 403 answer to a call that carried `failedToken`: a token to retry with (a fresh one, or the
   * one another call already refreshed), or null to give up and throw the answer's error. It may throw
   * (refresh failed: the session manager has forced the logout by then).
   */
  refreshAccessToken:
    ((failedToken: string, error: ApiError, route: RouteDef) => Promise<string | null>) | null;
  /** Called on every 401 answer of a call that carried the session's token (before any refresh). */
  onUnauthorized: ((error: ApiError) => void) | null;
  /**
   * Whether the caller is known to be a consumer (the session manager: its user's role, or the stored ID
   * token's role claim); null or false: not known. A consumer reads SAME_AS_ANONYMOUS_FOR_CONSUMERS anonymously.
   */
  isConsumer: (() => boolean) | null;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

const defaults: ApiClientConfig = {
  getAccessToken: getStoredAccessToken,
  refreshAccessToken: null,
  onUnauthorized: null,
  isConsumer: null,
  fetch: (input, init) => globalThis.fetch(input, init),
};
let config: ApiClientConfig = { ...defaults };

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

export function resetApiClient(): void {
  config = { ...defaults };
}

/** Unplugs a session manager: the stored token again, no refresh. */
export function resetApiClientSession(): void {
  config = { ...config, getAccessToken: defaults.getAccessToken, refreshAccessToken: null, isConsumer: null };
}

/**
 * The auth API calls the interceptor leaves alone: no bearer token, no refresh, no retry.
 */
export const INTERCEPTOR_SKIP_ROUTES: readonly EndpointId[] = [
  'auth.login',
  'auth.signup',
  'auth.confirm',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.refreshToken',
];

/**
 * The reads whose answer to a consumer is exactly the anonymous one: the routes that read their caller and
 * whose contract entry says their anonymous answer is public (`cache: 'public'`, shared/contracts/route-meta.ts:
 * the catalog's list and a product, where the products service tells a product's owner and admins apart, never
 * a consumer). A signed-in consumer sends them without the token, in the anonymous credentials mode: so a
 * prerendered page's `<link rel="preload" as="fetch" crossorigin>` of the same URL is the answer the page uses
 * (one request, no "preloaded but not used" warning), as for a visitor. Producers and admins keep their own
 * signed request (their answer differs: docs/performance.md).
 */
export const SAME_AS_ANONYMOUS_FOR_CONSUMERS: readonly string[] = ROUTES.filter(
  (route) => route.cache === 'public' && route.optionalAuth === true,
).map((route) => route.id);

/** A route's timeout: health checks 5 s, otherwise by domain (TIMEOUTS_MS; auth 15 s). */
export function timeoutFor(route: RouteDef): number {
  if (route.id.endsWith('.health')) return TIMEOUTS_MS.health;
  if (route.domain === 'auth') return AUTH_TIMEOUT_MS;
  return TIMEOUTS_MS[route.domain];
}

export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildUrl(routeId: string, params?: Record<string, string>, query?: QueryParams): string {
  return `${buildPath(routeId, params)}${toQueryString(query)}`;
}

/** Whether a route needs a signed-in caller (a failed refresh then ends the session). */
export function requiresAuth(route: RouteDef): boolean {
  return route.access !== 'public';
}

/**
 * Whether the interceptor handles a call: not on the skip-list, not opted out, and the route reads the
 * caller (it needs one, or it is public with optional auth).
 */
export function isIntercepted(route: RouteDef, options: RequestOptions = {}): boolean {
  if (options.auth === false || options.bearer !== undefined) return false;
  if ((INTERCEPTOR_SKIP_ROUTES as readonly string[]).includes(route.id)) return false;
  return requiresAuth(route) || route.optionalAuth === true;
}

function isSuccessEnvelope(
  value: unknown,
): value is { status: { code: string; message?: string }; data: unknown } {
  if (typeof value !== 'object' || value === null || !('data' in value)) return false;
  const status = (value as { status?: { code?: unknown } }).status;
  return status?.code === SUCCESS_CODE;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function errorFromResponse(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    const errors: FieldError[] = Array.isArray(body.errors) ? body.errors : [];
    return new ApiError({
      status,
      code: body.status.code,
      message: messageForStatus(status, body.status.message),
      errors,
      serverMessage: body.status.message,
    });
  }
  return new ApiError({ status, code: `HTTP_${status}`, message: messageForStatus(status) });
}

/** One HTTP exchange: URL, headers, timeout, envelope. Throws ApiError (or the caller's AbortError). */
async function send<T>(
  route: RouteDef,
  url: string,
  options: RequestOptions,
  token: string | null,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    options.timeoutMs ?? timeoutFor(route),
  );
  const external = options.signal;
  const onExternalAbort = () => controller.abort(external?.reason);
  if (external?.aborted) controller.abort(external.reason);
  else external?.addEventListener('abort', onExternalAbort, { once: true });

  try {
    let response: Response;
    let text: string;
    try {
      controller.signal.throwIfAborted();
      response = await config.fetch(url, {
        method: route.method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
        // The bearer token is the credential: a signed-in request sends no cookies, and so never takes the
        // anonymous answer a prerendered page preloads (docs/performance.md: the browser reuses a preload only
        // for the same credentials mode).
        credentials: token ? 'omit' : 'same-origin',
      });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw timeoutError();
      if (external?.aborted) throw error;
      throw networkError();
    }

    const parsed = parseJson(text);
    if (!response.ok) throw errorFromResponse(response.status, parsed.ok ? parsed.value : null);
    if (!parsed.ok) {
      throw new ApiError({
        status: response.status,
        code: 'UNKNOWN_ERROR',
        message: INVALID_RESPONSE_MESSAGE,
      });
    }
    const body = parsed.value;
    if (isSuccessEnvelope(body)) {
      return {
        status: response.status,
        code: body.status.code,
        message: body.status.message ?? '',
        data: body.data as T,
      };
    }
    if (isErrorEnvelope(body)) throw errorFromResponse(response.status, body);
    return { status: response.status, code: '', message: '', data: body as T };
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', onExternalAbort);
  }
}

const isAuthAnswer = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Calls a route of the shared route table by its id and answers the unwrapped envelope. Throws ApiError.
 * Screens call the typed client instead (endpoints.ts), which checks the input and the answer's type against
 * the endpoint's contract entry.
 */
export function apiRequest<T>(routeId: EndpointId, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  return requestRoute<T>(getRoute(routeId), options);
}

/** Calls a route of the route table (the typed client's and the SWR fetcher's way in). Throws ApiError. */
export async function requestRoute<T>(
  route: RouteDef,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = buildUrl(route.id, options.params, options.query);
  if (typeof options.bearer === 'string') return send<T>(route, url, options, options.bearer || null);
  if (!isIntercepted(route, options)) return send<T>(route, url, options, null);

  // A stored session whose manager is still on its way (session-gate.ts): wait for it.
  const held = sessionCallsHeld();
  if (held) await held;
  if (SAME_AS_ANONYMOUS_FOR_CONSUMERS.includes(route.id) && config.isConsumer?.() === true)
    return send<T>(route, url, options, null);
  const token = await config.getAccessToken(route);
  try {
    return await send<T>(route, url, options, token);
  } catch (error) {
    if (!token || !isAuthAnswer(error)) throw error;
    if (error.status === 401) config.onUnauthorized?.(error);
    if (!config.refreshAccessToken || options.signal?.aborted) throw error;
    // Refresh once (shared with every other call that failed meanwhile) and retry once.
    const fresh = await config.refreshAccessToken(token, error, route);
    if (!fresh) throw error;
    return send<T>(route, url, options, fresh);
  }
}

/**
 * A file a route answers instead of JSON (a pick list's CSV or PDF), fetched with the session's token: its
 * bytes as a Blob. Throws ApiError on a refusal (its JSON envelope's message).
 */
export async function downloadRoute(routeId: EndpointId, query: QueryParams): Promise<Blob> {
  const route = getRoute(routeId);
  const held = sessionCallsHeld();
  if (held) await held;
  const token = await config.getAccessToken(route);
  const response = await fetch(buildUrl(route.id, undefined, query), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { status?: { message?: string } } | null;
    const serverMessage = body?.status?.message ?? null;
    throw new ApiError({
      status: response.status,
      code: '',
      message: serverMessage || messageForStatus(response.status),
      serverMessage,
    });
  }
  return response.blob();
}
