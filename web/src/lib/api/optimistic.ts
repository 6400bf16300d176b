import type { MutatorOptions } from 'swr';

/**
 * SWR's mutate options for a change shown at once (a product or a coupon switched on or off, a product deleted):
 * `show` gives the cached data as it will be; it is put back if the call fails, the call's answer then stays in
 * the cache and nothing is read again.
 */
export function optimistic<Data>(show: (current: Data | undefined) => Data): MutatorOptions<Data> {
  return { optimisticData: show, rollbackOnError: true, populateCache: true, revalidate: false };
}
