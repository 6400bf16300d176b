import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/contracts/notifications/entities.js';
import { jsonResponse, renderScreen, stubFetch } from '../../test/utils';
import AdminNotificationsScreen from './AdminNotificationsScreen';
import { noticeBody } from './notice-form';

const envelope = (data: unknown, message = 'ok', status = 200) =>
  jsonResponse({ status: { code: 'SUCCESS', message }, data }, status);

const notice = (id: string, fields: Partial<Notification> = {}): Notification => ({
  id,
  type: 'WARNING',
  priority: 'HIGH',
  status: 'ACTIVE',
  title: `Aviso ${id}`,
  message: 'Texto',
  createdAt: '2026-05-01T10:00:00.000Z',
  expiresAt: null,
  ...fields,
});

function renderWithApi(handler: (url: string, init: RequestInit) => Response) {
  const fetchMock = stubFetch(handler);
  renderScreen('/admin/notifications', <AdminNotificationsScreen />, { role: 'admin' });
  return fetchMock;
}

describe('AdminNotificationsScreen', () => {
  it('turns the local expiry into an ISO date and leaves it out when empty', () => {
    const values = { title: 't', message: 'm', type: 'INFO', priority: 'LOW', status: 'ACTIVE' };
    const body = noticeBody({ ...values, expiresAt: '2030-01-02T09:30' });
    expect(body.expiresAt).toBe(new Date('2030-01-02T09:30').toISOString());
    expect(noticeBody({ ...values, expiresAt: '' })).not.toHaveProperty('expiresAt');
  });

  it("checks the form with the contract's messages before sending, then publishes and lists the new notice", async () => {
    const created = notice('n-new', { title: 'Huelga de transporte', priority: 'URGENT' });
    let listed: Notification[] = [notice('n-1', { expired: true, expiresAt: '2026-04-01T00:00:00.000Z' })];
    const fetchMock = renderWithApi((url, init) => {
      if (init.method === 'POST') {
        listed = [created, ...listed];
        return envelope({ notification: created }, 'Notificación publicada.', 201);
      }
      if (url.startsWith('/v1/notifications/summary'))
        return envelope({ summary: { totalCount: 0, unreadCount: 0, latestNotification: null }, urgent: [] });
      return envelope({ notifications: listed, nextToken: null });
    });
    const row = await screen.findByRole('heading', { level: 3, name: 'Aviso n-1' });
    expect(row.closest('li')).toHaveTextContent('Vencida');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar notificación' }));
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('El título es requerido');
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription('El mensaje es requerido');
    expect(screen.getByLabelText('Título')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Título'), 'Huelga de transporte');
    await userEvent.type(screen.getByLabelText('Mensaje'), 'Mañana no salen pedidos.');
    await userEvent.selectOptions(screen.getByLabelText('Prioridad'), 'URGENT');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar notificación' }));
    await screen.findByRole('heading', { level: 3, name: 'Huelga de transporte' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/v1/notifications');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Huelga de transporte',
      message: 'Mañana no salen pedidos.',
      type: 'INFO',
      priority: 'URGENT',
      status: 'ACTIVE',
    });
    expect(await screen.findByText('Notificación publicada.')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('');
  });

  it('archives, deactivates and deletes (after confirming), and filters by status', async () => {
    const fetchMock = renderWithApi((url, init) => {
      if (init.method === 'PATCH')
        return envelope({ notification: notice('n-1') }, 'Notificación archivada.');
      if (init.method === 'DELETE') return envelope({ id: 'n-1' }, 'Notificación eliminada.');
      if (url.startsWith('/v1/notifications/summary'))
        return envelope({ summary: { totalCount: 0, unreadCount: 0, latestNotification: null }, urgent: [] });
      return envelope({ notifications: [notice('n-1')], nextToken: null });
    });
    const item = (await screen.findByRole('heading', { level: 3, name: 'Aviso n-1' })).closest(
      'li',
    ) as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Archivar' }));
    await screen.findByText('Notificación archivada.');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/v1/notifications/n-1/status');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'ARCHIVED' });

    await userEvent.click(within(item).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta notificación?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Notificación eliminada.');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/v1/notifications/n-1' && init?.method === 'DELETE',
      ),
    ).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'ARCHIVED');
    await userEvent.selectOptions(screen.getByLabelText('Orden'), 'priority');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('status=ARCHIVED&sortBy=priority')),
      ).toBe(true),
    );
  });
});
