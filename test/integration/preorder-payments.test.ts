/**
 * A pre-order paid by card on the real local stack (docs/harvest-calendar.md, "Pre-orders"): charged when it is
 * placed, like any card order (the local Stripe stand-in's hosted page and webhook), and refunded in full through
 * the provider when its farm cancels the line; the expected harvest (its stock) gets the units back.
 */
import { describe, expect, it } from 'vitest';
import { addDays, madridToday } from '../../shared/utils/madrid-time.js';
import { orderOf, placeWith } from './card-money.js';
import { api, freshConsumer, freshProducer, freshProduct } from './commerce.js';
import { baseUrl, eventually, noStack } from './helpers.js';
import { stockOf } from './table.js';
import { seededSuite } from './suite.js';

seededSuite();

describe.skipIf(noStack)('a pre-order paid by card', () => {
  it('is charged when placed and refunded in full when its farm cancels the line', async () => {
    const farm = await freshProducer('pre-card');
    const product = await freshProduct(farm.token, { stock: 5, price: 12.5 });
    const readyFrom = addDays(madridToday(new Date()), 40);
    const set = await api(`/v1/products/${product.productId}`, farm.token, {
      method: 'PUT',
      body: {
        availability: 'preorder',
        preorder: { readyFrom, closesAt: new Date(Date.now() + 20 * 86_400_000).toISOString() },
      },
    });
    expect(set.status, set.text).toBe(200);
    const buyer = await freshConsumer('pre-card-c');
    const placed = await placeWith(buyer, 'card', [product]);
    const { order } = placed;
    expect(order.productOrders[0]).toMatchObject({ readyFrom, dispatchDate: readyFrom });
    expect(await stockOf(product.productId)).toBe(3);

    // Charged now, as any card order, though it leaves in 40 days.
    const paid = await fetch(`${baseUrl}/_local/payments/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: placed.payment?.redirectUrl ?? '', card: '4242424242424242' }),
    });
    expect(((await paid.json()) as { status?: string }).status).toBe('succeeded');
    await eventually(async () => expect((await orderOf(order.id, buyer.token)).payment.status).toBe('paid'));

    // The farm cannot harvest it: it cancels the line, and the whole amount goes back through the provider.
    const line = order.productOrders[0]!;
    const cancelled = await api(`/v1/orders/${order.id}/products/${line.id}/status`, farm.token, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const refunded = await eventually(async () => {
      const after = await orderOf(order.id, buyer.token);
      expect(after.payment.status).toBe('refunded');
      return after;
    }, 15_000);
    expect(refunded.payment).toMatchObject({ refundedAmount: order.totalPrice, refundPendingAmount: 0 });
    expect(refunded.status).toBe('cancelled');
    expect(await stockOf(product.productId)).toBe(5);
  });
});
