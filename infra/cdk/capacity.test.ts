import { describe, expect, it } from 'vitest';
import { capacityOf, FLOOR_API, FLOOR_JOB, reservedFor, throttleFor } from './capacity.js';
import { readConfig } from './config.js';
import { FUNCTION_NAMES } from './constructs/service-functions.js';

const contextOf = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });

describe('capacity (docs/scale.md, "100 orders a second")', () => {
  it('leaves a cooperative shop unreserved, at 50 requests a second', () => {
    const shop = capacityOf('shop', FUNCTION_NAMES);
    expect(shop.reservedConcurrency).toEqual({});
    expect(shop.throttle).toEqual({ rateLimit: 50, burstLimit: 100 });
    expect(readConfig(contextOf({})).capacity).toBe('shop');
  });

  it('sizes a campaign from a purchase: orders/s x invocations x seconds x 2', () => {
    const campaign = capacityOf('campaign', FUNCTION_NAMES);
    expect(campaign.ordersPerSecond).toBe(100);
    // 14 requests of the purchase and 5 signed-in pages before it, 100 times a second.
    expect(campaign.throttle).toEqual({ rateLimit: 1900, burstLimit: 3800 });
    expect(campaign.reservedConcurrency).toMatchObject({
      orders: 120, // 2 x 0.3 s x 100 x 2
      carts: 40, // 4 x 0.05 s
      products: 80, // (3 + 5 pages) x 0.05 s
      authorizer: 52, // (8 + 5) x 0.02 s
      auth: 80, // 2 x 0.2 s
      payments: 60,
      events: 55, // 274 write units x 100 / 1,000 per shard, x 2
      reports: FLOOR_API,
      'payments-sweeper': FLOOR_JOB,
    });
    expect(Object.keys(campaign.reservedConcurrency)).toEqual([...FUNCTION_NAMES]);
    // AWS keeps 100 of the account's executions unreserved: a 1,000 account must fit the whole stack.
    const total = Object.values(campaign.reservedConcurrency).reduce((sum, n) => sum + (n ?? 0), 0);
    expect(total).toBeLessThanOrEqual(900);
  });

  it('grows with the orders a second', () => {
    expect(reservedFor('orders', 200)).toBe(240);
    expect(throttleFor(200)).toEqual({ rateLimit: 3800, burstLimit: 7600 });
  });

  it('reads the capacity from the context or PITAHAYA_CAPACITY; an explicit throttle still wins', () => {
    expect(readConfig(contextOf({ capacity: 'campaign' })).throttle).toEqual({
      rateLimit: 1900,
      burstLimit: 3800,
    });
    expect(readConfig(contextOf({ capacity: 'campaign', throttleRate: 500 })).throttle.rateLimit).toBe(500);
    expect(() => readConfig(contextOf({ capacity: 'huge' }))).toThrow(
      /capacity must be one of shop, campaign/,
    );
  });
});
