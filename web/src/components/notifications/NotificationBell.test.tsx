import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../shared/contracts/notifications/entities.js';
import { URGENT_BANNERS_HEIGHT, UrgentBanner } from '../../app/UrgentBanner';
import { NOTIFICATION_STORAGE_KEYS } from '../../lib/notifications/read-state';
import { jsonResponse, mockSession, renderRoutes, signedInSession, stubFetch, link } from '../../test/utils';
import { bellLabel, NotificationBell } from './NotificationBell';

const notice = (id: string, createdAt: string, fields: Partial<Notification> = {}): Notification => ({
  id,
  type: 'INFO',
  priority: 'MEDIUM',
  status: 'ACTIVE',
  title: `Aviso ${id}`,
  message: `Texto ${id}`,
  createdAt,
  scope: 'global',
  ...fields,
});

const envelope = (data: unknown) => jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data });

interface Api {
  readAt?: string | null;
  global?: Notification[];
  mine?: Notification[];
  urgent?: Notification[];
}

/** A fake API for the bell: summary, the two lists and mark-all-read; records every call. */
function fakeApi(state: Api) {
  const calls: string[] = [];
  const fetchMock = stubFetch((url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    const all = [...(state.global ?? []), ...(state.mine ?? [])];
    if (url.startsWith('/v1/notifications/summary')) {
      const readAt = state.readAt ?? null;
      return envelope({
        summary: {
          totalCount: all.length,
          unreadCount: all.filter((item) => !readAt || item.createdAt > readAt).length,
          latestNotification: all[0] ?? null,
          readAt,
        },
        urgent: state.urgent ?? [],
      });
    }
    if (url.startsWith('/v1/notifications/mine')) return envelope({ notifications: state.mine ?? [] });
    if (url.startsWith('/v1/notifications/read')) {
      state.readAt = '2026-05-10T00:00:00.000Z';
      return envelope({ readAt: state.readAt });
    }
    if (url.startsWith('/v1/notifications')) return envelope({ notifications: state.global ?? [] });
    return jsonResponse({}, 404);
  });
  return { calls, fetchMock };
}

const renderBell = (session = mockSession()) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationBell />
            <UrgentBanner />
            <p>Página</p>
          </>
        ),
      },
    ],
    { session },
  );

describe('NotificationBell', () => {
  it('names the unread count', () => {
    expect(bellLabel(0)).toBe('Notificaciones, ninguna sin leer');
    expect(bellLabel(3)).toBe('Notificaciones, 3 sin leer');
  });

  it("shows a signed-in user's unread count, opens the list (own and global, newest first) and marks it read", async () => {
    const api = fakeApi({
      readAt: '2026-05-02T00:00:00.000Z',
      global: [notice('g1', '2026-05-03T00:00:00.000Z'), notice('g0', '2026-05-01T00:00:00.000Z')],
      mine: [
        notice('m1', '2026-05-04T00:00:00.000Z', {
          scope: 'personal',
          title: 'Nuevo pedido 1234',
          link: '/producer/orders/o-1',
        }),
      ],
    });
    renderBell(signedInSession('producer'));
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
    await userEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    await within(panel).findByText('Nuevo pedido 1234');
    const titles = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.notice-item__title')?.textContent);
    expect(titles).toEqual([
      'Información: Nuevo pedido 1234Nueva',
      'Información: Aviso g1Nueva',
      'Información: Aviso g0',
    ]);
    expect(link('Ver pedido', panel)).toHaveAttribute('href', '/producer/orders/o-1');
    expect(within(panel).getByText('2 nuevas')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Notificaciones' })).toHaveFocus();
    // Opening marked everything read on the server; the badge goes, the panel still says what was new.
    await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' });
    expect(api.calls).toContain('POST /v1/notifications/read');
    expect(within(panel).getByText('2 nuevas')).toBeInTheDocument();
    // The global list is read as a visitor (no token): an admin sees what everyone sees.
    const listCall = api.fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/notifications?'));
    expect(String(listCall?.[0])).toContain('status=ACTIVE');
    expect(new Headers(listCall?.[1]?.headers).get('authorization')).toBeNull();
  });

  it('closes on Escape with the focus back on the bell', async () => {
    fakeApi({ global: [notice('g1', '2026-05-03T00:00:00.000Z')] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    await userEvent.click(bell);
    await screen.findByRole('region', { name: 'Notificaciones' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull());
    expect(screen.getByRole('button', { name: /^Notificaciones/ })).toHaveFocus();
  });

  it("keeps a visitor's read mark in the browser and sends it as `since`", async () => {
    const api = fakeApi({ global: [notice('g1', '2026-05-03T00:00:00.000Z')] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await screen.findByText('Aviso g1');
    await waitFor(() => expect(localStorage.getItem(NOTIFICATION_STORAGE_KEYS.readAt)).not.toBeNull());
    expect(api.calls.some((call) => call.startsWith('POST'))).toBe(false);
    await waitFor(() => expect(api.calls.filter((call) => call.includes('summary?since=')).length).toBe(1));
  });

  it('says so when there is nothing', async () => {
    fakeApi({});
    renderBell(signedInSession('consumer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' }));
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubFetch((url) =>
      url.startsWith('/v1/notifications/summary')
        ? envelope({
            summary: { totalCount: 0, unreadCount: 0, latestNotification: null, readAt: null },
            urgent: [],
          })
        : url.startsWith('/v1/notifications/read')
          ? envelope({ readAt: '2026-05-10T00:00:00.000Z' })
          : jsonResponse(
              {
                status: {
                  code: 'INTERNAL_ERROR',
                  message: 'Error interno del servidor. Intenta nuevamente.',
                },
              },
              500,
            ),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' }));
    expect(await screen.findByText('No se pudieron cargar las notificaciones.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('UrgentBanner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each URGENT notice until it is closed, and remembers the closing', async () => {
    const urgent = notice('u1', '2026-05-03T00:00:00.000Z', {
      priority: 'URGENT',
      type: 'ERROR',
      title: 'Envíos detenidos',
    });
    fakeApi({ global: [urgent], urgent: [urgent] });
    // jsdom has no layout: an observer that reports a 64 px tall bar.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: (entries: unknown[]) => void) {}
        observe() {
          this.report([{ borderBoxSize: [{ blockSize: 63.5 }] }]);
        }
        disconnect() {}
      },
    );
    const first = renderBell();
    const banner = await screen.findByRole('region', { name: /^Aviso importante: ?Envíos detenidos$/ });
    expect(banner).toHaveTextContent('Envíos detenidos');
    // The page keeps room for the fixed bar at its end while it shows (layout.css), and none once it is closed.
    expect(document.documentElement.style.getPropertyValue(URGENT_BANNERS_HEIGHT)).toBe('64px');
    await userEvent.click(within(banner).getByRole('button', { name: 'Cerrar el aviso: Envíos detenidos' }));
    expect(screen.queryByRole('region', { name: /^Aviso importante/ })).toBeNull();
    expect(document.documentElement.style.getPropertyValue(URGENT_BANNERS_HEIGHT)).toBe('');
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_STORAGE_KEYS.dismissed) ?? '[]')).toEqual(['u1']);
    first.unmount();
    renderBell();
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    expect(screen.queryByRole('region', { name: /^Aviso importante/ })).toBeNull();
  });
});
