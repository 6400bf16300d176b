import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { serverCartApi } from './server-cart';

const cart = (items: unknown[]) => ({
  id: 'cart-1',
  userId: 'consumer-1',
  items,
  totalPrice: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
});

describe('serverCartApi.get (issue 23: no failed request for an empty cart)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks with allowEmpty=true, and reads a cart without lines as none', async () => {
    const api = apiServer({ 'GET /v1/carts': () => ok({ cart: cart([]) }) });
    expect(await serverCartApi.get()).toBeNull();
    const [call] = api.to('GET', '/v1/carts');
    expect(call!.query.get('allowEmpty')).toBe('true');
  });

  it('answers the cart with its lines, and none for a 404 (a server without the extension)', async () => {
    const line = { id: 'i1', productId: 'p1', quantity: 1, price: 2, product: { name: 'Pitahaya' } };
    apiServer({ 'GET /v1/carts': () => ok({ cart: cart([line]) }) });
    expect((await serverCartApi.get())?.items).toHaveLength(1);
    apiServer({ 'GET /v1/carts': () => fail(404, 'NOT_FOUND', 'Tu carrito está vacío.') });
    expect(await serverCartApi.get()).toBeNull();
  });
});
