import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UI_MESSAGES } from '../../../shared/messages/ui.js';
import { rolesFor, type Access, type Role } from '../../../shared/constants/roles.js';
import { LocationProbe, mockSession, renderRoutes, signedInSession } from '../test/utils';
import { RequireRole, SIGN_IN_TO_CONTINUE } from './RequireRole';
import type { SessionContextValue } from '../lib/session/session-context';
import { SessionProvider } from '../lib/session/SessionProvider';
import { jwt } from '../lib/session/session-test-utils';
import { saveTokens } from '../lib/session/token-storage';
import { ToastProvider } from './toast/ToastProvider';

function renderGuard(session: SessionContextValue, allowed: readonly Role[], path = '/profile?tab=datos') {
  return renderRoutes(
    [
      { path: '/login', element: <LocationProbe label="Pantalla de login" /> },
      { path: '/access-denied', element: <LocationProbe label="Pantalla de acceso denegado" /> },
      {
        path: '/profile',
        element: (
          <RequireRole allowed={allowed}>
            <p>Contenido protegido</p>
          </RequireRole>
        ),
      },
      {
        path: '/admin',
        element: <RequireRole allowed={allowed} />,
        children: [{ path: 'users', element: <p>Usuarios (ruta hija)</p> }],
      },
    ],
    { path, session },
  );
}

/** A signed-in `role` at an `access` guard on /profile?tab=datos: `text` shows. */
async function expectGuardToShow(role: Role, access: Access, text: string) {
  renderGuard(signedInSession(role), rolesFor(access));
  expect(await screen.findByText(text)).toBeInTheDocument();
}

describe('RequireRole', () => {
  it('shows a spinner while the session loads', () => {
    renderGuard(mockSession({ isLoading: true }), rolesFor('signed-in'));
    expect(screen.getByRole('status')).toHaveTextContent(UI_MESSAGES.loading);
    expect(screen.queryByText('Contenido protegido')).not.toBeInTheDocument();
    expect(screen.queryByText('Pantalla de login')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login remembering the location (state.from and ?redirect=) with a toast', async () => {
    const { router } = renderGuard(mockSession(), rolesFor('signed-in'));
    expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/login?redirect=%2Fprofile%3Ftab%3Ddatos');
    expect(screen.getByTestId('probe-from')).toHaveTextContent('/profile');
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%3Ftab%3Ddatos');
    const toast = await screen.findByText(SIGN_IN_TO_CONTINUE);
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Contenido protegido')).not.toBeInTheDocument();
  });

  it('sends a role not allowed to /access-denied', async () => {
    renderGuard(signedInSession('consumer'), rolesFor('admin'), '/admin/users');
    expect(await screen.findByText('Pantalla de acceso denegado')).toBeInTheDocument();
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/access-denied');
    expect(screen.getByTestId('probe-from')).toHaveTextContent('/admin/users');
    expect(screen.queryByText('Usuarios (ruta hija)')).not.toBeInTheDocument();
  });

  it.each([
    ['consumer', 'signed-in'],
    ['producer', 'signed-in'],
    ['admin', 'signed-in'],
    ['producer', 'producer-or-admin'],
    ['admin', 'producer-or-admin'],
    ['admin', 'admin'],
  ] as const)('lets a %s through a %s guard', async (role, access) => {
    await expectGuardToShow(role, access, 'Contenido protegido');
  });

  it.each([
    ['consumer', 'producer-or-admin'],
    ['producer', 'admin'],
    ['consumer', 'admin'],
  ] as const)('stops a %s at a %s guard', async (role, access) => {
    await expectGuardToShow(role, access, 'Pantalla de acceso denegado');
  });

  it('renders child routes when used as a route wrapper', async () => {
    renderGuard(signedInSession('admin'), rolesFor('admin'), '/admin/users');
    expect(await screen.findByText('Usuarios (ruta hija)')).toBeInTheDocument();
  });

  it('stays quiet while logging out (no toast, no redirect back with ?redirect=)', async () => {
    renderGuard(mockSession({ isLoggingOut: true }), rolesFor('signed-in'));
    await waitFor(() => expect(screen.queryByText('Contenido protegido')).not.toBeInTheDocument());
    expect(screen.queryByText('Pantalla de login')).not.toBeInTheDocument();
    expect(screen.queryByText(SIGN_IN_TO_CONTINUE)).not.toBeInTheDocument();
  });

  describe('with the real session: the role is user.role, else custom:role, else the token, else consumer', () => {
    function renderWithUser(userInfo: unknown, accessToken: string, access: 'producer-or-admin' | 'admin') {
      saveTokens({ access_token: accessToken, refresh_token: 'r'.repeat(30), expires_in: 3600 });
      const router = createMemoryRouter(
        [
          { path: '/access-denied', element: <LocationProbe label="Pantalla de acceso denegado" /> },
          {
            path: '/panel',
            element: (
              <RequireRole allowed={rolesFor(access)}>
                <p>Panel</p>
              </RequireRole>
            ),
          },
        ],
        { initialEntries: ['/panel'] },
      );
      render(
        <ToastProvider>
          <SessionProvider loadUser={async () => userInfo}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>,
      );
    }

    it('spinner first, then the role field wins over the attribute', async () => {
      renderWithUser({ id: 'u', role: 'admin', attributes: { 'custom:role': 'consumer' } }, jwt({}), 'admin');
      expect(screen.getByRole('status')).toHaveTextContent(UI_MESSAGES.loading);
      expect(await screen.findByText('Panel')).toBeInTheDocument();
    });

    it('uses custom:role when the role field is missing', async () => {
      renderWithUser(
        { id: 'u', attributes: { 'custom:role': 'producer' } },
        jwt({ 'custom:role': 'consumer' }),
        'producer-or-admin',
      );
      expect(await screen.findByText('Panel')).toBeInTheDocument();
    });

    it("uses the access token's claims when the user says nothing", async () => {
      renderWithUser({ id: 'u', attributes: {} }, jwt({ 'custom:role': 'admin' }), 'admin');
      expect(await screen.findByText('Panel')).toBeInTheDocument();
    });

    it('defaults to consumer', async () => {
      renderWithUser({ id: 'u' }, jwt({}), 'producer-or-admin');
      expect(await screen.findByText('Pantalla de acceso denegado')).toBeInTheDocument();
    });
  });
});
