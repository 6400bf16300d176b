import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ToastContainer } from '../components/toast/ToastContainer';
import { ToastProvider } from '../components/toast/ToastProvider';
import { shouldRetry, swrFetcher } from '../lib/api/fetcher';
import { CartProvider } from '../lib/cart/CartProvider';
import { SessionProvider } from '../lib/session/SessionProvider';

export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!shouldRetry(error, retryCount)) return;
    setTimeout(() => void revalidate({ retryCount }), 1_000 * 2 ** retryCount);
  },
};

interface AppProvidersProps {
  children: ReactNode;
  /** Navigation to /login after logout (the router lives inside these providers). */
  onLogout?: () => void | Promise<void>;
}

/** SWR, toasts, the session and the cart, around the router. */
export function AppProviders({ children, onLogout }: AppProvidersProps) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        <SessionProvider onLogout={onLogout}>
          <CartProvider>{children}</CartProvider>
        </SessionProvider>
        <ToastContainer position="top-right" />
      </ToastProvider>
    </SWRConfig>
  );
}
