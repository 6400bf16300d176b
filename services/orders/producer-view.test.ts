import { describe, expect, it } from 'vitest';
import { fixtureLine, fixtureOrder } from './testing.js';
import { producerView } from './producer-view.js';

describe('the order as one farm sees it', () => {
  it('totals only its lines not cancelled, with their shipping and their IVA per rate', () => {
    const { order } = fixtureOrder([
      fixtureLine('po-a', 'farm-a', 'pending', {
        totalPrice: 14.9,
        shipping: 4.9,
        taxRate: 4,
        base: 14.33,
        tax: 0.57,
      }),
      fixtureLine('po-b', 'farm-a', 'cancelled', { taxRate: 21, base: 8.26, tax: 1.74 }),
      fixtureLine('po-c', 'farm-b', 'pending', { taxRate: 10, base: 9.09, tax: 0.91 }),
    ]);
    const view = producerView(
      { ...order, deliveries: [{ producerId: 'farm-a', mode: 'delivery', shipping: 4.9 }] },
      'farm-a',
    );
    expect(view).toMatchObject({ totalPrice: 14.9, shippingTotal: 4.9, delivery: { mode: 'delivery' } });
    expect(view.taxBreakdown).toEqual([{ rate: 4, base: 14.33, tax: 0.57 }]);
    expect(view.productOrders.map((line) => line.id)).toEqual(['po-a', 'po-b']);
  });

  it('works out the IVA of lines stored before it was recorded, at their rate or the default one', () => {
    const { order } = fixtureOrder([
      fixtureLine('po-a', 'farm-a'),
      fixtureLine('po-b', 'farm-a', 'pending', {
        product: { ...fixtureLine('x', 'farm-a').product, taxRate: 4 },
      }),
    ]);
    expect(producerView(order, 'farm-a').taxBreakdown).toEqual([
      { rate: 4, base: 9.62, tax: 0.38 },
      { rate: 10, base: 9.09, tax: 0.91 },
    ]);
  });
});
