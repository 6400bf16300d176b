/**
 * The app's SWR settings (fetcher over the API client, retry policy). Not part of the app shell (the first-load
 * budget, docs/performance.md): every component that reads with SWR arrives lazily inside them
 * (lazy-with-api.ts), so SWR and the API client travel with the screens that use them. One SWR cache for the
 * whole app (SWR's default).
 */
import type { ComponentType } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { shouldRetry, swrFetcher } from './fetcher';

export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!shouldRetry(error, retryCount)) return;
    setTimeout(() => void revalidate({ retryCount }), 1_000 * 2 ** retryCount);
  },
};

/** The component inside the app's SWR settings. */
export function withApiConfig<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithApiConfig(props: P) {
    return (
      <SWRConfig value={swrConfig}>
        <Component {...props} />
      </SWRConfig>
    );
  }
  WithApiConfig.displayName = `WithApiConfig(${Component.displayName ?? Component.name})`;
  return WithApiConfig;
}
