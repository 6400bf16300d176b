import { lazy, Suspense, type ReactNode } from 'react';
import { ToastProvider } from '../components/toast/ToastProvider';
import { CartProvider } from '../lib/cart/CartProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { useMounted } from '../lib/use-mounted';

/**
 * The toasts' region arrives right after the shell, outside the first load (docs/performance.md); toasts raised
 * meanwhile wait in the provider's list and show as it arrives.
 */
const ToastContainer = lazy(() =>
  import('../components/toast/ToastContainer').then((module) => ({ default: module.ToastContainer })),
);

interface AppProvidersProps {
  children: ReactNode;
  /** Navigation to /login after logout (the router lives inside these providers). */
  onLogout?: () => void | Promise<void>;
}

/**
 * Toasts, the session and the cart, around the router. SWR's settings come with each lazily loaded screen
 * (lib/api/lazy-with-api.ts), not from here: the shell carries no SWR.
 */
export function AppProviders({ children, onLogout }: AppProvidersProps) {
  // Not in the shells: a toast raised before the region's code arrives would not match their empty list.
  const mounted = useMounted();
  return (
    <ToastProvider>
      <SessionProvider onLogout={onLogout}>
        <CartProvider>{children}</CartProvider>
      </SessionProvider>
      {mounted ? (
        <Suspense fallback={null}>
          <ToastContainer position="top-right" />
        </Suspense>
      ) : null}
    </ToastProvider>
  );
}
