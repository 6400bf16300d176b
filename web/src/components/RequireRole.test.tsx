import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI_MESSAGES } from '../../../shared/messages.js';
import { rolesFor, type Role } from '../../../shared/roles.js';
import { LocationProbe, mockSession, renderRoutes, signedInSession } from '../test/utils';
import { RequireRole, SIGN_IN_TO_CONTINUE } from './RequireRole';
import type { SessionContextValue } from '../lib/session/session-context';

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
    renderGuard(signedInSession(role), rolesFor(access));
    expect(await screen.findByText('Contenido protegido')).toBeInTheDocument();
  });

  it.each([
    ['consumer', 'producer-or-admin'],
    ['producer', 'admin'],
    ['consumer', 'admin'],
  ] as const)('stops a %s at a %s guard', async (role, access) => {
    renderGuard(signedInSession(role), rolesFor(access));
    expect(await screen.findByText('Pantalla de acceso denegado')).toBeInTheDocument();
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
});
