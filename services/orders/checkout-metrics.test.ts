import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../shared/contracts/route-table.js';
import { conflict, unauthorized, unprocessable } from '../lib/errors.js';
import { metrics } from '../lib/observability/metrics.js';
import { observeOrders, recordOrderPlaced, refusal, refusalReason } from './checkout-metrics.js';

const checkoutRoute = getRoute('orders.checkout');

/** The refusals recorded (their Reason) and the invocation's other metrics, as the module hands them over. */
function recorded() {
  const reasons: string[] = [];
  vi.spyOn(metrics, 'singleMetric').mockImplementation(() => {
    const single = { addDimension: vi.fn(), addMetric: vi.fn() };
    single.addDimension.mockImplementation((_name: string, value: string) => reasons.push(value));
    return single as never;
  });
  const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
  return { reasons, added: () => added.mock.calls.map(([name, unit, value]) => [name, unit, value]) };
}

afterEach(() => vi.restoreAllMocks());

describe('checkout metrics', () => {
  it('records a placed order and its total in cents', () => {
    const { added } = recorded();
    recordOrderPlaced(2490);
    expect(added()).toEqual([
      ['OrdersPlaced', 'Count', 1],
      ['Revenue', 'None', 2490],
    ]);
  });

  it("records checkout's latency on every answer and a refusal, by reason, on every 4xx", () => {
    const { reasons, added } = recorded();
    observeOrders({ route: checkoutRoute, statusCode: 201, error: null, milliseconds: 180.4 });
    const stock = refusal('stock', conflict('Sin stock'));
    observeOrders({ route: checkoutRoute, statusCode: 409, error: stock, milliseconds: 90 });
    observeOrders({ route: checkoutRoute, statusCode: 422, error: unprocessable(), milliseconds: 5 });
    observeOrders({ route: checkoutRoute, statusCode: 401, error: unauthorized(), milliseconds: 2 });
    // A 5xx is an error (the API's 5xx alarm), not a refusal.
    observeOrders({ route: checkoutRoute, statusCode: 500, error: new Error('x'), milliseconds: 3 });
    expect(added()).toEqual([
      ['CheckoutLatency', 'Milliseconds', 180],
      ['CheckoutLatency', 'Milliseconds', 90],
      ['CheckoutLatency', 'Milliseconds', 5],
      ['CheckoutLatency', 'Milliseconds', 2],
      ['CheckoutLatency', 'Milliseconds', 3],
    ]);
    expect(reasons).toEqual(['stock', 'invalid_input', 'not_signed_in']);
  });

  it("records nothing for the orders function's other routes", () => {
    const { reasons, added } = recorded();
    observeOrders({ route: getRoute('orders.list'), statusCode: 409, error: conflict(), milliseconds: 9 });
    expect(added()).toEqual([]);
    expect(reasons).toEqual([]);
  });

  it('reads the reason of an untagged 4xx from its status', () => {
    expect(refusalReason({ statusCode: 403, error: null })).toBe('not_allowed');
    expect(refusalReason({ statusCode: 413, error: null })).toBe('invalid_input');
    expect(refusalReason({ statusCode: 429, error: null })).toBe('other');
    expect(refusalReason({ statusCode: 409, error: refusal('coupon', conflict()) })).toBe('coupon');
  });
});
