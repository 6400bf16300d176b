import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRoute, JOURNEY_GROUPS, ROUTES } from '../../../shared/contracts/route-table.js';
import { metrics } from './metrics.js';
import { recordRouteAnswer, routeGroupOf } from './route-metrics.js';

afterEach(() => vi.restoreAllMocks());

describe('route metrics', () => {
  it('groups the journeys on their own and every other route under its domain', () => {
    expect(routeGroupOf(getRoute('orders.checkout'))).toBe('checkout');
    expect(routeGroupOf(getRoute('products.list'))).toBe('catalog');
    expect(routeGroupOf(getRoute('products.create'))).toBe('products');
    expect(routeGroupOf(getRoute('auth.login'))).toBe('sign-in');
    expect(routeGroupOf(getRoute('payments.webhook'))).toBe('stripe-webhook');
    // Every journey names routes of the table (a renamed route would leave its journey empty).
    const ids = new Set(ROUTES.map((route) => route.id));
    for (const id of Object.values(JOURNEY_GROUPS).flat()) expect(ids.has(id), id).toBe(true);
  });

  it("writes one line per answer: its time and whether it was a 5xx, by its route's group", () => {
    const calls: unknown[][] = [];
    vi.spyOn(metrics, 'singleMetric').mockImplementation(() => {
      const single = {
        addDimension: (...args: unknown[]) => calls.push(['dimension', ...args]),
        addMetric: (...args: unknown[]) => calls.push(['metric', ...args]),
      };
      return single as never;
    });
    recordRouteAnswer(getRoute('orders.checkout'), 201, 812.3);
    recordRouteAnswer(getRoute('carts.get'), 503, 40);
    expect(calls).toEqual([
      ['dimension', 'RouteGroup', 'checkout'],
      ['metric', 'ApiLatency', 'Milliseconds', 812],
      ['metric', 'ApiServerErrors', 'Count', 0],
      ['dimension', 'RouteGroup', 'carts'],
      ['metric', 'ApiLatency', 'Milliseconds', 40],
      ['metric', 'ApiServerErrors', 'Count', 1],
    ]);
  });
});
