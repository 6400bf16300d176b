import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { TIMEOUTS_MS } from '../../../../shared/constants/timing.js';
import { API_ERROR_MESSAGES } from '../../../../shared/messages/generic.js';
import { getRoute } from '../../../../shared/contracts/route-table.js';
import { jsonResponse, stubFetch } from '../../test/utils';
import { apiRequest, buildUrl, configureApiClient, timeoutFor } from './client';
import { api } from './endpoints';
import { ApiError, INVALID_RESPONSE_MESSAGE, messageForStatus } from './errors';
import { shouldRetry, swrFetcher } from './fetcher';
import { errorBody } from '../session/session-test-utils';
import { apiFailure } from '../testing/api-failure';

describe('api client: paths and headers', () => {
  it('builds paths from the route table, with encoded params and a query without empty values', () => {
    expect(buildUrl('products.get', { id: 'p 1/2' })).toBe('/v1/products/p%201%2F2');
    expect(
      buildUrl('products.list', undefined, { limit: 6, sort: 'newest', q: '', minPrice: undefined }),
    ).toBe('/v1/products?limit=6&sort=newest');
    expect(() => buildUrl('products.get')).toThrow(/Missing path parameter id/);
  });

  it('sends the method, JSON body and the stored bearer token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'token-123');
    const fetchMock = stubFetch(() =>
      jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data: { cart: {} } }),
    );
    await apiRequest('carts.addItem', { body: { productId: 'p1', quantity: 2 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/carts/items');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ productId: 'p1', quantity: 2 }));
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-123');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a stored token, nor on the auth API public calls', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data: {} }));
    await apiRequest('products.list');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();

    localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'token-123');
    await apiRequest('auth.login', { body: { username: 'a@b.es', password: 'x' } });
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    await apiRequest('auth.userInfo');
    expect((fetchMock.mock.calls[2]![1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer token-123',
    );
  });

  it('takes the token from a configured provider (seam for the session manager)', async () => {
    configureApiClient({ getAccessToken: async () => 'fresh-token' });
    const fetchMock = stubFetch(() => jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data: {} }));
    await apiRequest('orders.list');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer fresh-token',
    );
  });
});

describe('api client: envelopes', () => {
  it('unwraps the success envelope', async () => {
    stubFetch(() =>
      jsonResponse({ status: { code: 'SUCCESS', message: 'Listo' }, data: { products: [{ id: 'p1' }] } }),
    );
    const response = await apiRequest<{ products: { id: string }[] }>('products.list');
    expect(response).toEqual({
      status: 200,
      code: 'SUCCESS',
      message: 'Listo',
      data: { products: [{ id: 'p1' }] },
    });
    stubFetch(() =>
      jsonResponse({ status: { code: 'SUCCESS', message: 'Listo' }, data: { product: { id: 'p2' } } }),
    );
    await expect(api.products.get({ params: { id: 'p2' } })).resolves.toEqual({
      product: { id: 'p2' },
    });
  });

  it('takes flat bodies (the /oauth API) as they are', async () => {
    const user = { id: 'u1', email: 'a@b.es', role: 'consumer' };
    stubFetch(() => jsonResponse(user));
    await expect(api.auth.userInfo()).resolves.toEqual(user);
  });

  it('answers null data for an empty body', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.carts.clear()).resolves.toBeNull();
  });

  it('turns an error envelope into ApiError with code, field errors and the server message', async () => {
    stubFetch(() =>
      jsonResponse(
        errorBody('INVALID_EMAIL_FORMAT', 'El formato del email no es válido', [
          { field: 'email', message: 'El formato del email no es válido' },
        ]),
        422,
      ),
    );
    const error = await apiFailure(apiRequest('notifications.contact', { body: {} }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('INVALID_EMAIL_FORMAT');
    expect(error.message).toBe('El formato del email no es válido');
    expect(error.errors).toEqual([{ field: 'email', message: 'El formato del email no es válido' }]);
    expect(error.fieldMessage('email')).toBe('El formato del email no es válido');
  });

  it('uses HTTP_<status> and the catalogue message when the error body is not an envelope', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiFailure(apiRequest('products.list'));
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toBe('Error del servidor: 502');
  });

  it('rejects a 2xx answer that is not JSON (e.g. an HTML fallback page)', async () => {
    stubFetch(() => new Response('<!doctype html><html></html>', { status: 200 }));
    const error = await apiFailure(apiRequest('products.list'));
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.message).toBe(INVALID_RESPONSE_MESSAGE);
  });

  it('reports 401 answers of calls that carried a token to the configured handler', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'expired');
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    stubFetch(() => jsonResponse(errorBody('UNAUTHORIZED', 'Token inválido'), 401));
    const error = await apiFailure(apiRequest('orders.list'));
    expect(error.message).toBe(API_ERROR_MESSAGES[401]);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });
});

