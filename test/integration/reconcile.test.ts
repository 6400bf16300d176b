/**
 * The payments reconciliation on the real local stack (docs/payments.md, "Reconciliation"), run on demand
 * (POST /_local/schedules/run {"job": "payments-reconcile"}): what the shop and the Stripe stand-in disagree on
 * is mended, once; a second run finds nothing: a payment, a stranger's charge, an open page, a card refund whose
 * confirmation was lost, a farm's Stripe payout.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { extraChargeRefundId } from '../../services/orders/payment/card-charge.js';
import { paymentKeys } from '../../services/lib/data/money-keys.js';
import { runSchedule } from '../support/schedules.js';
import {
  cardOrder,
  connectedFarm,
  deliver,
  orderOf,
  pauseWebhooks,
  payPage,
  paymentBecomes,
  refundItemsOf,
  stripeSdk,
  payUnheard,
} from './card-money.js';
import { api } from './commerce.js';
import { eventually, noStack } from './helpers.js';
import { seededSuite } from './suite.js';
import { getItem, updateItem } from './table.js';

const tokens = seededSuite();
const reconcile = (now?: Date) => runSchedule('payments-reconcile', now);

describe.skipIf(noStack)('the payments reconciliation', () => {
  afterEach(async () => {
    await pauseWebhooks(false);
  });

  it('pays an order whose payment reached the provider but whose webhook was lost', async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    await payUnheard(url);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('pending');
    await reconcile();
    const paid = await orderOf(order.id, buyer.token);
    expect(paid.payment.status).toBe('paid');
    await reconcile();
    expect((await orderOf(order.id, buyer.token)).payment).toEqual(paid.payment);
    expect(await refundItemsOf(order.id)).toEqual([]);
  });

  it('settles a card refund whose confirmation from the provider was lost', async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    expect(await payPage(url)).toEqual({ status: 200, outcome: 'succeeded' });
    await paymentBecomes(order.id, buyer.token, 'paid');
    await pauseWebhooks(true);
    expect((await api(`/v1/orders/${order.id}`, buyer.token, { method: 'DELETE' })).status).toBe(200);
    // Stripe took the refund (the shop recorded it sent), but its refund.* event was lost.
    await eventually(async () => {
      expect((await refundItemsOf(order.id)).map((refund) => refund.status)).toEqual(['sent']);
    }, 15_000);
    await pauseWebhooks(false);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('refund_pending');
    // Within 10 minutes of sending, the webhook may still come: nothing asked.
    await reconcile();
    expect((await refundItemsOf(order.id)).map((refund) => refund.status)).toEqual(['sent']);
    await reconcile(new Date(Date.now() + 15 * 60_000));
    expect((await refundItemsOf(order.id)).map((refund) => refund.status)).toEqual(['succeeded']);
    const refunded = await orderOf(order.id, buyer.token);
    expect(refunded.payment).toMatchObject({ status: 'refunded', refundedAmount: refunded.payment.amount });
    // Once: a second run changes nothing.
    await reconcile(new Date(Date.now() + 20 * 60_000));
    expect((await orderOf(order.id, buyer.token)).payment).toEqual(refunded.payment);
  });

  it("refunds money taken on a page its order does not know, and leaves the order's own page to pay", async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    const stranger = await stripeSdk().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 2990, product_data: { name: 'Pedido' } } },
      ],
      metadata: { orderId: order.id },
    });
    // Its webhook arrives and is refused (not one of the order's sessions): nothing applied.
    expect(await payPage(stranger.url ?? '')).toEqual({ status: 200, outcome: 'succeeded' });
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('pending');
    expect(await refundItemsOf(order.id)).toEqual([]);

    await reconcile();
    const intent = String((await stripeSdk().checkout.sessions.retrieve(stranger.id)).payment_intent);
    await eventually(async () => {
      expect(await refundItemsOf(order.id)).toEqual([
        expect.objectContaining({ id: extraChargeRefundId(intent), status: 'succeeded', amount: 29.9 }),
      ]);
    }, 15_000);
    expect((await stripeSdk().refunds.list({ payment_intent: intent })).data).toHaveLength(1);
    await reconcile();
    expect(await refundItemsOf(order.id)).toHaveLength(1);
    // The order's own page still pays it.
    expect(await payPage(url)).toEqual({ status: 200, outcome: 'succeeded' });
    await paymentBecomes(order.id, buyer.token, 'paid');
  });

  it('expires a page still open for an order that no longer waits for it', async () => {
    const { buyer, order } = await cardOrder(tokens.producer);
    expect((await api(`/v1/orders/${order.id}`, buyer.token, { method: 'DELETE' })).status).toBe(200);
    // A page the order never recorded (made before sessions were recorded, say), still open at the provider.
    const stray = await stripeSdk().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 2990, product_data: { name: 'Pedido' } } },
      ],
      metadata: { orderId: order.id },
    });
    // Younger than 10 minutes: left alone (its order may be about to record it).
    await reconcile();
    expect((await stripeSdk().checkout.sessions.retrieve(stray.id)).status).toBe('open');
    await reconcile(new Date(Date.now() + 11 * 60_000));
    expect((await stripeSdk().checkout.sessions.retrieve(stray.id)).status).toBe('expired');
    expect(await payPage(stray.url ?? '')).toEqual({ status: 409, outcome: 'expired' });
  });

  it("records a farm's Stripe payout whose record was lost with the transfer the provider has, never a second one", async () => {
    const farm = await connectedFarm();
    const { buyer, order, url } = await cardOrder(farm.token);
    expect(await payPage(url)).toEqual({ status: 200, outcome: 'succeeded' });
    await paymentBecomes(order.id, buyer.token, 'paid');
    await deliver(farm.token, order);
    const run = await api<{ payouts: Payout[] }>('/v1/payments/payouts', tokens.admin, {
      method: 'POST',
      body: { producerIds: [farm.userId] },
    });
    expect(run.status, run.text).toBe(201);
    const [payout] = run.body.data.payouts;
    expect(payout).toMatchObject({ method: 'stripe_transfer', status: 'paid' });
    const transferId = payout?.reference;

    // As if the process had died between Stripe's transfer and its record: pending, its reference the account.
    await updateItem(paymentKeys.payout(payout!.id), {
      UpdateExpression: 'SET #status = :pending, #reference = :account, paidAt = :none',
      ExpressionAttributeNames: { '#status': 'status', '#reference': 'reference' },
      ExpressionAttributeValues: { ':pending': 'pending', ':account': farm.accountId, ':none': null },
    });
    // Within its first 5 minutes a pending payout is under way: left alone.
    await reconcile();
    expect((await getItem(paymentKeys.payout(payout!.id)))?.status).toBe('pending');
    await reconcile(new Date(Date.now() + 6 * 60_000));
    expect(await getItem(paymentKeys.payout(payout!.id))).toMatchObject({
      status: 'paid',
      reference: transferId,
    });
    const transfers = await stripeSdk().transfers.list({ destination: farm.accountId });
    expect(transfers.data.map((transfer) => transfer.id)).toEqual([transferId]);
  });
});
