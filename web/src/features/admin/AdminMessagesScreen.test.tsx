import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactInboxMessage } from '../../../../shared/contracts/notifications/entities.js';
import { jsonResponse, renderScreen, stubFetch, link } from '../../test/utils';
import AdminDashboardScreen from './AdminDashboardScreen';
import AdminMessagesScreen, { countsText } from './AdminMessagesScreen';

const envelope = (data: unknown, message = 'ok') =>
  jsonResponse({ status: { code: 'SUCCESS', message }, data });

const message = (id: string, fields: Partial<ContactInboxMessage> = {}): ContactInboxMessage => ({
  id,
  name: 'Carmen',
  email: 'carmen@example.com',
  subject: `Consulta ${id}`,
  message: 'Hola, ¿venden cajas de 10 kg?',
  createdAt: '2026-05-01T10:00:00.000Z',
  read: false,
  handled: false,
  ...fields,
});

describe('AdminMessagesScreen', () => {
  it('counts unread and open messages in words', () => {
    expect(countsText({ unread: 1, open: 3 })).toBe('1 sin leer · 3 sin atender');
  });

  it('opens a message from the list (marking it read), marks it handled and filters', async () => {
    let stored = message('m-1');
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'PATCH') {
        stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<ContactInboxMessage>) };
        return envelope({ contactMessage: stored }, 'Mensaje actualizado.');
      }
      if (url === '/v1/notifications/contact/m-1') return envelope({ contactMessage: stored });
      if (url.startsWith('/v1/notifications/contact/summary'))
        return envelope({ counts: { unread: stored.read ? 0 : 1, open: stored.handled ? 0 : 1 } });
      if (url.startsWith('/v1/notifications/contact'))
        return envelope({
          messages: [stored],
          nextToken: null,
          counts: { unread: stored.read ? 0 : 1, open: stored.handled ? 0 : 1 },
        });
      return jsonResponse({}, 404);
    });
    renderScreen('/admin/messages', <AdminMessagesScreen />, { role: 'admin' });
    expect(await screen.findByText('1 sin leer · 1 sin atender')).toBeInTheDocument();
    const row = screen.getByRole('button', { name: /Consulta m-1/ });
    expect(row).toHaveTextContent('Nuevo');
    await userEvent.click(row);
    const detail = await screen.findByRole('heading', { level: 2, name: 'Consulta m-1' });
    await waitFor(() => expect(detail).toHaveFocus());
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([, init]) => init?.method === 'PATCH' && String(init.body) === '{"read":true}',
        ),
      ).toBe(true),
    );
    expect(link('Responder por email')).toHaveAttribute(
      'href',
      'mailto:carmen@example.com?subject=Re%3A%20Consulta%20m-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como atendido' }));
    await screen.findByRole('button', { name: 'Reabrir' });
    await screen.findByText('0 sin leer · 0 sin atender');

    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'open');
    await userEvent.click(screen.getByLabelText('Solo sin leer'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=open&unread=true'))).toBe(
        true,
      ),
    );
  });

  it('opens the message of the e-mail link (?id=) directly, and says so when it does not exist', async () => {
    stubFetch((url) =>
      url === '/v1/notifications/contact/m-9'
        ? jsonResponse({ status: { code: 'NOT_FOUND', message: 'El mensaje no fue encontrado.' } }, 404)
        : envelope({ messages: [], nextToken: null, counts: { unread: 0, open: 0 } }),
    );
    renderScreen('/admin/messages', <AdminMessagesScreen />, {
      path: '/admin/messages?id=m-9',
      role: 'admin',
    });
    const error = await screen.findByText('No se pudo abrir el mensaje.');
    expect(error.closest('[role="alert"]')).toHaveTextContent('El recurso solicitado no fue encontrado.');
    expect(screen.getByText('No hay mensajes que mostrar.')).toBeInTheDocument();
  });
});

describe('AdminDashboardScreen', () => {
  it('shows how many contact messages are unread, with the way to the inbox', async () => {
    stubFetch(() => envelope({ counts: { unread: 3, open: 4 } }));
    renderScreen('/admin/dashboard', <AdminDashboardScreen />, { role: 'admin' });
    const count = await screen.findByTestId('unread-messages');
    expect(count).toHaveTextContent('3 mensajes sin leer · 4 sin atender');
    const card = count.closest('section') as HTMLElement;
    expect(link('Abrir la bandeja', card)).toHaveAttribute('href', '/admin/messages');
    expect(link('Gestionar notificaciones')).toHaveAttribute('href', '/admin/notifications');
  });
});
