/**
 * Build-time only (infra/web-build/prerender-shells.ts loads it with Vite's SSR loader): the HTML the app
 * renders first at a path, before any session, cart or API answer is known: header, the screen in its loading
 * state (or the route's skeleton), footer. Written into the built HTML, it paints with no JavaScript; the app
 * then hydrates it (main.tsx loads the screen's code first, so its first render is this same markup).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app/App';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { preloadPublicScreen } from '../app/router';
import { apiQuery, INITIAL_STATE } from '../features/catalog/catalog-query';
import { FEATURED_KEY } from '../features/home/FeaturedProducts';
import { buildUrl } from '../lib/api/client';
import type { ApiKey } from '../lib/api/fetcher';

export { PRERENDERED_ATTRIBUTE } from './prerendered';

/**
 * The markup inside #root at `path`, as App renders it first. `loadScreen` false leaves the screen's code
 * unloaded, so the route's skeleton shows (the shell of every other route).
 */
export async function renderShell(path: string, loadScreen = true): Promise<string> {
  if (loadScreen) await preloadPublicScreen(path);
  return renderToString(
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

/** The first API request of the public pages with a shell, by path: the same SWR keys the screens use. */
const FIRST_REQUEST: Record<string, ApiKey> = {
  '/': FEATURED_KEY,
  '/products': ['products.list', { query: apiQuery(INITIAL_STATE) }],
};

/**
 * The URL of the first (anonymous) API request the page at `path` makes, as the API client builds it, or null.
 * The shell preloads it, so it travels beside the app's code instead of after it.
 */
export function firstRequestUrl(path: string): string | null {
  const key = FIRST_REQUEST[path];
  if (!key) return null;
  if (typeof key === 'string') return buildUrl(key);
  const [routeId, options] = key;
  return buildUrl(routeId, options?.params, options?.query);
}
