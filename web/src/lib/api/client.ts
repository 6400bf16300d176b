/**
 * The web app's HTTP client. Paths come from the shared route table (`buildPath`), timeouts from the
 * spec's constants by domain, and every answer is read through the contract's envelopes:
 * `{status: {code, message}, data}` on success (the /oauth API answers flat bodies, taken as they are) and
 * `{status: {code, message}, errors?}` on failure, which becomes an ApiError with the spec's Spanish message.
 */
import { TIMEOUTS_MS } from '../../../../shared/constants.js';
import { isErrorEnvelope, SUCCESS_CODE, type FieldError } from '../../../../shared/http.js';
import { buildPath, getRoute, type RouteDef } from '../../../../shared/routes.js';
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
  /** Send the bearer token when one is available (default true; the auth API's public calls never send it). */
  auth?: boolean;
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
  /** Where the bearer token comes from; the session manager may plug in a refreshing version. */
  getAccessToken: () => string | null | Promise<string | null>;
  /** Called on every 401 answer of a call that carried a token (seam for refresh / forced logout). */
  onUnauthorized: ((error: ApiError) => void) | null;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

const defaults: ApiClientConfig = {
  getAccessToken: getStoredAccessToken,
  onUnauthorized: null,
  fetch: (input, init) => globalThis.fetch(input, init),
};
let config: ApiClientConfig = { ...defaults };

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

export function resetApiClient(): void {
  config = { ...defaults };
}

/** The spec's timeout for a route: health checks 5 s, otherwise by domain (section 9). */
export function timeoutFor(route: RouteDef): number {
  if (route.id.endsWith('.health')) return TIMEOUTS_MS.health;
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

/** The auth API's own public calls (login, sign-up, refresh...) never carry a bearer token (spec section 7). */
function sendsToken(route: RouteDef, options: RequestOptions): boolean {
  if (options.auth === false) return false;
  return !(route.domain === 'auth' && route.access === 'public');
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

/** Calls a route of the shared route table and answers the unwrapped envelope. Throws ApiError. */
export async function apiRequest<T>(routeId: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const route = getRoute(routeId);
  const url = buildUrl(routeId, options.params, options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  let token: string | null = null;
  if (sendsToken(route, options)) {
    token = await config.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

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
        credentials: 'same-origin',
      });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw timeoutError();
      if (external?.aborted) throw error;
      throw networkError();
    }

    const parsed = parseJson(text);
    if (!response.ok) {
      const apiError = errorFromResponse(response.status, parsed.ok ? parsed.value : null);
      if (response.status === 401 && token) config.onUnauthorized?.(apiError);
      throw apiError;
    }
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

/** Like apiRequest, answering only `data`. */
export async function apiData<T>(routeId: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(routeId, options)).data;
}
