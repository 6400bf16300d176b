import { lazy, type ComponentType } from 'react';

const loadConfig = () => import('./swr-config');

/** Loads the app's SWR settings and API client (the app-services chunk) now, e.g. before the first screen. */
export const preloadApiConfig = (): Promise<unknown> => loadConfig();

type ComponentModule = { default: ComponentType };

/**
 * A component's module with the component inside the app's SWR settings: its chunk and the settings' chunk (SWR,
 * the API client) are fetched together, in parallel. The app shell holds neither (the first-load budget,
 * docs/performance.md).
 */
export function loadWithApi(load: () => Promise<ComponentModule>): Promise<ComponentModule> {
  return Promise.all([load(), loadConfig()]).then(([module, { withApiConfig }]) => ({
    default: withApiConfig(module.default),
  }));
}

/** A lazily loaded component inside the app's SWR settings (loadWithApi). */
export function lazyWithApi(load: () => Promise<ComponentModule>) {
  return lazy(() => loadWithApi(load));
}
