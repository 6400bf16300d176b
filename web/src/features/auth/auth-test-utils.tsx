/** Renders the account screens with the real session manager, toasts and a memory router (tests only). */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ToastContainer } from '../../components/toast/ToastContainer';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { SessionProvider } from '../../lib/session/SessionProvider';
import { LocationProbe, TestSWR } from '../../test/utils';

export function renderScreens(routes: RouteObject[], path: string, initialState?: unknown) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <LocationProbe label="Otra pantalla" /> }],
    {
      initialEntries: [
        initialState === undefined
          ? path
          : {
              pathname: path.split('?')[0],
              search: path.includes('?') ? `?${path.split('?')[1]}` : '',
              state: initialState,
            },
      ],
    },
  );
  const view = render(
    <TestSWR>
      <ToastProvider>
        <SessionProvider onLogout={() => router.navigate('/login')}>
          <RouterProvider router={router} />
        </SessionProvider>
        <ToastContainer />
      </ToastProvider>
    </TestSWR>,
  );
  return { router, ...view };
}

/** Where the router is now (path + query). */
export const currentPath = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

export const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });
