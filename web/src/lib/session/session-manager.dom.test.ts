import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { jsonResponse } from '../../test/utils';
import { api } from '../api/endpoints';
import {
  deferred,
  errorBody,
  fakeServer,
  jwt,
  REFRESH,
  sequence,
  storedAccessToken,
  storeSession,
  USER_INFO,
} from './session-test-utils';
import { STORAGE_FAILED_MESSAGE } from './session-manager';
import { readTokens, saveTokens } from './token-storage';
import { apiFailure } from '../testing/api-failure';
import { connectedSessionManager } from '../testing/session-manager';

const LOGIN = '/oauth/auth/login';
const REFRESH_PATH = '/oauth/auth/refresh-token';
const USER = '/oauth/auth/user-info';
const LOGOUT = '/oauth/auth/logout';

const tokens = (access: string, extra: Record<string, unknown> = {}) => ({
  access_token: access,
  id_token: `id-${access}`,
  expires_in: 3600,
  ...extra,
});

describe('session manager: start', () => {
  it('starts signed out without calling the server when nothing is stored', async () => {
    const server = fakeServer();
    const { session } = connectedSessionManager();
    expect(session.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, error: null });
    await session.start();
    expect(server.calls).toHaveLength(0);
  });

  it('restores a stored session: loading, then user-info with the bearer token, then signed in', async () => {
    storeSession('access-1');
    const server = fakeServer().on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    expect(session.getState().isLoading).toBe(true);
    await session.start();
    expect(session.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      role: 'producer',
      user: { id: 'u1', fullName: 'Pedro Productor' },
    });
    expect(server.to(USER)[0]!.authorization).toBe('Bearer access-1');
    expect(server.to(REFRESH_PATH)).toHaveLength(0);
  });

  it('refreshes first when the access token is expired, keeping the refresh token (metadata REFRESH)', async () => {
    storeSession('old', 200); // inside the 5-minute margin: counts as expired
    const sessionId = readTokens().metadata?.sessionId;
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens('new')))
      .on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    await session.start();
    expect(server.calls.map((call) => call.url)).toEqual([REFRESH_PATH, USER]);
    expect(server.to(REFRESH_PATH)[0]!.body).toEqual({ refresh_token: REFRESH });
    expect(server.to(REFRESH_PATH)[0]!.authorization).toBeUndefined();
    expect(server.to(USER)[0]!.authorization).toBe('Bearer new');
    const stored = readTokens();
    expect(stored).toMatchObject({ accessToken: 'new', refreshToken: REFRESH, idToken: 'id-new' });
    expect(stored.metadata).toMatchObject({ type: 'REFRESH', source: 'refresh_endpoint', sessionId });
    expect(session.getState().isAuthenticated).toBe(true);
  });

  it('restores from a refresh token alone', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, REFRESH);
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens('fresh', { refresh_token: 's'.repeat(30) })))
      .on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    await session.start();
    expect(session.getState().isAuthenticated).toBe(true);
    expect(server.to(USER)[0]!.authorization).toBe('Bearer fresh');
    // A refresh that returns a refresh token replaces it.
    expect(readTokens().refreshToken).toBe('s'.repeat(30));
  });

  it("clears the local session with 'Sesión inválida...' when it cannot be restored", async () => {
    storeSession('access-1');
    fakeServer().on(USER, () => jsonResponse(errorBody('UNAUTHORIZED', 'Token inválido'), 401));
    const { session, navigateToLogin } = connectedSessionManager();
    await session.start();
    expect(session.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      error: AUTH_MESSAGES.sessionInvalid,
    });
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    // The start never navigates: a guarded page redirects by itself, a public one stays.
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it('treats a missing or unparsable expiry as expired (refresh first)', async () => {
    storeSession('access-1');
    localStorage.setItem(TOKEN_STORAGE_KEYS.expiresAt, 'pronto');
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens('new')))
      .on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    await session.start();
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
    expect(Number(localStorage.getItem(TOKEN_STORAGE_KEYS.expiresAt))).toBeGreaterThan(Date.now());
  });

  it('runs the start once even when asked twice (StrictMode effects)', async () => {
    storeSession('access-1');
    const server = fakeServer().on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    await Promise.all([session.start(), session.start()]);
    expect(server.to(USER)).toHaveLength(1);
  });
});

