/**
 * The interceptor with the real session manager plugged in (docs/web-session.md): skip-list, bearer token, refresh
 * first when expired, one refresh for concurrent 401s with one retry each, 403 retry, forced logout.
 */
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { getRoute } from '../../../../shared/contracts/route-table.js';
import { jsonResponse } from '../../test/utils';
import {
  deferred,
  errorBody,
  fakeServer,
  REFRESH,
  sequence,
  storedAccessToken,
  storeSession,
} from '../session/session-test-utils';
import { readTokens } from '../session/token-storage';
import { apiFailure } from '../testing/api-failure';
import { connectedSessionManager } from '../testing/session-manager';
import { apiRequest, INTERCEPTOR_SKIP_ROUTES, isIntercepted } from './client';
import { api } from './endpoints';

const REFRESH_PATH = '/oauth/auth/refresh-token';
const ok = (data: unknown = {}) => jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data });
const unauthorized = () => jsonResponse(errorBody('UNAUTHORIZED', 'Token de acceso inválido.'), 401);
const fresh = (access: string) => jsonResponse({ access_token: access, id_token: 'id', expires_in: 3600 });

describe('interceptor: which calls it handles', () => {
  it('skips login, signup, confirm, forgot-password, reset-password and refresh-token', async () => {
    expect(INTERCEPTOR_SKIP_ROUTES).toEqual([
      'auth.login',
      'auth.signup',
      'auth.confirm',
      'auth.forgotPassword',
      'auth.resetPassword',
      'auth.refreshToken',
    ]);
    storeSession('expired', 10);
    const server = fakeServer();
    for (const path of [
      '/oauth/auth/login',
      '/oauth/auth/signup',
      '/oauth/auth/confirm',
      '/oauth/auth/forgot-password',
      '/oauth/auth/reset-password',
      REFRESH_PATH,
    ]) {
      server.on(path, unauthorized);
    }
    connectedSessionManager();
    for (const id of INTERCEPTOR_SKIP_ROUTES) {
      expect(isIntercepted(getRoute(id))).toBe(false);
      const error = await apiFailure(apiRequest(id, { body: {} }));
      expect(error.status).toBe(401);
    }
    // One call each: no refresh first (the token is expired), no refresh and retry after the 401.
    expect(server.calls.map((call) => call.url)).toHaveLength(6);
    expect(server.calls.every((call) => call.authorization === undefined)).toBe(true);
  });

  it('handles the routes that read the caller; not plain public ones, nor explicit or opted-out calls', () => {
    expect(isIntercepted(getRoute('orders.list'))).toBe(true);
    expect(isIntercepted(getRoute('auth.userInfo'))).toBe(true);
    expect(isIntercepted(getRoute('products.list'))).toBe(true); // optional auth
    expect(isIntercepted(getRoute('notifications.contact'))).toBe(false);
    expect(isIntercepted(getRoute('orders.list'), { auth: false })).toBe(false);
    expect(isIntercepted(getRoute('orders.list'), { bearer: 'x' })).toBe(false);
    expect(isIntercepted(getRoute('orders.list'), { bearer: false })).toBe(false);
  });
});

describe('interceptor: bearer token and refresh first', () => {
  it('sends the stored token while it is valid', async () => {
    storeSession('valid');
    const server = fakeServer().on('/v1/orders', () => ok({ orders: [] }));
    connectedSessionManager();
    await api.orders.list();
    expect(server.calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/v1/orders', 'Bearer valid'],
    ]);
  });

  it('refreshes FIRST when the token is expired, then calls with the new one', async () => {
    storeSession('expired', 10);
    const server = fakeServer()
      .on(REFRESH_PATH, () => fresh('renewed'))
      .on('/v1/orders', () => ok({ orders: [] }));
    connectedSessionManager();
    await api.orders.list();
    expect(server.calls.map((call) => [call.url, call.authorization ?? null])).toEqual([
      [REFRESH_PATH, null],
      ['/v1/orders', 'Bearer renewed'],
    ]);
  });

  it('shares the refresh-first between concurrent calls', async () => {
    storeSession('expired', 10);
    const held = deferred<Response>();
    const server = fakeServer()
      .on(REFRESH_PATH, () => held.promise)
      .on('/v1/orders', () => ok())
      .on('/v1/carts', () => ok());
    connectedSessionManager();
    const all = Promise.all([api.orders.list(), api.carts.get(), api.orders.list()]);
    held.resolve(fresh('renewed'));
    await all;
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
    expect(server.calls.filter((call) => call.authorization === 'Bearer renewed')).toHaveLength(3);
  });
});

