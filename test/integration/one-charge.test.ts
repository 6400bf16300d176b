/**
 * One order, one charge, on the real local stack (docs/payments.md, "One order, one charge"): a retry page closes
 * the earlier one at the provider; cancelling an unpaid card order closes its page; at the deadline the sweeper
 * asks the provider and pays an order whose webhook was lost; a second charge is refunded by itself; the webhook
 * applies only what matches the order and the provider confirms, signed within the tolerance either way, of
 * this key's mode; a card order is written with its page's session, and a checkout whose transaction is refused
 * leaves no order and its sessions expired.
 */
import type { PlacedOrderAnswer } from '../../shared/contracts/orders/contract.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { CHECKOUT_MESSAGES } from '../../shared/messages/order.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { CHECKOUT_ATTEMPTS } from '../../services/orders/checkout.js';
import { extraChargeRefundId } from '../../services/orders/payment/card-charge.js';
import { runSchedule } from '../support/schedules.js';
import {
  cardOrder,
  completedEvent,
  orderOf,
  pauseWebhooks,
  payPage,
  paymentBecomes,
  refundItemsOf,
  sessionIdOf,
  sessionsOfOrder,
  signedWebhook,
  stripeSdk,
  payUnheard,
} from './card-money.js';
import { SHIPPING, addItem, api, freshConsumer, freshProduct } from './commerce.js';
import { eventually, noStack } from './helpers.js';
import { seededSuite } from './suite.js';
import { deleteItem, getItem, ordersOf, putItem, stockOf, updateItem } from './table.js';

const tokens = seededSuite();

