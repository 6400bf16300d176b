/**
 * Issue 23: a signed-in consumer reads the catalog as a visitor does (no token, the anonymous credentials
 * mode), so a prerendered page's preload of the same URL is the answer the page uses; producers and admins,
 * whose answer differs, keep their own signed request.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { jsonResponse, stubFetch } from '../../test/utils';
import { SessionManager } from '../session/session-manager';
import { apiRequest, configureApiClient, resetApiClient } from './client';

const okAnswer = () => jsonResponse({ status: { code: 'SUCCESS', message: 'ok' }, data: {} });
const sent = (fetchMock: ReturnType<typeof stubFetch>, index: number) => {
  const init = fetchMock.mock.calls[index]![1];
  return { auth: (init?.headers as Record<string, string>).Authorization, credentials: init?.credentials };
};

/** An unsigned JWT with these claims (the client only reads them). */
const jwt = (claims: Record<string, unknown>) =>
  `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

afterEach(() => {
  resetApiClient();
  localStorage.clear();
});

describe('the catalog read by a consumer', () => {
  it('goes anonymous for a consumer, signed for anyone not known to be one', async () => {
    const fetchMock = stubFetch(okAnswer);
    configureApiClient({ getAccessToken: () => 'token-1', isConsumer: () => true });
    await apiRequest('products.list', { query: { sort: 'newest', limit: 12 } });
    await apiRequest('products.get', { params: { id: 'p1' } });
    expect(sent(fetchMock, 0)).toEqual({ auth: undefined, credentials: 'same-origin' });
    expect(sent(fetchMock, 1)).toEqual({ auth: undefined, credentials: 'same-origin' });
    // Anything else of the consumer's still carries the token (their cart, their notifications).
    await apiRequest('carts.get');
    await apiRequest('notifications.summary');
    expect(sent(fetchMock, 2)).toEqual({ auth: 'Bearer token-1', credentials: 'omit' });
    expect(sent(fetchMock, 3)).toEqual({ auth: 'Bearer token-1', credentials: 'omit' });

    configureApiClient({ isConsumer: () => false });
    await apiRequest('products.list');
    expect(sent(fetchMock, 4)).toEqual({ auth: 'Bearer token-1', credentials: 'omit' });
  });

  it("the session manager knows a consumer by the stored ID token's role claim, never by default", () => {
    const manager = new SessionManager();
    localStorage.setItem(TOKEN_STORAGE_KEYS.idToken, jwt({ 'custom:role': 'consumer' }));
    expect(manager.isConsumer()).toBe(true);
    localStorage.setItem(TOKEN_STORAGE_KEYS.idToken, jwt({ 'custom:role': 'producer' }));
    expect(manager.isConsumer()).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEYS.idToken, jwt({ sub: 'u1' }));
    expect(manager.isConsumer()).toBe(false);
    localStorage.removeItem(TOKEN_STORAGE_KEYS.idToken);
    expect(manager.isConsumer()).toBe(false);
  });
});
