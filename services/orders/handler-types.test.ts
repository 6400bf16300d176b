/**
 * A handler's types come from its endpoint's contract. The `@ts-expect-error` lines are the test: `npm run
 * typecheck` fails if any of them compiles (a handler answering the wrong shape, a handler table missing an
 * endpoint, a body field the schema does not have). The runtime part checks the table the orders function uses.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderAnswer, ordersContract, OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import type { ShippingInfo } from '../../shared/contracts/orders/entities.js';
import { ordersRoutes } from './routes.js';
import type { BinaryBody, Handler, Handlers, RouteRequest } from '../lib/http/types.js';
import type { Withdrawal } from '../../shared/contracts/withdrawals/entities.js';

type Get = OrdersEndpoints['get'];
type Checkout = OrdersEndpoints['checkout'];

describe('handler types', () => {
  it('take the request from the schemas and the result from the answer type', () => {
    expectTypeOf<RouteRequest<Checkout>['body']['shippingInfo']>().toMatchTypeOf<ShippingInfo>();
    expectTypeOf<RouteRequest<Checkout>['body']>().toHaveProperty('shippingInfo');
    expectTypeOf<RouteRequest<Checkout>['headers']>().toEqualTypeOf<{ 'idempotency-key'?: string }>();
    expectTypeOf<RouteRequest<Get>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ReturnType<Handler<Get>>>().resolves.toEqualTypeOf<{
      // Ours (issue 31): the order's withdrawals beside it.
      data: OrderAnswer & { withdrawals?: Withdrawal[] };
      message?: string;
      statusCode?: number;
      headers?: Record<string, string>;
      binary?: BinaryBody;
    }>();
  });

  it('refuse a handler that answers another shape', () => {
    // @ts-expect-error: GET /v1/orders/{id} answers { order }, not { orders }.
    const wrong: Handler<Get> = async () => ({ data: { orders: [] } });
    // @ts-expect-error: the body has no `address` (the contract's checkout schema takes { shippingInfo }).
    const reads: Handler<Checkout> = async ({ body }) => ({ data: { order: body.address } });
    expect([wrong, reads]).toHaveLength(2);
  });

  it('refuse a handler table that lacks an endpoint', () => {
    const { checkout: _left, ...withoutCheckout } = ordersRoutes;
    // @ts-expect-error: every endpoint of the contract needs its handler (checkout is missing).
    const table: Handlers<typeof ordersContract> = withoutCheckout;
    expect(Object.keys(table)).not.toContain('checkout');
    expect(Object.keys(ordersRoutes)).toContain('checkout');
  });
});
