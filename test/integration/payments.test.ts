/**
 * Payments over HTTP on the real local stack (docs/payments.md): the shop's payment options and settings, the
 * method a checkout takes (the contract's body without one gets the default; a method not offered is refused
 * and writes nothing), every order's `payment`, an admin marking a transfer received, and how the payment
 * follows the order: cancelled before paying (no longer due), cancelled after (refund_pending: the money is
 * owed back until it moves, refunds.test.ts), a line cancelled after (owed back in part), pay on delivery paid
 * once delivered.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { PaymentOptions } from '../../shared/contracts/payments/entities.js';
import type { SettingsAnswer } from '../../shared/contracts/payments/contract.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { SEED_PAYMENT_SETTINGS } from '../../infra/local/seed/payments.js';
import { SHIPPING, addItem, api, freshConsumer, freshProduct, lineStatus } from './commerce.js';
import { eventually, noStack } from './helpers.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();

const checkoutWith = (token: string, paymentMethod?: string) =>
  api<{ order: Order }>('/v1/orders/checkout', token, {
    method: 'POST',
    body: { shippingInfo: SHIPPING, ...(paymentMethod ? { paymentMethod } : {}) },
  });

async function orderWith(paymentMethod?: string, lines = 1) {
  const buyer = await freshConsumer('pay');
  const products = await Promise.all(
    Array.from({ length: lines }, () => freshProduct(tokens.producer, { stock: 5, price: 12.5 })),
  );
  for (const product of products) await addItem(buyer.token, product.productId, 2);
  const placed = await checkoutWith(buyer.token, paymentMethod);
  expect(placed.status, placed.text).toBe(201);
  return { buyer, order: placed.body.data.order, answer: placed };
}

const markPaid = (token: string, orderId: string, body: unknown = { status: 'paid' }) =>
  api<{ order: Order }>(`/v1/orders/${orderId}/payment`, token, { method: 'PATCH', body });

describe.skipIf(noStack)('payments over HTTP', () => {
  it('tells anyone how they can pay: the methods that run now, the default one and the account', async () => {
    const answer = await api<{ options: PaymentOptions }>('/v1/payments/options');
    expect(answer.status).toBe(200);
    expect(answer.body.data.options).toEqual({
      methods: ['card', 'bank_transfer', 'cash_on_delivery'],
      defaultMethod: 'cash_on_delivery',
      bankAccount: SEED_PAYMENT_SETTINGS.bankAccount,
      currency: 'EUR',
    });
  });

  it('lets admins read and change the settings, with Spanish refusals that change nothing', async () => {
    const read = await api<SettingsAnswer>('/v1/payments/settings', tokens.admin);
    expect(read.status).toBe(200);
    expect(read.body.data.settings).toMatchObject(SEED_PAYMENT_SETTINGS);
    expect(typeof read.body.data.cardAvailable).toBe('boolean');
    expect((await api('/v1/payments/settings', tokens.consumer)).status).toBe(403);
    expect((await api('/v1/payments/settings')).status).toBe(401);

    const put = (body: unknown) =>
      api<SettingsAnswer>('/v1/payments/settings', tokens.admin, { method: 'PUT', body });
    const wrongIban = await put({
      ...SEED_PAYMENT_SETTINGS,
      bankAccount: { iban: 'ES0021000418450200051332', holder: 'X' },
    });
    expect(wrongIban.status).toBe(422);
    expect(wrongIban.body.status.message).toBe(PAYMENT_MESSAGES.ibanInvalid);
    const onlyCard = await put({
      ...SEED_PAYMENT_SETTINGS,
      methods: ['card'],
      defaultMethod: 'cash_on_delivery',
    });
    expect(onlyCard.status).toBe(422);
    expect(onlyCard.body.errors).toContainEqual({
      field: 'defaultMethod',
      message: PAYMENT_MESSAGES.defaultNotOffered,
    });
    expect((await api<SettingsAnswer>('/v1/payments/settings', tokens.admin)).body.data.settings).toEqual(
      read.body.data.settings,
    );

    try {
      const saved = await put({
        ...SEED_PAYMENT_SETTINGS,
        defaultMethod: 'bank_transfer',
        commissionRate: 12.5,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.status.message).toBe(PAYMENT_MESSAGES.settingsSaved);
      const options = await api<{ options: PaymentOptions }>('/v1/payments/options');
      expect(options.body.data.options.defaultMethod).toBe('bank_transfer');
    } finally {
      expect((await put(SEED_PAYMENT_SETTINGS)).status).toBe(200);
    }
  });

  it("places the contract's checkout (no method) paid on delivery, and refuses a method not offered", async () => {
    const { order, answer } = await orderWith();
    expect(order.paymentMethod).toBe('cash_on_delivery');
    expect(order.payment).toEqual({
      method: 'cash_on_delivery',
      status: 'pending',
      amount: order.totalPrice,
      currency: 'EUR',
      paidAt: null,
      refundedAmount: 0,
    });
    expect(answer.body.status.message).toBe(PAYMENT_MESSAGES.orderCreatedCash);

    const buyer = await freshConsumer('pay-card');
    const product = await freshProduct(tokens.producer, { stock: 3 });
    await addItem(buyer.token, product.productId, 1);
    const refused = await checkoutWith(buyer.token, 'bitcoin');
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(PAYMENT_MESSAGES.methodInvalid);
    // Nothing was written: the cart is still there and the stock untouched.
    expect((await api('/v1/carts', buyer.token)).status).toBe(200);
    expect(
      (await api<{ product: { stock: number } }>(`/v1/products/${product.productId}`)).body.data.product
        .stock,
    ).toBe(3);
  });

  it('places a transfer with its reference; an admin marks it received once, and only that', async () => {
    const { buyer, order, answer } = await orderWith('bank_transfer');
    expect(order.payment).toMatchObject({ method: 'bank_transfer', status: 'pending', paidAt: null });
    expect(order.payment.reference).toMatch(/^[A-Z0-9]{8}$/);
    expect(answer.body.status.message).toBe(PAYMENT_MESSAGES.orderCreatedTransfer);
    // The consumer is told what to send where (notification with its e-mail copy).
    await eventually(async () => {
      const mine = await api<{ notifications: { title: string; message: string }[] }>(
        '/v1/notifications/mine?limit=100',
        buyer.token,
      );
      const notice = mine.body.data.notifications.find((entry) =>
        entry.title.endsWith('haz la transferencia'),
      );
      expect(notice?.message).toContain('ES91 2100 0418 4502 0005 1332');
      expect(notice?.message).toContain(order.payment.reference);
    }, 15_000);

    expect((await markPaid(buyer.token, order.id)).status).toBe(403);
    const wrong = await markPaid(tokens.admin, order.id, { status: 'refunded' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.status.message).toBe(PAYMENT_MESSAGES.paymentStatusInvalid);

    const paid = await markPaid(tokens.admin, order.id);
    expect(paid.status).toBe(200);
    expect(paid.body.status.message).toBe(PAYMENT_MESSAGES.transferReceived);
    expect(paid.body.data.order.payment).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(Date.parse(paid.body.data.order.payment.paidAt ?? '')).not.toBeNaN();
    const again = await markPaid(tokens.admin, order.id);
    expect(again.status).toBe(409);
    expect(again.body.status.message).toBe(PAYMENT_MESSAGES.notPendingTransfer);

    const cash = await orderWith();
    expect((await markPaid(tokens.admin, cash.order.id)).status).toBe(409);
    expect((await markPaid(tokens.admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('follows the order: no longer due when cancelled unpaid, owed back when cancelled paid', async () => {
    const unpaid = await orderWith('bank_transfer');
    const cancelledUnpaid = await api<{ order: Order }>(`/v1/orders/${unpaid.order.id}`, unpaid.buyer.token, {
      method: 'DELETE',
    });
    expect(cancelledUnpaid.status).toBe(200);
    expect(cancelledUnpaid.body.data.order.payment).toMatchObject({ status: 'expired', refundedAmount: 0 });

    const paid = await orderWith('bank_transfer');
    await markPaid(tokens.admin, paid.order.id);
    const cancelledPaid = await api<{ order: Order }>(`/v1/orders/${paid.order.id}`, paid.buyer.token, {
      method: 'DELETE',
    });
    expect(cancelledPaid.status).toBe(200);
    // Nothing moved yet: the shop owes it back by transfer (refunded once an admin sends it).
    expect(cancelledPaid.body.data.order.payment).toMatchObject({
      status: 'refund_pending',
      refundedAmount: 0,
      refundPendingAmount: paid.order.totalPrice,
    });
  });

  it("gives a cancelled line's amount back on a paid order, and counts cash paid once delivered", async () => {
    const paid = await orderWith('bank_transfer', 2);
    await markPaid(tokens.admin, paid.order.id);
    const [first] = paid.order.productOrders;
    expect((await lineStatus(tokens.producer, paid.order.id, first!.id, 'cancelled')).status).toBe(200);
    const afterLine = await api<{ order: Order }>(`/v1/orders/${paid.order.id}`, paid.buyer.token);
    expect(afterLine.body.data.order.payment).toMatchObject({
      status: 'refund_pending',
      refundedAmount: 0,
      refundPendingAmount: first!.totalPrice,
    });

    const cash = await orderWith();
    const [line] = cash.order.productOrders;
    for (const status of ['organizing', 'ready_to_ship', 'shipped'])
      expect((await lineStatus(tokens.producer, cash.order.id, line!.id, status)).status).toBe(200);
    const shipped = await api<{ order: Order }>(`/v1/orders/${cash.order.id}`, cash.buyer.token);
    expect(shipped.body.data.order.payment.status).toBe('pending');
    expect((await lineStatus(tokens.producer, cash.order.id, line!.id, 'delivered')).status).toBe(200);
    const delivered = await api<{ order: Order }>(`/v1/orders/${cash.order.id}`, cash.buyer.token);
    expect(delivered.body.data.order.payment).toMatchObject({ method: 'cash_on_delivery', status: 'paid' });
    expect(delivered.body.data.order.payment.paidAt).not.toBeNull();
  });
});
