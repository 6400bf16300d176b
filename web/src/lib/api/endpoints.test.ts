/**
 * The typed client: its calls go to the contract's paths, and its types are the contract's. The
 * `@ts-expect-error` lines are the type test: `npm run typecheck` fails if any of them compiles (a field the
 * contract's answer lacks, an input the endpoint does not take).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import type { Withdrawal } from '../../../../shared/contracts/withdrawals/entities.js';
import { jsonResponse, stubFetch } from '../../test/utils';
import { api, request } from './endpoints';
import { apiKey } from './use-api';

const shippingInfo = { fullName: 'Ana', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28001' };
const ok = (data: unknown) => jsonResponse({ status: { code: 'SUCCESS', message: 'Listo' }, data });

describe('typed client', () => {
  it('calls the endpoint of the contract with its path parameters, query and body', async () => {
    const fetchMock = stubFetch(() => ok({ order: { id: 'o 1' } }));
    const data = await api.orders.get({ params: { id: 'o 1' } });
    expect(data.order.id).toBe('o 1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/orders/o%201');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');

    await api.carts.addItem({ body: { productId: 'p1', quantity: 2 } });
    expect(fetchMock.mock.calls[1]![0]).toBe('/v1/carts/items');
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(JSON.stringify({ productId: 'p1', quantity: 2 }));

    await api.products.list({ query: { limit: 6, sort: 'newest' } });
    expect(fetchMock.mock.calls[2]![0]).toBe('/v1/products?limit=6&sort=newest');
  });

  it('answers the envelope through request() and builds the SWR key screens share', async () => {
    stubFetch(() => ok({ readAt: '2026-11-26T08:00:00.000Z' }));
    const answer = await request(api.notifications.markAllRead.endpoint);
    expect(answer).toMatchObject({
      status: 200,
      message: 'Listo',
      data: { readAt: '2026-11-26T08:00:00.000Z' },
    });
    expect(apiKey(api.orders.get, { params: { id: 'o1' } }, 'u1')).toEqual([
      'orders.get',
      { params: { id: 'o1' } },
      'u1',
    ]);
    expect(apiKey(api.orders.list, { query: { limit: 10 } })).toEqual([
      'orders.list',
      { query: { limit: 10 } },
    ]);
  });

  it("types every answer as the contract's", async () => {
    stubFetch(() => ok({ order: { id: 'o1' } }));
    const data = await api.orders.get({ params: { id: 'o1' } });
    expectTypeOf(data.order).toEqualTypeOf<Order>();
    expectTypeOf(data.withdrawals).toEqualTypeOf<Withdrawal[] | undefined>();
    // @ts-expect-error: the answer of GET /v1/orders/{id} has no `orders`.
    expect(data.orders).toBeUndefined();
    // @ts-expect-error: an order has no `total` (it is `totalPrice`).
    expect(data.order.total).toBeUndefined();
  });

  it('refuses an input the endpoint does not take', () => {
    const calls = [
      // @ts-expect-error: GET /v1/orders/{id} needs its `id` path parameter.
      () => api.orders.get({}),
      // @ts-expect-error: the add-item body is { productId, quantity }.
      () => api.carts.addItem({ body: { product: 'p1', quantity: 1 } }),
      // @ts-expect-error: the catalog takes no `color` filter.
      () => api.products.list({ query: { color: 'rojo' } }),
      // @ts-expect-error: checkout reads one header, Idempotency-Key (in either spelling), no other.
      () => api.orders.checkout({ body: { shippingInfo }, headers: { 'X-Other': '1' } }),
    ];
    // Header names are case-insensitive: the contract's lower-cased name and the usual spelling both type-check.
    const spellings = [
      () => api.orders.checkout({ body: { shippingInfo }, headers: { 'idempotency-key': 'k1' } }),
      () => api.orders.checkout({ body: { shippingInfo }, headers: { 'Idempotency-Key': 'k1' } }),
    ];
    expect(calls).toHaveLength(4);
    expect(spellings).toHaveLength(2);
  });
});
