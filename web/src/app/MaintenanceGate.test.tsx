import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LocationProbe,
  jsonResponse,
  mockSession,
  renderRoutes,
  signedInSession,
  stubFetch,
  link,
} from '../test/utils';
import { MaintenanceGate } from './MaintenanceGate';

const routes = [
  {
    path: '/',
    element: (
      <>
        <MaintenanceGate />
        <LocationProbe label="tienda" />
      </>
    ),
  },
  { path: '/maintenance', element: <LocationProbe label="mantenimiento" /> },
];

function serverSays(enabled: boolean) {
  return stubFetch((url) =>
    url.includes('/v1/notifications/maintenance')
      ? jsonResponse({
          status: { code: 'SUCCESS', message: 'ok' },
          data: { maintenance: { enabled, message: 'Volvemos pronto', updatedAt: null } },
        })
      : jsonResponse({}, 404),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceGate', () => {
  it('sends visitors to /maintenance while the server says so', async () => {
    const fetchMock = serverSays(true);
    renderRoutes(routes, { session: mockSession() });
    expect(await screen.findByText('mantenimiento')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/v1/notifications/maintenance');
  });

  it('lets admins through', async () => {
    const fetchMock = serverSays(true);
    renderRoutes(routes, { session: signedInSession('admin') });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('tienda')).toBeInTheDocument();
  });

  it('keeps the shop open when maintenance is off or the check fails', async () => {
    serverSays(false);
    renderRoutes(routes, { session: signedInSession('consumer') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('tienda')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoutes(routes, { session: mockSession() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByText('tienda').length).toBeGreaterThan(0);
  });
});

describe('MaintenanceGate on the account screens', () => {
  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/confirm-account'])(
    'keeps %s open during maintenance, so a signed-out admin can sign in',
    async (path) => {
      const fetchMock = serverSays(true);
      renderRoutes(
        [
          {
            path,
            element: (
              <>
                <MaintenanceGate />
                <LocationProbe label="cuenta" />
              </>
            ),
          },
          { path: '/maintenance', element: <LocationProbe label="mantenimiento" /> },
        ],
        { path, session: mockSession() },
      );
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText('cuenta')).toBeInTheDocument();
      expect(screen.queryByText('mantenimiento')).not.toBeInTheDocument();
    },
  );
});

describe('the maintenance bar', () => {
  const bar = () => screen.queryByRole('region', { name: 'Modo mantenimiento' });

  it('tells an admin the shop is closed to everyone else, with a link to the switch', async () => {
    serverSays(true);
    renderRoutes(routes, { session: signedInSession('admin') });
    expect(await screen.findByRole('region', { name: 'Modo mantenimiento' })).toHaveTextContent(
      'Modo mantenimiento activado: la tienda está cerrada para clientes y productores; solo los administradores pueden usarla.',
    );
    expect(link('Desactivarlo en el panel')).toHaveAttribute('href', '/admin/dashboard');
  });

  it('shows a signed-in user on an account screen the shop is closed, without the link', async () => {
    serverSays(true);
    renderRoutes(
      [
        { path: '/login', element: <MaintenanceGate /> },
        { path: '/maintenance', element: null },
      ],
      { path: '/login', session: signedInSession('producer') },
    );
    expect(await screen.findByRole('region', { name: 'Modo mantenimiento' })).toHaveTextContent(
      'la tienda está cerrada por mantenimiento',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not there while the shop is open, nor for a signed-out visitor', async () => {
    const fetchMock = serverSays(false);
    renderRoutes(routes, { session: signedInSession('admin') });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bar()).toBeNull();
    vi.unstubAllGlobals();
    serverSays(true);
    renderRoutes([{ path: '/login', element: <MaintenanceGate /> }], {
      path: '/login',
      session: mockSession(),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bar()).toBeNull();
  });
});