describe('session manager: expiry margin with the clock', () => {
  it('uses the stored token until 5 minutes before expiry, then refreshes first', async () => {
    vi.useFakeTimers({ now: Date.parse('2025-06-01T10:00:00Z') });
    storeSession('first', 3600);
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens('second')))
      .on('/v1/orders', (call) =>
        jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { token: call.authorization } }),
      );
    const { session } = connectedSessionManager();
    const token = () => session.tokenForRequest();
    vi.advanceTimersByTime((3600 - 300) * 1000 - 1);
    expect(await token()).toBe('first');
    expect(server.to(REFRESH_PATH)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(await token()).toBe('second');
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
    // The new token is good for another hour minus the margin.
    expect(await api.orders.list()).toEqual({ token: 'Bearer second' });
  });
});

describe('session manager: refresh rules', () => {
  it("refuses without a refresh token: 'No hay refresh token disponible'", async () => {
    fakeServer();
    const { session } = connectedSessionManager();
    const error = await apiFailure(session.refresh());
    expect(error.message).toBe(AUTH_MESSAGES.refreshTokenMissing);
    expect(error.message).toBe('No hay refresh token disponible');
  });

  it("refuses a refresh token shorter than 20 characters: 'Refresh token inválido'", async () => {
    const server = fakeServer();
    localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'x'.repeat(19));
    const { session } = connectedSessionManager();
    expect((await apiFailure(session.refresh())).message).toBe('Refresh token inválido');
    expect(server.calls).toHaveLength(0);
    localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'x'.repeat(20));
    server.on(REFRESH_PATH, () => jsonResponse(tokens('ok')));
    await expect(session.refresh()).resolves.toBe('ok');
  });

  it('refuses an answer without access_token and keeps nothing of it', async () => {
    storeSession('old', 10);
    fakeServer().on(REFRESH_PATH, () => jsonResponse({ id_token: 'x', expires_in: 3600 }));
    const { session } = connectedSessionManager();
    const error = await apiFailure(session.refresh());
    expect(error.code).toBe('REFRESH_NO_ACCESS_TOKEN');
    expect(readTokens().accessToken).toBe('old');
  });

  it("answers a refresh 401 with 'Sesión expirada...'", async () => {
    storeSession('old', 10);
    fakeServer().on(REFRESH_PATH, () =>
      jsonResponse(errorBody('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired), 401),
    );
    const { session } = connectedSessionManager();
    expect((await apiFailure(session.refresh())).message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('shares one refresh call between concurrent callers', async () => {
    storeSession('old', 10);
    const held = deferred<Response>();
    const server = fakeServer().on(REFRESH_PATH, () => held.promise);
    const { session } = connectedSessionManager();
    const all = Promise.all([session.refresh(), session.refresh(), session.tokenForRequest()]);
    held.resolve(jsonResponse(tokens('new')));
    expect(await all).toEqual(['new', 'new', 'new']);
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
    // The next refresh is a new call.
    server.on(REFRESH_PATH, () => jsonResponse(tokens('newer')));
    await expect(session.refresh()).resolves.toBe('newer');
    expect(server.to(REFRESH_PATH)).toHaveLength(2);
  });
});

describe('session manager: login', () => {
  it('stores the tokens (LOGIN metadata), fetches the user and marks the session signed in', async () => {
    const server = fakeServer()
      .on(LOGIN, () => jsonResponse({ ...tokens('a1'), refresh_token: REFRESH }))
      .on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    const user = await session.login('productor@pitahaya.test', 'Productor123!');
    expect(user).toMatchObject({ id: 'u1', role: 'producer' });
    expect(server.to(LOGIN)[0]!.body).toEqual({
      username: 'productor@pitahaya.test',
      password: 'Productor123!',
    });
    expect(server.to(LOGIN)[0]!.authorization).toBeUndefined();
    expect(server.to(USER)[0]!.authorization).toBe('Bearer a1');
    expect(readTokens()).toMatchObject({ accessToken: 'a1', refreshToken: REFRESH, idToken: 'id-a1' });
    expect(readTokens().metadata).toMatchObject({ type: 'LOGIN', source: 'login_endpoint' });
    expect(session.getState()).toMatchObject({ isAuthenticated: true, role: 'producer', error: null });
  });

  it("shows the server's message on a refused login and clears the tokens", async () => {
    storeSession('stale');
    fakeServer().on(LOGIN, () =>
      jsonResponse(errorBody('UNAUTHORIZED', 'Email o contraseña incorrectos.'), 401),
    );
    const { session } = connectedSessionManager();
    const error = await apiFailure(session.login('a@b.es', 'mal'));
    expect(error.message).toBe('Email o contraseña incorrectos.');
    expect(error.status).toBe(401);
    expect(storedAccessToken()).toBeNull();
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it("uses 'Error en el inicio de sesión' when the answer has no access_token", async () => {
    fakeServer().on(LOGIN, () => jsonResponse({ refresh_token: REFRESH }));
    const { session } = connectedSessionManager();
    expect((await apiFailure(session.login('a@b.es', 'x'))).message).toBe('Error en el inicio de sesión');
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('clears the tokens when the user info cannot be read after login', async () => {
    fakeServer()
      .on(LOGIN, () => jsonResponse({ ...tokens('a1'), refresh_token: REFRESH }))
      .on(USER, () => jsonResponse(errorBody('NOT_FOUND', 'No'), 404));
    const { session } = connectedSessionManager();
    const error = await apiFailure(session.login('a@b.es', 'x'));
    expect(error.message).toBe(AUTH_MESSAGES.userNotFoundOrEndpoint);
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('stores all tokens or none: a failing write leaves nothing behind', async () => {
    fakeServer()
      .on(LOGIN, () => jsonResponse({ ...tokens('a1'), refresh_token: REFRESH }))
      .on(USER, () => jsonResponse(USER_INFO));
    const original = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === TOKEN_STORAGE_KEYS.refreshToken) throw new DOMException('Quota', 'QuotaExceededError');
      original.call(this, key, value);
    });
    const { session } = connectedSessionManager();
    const error = await apiFailure(session.login('a@b.es', 'x'));
    expect(error.message).toBe(STORAGE_FAILED_MESSAGE);
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads the lifetime from the token when the answer has no expires_in', async () => {
    vi.useFakeTimers({ now: Date.parse('2025-06-01T10:00:00Z') });
    const exp = Date.parse('2025-06-01T11:00:00Z') / 1000;
    fakeServer()
      .on(LOGIN, () => jsonResponse({ access_token: jwt({ exp }), refresh_token: REFRESH }))
      .on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    await session.login('a@b.es', 'x');
    expect(readTokens().expiresAt).toBe(exp * 1000);
  });
});

describe('session manager: user-info retry policy', () => {
  const forbidden =
    (message = 'Prohibido') =>
    () =>
      jsonResponse(errorBody('FORBIDDEN', message), 403);

  it('refreshes on 403 at most twice within 3 attempts', async () => {
    storeSession('t0');
    let n = 0;
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens(`t${++n}`)))
      .on(
        USER,
        sequence(forbidden(), forbidden(), () => jsonResponse(USER_INFO)),
      );
    const { session } = connectedSessionManager();
    const user = await session.fetchUser();
    expect(user.id).toBe('u1');
    expect(server.to(USER).map((call) => call.authorization)).toEqual([
      'Bearer t0',
      'Bearer t1',
      'Bearer t2',
    ]);
    expect(server.to(REFRESH_PATH)).toHaveLength(2);
  });

  it("gives up after 3 attempts with 'No tienes permisos para acceder a la información del usuario.'", async () => {
    storeSession('t0');
    let n = 0;
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens(`t${++n}`)))
      .on(USER, forbidden());
    const { session, navigateToLogin } = connectedSessionManager();
    const error = await apiFailure(session.refreshUser());
    expect(error.message).toBe(AUTH_MESSAGES.userInfoForbidden);
    expect(server.to(USER)).toHaveLength(3);
    expect(server.to(REFRESH_PATH)).toHaveLength(2);
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it("forces the logout on a 403 about the token: 'Token de acceso inválido...'", async () => {
    storeSession('t0');
    fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens('t1')))
      .on(USER, forbidden('Invalid token'));
    const { session, navigateToLogin } = connectedSessionManager();
    const error = await apiFailure(session.refreshUser());
    expect(error.message).toBe(AUTH_MESSAGES.invalidAccessToken);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
    expect(storedAccessToken()).toBeNull();
    expect(session.getState().error).toBe(AUTH_MESSAGES.invalidAccessToken);
  });

  it("refreshes once on 401, then 'Sesión expirada...' with forced logout", async () => {
    storeSession('t0');
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens('t1')))
      .on(USER, () => jsonResponse(errorBody('UNAUTHORIZED', 'Token inválido'), 401));
    const { session, navigateToLogin } = connectedSessionManager();
    const error = await apiFailure(session.refreshUser());
    expect(error.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(server.to(USER)).toHaveLength(2);
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('waits 1 s before retrying after a network error', async () => {
    vi.useFakeTimers();
    storeSession('t0');
    const server = fakeServer().on(
      USER,
      sequence(
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => jsonResponse(USER_INFO),
      ),
    );
    const { session } = connectedSessionManager();
    const pending = session.fetchUser();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.to(USER)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.to(USER)).toHaveLength(2);
    await expect(pending).resolves.toMatchObject({ id: 'u1' });
  });

  it('fails after 3 network errors with the connection message (2 waits of 1 s)', async () => {
    vi.useFakeTimers();
    storeSession('t0');
    const server = fakeServer().on(USER, () => {
      throw new TypeError('Failed to fetch');
    });
    const { session } = connectedSessionManager();
    const outcome = apiFailure(session.refreshUser());
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await outcome;
    expect(error.message).toBe(AUTH_MESSAGES.networkError);
    expect(server.to(USER)).toHaveLength(3);
  });

  it.each([
    [404, AUTH_MESSAGES.userNotFoundOrEndpoint],
    [500, AUTH_MESSAGES.serverInternal],
    [502, 'Error del servidor: Bad gateway'],
  ])('maps %i without retrying', async (status, message) => {
    storeSession('t0');
    const server = fakeServer().on(USER, () => jsonResponse(errorBody('X', 'Bad gateway'), status));
    const { session } = connectedSessionManager();
    expect((await apiFailure(session.refreshUser())).message).toBe(message);
    expect(server.to(USER)).toHaveLength(1);
  });

  it('shares one user-info call between concurrent callers', async () => {
    storeSession('t0');
    const held = deferred<Response>();
    const server = fakeServer().on(USER, () => held.promise);
    const { session } = connectedSessionManager();
    const both = Promise.all([session.fetchUser(), session.fetchUser(), session.start()]);
    held.resolve(jsonResponse(USER_INFO));
    await both;
    expect(server.to(USER)).toHaveLength(1);
  });
});

describe('session manager: logout', () => {
  it('revokes on the server with the bearer token and the refresh token, then clears and goes to /login', async () => {
    storeSession('a1');
    const server = fakeServer()
      .on(USER, () => jsonResponse(USER_INFO))
      .on(LOGOUT, () => jsonResponse({ message: 'ok' }));
    const { session, navigateToLogin } = connectedSessionManager();
    await session.start();
    const order: string[] = [];
    navigateToLogin.mockImplementation(() => {
      order.push(storedAccessToken() === null ? 'navigate-after-clear' : 'navigate-before-clear');
    });
    await session.logout();
    const [call] = server.to(LOGOUT);
    expect(call).toMatchObject({
      method: 'POST',
      authorization: 'Bearer a1',
      body: { refresh_token: REFRESH },
    });
    expect(order).toEqual(['navigate-after-clear']);
    expect(session.getState()).toMatchObject({ isAuthenticated: false, isLoggingOut: false, error: null });
  });

  it('tries the server twice at most, and clears the local session anyway', async () => {
    storeSession('a1');
    const server = fakeServer().on(LOGOUT, () => {
      throw new TypeError('Failed to fetch');
    });
    const { session, navigateToLogin } = connectedSessionManager();
    await session.logout();
    expect(server.to(LOGOUT)).toHaveLength(2);
    expect(storedAccessToken()).toBeNull();
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired access token to revoke the session; skips the server without any session', async () => {
    storeSession('old', 10);
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(tokens('new')))
      .on(LOGOUT, () => jsonResponse({ message: 'ok' }));
    const { session, navigateToLogin } = connectedSessionManager();
    await session.logout();
    expect(server.to(LOGOUT)[0]!.authorization).toBe('Bearer new');
    await session.logout();
    expect(server.to(LOGOUT)).toHaveLength(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(2);
  });

  it('clears locally without a server call when the refresh fails', async () => {
    storeSession('old', 10);
    const server = fakeServer().on(REFRESH_PATH, () => jsonResponse(errorBody('UNAUTHORIZED', 'x'), 401));
    const { session, navigateToLogin } = connectedSessionManager();
    await session.logout();
    expect(server.to(LOGOUT)).toHaveLength(0);
    expect(readTokens().refreshToken).toBeNull();
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('shares one logout between concurrent callers', async () => {
    storeSession('a1');
    const held = deferred<Response>();
    const server = fakeServer().on(LOGOUT, () => held.promise);
    const { session, navigateToLogin } = connectedSessionManager();
    const both = Promise.all([session.logout(), session.logout()]);
    held.resolve(jsonResponse({ message: 'ok' }));
    await both;
    expect(server.to(LOGOUT)).toHaveLength(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('session manager: forced logout', () => {
  it('clears the tokens, sets the error, keeps guards quiet until /login, then settles', async () => {
    storeSession('a1');
    fakeServer().on(USER, () => jsonResponse(USER_INFO));
    const { session, navigateToLogin } = connectedSessionManager();
    await session.start();
    let duringNavigation: unknown = null;
    navigateToLogin.mockImplementation(() => {
      duringNavigation = { ...session.getState() };
    });
    await session.forceLogout();
    expect(duringNavigation).toMatchObject({ isLoggingOut: true, isAuthenticated: false });
    expect(session.getState()).toMatchObject({
      isAuthenticated: false,
      isLoggingOut: false,
      error: AUTH_MESSAGES.sessionExpired,
    });
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops in-flight work: a refresh answering after the forced logout stores nothing', async () => {
    storeSession('old', 10);
    const held = deferred<Response>();
    const server = fakeServer().on(REFRESH_PATH, () => held.promise);
    const { session } = connectedSessionManager();
    const refreshing = apiFailure(session.refresh());
    await session.forceLogout(null, { navigate: false });
    held.resolve(jsonResponse(tokens('late')));
    await refreshing;
    expect(storedAccessToken()).toBeNull();
    // The next refresh is not joined to the dropped one.
    saveTokens({ access_token: 'again', refresh_token: REFRESH, expires_in: 10 });
    server.on(REFRESH_PATH, () => jsonResponse(tokens('fresh')));
    await expect(session.refresh()).resolves.toBe('fresh');
  });

  it('drops a user-info answer that arrives after the forced logout', async () => {
    storeSession('a1');
    const held = deferred<Response>();
    fakeServer().on(USER, () => held.promise);
    const { session } = connectedSessionManager();
    const started = session.start();
    await session.forceLogout(null, { navigate: false });
    held.resolve(jsonResponse(USER_INFO));
    await started;
    expect(session.getState().isAuthenticated).toBe(false);
  });
});

describe('session manager: other tabs', () => {
  it('follows a logout in another tab, and a login there', async () => {
    storeSession('a1');
    fakeServer().on(USER, () => jsonResponse(USER_INFO));
    const { session } = connectedSessionManager();
    await session.start();
    localStorage.clear();
    session.onStorage(TOKEN_STORAGE_KEYS.accessToken);
    expect(session.getState().isAuthenticated).toBe(false);
    storeSession('b1');
    session.onStorage(TOKEN_STORAGE_KEYS.metadata);
    await vi.waitFor(() => expect(session.getState().isAuthenticated).toBe(true));
    session.onStorage('cart');
    expect(session.getState().isAuthenticated).toBe(true);
  });
});
