import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants.js';
import { AUTH_MESSAGES } from '../../../../shared/messages.js';
import { jsonResponse, stubFetch } from '../../test/utils';
import { useSession, type SessionContextValue } from './session-context';
import { SessionProvider } from './SessionProvider';
import { saveTokens } from './token-storage';

let current: SessionContextValue | null = null;

function Probe() {
  const session = useSession();
  current = session;
  return (
    <div>
      <p data-testid="state">
        {session.isLoading ? 'loading' : session.isAuthenticated ? `signed-in:${session.role}` : 'signed-out'}
      </p>
      <p data-testid="name">{session.user?.fullName ?? ''}</p>
      <p data-testid="error">{session.error ?? ''}</p>
    </div>
  );
}

const USER_INFO = {
  id: 'u1',
  username: 'productor@pitahaya.test',
  email: 'productor@pitahaya.test',
  role: 'producer',
  fullName: 'Pedro Productor',
  isActive: true,
  attributes: { sub: 'u1', email: 'productor@pitahaya.test', 'custom:role': 'producer' },
};

describe('SessionProvider', () => {
  it('starts signed out without calling the server when no token is stored', () => {
    const fetchMock = stubFetch(() => jsonResponse(USER_INFO));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('signed-out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores a stored session with GET /oauth/auth/user-info and the bearer token', async () => {
    saveTokens({ access_token: 'access-1', refresh_token: 'r'.repeat(30), expires_in: 3600 });
    const fetchMock = stubFetch(() => jsonResponse(USER_INFO));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed-in:producer'));
    expect(screen.getByTestId('name')).toHaveTextContent('Pedro Productor');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/oauth/auth/user-info');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
  });

  it('restores from a refresh token alone too', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'r'.repeat(30));
    const fetchMock = stubFetch(() => jsonResponse(USER_INFO));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed-in:producer'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the local session and sets the spec error when user-info fails (e.g. 501 from the auth service)', async () => {
    saveTokens({ access_token: 'access-1', refresh_token: 'r'.repeat(30), id_token: 'id', expires_in: 3600 });
    stubFetch(() =>
      jsonResponse(
        { status: { code: 'NOT_IMPLEMENTED', message: 'Esta función todavía no está disponible.' } },
        501,
      ),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent(AUTH_MESSAGES.sessionInvalid));
    expect(screen.getByTestId('state')).toHaveTextContent('signed-out');
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('logs out: clears tokens, goes to /login, then revokes the refresh token on the server', async () => {
    saveTokens({ access_token: 'access-1', refresh_token: 'r'.repeat(30), expires_in: 3600 });
    const fetchMock = stubFetch((url) =>
      url.endsWith('/user-info') ? jsonResponse(USER_INFO) : jsonResponse({ message: 'ok' }),
    );
    const order: string[] = [];
    const onLogout = vi.fn(() => {
      order.push(
        localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken) === null ? 'navigate-after-clear' : 'navigate',
      );
    });
    render(
      <SessionProvider onLogout={onLogout}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed-in:producer'));
    await act(async () => {
      await current!.logout();
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['navigate-after-clear']);
    expect(screen.getByTestId('state')).toHaveTextContent('signed-out');
    expect(current!.isLoggingOut).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.refreshToken)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/oauth/auth/logout');
    expect(logoutCall).toBeDefined();
    expect((logoutCall![1]?.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(logoutCall![1]?.body).toBe(JSON.stringify({ refresh_token: 'r'.repeat(30) }));
  });

  it('logs out locally even when the server cannot be reached', async () => {
    saveTokens({ access_token: 'access-1', refresh_token: 'r'.repeat(30), expires_in: 3600 });
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/user-info')) return jsonResponse(USER_INFO);
      throw new TypeError('Failed to fetch');
    });
    const onLogout = vi.fn();
    render(
      <SessionProvider onLogout={onLogout}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signed-in:producer'));
    await act(async () => {
      await current!.logout();
    });
    expect(screen.getByTestId('state')).toHaveTextContent('signed-out');
    expect(onLogout).toHaveBeenCalled();
    // Two attempts at most (spec section 9).
    expect(fetchMock.mock.calls.filter(([url]) => url === '/oauth/auth/logout')).toHaveLength(2);
  });
});