describe('interceptor: 401 and 403', () => {
  it('makes EXACTLY ONE refresh call for concurrent 401s and retries each request once', async () => {
    storeSession('t1');
    const held = deferred<Response>();
    const server = fakeServer()
      .on(REFRESH_PATH, () => held.promise)
      .on('/v1/orders', (call) =>
        call.authorization === 'Bearer t2' ? ok({ who: 'orders' }) : unauthorized(),
      )
      .on('/v1/carts', (call) => (call.authorization === 'Bearer t2' ? ok({ who: 'cart' }) : unauthorized()))
      .on('/v1/products/user', (call) =>
        call.authorization === 'Bearer t2' ? ok({ who: 'mine' }) : unauthorized(),
      );
    connectedSessionManager();
    const results = Promise.all([api.orders.list(), api.carts.get(), api.products.own()]);
    // Let all three fail with 401 before the refresh answers.
    await vi.waitFor(() => expect(server.to(REFRESH_PATH)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.authorization === 'Bearer t1')).toHaveLength(3),
    );
    held.resolve(fresh('t2'));
    expect(await results).toEqual([{ who: 'orders' }, { who: 'cart' }, { who: 'mine' }]);
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
    for (const path of ['/v1/orders', '/v1/carts', '/v1/products/user']) {
      expect(server.to(path).map((call) => call.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    }
  });

  it('does not refresh again for a 401 that arrives after another call already refreshed', async () => {
    storeSession('t1');
    const late = deferred<Response>();
    const server = fakeServer()
      .on(REFRESH_PATH, () => fresh('t2'))
      .on('/v1/orders', (call) => (call.authorization === 'Bearer t2' ? ok() : unauthorized()))
      .on('/v1/carts', (call) => (call.authorization === 'Bearer t2' ? ok() : late.promise));
    connectedSessionManager();
    const slow = api.carts.get();
    await api.orders.list();
    late.resolve(unauthorized());
    await slow;
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
    expect(server.to('/v1/carts').map((call) => call.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('retries only once: a second 401 is the answer', async () => {
    storeSession('t1');
    const server = fakeServer()
      .on(REFRESH_PATH, () => fresh('t2'))
      .on('/v1/orders', unauthorized);
    connectedSessionManager();
    const error = await apiFailure(api.orders.list());
    expect(error.status).toBe(401);
    expect(error.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(server.to('/v1/orders')).toHaveLength(2);
    expect(server.to(REFRESH_PATH)).toHaveLength(1);
  });

  it('also refreshes and retries once after a 403', async () => {
    storeSession('t1');
    const server = fakeServer()
      .on(REFRESH_PATH, () => fresh('t2'))
      .on(
        '/v1/products/user',
        sequence(
          () => jsonResponse(errorBody('FORBIDDEN', 'No tienes permisos para realizar esta acción.'), 403),
          () => ok({ products: [] }),
        ),
      );
    connectedSessionManager();
    await expect(api.products.own()).resolves.toEqual({ products: [] });
    expect(server.to('/v1/products/user').map((call) => call.authorization)).toEqual([
      'Bearer t1',
      'Bearer t2',
    ]);
  });

  it('keeps a real 403 after the retry, without logging out', async () => {
    storeSession('t1');
    fakeServer()
      .on(REFRESH_PATH, () => fresh('t2'))
      .on('/v1/products/user', () =>
        jsonResponse(errorBody('FORBIDDEN', 'Solo un productor puede ver esto'), 403),
      );
    const { navigateToLogin } = connectedSessionManager();
    const error = await apiFailure(api.products.own());
    expect(error.status).toBe(403);
    expect(error.message).toBe('No tienes permisos de productor para realizar esta acción.');
    expect(navigateToLogin).not.toHaveBeenCalled();
    expect(storedAccessToken()).toBe('t2');
  });

  it('forces the logout and goes to /login when the refresh is refused', async () => {
    storeSession('t1');
    fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(errorBody('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired), 401))
      .on('/v1/orders', unauthorized);
    const { session, navigateToLogin } = connectedSessionManager();
    const error = await apiFailure(api.orders.list());
    expect(error.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
    expect(readTokens()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(session.getState().error).toBe('Sesión expirada. Por favor, inicia sesión nuevamente.');
  });

  it('forces the logout once for several calls whose refresh-first fails', async () => {
    storeSession('t1', 10);
    fakeServer().on(REFRESH_PATH, () =>
      jsonResponse(errorBody('FORBIDDEN', 'Tu cuenta está desactivada. Contacta con el administrador.'), 403),
    );
    const { session, navigateToLogin } = connectedSessionManager();
    const errors = await Promise.all([apiFailure(api.orders.list()), apiFailure(api.carts.get())]);
    expect(errors.map((error) => error.message)).toEqual([
      'Tu cuenta está desactivada. Contacta con el administrador.',
      'Tu cuenta está desactivada. Contacta con el administrador.',
    ]);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
    expect(session.getState().error).toBe('Tu cuenta está desactivada. Contacta con el administrador.');
  });

  it('forces the logout when there is no usable refresh token', async () => {
    storeSession('t1', 10);
    localStorage.setItem('refresh_token', 'short');
    const server = fakeServer();
    const { navigateToLogin } = connectedSessionManager();
    const error = await apiFailure(api.orders.list());
    expect(error.message).toBe('Refresh token inválido');
    expect(server.calls).toHaveLength(0);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    storeSession('t1', 10);
    fakeServer().on(REFRESH_PATH, () => {
      throw new TypeError('Failed to fetch');
    });
    const { navigateToLogin } = connectedSessionManager();
    const error = await apiFailure(api.orders.list());
    expect(error.message).toBe(AUTH_MESSAGES.networkError);
    expect(navigateToLogin).not.toHaveBeenCalled();
    expect(readTokens().refreshToken).toBe(REFRESH);
  });

  it('keeps the session when the refresh endpoint answers 404 or 5xx (nothing said about the token)', async () => {
    storeSession('t1', 10);
    fakeServer().on(REFRESH_PATH, () => jsonResponse(errorBody('INTERNAL_ERROR', 'boom'), 500));
    const { navigateToLogin } = connectedSessionManager();
    expect((await apiFailure(api.orders.list())).message).toBe(AUTH_MESSAGES.serverInternal);
    fakeServer();
    expect((await apiFailure(api.orders.list())).message).toBe(AUTH_MESSAGES.userNotFoundOrEndpoint);
    expect(navigateToLogin).not.toHaveBeenCalled();
    expect(readTokens().refreshToken).toBe(REFRESH);
  });

  it('lets a public page load without a token when the refresh fails, without navigating', async () => {
    storeSession('t1', 10);
    const server = fakeServer()
      .on(REFRESH_PATH, () => jsonResponse(errorBody('UNAUTHORIZED', 'x'), 401))
      .on('/v1/products', () => ok({ products: [] }));
    const { navigateToLogin } = connectedSessionManager();
    await expect(api.products.list()).resolves.toEqual({ products: [] });
    expect(server.to('/v1/products')[0]!.authorization).toBeUndefined();
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it('gives the auth API 15 s (AUTH_TIMEOUT_MS), then the no-response message on user-info', async () => {
    vi.useFakeTimers();
    storeSession('t1');
    // A server that never answers; the fetch gives up when the client aborts, like the real one.
    const calls: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            calls.push(Date.now());
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const { session } = connectedSessionManager();
    const outcome = apiFailure(session.refreshUser());
    await vi.advanceTimersByTimeAsync(15_000 - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 1_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(15_000 + 1_000 + 15_000);
    expect((await outcome).message).toBe(AUTH_MESSAGES.noResponse);
    expect(calls).toHaveLength(3);
  });

  it('sends explicit bearer calls as they are (no refresh, no retry)', async () => {
    storeSession('t1', 10);
    const server = fakeServer().on('/oauth/auth/user-info', unauthorized);
    connectedSessionManager();
    await apiFailure(api.auth.userInfo({ bearer: 'given' }));
    expect(server.calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/oauth/auth/user-info', 'Bearer given'],
    ]);
  });
});
