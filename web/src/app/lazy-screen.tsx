import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/RouteSkeletons';
import { loadWithApi } from '../lib/api/lazy-with-api';

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

/**
 * Loads the code of the screens `pathname` shows among `routes` before the app's first render, so the first
 * render is the screen itself (as the prerendered shell already shows it: docs/performance.md) and not its
 * skeleton. Give it unguarded routes only (router.tsx passes the public ones). A failed load is left to the
 * screen's own lazy load (which shows the error page).
 */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const loaders = (matchRoutes(routes, pathname) ?? [])
    .map((match) => loaderOf(match.route.element))
    .filter((load): load is ScreenLoader => load !== undefined);
  await Promise.all(loaders.map((load) => loadScreen(load).then(undefined, () => undefined)));
}
