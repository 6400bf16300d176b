/**
 * Build-time only (web/build/prerender-shells.ts loads it with Vite's SSR loader): the HTML the app
 * renders first at a path, before any session, cart or API answer is known: header, the screen in its loading
 * state (or the route's skeleton), footer. Written into the built HTML, it paints with no JavaScript; the app
 * then hydrates it (main.tsx loads the screen's code first, so its first render is this same markup).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { AppRoutes } from '../app/App';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { AppProviders } from '../app/providers';
import { RootLayout } from '../app/RootLayout';
import { PageSkeleton } from '../components/RouteSkeletons';
import { apiQuery, INITIAL_STATE } from '../features/catalog/catalog-query';
import { FEATURED_KEY } from '../features/home/FeaturedProducts';
import { buildUrl } from '../lib/api/client';
import { api } from '../lib/api/endpoints';
import type { ApiKey } from '../lib/api/fetcher';
import { apiKey } from '../lib/api/use-api';

export { INLINED_STYLESHEETS_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../lib/prerendered';

/**
 * The markup inside #root at `path`, as App renders it first, with every lazily loaded part (the screen, the
 * bell) waited for, so hydration finds finished Suspense boundaries. `loadScreen` false renders the generic
 * page skeleton in the main area instead of a screen (the shell of every other route; the app replaces it).
 */
export async function renderShell(path: string, loadScreen = true): Promise<string> {
  // The first pass loads every lazy part; the second renders them all at once. (A part still loading in the
  // written pass would be streamed in with an inline script, which the CSP forbids.)
  await prerenderOnce(path, loadScreen);
  return prerenderOnce(path, loadScreen);
}

async function prerenderOnce(path: string, loadScreen: boolean): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouter location={path}>{loadScreen ? <AppRoutes /> : <GenericShell />}</StaticRouter>
      </AppErrorBoundary>
    </StrictMode>,
    // One piece: React would otherwise stream a large screen after its skeleton with an inline script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/** The frame (header, footer) around the generic page skeleton. */
function GenericShell() {
  const frame = useRoutes([
    { path: '*', element: <RootLayout />, children: [{ path: '*', element: <PageSkeleton /> }] },
  ]);
  return <AppProviders>{frame}</AppProviders>;
}

/** The first API request of the public pages with a shell, by path: the same SWR keys the screens use. */
const FIRST_REQUEST: Record<string, ApiKey> = {
  '/': FEATURED_KEY,
  '/products': apiKey(api.products.list, { query: apiQuery(INITIAL_STATE) }),
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
