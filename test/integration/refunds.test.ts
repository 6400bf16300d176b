/**
 * Refunds that tell the truth, on the real local stack (docs/payments.md, "Refunds"): each path to settled.
 *   - card: a paid card order cancelled owes the money back (refund_pending, nothing refunded yet); the refund
 *     goes to the local Stripe server and its signed webhook confirms it: refunded, `succeeded` in the history
 *     with Stripe's refund id;
 *   - transfer: a paid transfer order cancelled is owed back by transfer; the consumer gives the account
 *     (refundAccount, a wrong IBAN refused with 422); the admin settles it only with the bank's reference:
 *     refunded, and the history says the account, the reference, who and when;
 *   - pay on delivery: a delivered line the farm collected, given back by an admin (a return): owed by
 *     transfer, settled the same way; the farm owes the shop that money (its balance's `returned` line).
 * The customer's e-mails (cancel, refund owed, refund done) are read from the outbox; the list refuses an
 * unknown status (422) and filters the history.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { BalanceAnswer, RefundsAnswer } from '../../shared/contracts/payments/contract.js';
import type { Refund } from '../../shared/contracts/payments/entities.js';
import type { UserProfile } from '../../shared/contracts/profile/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { PROFILE_MESSAGES } from '../../shared/messages/user.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { cancelPaidCardOrder, orderOf, pay, paymentBecomes, placeWith } from './card-money.js';
import { api, freshConsumer, freshProducer, freshProduct, deliverLine } from './commerce.js';
import { mailsTo, noStack } from './helpers.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();
const ACCOUNT = { iban: 'ES79 2100 0813 6101 2345 6789', holder: 'Ana Reembolso' };
const ACCOUNT_STORED = { iban: 'ES7921000813610123456789', holder: 'Ana Reembolso' };

const placed = async (buyer: { token: string }, method: string, farmToken: string) =>
  placeWith(buyer, method, [await freshProduct(farmToken, { stock: 5, price: 12.5 })]);

const refundsOf = async (orderId: string, status = 'all') => {
  const answer = await api<RefundsAnswer>(
    `/v1/payments/refunds?status=${status}&orderId=${orderId}`,
    tokens.admin,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.refunds;
};

const settle = (id: string, body: unknown) =>
  api<{ refund: Refund }>(`/v1/payments/refunds/${id}`, tokens.admin, { method: 'PATCH', body });

describe.skipIf(noStack)('refunds over HTTP', () => {
  it('card: owed until the provider confirms the refund, then refunded and in the history', async () => {
    const buyer = await freshConsumer('ref-card');
    const { order, payment } = await placed(buyer, 'card', tokens.producer);
    await pay(payment?.redirectUrl ?? '');
    await paymentBecomes(order.id, buyer.token, 'paid');
    await cancelPaidCardOrder(order, buyer.token);

    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      method: 'card',
      amount: order.totalPrice,
      status: 'succeeded',
      reason: 'order_cancelled',
      customer: { id: buyer.userId, email: buyer.email },
      account: null,
      settledBy: null,
    });
    expect(refund!.reference).toMatch(/^re_/);
    expect(Date.parse(refund!.settledAt ?? '')).not.toBeNaN();
    expect(await refundsOf(order.id, 'open')).toEqual([]);

    // One cancel e-mail with the amount and when it shows, one when the bank has it.
    const reference = orderReference(order.id);
    const [cancelMail] = await mailsTo(buyer.email, `Has cancelado tu pedido ${reference}`);
    expect(cancelMail!.text).toMatch(/Te devolvemos 29,90\s€ a la tarjeta con la que pagaste/);
    expect(cancelMail!.text).toContain('5 a 10 días hábiles');
    const [doneMail] = await mailsTo(buyer.email, 'Te hemos devuelto 29,90');
    expect(doneMail!.subject).toContain(reference);
  }, 60_000);

  it('transfer: owed until the customer gives the account and an admin sends it with a reference', async () => {
    const buyer = await freshConsumer('ref-transfer');
    const { order } = await placed(buyer, 'bank_transfer', tokens.producer);
    const paid = await api(`/v1/orders/${order.id}/payment`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'paid' },
    });
    expect(paid.status, paid.text).toBe(200);
    const cancelled = await api<{ order: Order }>(`/v1/orders/${order.id}`, buyer.token, {
      method: 'DELETE',
    });
    expect(cancelled.body.data.order.payment).toMatchObject({
      status: 'refund_pending',
      refundedAmount: 0,
      refundPendingAmount: order.totalPrice,
    });
    // The cancel e-mail asks for the account.
    const reference = orderReference(order.id);
    const [cancelMail] = await mailsTo(buyer.email, `Has cancelado tu pedido ${reference}`);
    expect(cancelMail!.text).toMatch(
      /Te devolvemos 29,90\s€ por transferencia\. Para enviártelo necesitamos tu cuenta/,
    );

    const [owed] = await refundsOf(order.id, 'open');
    expect(owed).toMatchObject({ status: 'owed', method: 'bank_transfer', account: null, reference: null });

    // The account, checked (422 and nothing kept), then kept.
    const wrong = await api('/v1/users/profile', buyer.token, {
      method: 'PUT',
      body: { refundAccount: { iban: 'ES79 2100 0813 6101 2345 6780', holder: 'Ana' } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toContainEqual({
      field: 'refundAccount.iban',
      message: PROFILE_MESSAGES.payoutIbanInvalid,
    });
    const kept = await api<{ profile: UserProfile }>('/v1/users/profile', buyer.token, {
      method: 'PUT',
      body: { refundAccount: ACCOUNT },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.profile.refundAccount).toEqual(ACCOUNT_STORED);
    const farmTries = await api('/v1/users/profile', tokens.producer, {
      method: 'PUT',
      body: { refundAccount: ACCOUNT },
    });
    expect(farmTries.status).toBe(422);
    expect((await refundsOf(order.id, 'open'))[0]!.account).toEqual(ACCOUNT_STORED);

    // Only with the bank's reference.
    const noReference = await settle(owed!.id, { action: 'settled' });
    expect(noReference.status).toBe(422);
    expect(noReference.body.status.message).toBe(PAYMENT_MESSAGES.refundReferenceRequired);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('refund_pending');
    expect((await settle(owed!.id, { action: 'settled', reference: 'TRF-1' })).status).toBe(200);
    // Settled once: the same click again is a conflict.
    const again = await settle(owed!.id, { action: 'settled', reference: 'TRF-1' });
    expect(again.status).toBe(409);

    const after = await orderOf(order.id, buyer.token);
    expect(after.payment).toMatchObject({
      status: 'refunded',
      refundedAmount: order.totalPrice,
      refundPendingAmount: 0,
    });
    const [history] = await refundsOf(order.id);
    expect(history).toMatchObject({
      status: 'succeeded',
      reference: 'TRF-1',
      account: ACCOUNT_STORED,
      settledBy: { id: expect.any(String) },
    });
    expect(Date.parse(history!.settledAt ?? '')).not.toBeNaN();
    const [doneMail] = await mailsTo(buyer.email, 'Te hemos devuelto 29,90');
    expect(doneMail!.text).toMatch(/a tu cuenta terminada en 6789 con la referencia «TRF-1»/);
  }, 60_000);

  it('pay on delivery: a delivered line given back is owed to the customer, and the farm owes it to the shop', async () => {
    const farm = await freshProducer('ref-cod');
    const buyer = await freshConsumer('ref-cod');
    const { order } = await placed(buyer, 'cash_on_delivery', farm.token);
    const [line] = order.productOrders;
    await deliverLine(farm.token, order.id, line!.id);
    expect((await orderOf(order.id, buyer.token)).payment.status).toBe('paid');

    const notDelivered = await api('/v1/payments/refunds', tokens.admin, {
      method: 'POST',
      body: { orderId: order.id, productOrderIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(notDelivered.status).toBe(422);
    expect(
      (
        await api('/v1/payments/refunds', buyer.token, {
          method: 'POST',
          body: { orderId: order.id, productOrderIds: [line!.id] },
        })
      ).status,
    ).toBe(403);
    const returned = await api<{ refund: Refund }>('/v1/payments/refunds', tokens.admin, {
      method: 'POST',
      body: { orderId: order.id, productOrderIds: [line!.id] },
    });
    expect(returned.status, returned.text).toBe(201);
    expect(returned.body.data.refund).toMatchObject({
      method: 'cash_on_delivery',
      status: 'owed',
      reason: 'returned',
      amount: order.totalPrice,
    });
    const twice = await api('/v1/payments/refunds', tokens.admin, {
      method: 'POST',
      body: { orderId: order.id, productOrderIds: [line!.id] },
    });
    expect([twice.status, twice.body.status.message]).toEqual([
      409,
      PAYMENT_MESSAGES.returnLineAlreadyReturned,
    ]);

    const owedOrder = await orderOf(order.id, buyer.token);
    expect(owedOrder.payment).toMatchObject({
      status: 'refund_pending',
      refundPendingAmount: order.totalPrice,
    });
    expect(owedOrder.productOrders[0]!.returnedAt).toEqual(expect.any(String));
    // The farm collected 29,90 € that the shop gives back: it owes the shop that money.
    const balance = await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token);
    expect(balance.body.data.lines[0]).toMatchObject({ bucket: 'returned' });
    expect(balance.body.data.balance.availableAmount).toBe(-order.totalPrice);
    await mailsTo(buyer.email, `Te devolvemos 29,90`);

    expect(
      (await api('/v1/users/profile', buyer.token, { method: 'PUT', body: { refundAccount: ACCOUNT } }))
        .status,
    ).toBe(200);
    const settled = await settle(returned.body.data.refund.id, { action: 'settled', reference: 'TRF-COD-1' });
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.data.refund).toMatchObject({
      status: 'succeeded',
      reference: 'TRF-COD-1',
      account: ACCOUNT_STORED,
    });
    expect((await orderOf(order.id, buyer.token)).payment).toMatchObject({
      status: 'refunded',
      refundedAmount: order.totalPrice,
      refundPendingAmount: 0,
    });
  }, 90_000);

  it('lists: refuses an unknown status, filters the history by method, reason and days', async () => {
    const bogus = await api('/v1/payments/refunds?status=bogus', tokens.admin);
    expect(bogus.status).toBe(422);
    expect(bogus.body.status.message).toBe(PAYMENT_MESSAGES.refundStatusInvalid);
    expect((await api('/v1/payments/refunds?from=2026-05-31&to=2026-05-01', tokens.admin)).status).toBe(422);
    expect((await api('/v1/payments/refunds?status=all', tokens.consumer)).status).toBe(403);

    const today = new Date().toISOString().slice(0, 10);
    const cards = await api<RefundsAnswer>(
      `/v1/payments/refunds?status=all&method=card&from=${today}&limit=100`,
      tokens.admin,
    );
    expect(cards.status, cards.text).toBe(200);
    expect(cards.body.data.refunds.length).toBeGreaterThan(0);
    expect(cards.body.data.refunds.every((refund) => refund.method === 'card')).toBe(true);
    const returns = await api<RefundsAnswer>(
      '/v1/payments/refunds?status=succeeded&reason=returned',
      tokens.admin,
    );
    expect(returns.body.data.refunds.length).toBeGreaterThan(0);
    expect(
      returns.body.data.refunds.every(
        (refund) => refund.reason === 'returned' && refund.status === 'succeeded',
      ),
    ).toBe(true);
    // Paged: a page of one leads to the next, none repeated.
    const first = await api<RefundsAnswer>('/v1/payments/refunds?status=all&limit=1', tokens.admin);
    expect(first.body.data.refunds).toHaveLength(1);
    expect(first.body.data.nextToken).toEqual(expect.any(String));
    const second = await api<RefundsAnswer>(
      `/v1/payments/refunds?status=all&limit=1&nextToken=${first.body.data.nextToken}`,
      tokens.admin,
    );
    expect(second.body.data.refunds[0]!.id).not.toBe(first.body.data.refunds[0]!.id);
    expect(
      (await api('/v1/payments/refunds?status=all&nextToken=bm90LWEtdG9rZW4', tokens.admin)).status,
    ).toBe(422);
  });
});
