/**
 * Parts of a public page that are not its first view (docs/performance.md, "Keeping a page's parts off its
 * critical path"): the catalog's list filters, and whatever later comes under a product's details (reviews,
 * pre-order, subscription). Such a part
 * - is a chunk of its own: the page imports it only through `deferredPart(() => import('./Part'))`, so neither
 *   the route-preload script nor the after-paint script lists it with the page's chunks, and the page's own
 *   chunk does not grow with it;
 * - is requested once the page has been taken over and the browser is idle (or at once with `eager`, e.g. a
 *   folded panel just opened), and renders in a transition, in short slices; with `show` false (a folded panel)
 *   its chunk is fetched but it renders nothing, and asks for nothing, until it shows;
 * - holds its place meanwhile with `fallback`, which the prerendered HTML, hydration and the first commits all
 *   render: something of the height the part will have if anything visible follows it, so nothing moves when
 *   it arrives (CLS 0), or nothing when it is the last thing in its column;
 * - fetches its own data inside itself (its own SWR hook), so its answer re-renders only the part.
 */
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type Attributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenIdle } from './idle';

export interface DeferredPartProps {
  /** What shows until the part has arrived (and in the prerendered HTML). */
  fallback?: ReactNode;
  /** Start loading now rather than when the browser is idle (a panel the visitor just opened). */
  eager?: boolean;
  /**
   * False while the part would not be seen (a folded panel on a phone): its chunk is still fetched when the
   * browser is idle, but it is not rendered (nor its data asked for) until it shows.
   */
  show?: boolean;
}

/** True once the page has been taken over and the browser has been idle (or `eager`); false while hydrating. */
export function useAfterFirstView(eager = false): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    if (eager) {
      startTransition(() => setReady(true));
      return;
    }
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [ready, eager]);
  return ready;
}

/**
 * `children` once the page has been taken over and the browser is idle, `fallback` until then: for a part that
 * another module renders, e.g. a route's child behind an `<Outlet />` (the product page's reviews), so that its
 * chunk and its request follow the first view as a deferred part's do.
 */
export function AfterFirstView({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useAfterFirstView() ? children : fallback;
}

export interface DeferredPart<P> {
  (props: P & DeferredPartProps): ReactNode;
  /** Requests the part's chunk (e.g. when a pointer comes near what opens it). */
  preload: () => void;
}

/** A part of a page loaded after its first view (see above). */
export function deferredPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): DeferredPart<P> {
  let requested: Promise<{ default: ComponentType<P> }> | null = null;
  const request = () => (requested ??= load());
  const Part = lazy(request);
  function Deferred({ fallback = null, eager = false, show = true, ...props }: P & DeferredPartProps) {
    const ready = useAfterFirstView(eager);
    useEffect(() => {
      if (ready) request();
    }, [ready]);
    if (!ready || !show) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Part {...(props as P & Attributes)} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: () => void request() });
}
