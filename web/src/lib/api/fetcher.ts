/**
 * SWR on top of the client. A key is a route id, or a tuple [routeId, {params, query}, scope?] (use-api.ts
 * builds them from an endpoint: useApi(api.products.list, {query: {limit: 6, sort: 'newest'}})).
 */
import { apiData, type RequestOptions } from './client';
import { isApiError } from './errors';

export type ApiKeyOptions = Pick<RequestOptions, 'params' | 'query'>;
export type ApiKey = string | readonly [routeId: string, options?: ApiKeyOptions, scope?: string | number];

export function swrFetcher<T = unknown>(key: ApiKey): Promise<T> {
  if (typeof key === 'string') return apiData<T>(key);
  const [routeId, options] = key;
  return apiData<T>(routeId, options ? { params: options.params, query: options.query } : undefined);
}

/**
 * SWR retry policy: client mistakes (4xx) and "not implemented" (501) are not retried; timeouts, network
 * failures and other 5xx are retried a couple of times with backoff.
 */
export function shouldRetry(error: unknown, retryCount: number): boolean {
  if (retryCount >= 2) return false;
  if (!isApiError(error)) return false;
  if (error.status >= 400 && error.status < 500) return false;
  if (error.status === 501) return false;
  if (error.code === 'UNKNOWN_ERROR') return false;
  return true;
}
