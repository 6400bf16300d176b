import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { USER_MESSAGES } from '../../../../shared/messages/user.js';
import { listedUser } from '../../test/users';
import { ok } from '../../test/api-answers';
import { jsonResponse, renderScreen, signedInSession, stubFetch } from '../../test/utils';
import AdminUsersScreen from './AdminUsersScreen';

/** A listed user with one order. */
const user = (n: number, overrides: Partial<User> = {}) => listedUser(n, { ordersCount: 1, ...overrides });

const refuse = (status: number, message: string) =>
  jsonResponse({ status: { code: 'FORBIDDEN', message } }, status);
const queryOf = (url: string) => new URL(url, 'http://shop').searchParams;

function server(handler?: (url: string, init: RequestInit) => Response | undefined) {
  return stubFetch((url, init) => {
    const answer = handler?.(url, init);
    if (answer) return answer;
    if (url.startsWith('/v1/users?')) {
      const token = queryOf(url).get('paginationToken');
      if (token === 'p2')
        return ok({ users: [user(21)], paginationToken: null, hasMoreUsers: false, totalUsers: 21 });
      return ok({
        users: [
          user(1),
          user(2, { role: 'producer', productsCount: 2, totalEarned: 10 }),
          user(3, { role: 'admin' }),
        ],
        paginationToken: 'p2',
        hasMoreUsers: true,
        totalUsers: 21,
      });
    }
    return jsonResponse({ status: { code: 'NOT_FOUND', message: 'No' } }, 404);
  });
}

function render(path = '/admin/users') {
  return renderScreen('/admin/users', <AdminUsersScreen />, {
    path,
    session: signedInSession('admin', { user: { ...signedInSession('admin').user!, id: 'u3' } }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('admin users', () => {
  it('loads the first 20 with the filter string from the URL, and more on demand', async () => {
    const fetchMock = server();
    render('/admin/users?role=producer&status=active&email=Ana');
    expect(await screen.findAllByTestId('admin-user')).toHaveLength(3);
    const first = queryOf(String(fetchMock.mock.calls[0]![0]));
    expect(first.get('limit')).toBe('20');
    expect(first.get('filter')).toBe('custom:role = "producer" and status = "Enabled" and email ^= "ana"');
    expect(screen.getByText('3 usuarios de 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Usuario 21')).toBeInTheDocument();
    expect(queryOf(String(fetchMock.mock.calls.at(-1)![0])).get('paginationToken')).toBe('p2');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('applies the filters from the form to the URL and the call', async () => {
    const fetchMock = server();
    const { router } = render();
    await screen.findAllByTestId('admin-user');
    await userEvent.selectOptions(screen.getByLabelText('Rol'), 'producer');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=producer&status=inactive'));
    await waitFor(() =>
      expect(queryOf(String(fetchMock.mock.calls.at(-1)![0])).get('filter')).toBe(
        'custom:role = "producer" and status = "Disabled"',
      ),
    );
  });

  it('searches by a term within the filters', async () => {
    const fetchMock = server();
    render('/admin/users?q=luz&role=producer');
    await screen.findAllByTestId('admin-user');
    const query = queryOf(String(fetchMock.mock.calls[0]![0]));
    expect(query.get('search')).toBe('luz');
    expect(query.get('filter')).toBe('custom:role = "producer"');
    expect(await screen.findByText(/^3 usuarios de 21 para «luz»/)).toBeInTheDocument();
  });

  it('deactivates after a confirmation, sending isActive false', async () => {
    const fetchMock = server((url, init) =>
      init.method === 'PUT'
        ? ok({ user: user(1, { isActive: false }), updated: { fields: ['isActive'] } })
        : undefined,
    );
    render();
    const row = (await screen.findAllByTestId('admin-user'))[0]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Desactivar a Usuario 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar a Usuario 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar cuenta' }));
    expect(await screen.findByText('Usuario 1 ya no puede iniciar sesión.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/v1/users/u1');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ isActive: false });
    expect(within(row).getByText('Inactivo')).toBeInTheDocument();
  });

  it('changes a role only after choosing it and confirming', async () => {
    const fetchMock = server((url, init) =>
      init.method === 'PUT' ? ok({ user: user(1, { role: 'producer' }) }) : undefined,
    );
    render();
    const row = (await screen.findAllByTestId('admin-user'))[0]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Cambiar rol de Usuario 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rol de Usuario 1' });
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Nuevo rol'), 'producer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Cambiar el rol de Usuario 1?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, hacerlo productor' }));
    expect(await screen.findByText('Usuario 1 ahora es productor.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ role: 'producer' });
  });

  it("says the contract's refusals for oneself and for an admin without calling the server", async () => {
    const fetchMock = server();
    render();
    const rows = await screen.findAllByTestId('admin-user');
    await userEvent.click(within(rows[2]!).getByRole('button', { name: /Eliminar a/ }));
    expect(await screen.findByText(USER_MESSAGES.selfDelete)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses to delete an admin, and shows the server refusal when it answers one', async () => {
    const fetchMock = server((url, init) =>
      init.method === 'DELETE' ? refuse(403, USER_MESSAGES.adminDelete) : undefined,
    );
    renderScreen('/admin/users', <AdminUsersScreen />, {
      path: '/admin/users',
      session: signedInSession('admin', { user: { ...signedInSession('admin').user!, id: 'other-admin' } }),
    });
    const rows = await screen.findAllByTestId('admin-user');
    await userEvent.click(within(rows[2]!).getByRole('button', { name: /Eliminar a/ }));
    expect(await screen.findByText(USER_MESSAGES.adminDelete)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    // A consumer whose deletion the server refuses: its words are shown.
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Eliminar a Usuario 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la cuenta de Usuario 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    await waitFor(() => expect(screen.getAllByText(USER_MESSAGES.adminDelete).length).toBeGreaterThan(0));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length).toBeGreaterThan(0);
    expect(screen.getByText('Usuario 1')).toBeInTheDocument();
  });

  it('deletes a consumer after a confirmation and drops the row', async () => {
    server((url, init) => (init.method === 'DELETE' ? ok({}) : undefined));
    render();
    const rows = await screen.findAllByTestId('admin-user');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Eliminar a Usuario 1' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByText('Se eliminó la cuenta de Usuario 1.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('admin-user')).toHaveLength(2));
  });
});
