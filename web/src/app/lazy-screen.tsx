import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { FullScreenLoader } from '../components/Spinner';

let counter = 0;

/**
 * A route element for a lazily loaded screen: its code arrives in its own chunk, and the full-screen
 * 'Cargando...' shows meanwhile. Each screen gets its own Suspense boundary (a distinct key), so even inside
 * the router's transitions the indicator appears instead of the previous page lingering.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Screen = lazy(load);
  counter += 1;
  return (
    <Suspense key={`screen-${counter}`} fallback={<FullScreenLoader />}>
      <Screen />
    </Suspense>
  );
}
