import { Suspense, type ComponentType, type ReactElement } from 'react';
import { FullScreenLoader } from '../components/Spinner';
import { lazyWithApi } from '../lib/api/lazy-with-api';

let counter = 0;

/**
 * A route element for a lazily loaded screen: its code arrives in its own chunk (with the app's SWR settings,
 * fetched in parallel), and the full-screen 'Cargando...' shows meanwhile. Each screen gets its own Suspense boundary (a distinct key), so even inside
 * the router's transitions the indicator appears instead of the previous page lingering.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Screen = lazyWithApi(load);
  counter += 1;
  return (
    <Suspense key={`screen-${counter}`} fallback={<FullScreenLoader />}>
      <Screen />
    </Suspense>
  );
}