describe('api client: Spanish messages by status (API_ERROR_MESSAGES)', () => {
  it.each([
    [401, 'Token inválido', API_ERROR_MESSAGES[401]],
    [403, 'Forbidden', API_ERROR_MESSAGES[403]],
    [403, 'Solo un productor puede hacer esto', API_ERROR_MESSAGES[403.1]],
    [403, 'Only consumers may do this', API_ERROR_MESSAGES[403.2]],
    [404, 'No existe', API_ERROR_MESSAGES[404]],
    [
      409,
      'El pedido no puede ser cancelado en su estado actual.',
      'El pedido no puede ser cancelado en su estado actual.',
    ],
    [409, '', API_ERROR_MESSAGES[409]],
    [422, 'La cantidad debe ser mayor a 0', 'La cantidad debe ser mayor a 0'],
    [422, '', API_ERROR_MESSAGES[422]],
    [429, 'slow down', API_ERROR_MESSAGES[429]],
    [500, 'boom', API_ERROR_MESSAGES[500]],
    [503, 'down', API_ERROR_MESSAGES[503]],
    [501, 'Esta función todavía no está disponible.', 'Esta función todavía no está disponible.'],
    [501, '', 'Esta función todavía no está disponible.'],
    [418, "I'm a teapot", 'Error del servidor: 418'],
  ])('%i (%s) -> %s', async (status, serverMessage, expected) => {
    expect(messageForStatus(status, serverMessage)).toBe(expected);
    stubFetch(() => jsonResponse(errorBody('SOME_CODE', serverMessage), status));
    const error = await apiFailure(apiRequest('products.list'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(expected);
  });

  it('says there was no response when fetch itself fails', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiFailure(apiRequest('products.list'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(API_ERROR_MESSAGES.noResponse);
  });
});

describe('api client: timeouts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fetch that never answers but gives up when its signal aborts, like the real one. */
  function hangingFetch() {
    return stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          if (init.signal?.aborted) reject(new DOMException('Aborted', 'AbortError'));
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
  }

  it('uses the timeout of each domain (TIMEOUTS_MS)', () => {
    expect(timeoutFor(getRoute('products.list'))).toBe(TIMEOUTS_MS.products);
    expect(timeoutFor(getRoute('carts.get'))).toBe(15_000);
    expect(timeoutFor(getRoute('auth.login'))).toBe(15_000);
    expect(timeoutFor(getRoute('orders.list'))).toBe(30_000);
    expect(timeoutFor(getRoute('products.health'))).toBe(5_000);
  });

  it('aborts after the domain timeout with the timeout message', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    const promise = apiRequest('carts.get');
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await apiFailure(promise);
    expect(error.code).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe(API_ERROR_MESSAGES.timeout);
  });

  it('waits 30 s for products', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const promise = apiRequest('products.list');
    const outcome = apiFailure(promise);
    await vi.advanceTimersByTimeAsync(29_000);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await outcome).message).toBe(API_ERROR_MESSAGES.timeout);
  });

  it('passes a caller abort through instead of calling it a timeout', async () => {
    hangingFetch();
    const controller = new AbortController();
    const promise = apiRequest('products.list', { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('swr fetcher', () => {
  it('calls the route of a [routeId, {params, query}] key and answers its data', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { products: [] } }),
    );
    await expect(swrFetcher(['products.list', { query: { limit: 6, sort: 'newest' } }])).resolves.toEqual({
      products: [],
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/products?limit=6&sort=newest');
    await swrFetcher('carts.get');
    expect(fetchMock.mock.calls[1]![0]).toBe('/v1/carts');
  });

  it('retries only what may succeed later', () => {
    const error = (status: number, code = 'X') => new ApiError({ status, code, message: '' });
    expect(shouldRetry(error(0, 'TIMEOUT_ERROR'), 0)).toBe(true);
    expect(shouldRetry(error(500), 1)).toBe(true);
    expect(shouldRetry(error(500), 2)).toBe(false);
    expect(shouldRetry(error(404), 0)).toBe(false);
    expect(shouldRetry(error(501), 0)).toBe(false);
    expect(shouldRetry(new Error('x'), 0)).toBe(false);
  });
});
