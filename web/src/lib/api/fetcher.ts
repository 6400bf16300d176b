/**
 * SWR on top of the client. A key is a route id, or a tuple [routeId, {params, query}, scope?] (use-api.ts
 * builds them from an endpoint: useApi(api.products.list, {query: {limit: 6, sort: 'newest'}})).
 */
import { getRoute } from '../../../../shared/contracts/route-table.js';
import { requestRoute, type RequestOptions } from './client';
import { isApiError } from './errors';

export type ApiKeyOptions = Pick<RequestOptions, 'params' | 'query'>;
export type ApiKey = string | readonly [routeId: string, options?: ApiKeyOptions, scope?: string | number];

/** Reads an SWR key back into its request (a key names a route of the table, or getRoute throws). */
export async function swrFetcher<T = unknown>(key: ApiKey): Promise<T> {
  if (typeof key === 'string') return (await requestRoute<T>(getRoute(key))).data;
  const [routeId, options] = key;
  const input = options ? { params: options.params, query: options.query } : undefined;
  return (await requestRoute<T>(getRoute(routeId), input)).data;
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
