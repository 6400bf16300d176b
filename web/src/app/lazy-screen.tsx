import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/RouteSkeletons';
import { loadWithApi, preloadApiConfig } from '../lib/api/lazy-with-api';

type ScreenModule = { default: ComponentType };
type ScreenLoader = () => Promise<ScreenModule>;

/** Screens whose code has arrived, by their loader: rendered at once, without a loading state. */
const loadedScreens = new Map<ScreenLoader, ScreenModule>();

/**
 * A promise-like that calls back synchronously: React.lazy reads a module this way in the same render instead of
 * suspending (it only suspends while its thenable is still pending after `then`).
 */
function alreadyLoaded(module: ScreenModule): Promise<ScreenModule> {
  const thenable = {
    then(onFulfilled?: (value: ScreenModule) => unknown) {
      onFulfilled?.(module);
      return thenable;
    },
  };
  return thenable as unknown as Promise<ScreenModule>;
}

/** Loads a screen's code once (with the app's SWR settings, fetched in parallel: loadWithApi) and remembers it. */
function loadScreen(load: ScreenLoader): Promise<ScreenModule> {
  const known = loadedScreens.get(load);
  if (known) return alreadyLoaded(known);
  return loadWithApi(load).then((module) => {
    loadedScreens.set(load, module);
    return module;
  });
}

interface LazyScreenProps {
  load: ScreenLoader;
}

let counter = 0;

/**
 * A route element for a lazily loaded screen: its code arrives in its own chunk (with the app's SWR settings,
 * fetched in parallel). Meanwhile the page-shaped
 * `skeleton` shows (PageSkeleton unless given), so the footer does not jump and the screen appears where its
 * skeleton was; the skeleton carries the shop's 'Cargando...' for screen readers (role="status"). Each screen
 * gets its own Suspense boundary (a distinct key), so even inside the router's transitions the skeleton
 * appears instead of the previous page lingering. A screen loaded beforehand (preloadScreens) renders at once.
 */
export function lazyScreen(load: ScreenLoader, skeleton: ReactElement = <PageSkeleton />): ReactElement {
  const Screen = lazy(() => loadScreen(load));
  counter += 1;
  return (
    <Suspense key={`screen-${counter}`} fallback={skeleton}>
      <Screen {...({ load } satisfies LazyScreenProps as object)} />
    </Suspense>
  );
}

/** The loader of a route element made by lazyScreen (undefined for any other element). */
function loaderOf(element: RouteObject['element']): ScreenLoader | undefined {
  if (!element || typeof element !== 'object' || !('props' in element)) return undefined;
  const child = (element.props as { children?: unknown }).children as ReactElement | undefined;
  const props = child && typeof child === 'object' && 'props' in child ? child.props : undefined;
  const load = (props as Partial<LazyScreenProps> | undefined)?.load;
  return typeof load === 'function' ? load : undefined;
}

/** Resolves in a task of its own (after the browser's pending work), not in the current one's microtasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the code of the screens `pathname` shows among `routes` before the app's first render, so the first
 * render is the screen itself (as the prerendered shell already shows it: docs/performance.md) and not its
 * skeleton. Give it unguarded routes only (router.tsx passes the public ones). A failed load is left to the
 * screen's own lazy load (which shows the error page).
 *
 * The app's services (SWR settings, API client, contracts: the largest chunk a screen imports) are evaluated
 * first, and the screen's own modules in a later task: one task evaluating both took 14 ms on this machine,
 * a 56 ms long task in Lighthouse's 4x simulation (docs/performance.md). Their files are already requested
 * (the after-paint or route-preload script), so nothing is fetched later for it.
 */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const loaders = (matchRoutes(routes, pathname) ?? [])
    .map((match) => loaderOf(match.route.element))
    .filter((load): load is ScreenLoader => load !== undefined);
  if (loaders.length === 0) return;
  await preloadApiConfig().then(nextTask, () => undefined);
  await Promise.all(loaders.map((load) => loadScreen(load).then(undefined, () => undefined)));
}