describe.skipIf(noStack)('one order, one charge', () => {
  afterEach(async () => {
    await pauseWebhooks(false);
  });

  it('closes the earlier page at the provider when a new one is asked for: only the new page takes money', async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    const retried = await api<{ order: Order; payment: { redirectUrl: string } }>(
      `/v1/orders/${order.id}/payment`,
      buyer.token,
      { method: 'POST' },
    );
    expect(retried.status, retried.text).toBe(200);
    const next = retried.body.data.payment.redirectUrl;
    expect(sessionIdOf(next)).not.toBe(sessionIdOf(url));
    expect((await stripeSdk().checkout.sessions.retrieve(sessionIdOf(url))).status).toBe('expired');

    expect(await payPage(url)).toEqual({ status: 409, outcome: 'expired' });
    expect(await payPage(next)).toEqual({ status: 200, outcome: 'succeeded' });
    await paymentBecomes(order.id, buyer.token, 'paid');
    const charged = (await sessionsOfOrder(order.id)).filter((session) => session.payment_status === 'paid');
    expect(charged.map((session) => session.id)).toEqual([sessionIdOf(next)]);
  });

  it('pays the order instead of making a new page when the earlier page was paid meanwhile (its webhook lost)', async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    await payUnheard(url);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('pending');
    const retried = await api(`/v1/orders/${order.id}/payment`, buyer.token, { method: 'POST' });
    expect(retried.status).toBe(409);
    expect(retried.body.status.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('paid');
    expect(await sessionsOfOrder(order.id)).toHaveLength(1);
  });

  it('closes the page of an unpaid card order its consumer cancels: a cancelled order takes no money', async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    const cancelled = await api<{ order: Order }>(`/v1/orders/${order.id}`, buyer.token, {
      method: 'DELETE',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.order.payment.status).toBe('expired');
    expect(await payPage(url)).toEqual({ status: 409, outcome: 'expired' });
    expect(await refundItemsOf(order.id)).toEqual([]);

    // An admin's cancel of the whole order closes it too.
    const other = await cardOrder(tokens.producer);
    const byAdmin = await api(`/v1/orders/${other.order.id}/status`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(await payPage(other.url)).toEqual({ status: 409, outcome: 'expired' });
  });

  it('asks the provider at the deadline: an order paid whose webhook was lost is paid, not expired', async () => {
    const { buyer, order, url, product } = await cardOrder(tokens.producer);
    await payUnheard(url);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('pending');

    await runSchedule('payments-sweep', new Date(Date.parse(order.payment.dueAt ?? '') + 1_000));
    const after = await orderOf(order.id, buyer.token);
    expect(after.status).not.toBe('cancelled');
    expect(after.payment.status).toBe('paid');
    // The stock stays sold: 5 - 2.
    const stock = (await api<{ product: { stock: number } }>(`/v1/products/${product.productId}`)).body.data
      .product.stock;
    expect(stock).toBe(3);
    expect(await refundItemsOf(order.id)).toEqual([]);

    // An unpaid one at its deadline: its page closed at the provider, then cancelled.
    const unpaid = await cardOrder(tokens.producer);
    await runSchedule('payments-sweep', new Date(Date.parse(unpaid.order.payment.dueAt ?? '') + 1_000));
    expect((await orderOf(unpaid.order.id, unpaid.buyer.token)).payment.status).toBe('expired');
    expect(await payPage(unpaid.url)).toEqual({ status: 409, outcome: 'expired' });
  });

  it('refunds a second charge of a paid order by itself (two pages paid), once, and keeps the order paid', async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    // A second page for the same order, as two retries racing could leave it: made at the provider and
    // recorded on the order.
    const second = await stripeSdk().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 2990, product_data: { name: `Pedido ${order.id}` } },
        },
      ],
      metadata: { orderId: order.id, attempt: '1' },
      client_reference_id: order.id,
    });
    await updateItem(
      { PK: `ORDER#${order.id}`, SK: 'ORDER' },
      {
        UpdateExpression: 'ADD paymentSessionIds :ids',
        ExpressionAttributeValues: { ':ids': new Set([second.id]) },
      },
    );
    expect(await payPage(url)).toEqual({ status: 200, outcome: 'succeeded' });
    await paymentBecomes(order.id, buyer.token, 'paid');
    expect(await payPage(second.url ?? '')).toEqual({ status: 200, outcome: 'succeeded' });

    const secondIntent = String((await stripeSdk().checkout.sessions.retrieve(second.id)).payment_intent);
    await eventually(async () => {
      const refunds = await stripeSdk().refunds.list({ payment_intent: secondIntent });
      expect(refunds.data.map((refund) => [refund.amount, refund.status])).toEqual([[2990, 'succeeded']]);
    }, 15_000);
    await eventually(async () => {
      expect(await refundItemsOf(order.id)).toEqual([
        expect.objectContaining({
          id: extraChargeRefundId(secondIntent),
          reason: 'duplicate_charge',
          amount: 29.9,
          status: 'succeeded',
          paymentIntentId: secondIntent,
        }),
      ]);
    }, 15_000);
    const paid = await orderOf(order.id, buyer.token);
    expect(paid.payment).toMatchObject({ status: 'paid', refundedAmount: 0 });
    // The admin's refund history lists it, done.
    const history = await api<{ refunds: { id: string; reason: string; status: string; amount: number }[] }>(
      `/v1/payments/refunds?status=all&orderId=${order.id}`,
      tokens.admin,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.refunds).toEqual([
      expect.objectContaining({
        id: extraChargeRefundId(secondIntent),
        reason: 'duplicate_charge',
        status: 'succeeded',
        amount: 29.9,
      }),
    ]);

    // The same charge reported again (a signed event of the second session) refunds nothing more.
    expect((await signedWebhook(await completedEvent(second.id))).status).toBe(200);
    expect(await refundItemsOf(order.id)).toHaveLength(1);
    expect((await stripeSdk().refunds.list({ payment_intent: secondIntent })).data).toHaveLength(1);
  });

  it("applies only an event that matches the order and the provider, dated within the tolerance either way, of the key's mode", async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    await payUnheard(url);
    const sessionId = sessionIdOf(url);
    const now = Math.floor(Date.now() / 1000);
    const stillPending = async () =>
      expect((await orderOf(order.id, buyer.token)).payment.status).toBe('pending');

    // Refused with 400 (nothing written): dated 10 minutes ahead or behind, or a live event for a test key.
    expect((await signedWebhook(await completedEvent(sessionId), now + 600)).status).toBe(400);
    expect((await signedWebhook(await completedEvent(sessionId), now - 600)).status).toBe(400);
    expect((await signedWebhook(await completedEvent(sessionId, {}, { livemode: true }))).status).toBe(400);
    await stillPending();
    // Acknowledged but not applied: another currency, another amount, a session that is not the order's.
    expect((await signedWebhook(await completedEvent(sessionId, { currency: 'usd' }))).status).toBe(200);
    expect((await signedWebhook(await completedEvent(sessionId, { amount_total: 100 }))).status).toBe(200);
    expect((await signedWebhook(await completedEvent(sessionId, { id: 'cs_test_forged' }))).status).toBe(200);
    await stillPending();
    // The order's own session, but the provider says it is not paid (another order's page, not paid yet).
    const unpaid = await cardOrder(tokens.producer);
    const claim = await completedEvent(sessionIdOf(unpaid.url), {
      payment_status: 'paid',
      status: 'complete',
    });
    expect((await signedWebhook(claim)).status).toBe(200);
    expect((await orderOf(unpaid.order.id, unpaid.buyer.token)).payment.status).toBe('pending');

    // The real one: applied once; the same event again changes nothing.
    const event = await completedEvent(sessionId);
    expect((await signedWebhook(event)).status).toBe(200);
    const paid = await paymentBecomes(order.id, buyer.token, 'paid', 2_000);
    expect((await signedWebhook(event)).status).toBe(200);
    expect((await orderOf(order.id, buyer.token)).payment).toEqual(paid.payment);
    expect(await refundItemsOf(order.id)).toEqual([]);
  });

  it('writes a card order with its session, and leaves no order and every session expired when the transaction is refused', async () => {
    const buyer = await freshConsumer('refused-card');
    const product = await freshProduct(tokens.producer, { stock: 5, price: 12.5 });
    await addItem(buyer.token, product.productId, 2);
    const key = `refused-${Date.now()}`;
    const keyItem = { PK: `IDEMPOTENCY#${buyer.userId}#${key}`, SK: 'CHECKOUT' };
    // The key's item is there (unexpired) but names no order that exists: each run passes every check before
    // the transaction, makes its session, and then the transaction's condition on the key refuses it.
    await putItem({
      ...keyItem,
      entity: 'CheckoutIdempotency',
      orderId: 'no-such-order',
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const checkout = () =>
      api<PlacedOrderAnswer>('/v1/orders/checkout', buyer.token, {
        method: 'POST',
        body: { shippingInfo: SHIPPING, paymentMethod: 'card' },
        headers: { 'Idempotency-Key': key },
      });
    const refused = await checkout();
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.status.message).toBe(CHECKOUT_MESSAGES.busy);
    expect(await ordersOf(buyer.userId)).toEqual([]);
    expect(await stockOf(product.productId)).toBe(5);
    // One session per run, each made for an order that was never written, each expired at the provider.
    const made: { id: string; orderId: string; status: string | null }[] = [];
    for await (const session of stripeSdk().checkout.sessions.list({ limit: 100 }))
      if (session.customer_email === buyer.email)
        made.push({ id: session.id, orderId: session.metadata?.orderId ?? '', status: session.status });
    expect(made).toHaveLength(CHECKOUT_ATTEMPTS);
    expect(new Set(made.map((session) => session.orderId)).size).toBe(CHECKOUT_ATTEMPTS);
    for (const session of made) {
      expect(session.status).toBe('expired');
      expect(await getItem({ PK: `ORDER#${session.orderId}`, SK: 'ORDER' })).toBeUndefined();
    }
    // A signed event claiming one of them paid changes nothing: its order does not exist.
    const claim = await completedEvent(made[0]?.id ?? '', { payment_status: 'paid', status: 'complete' });
    expect((await signedWebhook(claim)).status).toBe(200);
    expect(await getItem({ PK: `ORDER#${made[0]?.orderId}`, SK: 'ORDER' })).toBeUndefined();
    expect(await refundItemsOf(made[0]?.orderId ?? '')).toEqual([]);

    // The key free again, the same cart is ordered: the order's own item holds its page's session already.
    await deleteItem(keyItem);
    const placed = await checkout();
    expect(placed.status, placed.text).toBe(201);
    const url = placed.body.data.payment?.redirectUrl ?? '';
    const stored = await getItem({ PK: `ORDER#${placed.body.data.order.id}`, SK: 'ORDER' });
    expect(stored?.paymentSessionIds).toEqual(new Set([sessionIdOf(url)]));
    expect(await stockOf(product.productId)).toBe(3);
    // Replayed with its key: the same order and page, the set unchanged.
    const replay = await checkout();
    expect(replay.status).toBe(200);
    expect(replay.body.data.order.id).toBe(placed.body.data.order.id);
    expect(replay.body.data.payment?.redirectUrl).toBe(url);
    expect(
      (await getItem({ PK: `ORDER#${placed.body.data.order.id}`, SK: 'ORDER' }))?.paymentSessionIds,
    ).toEqual(new Set([sessionIdOf(url)]));
  });
});
