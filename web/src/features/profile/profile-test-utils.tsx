/**
 * Test support of the profile's screens (not a test file): `element` at /profile for a signed-in user (session
 * 'a1' stored), inside SWR, the toasts and the session, with any other path showing «Otra pantalla».
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from '../../components/toast/ToastContainer';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { CartProvider } from '../../lib/cart/CartProvider';
import { SessionProvider } from '../../lib/session/SessionProvider';
import { storeSession } from '../../lib/session/session-test-utils';
import { LocationProbe, TestSWR } from '../../test/utils';

export function renderAtProfile(element: ReactNode, { withCart = false } = {}) {
  storeSession('a1');
  const router = createMemoryRouter(
    [
      { path: '/profile', element },
      { path: '*', element: <LocationProbe label="Otra pantalla" /> },
    ],
    { initialEntries: ['/profile'] },
  );
  const app = <RouterProvider router={router} />;
  render(
    <TestSWR>
      <ToastProvider>
        <SessionProvider onLogout={() => router.navigate('/login')}>
          {withCart ? <CartProvider>{app}</CartProvider> : app}
        </SessionProvider>
        <ToastContainer />
      </ToastProvider>
    </TestSWR>,
  );
  return router;
}
