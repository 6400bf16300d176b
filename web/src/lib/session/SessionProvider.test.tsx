import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { jsonResponse } from '../../test/utils';
import { api } from '../api/endpoints';
import {
  useSession,
  useSessionActions,
  type SessionActions,
  type SessionContextValue,
} from './session-context';
import { errorBody, fakeServer, REFRESH, storeSession, USER_INFO } from './session-test-utils';
import { SessionProvider } from './SessionProvider';

let current: SessionContextValue | null = null;
let actions: SessionActions | null = null;

function Probe() {
  const session = useSession();
  current = session;
  actions = useSessionActions();
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

const state = () => screen.getByTestId('state');

/** Renders the provider around the probe. */
function renderProvider(onLogout?: () => void) {
  render(
    <SessionProvider onLogout={onLogout}>
      <Probe />
    </SessionProvider>,
  );
}

/** Waits until the probe reads the producer of USER_INFO signed in. */
const signedIn = () => waitFor(() => expect(state()).toHaveTextContent('signed-in:producer'));

/** A server that answers user-info with USER_INFO. */
const userInfoServer = () => fakeServer().on('/oauth/auth/user-info', () => jsonResponse(USER_INFO));

/** A user-info server that also refreshes the session to the access token `accessToken`. */
const refreshingServer = (accessToken: string) =>
  userInfoServer().on('/oauth/auth/refresh-token', () =>
    jsonResponse({ access_token: accessToken, expires_in: 3600 }),
  );

describe('SessionProvider', () => {
  it('starts signed out without calling the server when no token is stored', () => {
    const server = fakeServer();
    renderProvider();
    expect(state()).toHaveTextContent('signed-out');
    expect(server.calls).toHaveLength(0);
  });

  it('restores a stored session with GET /oauth/auth/user-info and the bearer token (once under StrictMode)', async () => {
    storeSession('access-1');
    const server = userInfoServer();
    render(
      <StrictMode>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </StrictMode>,
    );
    expect(state()).toHaveTextContent('loading');
    await signedIn();
    expect(screen.getByTestId('name')).toHaveTextContent('Pedro Productor');
    expect(server.calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/oauth/auth/user-info', 'Bearer access-1'],
    ]);
  });

  it('holds a call with the session token until the manager arrives, so an expired token is refreshed first', async () => {
    // Expired access token (the shell cannot refresh it: the manager's chunk is still on its way).
    storeSession('expired', 60);
    const server = refreshingServer('fresh').on('/v1/users/profile', () =>
      jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data: {} }),
    );
    renderProvider();
    // Issued during the first render, before the manager is plugged in.
    const profile = api.profile.get();
    expect(state()).toHaveTextContent('loading');
    await profile;
    expect(server.to('/v1/users/profile').map((call) => call.authorization)).toEqual(['Bearer fresh']);
    await signedIn();
  });

  it('restores from a refresh token alone (refresh first)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, REFRESH);
    const server = refreshingServer('fresh');
    renderProvider();
    await signedIn();
    expect(server.calls.map((call) => call.url)).toEqual([
      '/oauth/auth/refresh-token',
      '/oauth/auth/user-info',
    ]);
  });

  it('clears the local session and sets the session-invalid error when user-info fails', async () => {
    storeSession('access-1');
    fakeServer().on('/oauth/auth/user-info', () =>
      jsonResponse(
        { status: { code: 'NOT_IMPLEMENTED', message: 'Esta función todavía no está disponible.' } },
        501,
      ),
    );
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent(AUTH_MESSAGES.sessionInvalid));
    expect(state()).toHaveTextContent('signed-out');
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('plugs the manager into the API client: an expired token is refreshed before the call', async () => {
    storeSession('old', 10);
    const server = refreshingServer('new').on('/v1/orders', () =>
      jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: {} }),
    );
    renderProvider();
    await signedIn();
    await api.orders.list();
    expect(server.to('/v1/orders')[0]!.authorization).toBe('Bearer new');
    expect(server.to('/oauth/auth/refresh-token')).toHaveLength(1);
  });

  it('logs in through the actions: tokens stored, user loaded, context signed in', async () => {
    userInfoServer().on('/oauth/auth/login', () =>
      jsonResponse({ access_token: 'a1', refresh_token: REFRESH, id_token: 'i', expires_in: 3600 }),
    );
    renderProvider();
    await act(async () => {
      await actions!.login('productor@pitahaya.test', 'Productor123!');
    });
    expect(state()).toHaveTextContent('signed-in:producer');
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBe('a1');
    act(() => actions!.patchUser({ fullName: 'Finca Nueva' }));
    expect(screen.getByTestId('name')).toHaveTextContent('Finca Nueva');
  });

  it('logs out: revokes the refresh token on the server, clears the tokens, then goes to /login', async () => {
    storeSession('access-1');
    const server = userInfoServer().on('/oauth/auth/logout', () => jsonResponse({ message: 'ok' }));
    const order: string[] = [];
    const onLogout = vi.fn(() => {
      order.push(
        localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken) === null ? 'navigate-after-clear' : 'navigate',
      );
    });
    renderProvider(onLogout);
    await signedIn();
    await act(async () => {
      await current!.logout();
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['navigate-after-clear']);
    expect(state()).toHaveTextContent('signed-out');
    expect(current!.isLoggingOut).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.refreshToken)).toBeNull();
    expect(server.to('/oauth/auth/logout')[0]).toMatchObject({
      authorization: 'Bearer access-1',
      body: { refresh_token: REFRESH },
    });
  });

  it('logs out locally even when the server cannot be reached (2 attempts)', async () => {
    storeSession('access-1');
    const server = userInfoServer().on('/oauth/auth/logout', () => {
      throw new TypeError('Failed to fetch');
    });
    const onLogout = vi.fn();
    renderProvider(onLogout);
    await signedIn();
    await act(async () => {
      await current!.logout();
    });
    expect(state()).toHaveTextContent('signed-out');
    expect(onLogout).toHaveBeenCalled();
    expect(server.to('/oauth/auth/logout')).toHaveLength(2);
  });

  it('forced logout: error shown, tokens gone, /login', async () => {
    storeSession('access-1');
    userInfoServer()
      .on('/v1/orders', () => jsonResponse(errorBody('UNAUTHORIZED', 'x'), 401))
      .on('/oauth/auth/refresh-token', () => jsonResponse(errorBody('UNAUTHORIZED', 'x'), 401));
    const onLogout = vi.fn();
    renderProvider(onLogout);
    await signedIn();
    await act(async () => {
      await api.orders.list().catch(() => null);
    });
    expect(state()).toHaveTextContent('signed-out');
    expect(screen.getByTestId('error')).toHaveTextContent(AUTH_MESSAGES.sessionExpired);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('follows a logout in another tab', async () => {
    storeSession('access-1');
    userInfoServer();
    renderProvider();
    await signedIn();
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEYS.accessToken }));
    });
    expect(state()).toHaveTextContent('signed-out');
  });
});
