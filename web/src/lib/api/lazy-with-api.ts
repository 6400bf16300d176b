import { lazy, type ComponentType } from 'react';

const loadConfig = () => import('./swr-config');

/**
 * A lazily loaded component inside the app's SWR settings: its chunk and the settings' chunk (SWR, the API
 * client) are fetched together, in parallel. The app shell holds neither (issue 10's first load).
 */
export function lazyWithApi(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    Promise.all([load(), loadConfig()]).then(([module, { withApiConfig }]) => ({
      default: withApiConfig(module.default),
    })),
  );
}
