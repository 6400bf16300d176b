/**
 * Card payments end to end on the real local stack (docs/payments.md): the same `stripe` SDK calls as in AWS,
 * against the local Stripe-compatible server, whose signed webhooks reach /v1/payments/webhook. A card checkout
 * answers the hosted page; a declined card leaves the order pending with a new page on request; only the webhook
 * marks it paid; bad, old or replayed signatures change nothing; a paid order cancelled is refunded through the
 * provider (refund_pending until its webhook confirms the refund); an unpaid one is cancelled by the payments
 * sweep once its deadline is past, its page closed at the provider first (the sweep run on demand as if it were
 * a second after the deadline: POST /_local/schedules/run); a webhook
 * racing a cancel ends consistent; a farm's balance follows delivery, and a payout settles it.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedOrderAnswer } from '../../shared/contracts/orders/contract.js';
import type { BalanceAnswer, PayoutFile, PayoutsAnswer } from '../../shared/contracts/payments/contract.js';
import type { Payout, Refund } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { SEED_PAYMENT_SETTINGS } from '../../infra/local/seed/payments.js';
import { runSchedule } from '../support/schedules.js';
import {
  DECLINED,
  PAYS,
  cancelPaidCardOrder,
  cardOrder,
  orderOf,
  pay,
  paymentBecomes,
  signedWebhook,
} from './card-money.js';
import {
  SHIPPING,
  addItem,
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  lineStatus,
  deliverLine,
} from './commerce.js';
import { baseUrl, eventually, noStack, postJson } from './helpers.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();
describe.skipIf(noStack)('card payments over HTTP', () => {
  it('answers the hosted page, keeps a declined order pending with a new page, and is paid only by the webhook', async () => {
    const key = `card-${Date.now()}`;
    const { buyer, order, url, placed } = await cardOrder(tokens.producer, 2, key);
    // 25 € of goods + 4,90 € shipping.
    expect(order.payment).toMatchObject({ method: 'card', status: 'pending', paidAt: null, amount: 29.9 });
    expect(url).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/pay\//);
    expect(placed.body.status.message).toBe(PAYMENT_MESSAGES.paymentPending);

    // The same checkout again (same key): the same order and the same page, never a second charge.
    const replay = await api<PlacedOrderAnswer>('/v1/orders/checkout', buyer.token, {
      method: 'POST',
      body: { shippingInfo: SHIPPING, paymentMethod: 'card' },
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data.order.id).toBe(order.id);
    expect(replay.body.data.payment?.redirectUrl).toBe(url);

    expect(await pay(url, DECLINED)).toBe('declined');
    await paymentBecomes(order.id, buyer.token, 'failed');

    const retried = await api<Required<PlacedOrderAnswer>>(`/v1/orders/${order.id}/payment`, buyer.token, {
      method: 'POST',
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.data.payment.redirectUrl).not.toBe(url);
    expect(retried.body.data.order.payment.status).toBe('pending');
    expect((await api(`/v1/orders/${order.id}/payment`, tokens.consumer, { method: 'POST' })).status).toBe(
      404,
    );

    expect(await pay(retried.body.data.payment.redirectUrl, PAYS)).toBe('succeeded');
    const paid = await paymentBecomes(order.id, buyer.token, 'paid');
    expect(Date.parse(paid.payment.paidAt ?? '')).not.toBeNaN();

    const again = await api(`/v1/orders/${order.id}/payment`, buyer.token, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.status.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });

  it('refuses webhooks without a valid, fresh signature with 400, and applies a signed event once', async () => {
    const { buyer, order } = await cardOrder(tokens.producer);
    const session = {
      id: 'cs_test_forged',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 2990, // the order's 29,90 € (25 € + 4,90 € shipping) in cents
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      payment_intent: 'pi_test_forged',
    };
    const event = {
      id: `evt_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    };

    const unsigned = await fetch(`${baseUrl}/v1/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    const forged = await fetch(`${baseUrl}/v1/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: JSON.stringify(event),
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { status: { message: string } }).status.message).toBe(
      PAYMENT_MESSAGES.webhookInvalid,
    );
    const old = await signedWebhook(event, Math.floor(Date.now() / 1000) - 3600);
    expect(old.status).toBe(400);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('pending');

    // Signed with the endpoint's secret, but its session is not one of the order's (and the provider does not
    // know it): acknowledged, nothing applied (one-charge.test.ts applies a real one, once).
    expect((await signedWebhook(event)).status).toBe(200);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('pending');
  });

  it('refunds a paid card order cancelled by its consumer through the provider', async () => {
    const { buyer, order, url } = await cardOrder(tokens.producer);
    expect(await pay(url, PAYS)).toBe('succeeded');
    await paymentBecomes(order.id, buyer.token, 'paid');
    // Nothing moved yet when the cancel answers: refunded once Stripe's webhook confirms the refund.
    await cancelPaidCardOrder(order, buyer.token);
    // The refund reaches Stripe from the stream: it never shows among the admins' open refunds for long.
    await eventually(async () => {
      const open = await api<{ refunds: Refund[] }>('/v1/payments/refunds', tokens.admin);
      expect(open.status).toBe(200);
      expect(open.body.data.refunds.filter((refund) => refund.orderId === order.id)).toEqual([]);
    }, 15_000);
  });

  it('cancels an unpaid card order at its deadline: stock back, payment expired, the consumer told', async () => {
    const { buyer, order, product, url } = await cardOrder(tokens.producer);
    const dueAt = Date.parse(order.payment.dueAt ?? '');
    expect(dueAt).toBeGreaterThan(Date.now());
    // A second before its deadline the sweep leaves it; a second after, it cancels it.
    await runSchedule('payments-sweep', new Date(dueAt - 1_000));
    const before = await orderOf(order.id, buyer.token);
    expect([before.status, before.payment.status]).toEqual([order.status, 'pending']);
    expect(before.status).not.toBe('cancelled');
    await runSchedule('payments-sweep', new Date(dueAt + 1_000));
    const expired = await orderOf(order.id, buyer.token);
    expect(expired.status).toBe('cancelled');
    expect(expired.payment.status).toBe('expired');
    const stock = (await api<{ product: { stock: number } }>(`/v1/products/${product.productId}`)).body.data
      .product.stock;
    expect(stock).toBe(5);
    await eventually(async () => {
      const notices = await api<{ notifications: { message: string }[] }>(
        '/v1/notifications/mine?limit=100',
        buyer.token,
      );
      expect(
        notices.body.data.notifications.some((notice) => notice.message.includes('no recibimos el pago')),
      ).toBe(true);
    }, 15_000);
    // Its page was closed at the provider before the cancel: it takes no money afterwards.
    const late = await postJson('/_local/payments/pay', { url, card: PAYS });
    expect([late.status, (late.body as { reason?: string }).reason]).toEqual([409, 'expired']);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('expired');
  }, 70_000);

  it('ends a webhook racing a cancel consistent: paid and going on, or cancelled and not owed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, order, url } = await cardOrder(tokens.producer);
      // The page is paid first (the cancel then refunds it), or closed first (the payment is refused: 409).
      const [paid] = await Promise.all([
        postJson('/_local/payments/pay', { url, card: PAYS }),
        api(`/v1/orders/${order.id}`, buyer.token, { method: 'DELETE' }),
      ]);
      expect([200, 409]).toContain(paid.status);
      await eventually(async () => {
        const after = await orderOf(order.id, buyer.token);
        if (after.status === 'cancelled') expect(['expired', 'refunded']).toContain(after.payment.status);
        else expect(after.payment.status).toBe('paid');
        if (after.payment.status === 'refunded') expect(after.payment.refundedAmount).toBe(order.totalPrice);
      }, 15_000);
    }
  });

  it("moves a farm's balance with payment and delivery, and settles it with a bank payout", async () => {
    const farm = await freshProducer('balance');
    const balanceOf = async () => {
      const answer = await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    expect((await balanceOf()).balance).toMatchObject({
      pendingAmount: 0,
      availableAmount: 0,
      paidOutAmount: 0,
    });

    const { buyer, order, url } = await cardOrder(farm.token);
    expect((await balanceOf()).lines[0]).toMatchObject({
      bucket: 'unpaid',
      amount: 29.9, // 25 € + 4,90 € shipping
      commission: 2.5, // 10 % of the goods only
      net: 27.4,
    });
    expect(await pay(url, PAYS)).toBe('succeeded');
    await paymentBecomes(order.id, buyer.token, 'paid');
    expect((await balanceOf()).balance).toMatchObject({ pendingAmount: 27.4, availableAmount: 0 });

    const [line] = order.productOrders;
    await deliverLine(farm.token, order.id, line!.id);
    expect((await balanceOf()).balance).toMatchObject({
      pendingAmount: 0,
      availableAmount: 27.4,
      paidOutAmount: 0,
    });
    const asAdmin = await api<BalanceAnswer>(
      `/v1/orders/producer/balance?producerId=${farm.userId}`,
      tokens.admin,
    );
    expect(asAdmin.body.data.balance.availableAmount).toBe(27.4);
    expect((await api('/v1/orders/producer/balance', tokens.admin)).status).toBe(422);

    // The farm's account for payouts, from its profile.
    const account = await api('/v1/users/profile', farm.token, {
      method: 'PUT',
      body: { payoutAccount: { iban: 'ES79 2100 0813 6101 2345 6789', holder: 'Finca Balance' } },
    });
    expect(account.status, account.text).toBe(200);
    const run = await api<{ payouts: Payout[] }>('/v1/payments/payouts', tokens.admin, {
      method: 'POST',
      body: { producerIds: [farm.userId] },
    });
    expect(run.status, run.text).toBe(201);
    const [payout] = run.body.data.payouts;
    expect(payout).toMatchObject({
      producerId: farm.userId,
      amount: 27.4,
      method: 'bank_transfer',
      status: 'pending',
      iban: 'ES7921000813610123456789',
    });
    const sepa = await api<{ file: PayoutFile; batch: { id: string } }>(
      '/v1/payments/payouts/export',
      tokens.admin,
      { method: 'POST', body: { format: 'sepa' } },
    );
    expect(sepa.status, sepa.text).toBe(201);
    expect(sepa.body.data.file.contentType).toBe('application/xml');
    expect(sepa.body.data.file.content).toContain('<IBAN>ES7921000813610123456789</IBAN>');
    expect(sepa.body.data.file.content).toContain('<InstdAmt Ccy="EUR">27.40</InstdAmt>');
    expect((await balanceOf()).balance).toMatchObject({ availableAmount: 0, inPayoutAmount: 27.4 });
    // Nothing left to pay twice.
    expect(
      (
        await api('/v1/payments/payouts', tokens.admin, {
          method: 'POST',
          body: { producerIds: [farm.userId] },
        })
      ).status,
    ).toBe(422);

    const csv = await api<{ file: PayoutFile }>(
      `/v1/payments/payouts/export?format=csv&batchId=${sepa.body.data.batch.id}`,
      tokens.admin,
    );
    expect(csv.status, csv.text).toBe(200);
    expect(csv.body.data.file.content).toContain(`${payout!.id};`);
    const listed = await api<PayoutsAnswer>('/v1/payments/payouts', tokens.admin);
    expect(
      listed.body.data.farms.find((entry) => entry.producerId === farm.userId)?.balance.inPayoutAmount,
    ).toBe(27.4);

    const settled = await api<{ payout: Payout }>(`/v1/payments/payouts/${payout!.id}`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'paid', reference: 'TRF-001' },
    });
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.data.payout).toMatchObject({ status: 'paid', reference: 'TRF-001' });
    expect((await balanceOf()).balance).toMatchObject({
      availableAmount: 0,
      paidOutAmount: 27.4,
      inPayoutAmount: 0,
    });
    expect(
      (
        await api(`/v1/payments/payouts/${payout!.id}`, tokens.admin, {
          method: 'PATCH',
          body: { status: 'paid' },
        })
      ).status,
    ).toBe(409);
  });

  it('refunds a cancelled line of a paid card order through the provider, and the rest stays paid', async () => {
    const buyer = await freshConsumer('card-part');
    const [first, second] = await Promise.all([
      freshProduct(tokens.producer, { stock: 5, price: 10 }),
      freshProduct(tokens.producer, { stock: 5, price: 4 }),
    ]);
    await addItem(buyer.token, first.productId, 1);
    await addItem(buyer.token, second.productId, 1);
    const placed = await api<PlacedOrderAnswer>('/v1/orders/checkout', buyer.token, {
      method: 'POST',
      body: { shippingInfo: SHIPPING, paymentMethod: 'card' },
    });
    const order = placed.body.data.order;
    expect(await pay(placed.body.data.payment?.redirectUrl ?? '', PAYS)).toBe('succeeded');
    await paymentBecomes(order.id, buyer.token, 'paid');
    const line = order.productOrders.find((productOrder) => productOrder.productId === second.productId)!;
    expect((await lineStatus(tokens.producer, order.id, line.id, 'cancelled')).status).toBe(200);
    const after = await orderOf(order.id, buyer.token);
    // 14 € of goods + 4,90 € shipping (below 40 €), shared in proportion: 3,50 € to the 10 € line, 1,40 € to the
    // 4 € one. The cancelled line gives back what it cost, its share of the shipping included: 4 + 1,40.
    expect(line).toMatchObject({ subtotal: 4, shipping: 1.4, totalPrice: 5.4 });
    expect(after.payment).toMatchObject({ status: 'refund_pending', refundPendingAmount: 5.4 });
    expect(after.status).toBe('pending');
    const confirmed = await paymentBecomes(order.id, buyer.token, 'partially_refunded');
    expect(confirmed.payment).toMatchObject({ refundedAmount: 5.4, refundPendingAmount: 0 });
    await eventually(async () => {
      const open = await api<{ refunds: Refund[] }>('/v1/payments/refunds', tokens.admin);
      expect(open.body.data.refunds.filter((refund) => refund.orderId === order.id)).toEqual([]);
    }, 15_000);
  });

  it('onboards a farm on Stripe Connect and pays its balance by a Stripe transfer', async () => {
    const farm = await freshProducer('connect');
    expect(
      (await api<{ connect: { status: string } }>('/v1/payments/connect', farm.token)).body.data.connect,
    ).toEqual({ status: 'none', accountId: null });
    expect((await api('/v1/payments/connect', tokens.admin)).status).toBe(403);
    const link = await api<{ url: string; connect: { status: string; accountId: string } }>(
      '/v1/payments/connect',
      farm.token,
      { method: 'POST' },
    );
    expect(link.status, link.text).toBe(200);
    expect(link.body.data.connect.status).toBe('pending');
    // The onboarding page of the local Stripe server completes the account and returns to the farm's page.
    const onboarded = await fetch(link.body.data.url, { redirect: 'manual' });
    expect(onboarded.status).toBe(302);
    expect(onboarded.headers.get('location')).toContain('/producer/payouts');
    await eventually(async () => {
      const connect = await api<{ connect: { status: string } }>('/v1/payments/connect', farm.token);
      expect(connect.body.data.connect.status).toBe('active');
    });

    const { buyer, order, url } = await cardOrder(farm.token);
    expect(await pay(url, PAYS)).toBe('succeeded');
    await paymentBecomes(order.id, buyer.token, 'paid');
    const [line] = order.productOrders;
    await deliverLine(farm.token, order.id, line!.id);
    const run = await api<{ payouts: Payout[] }>('/v1/payments/payouts', tokens.admin, {
      method: 'POST',
      body: { producerIds: [farm.userId] },
    });
    expect(run.status, run.text).toBe(201);
    expect(run.body.data.payouts[0]).toMatchObject({
      method: 'stripe_transfer',
      status: 'paid',
      amount: 27.4,
    });
    expect(run.body.data.payouts[0]?.reference).toMatch(/^tr_/);
    const balance = await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token);
    expect(balance.body.data.balance).toMatchObject({
      availableAmount: 0,
      paidOutAmount: 27.4,
      inPayoutAmount: 0,
    });
  });

  it("pays the farms on the admin's schedule: the sweeper's first run of the period", async () => {
    const farm = await freshProducer('scheduled');
    // A farm is paid only where it can receive the money (its IBAN here).
    const account = await api('/v1/users/profile', farm.token, {
      method: 'PUT',
      body: { payoutAccount: { iban: 'ES79 2100 0813 6101 2345 6789', holder: 'Finca Programada' } },
    });
    expect(account.status, account.text).toBe(200);
    const { buyer, order, url } = await cardOrder(farm.token);
    expect(await pay(url, PAYS)).toBe('succeeded');
    await paymentBecomes(order.id, buyer.token, 'paid');
    const [line] = order.productOrders;
    await deliverLine(farm.token, order.id, line!.id);
    const put = (body: unknown) => api('/v1/payments/settings', tokens.admin, { method: 'PUT', body });
    try {
      expect((await put({ ...SEED_PAYMENT_SETTINGS, payoutSchedule: 'weekly' })).status).toBe(200);
      await runSchedule('payments-sweep');
      await eventually(async () => {
        const balance = await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token);
        expect(balance.body.data.balance).toMatchObject({ availableAmount: 0, inPayoutAmount: 27.4 });
      }, 15_000);
    } finally {
      expect((await put(SEED_PAYMENT_SETTINGS)).status).toBe(200);
    }
  });
});
