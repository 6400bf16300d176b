/**
 * Paged lists over the typed client (SWR infinite): `pageInput(index, previous)` answers the input of page
 * `index` from the page before it (null: no more pages), every page cached under its own key (use-api.ts).
 * Its own module: only the screens that page load `swr/infinite`.
 */
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import type { ClientInput, DataOf, RouteDef } from '../../../../shared/contracts/kit.js';
import type { Caller } from './endpoints';
import type { ApiError } from './errors';
import { apiKey, type KeyOptions } from './use-api';

export function useApiPages<E extends RouteDef>(
  caller: Caller<E>,
  pageInput: (index: number, previous: DataOf<E> | null) => ClientInput<E> | null,
  config: SWRInfiniteConfiguration<DataOf<E>, ApiError> & KeyOptions = {},
): SWRInfiniteResponse<DataOf<E>, ApiError> {
  const { scope, ...swr } = config;
  return useSWRInfinite<DataOf<E>, ApiError>((index, previous: DataOf<E> | null) => {
    const input = pageInput(index, previous);
    return input ? apiKey(caller, input, scope) : null;
  }, swr);
}

/** The next page's token after `previous` (undefined for the first page), or null when there is none. */
export function nextTokenAfter(
  index: number,
  previous: { nextToken?: string | null } | null,
): string | undefined | null {
  if (index === 0) return undefined;
  return previous?.nextToken ? previous.nextToken : null;
}
