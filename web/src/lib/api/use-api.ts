/**
 * SWR over the typed client: `useApi(api.orders.get, { params: { id } })` reads the endpoint's data type,
 * cached under the key `[routeId, { params, query }, scope?]` (the app's fetcher reads it back: fetcher.ts).
 * `scope` (the signed-in user's id, say) keeps one caller's answers from ever showing to another.
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ClientInput, DataOf, RouteDef } from '../../../../shared/contracts/kit.js';
import type { Caller } from './endpoints';
import type { ApiError } from './errors';
import type { ApiKey, ApiKeyOptions } from './fetcher';

export interface KeyOptions {
  /** Appended to the key: whose answer it is (a user id), or anything else that tells two answers apart. */
  scope?: string | number | null;
}

/** The SWR key of an endpoint's answer to `input`. */
export function apiKey<E extends RouteDef>(
  caller: Caller<E>,
  input: ClientInput<E>,
  scope?: KeyOptions['scope'],
): ApiKey {
  const { params, query } = input as { params?: Record<string, string>; query?: Record<string, unknown> };
  const options: ApiKeyOptions = {
    ...(params ? { params } : {}),
    ...(query ? { query: query as ApiKeyOptions['query'] } : {}),
  };
  return scope === undefined || scope === null
    ? [caller.endpoint.id, options]
    : [caller.endpoint.id, options, scope];
}

/** Whether an SWR key is one of this endpoint's (to revalidate every page or filter of a list at once). */
export const isKeyOf =
  (caller: { readonly endpoint: RouteDef }) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === caller.endpoint.id;

/** The endpoint's answer to `input` (null: nothing to read yet), cached and revalidated by SWR. */
export function useApi<E extends RouteDef>(
  caller: Caller<E>,
  input: ClientInput<E> | null,
  config: SWRConfiguration<DataOf<E>, ApiError> & KeyOptions = {},
): SWRResponse<DataOf<E>, ApiError> {
  const { scope, ...swr } = config;
  return useSWR<DataOf<E>, ApiError>(input ? apiKey(caller, input, scope) : null, swr);
}
