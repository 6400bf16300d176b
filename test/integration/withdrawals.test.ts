/**
 * The withdrawal function on the real local stack (docs/legal.md, "The withdrawal function"), with each payment
 * method:
 *   - card: a delivered line withdrawn (201, the acknowledgement e-mailed at once, the order answers it, the farm
 *     told); the farm marks the goods received: the line is given back, the refund goes to the card through the
 *     local Stripe server and is refunded once its webhook confirms it; the farm's balance counts it returned;
 *   - bank transfer: a line withdrawn before delivery with the consumer's IBAN: the farm marks it received (it
 *     never left): the line is cancelled and its units back in stock, the farm's invoice rectified (R series);
 *     the refund is owed by transfer to that account (refund_pending) until an admin settles it with the bank's
 *     reference;
 *   - pay on delivery: a delivered line the farm collected: owed back by transfer, in the admin's refunds;
 *   - an admin records a withdrawal the consumer sent by e-mail (`sentOn`; the acknowledgement to the consumer);
 *     a farm may not withdraw (403), a day in the future or before the order 422;
 *   - past the 14 days (the line's delivery moved 30 days back in the table): 409 with the last day, nothing
 *     written;
 *   - bad input: an exempt line (422, Spanish, nothing written), another consumer's order (404), a farm that is
 *     not the line's (403), twice (409), a wrong IBAN or no lines (422), an unknown withdrawal (404).
 */
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../shared/contracts/invoices/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { BalanceAnswer, RefundsAnswer } from '../../shared/contracts/payments/contract.js';
import type { Refund } from '../../shared/contracts/payments/entities.js';
import type { Withdrawal } from '../../shared/contracts/withdrawals/entities.js';
import { WITHDRAWAL_MESSAGES as M, WITHDRAWAL_TEXTS, WITHDRAWAL_UI } from '../../shared/messages/legal.js';
import { spainDay, withdrawalLastDay } from '../../shared/rules/withdrawal-rules.js';
import { orderKeys } from '../../services/lib/data/keys.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { pay, paymentBecomes, placeWith } from './card-money.js';
import {
  api,
  deliverLine,
  freshConsumer,
  freshProducer,
  freshProduct,
  invoicesWhen,
  farmFiscal,
} from './commerce.js';
import { mailsTo, noStack } from './helpers.js';
import { seededSuite } from './suite.js';
import { getItem, putItem, stockOf } from './table.js';

const tokens = seededSuite();
const IBAN = 'ES79 2100 0813 6101 2345 6789';
const FISCAL = farmFiscal('Desistimientos de Prueba, S.L.');

/** The order's invoices, read by an admin, once `ready` holds for them. */
const adminInvoicesWhen = (orderId: string, ready: (invoices: Invoice[]) => boolean) =>
  invoicesWhen(orderId, tokens.admin, ready);

const orderAnswer = async (id: string, token: string) =>
  (await api<{ order: Order; withdrawals: Withdrawal[] }>(`/v1/orders/${id}`, token)).body.data;
const orderOf = async (id: string, token: string) => (await orderAnswer(id, token)).order;

const withdraw = (orderId: string, token: string, body: unknown) =>
  api<{ withdrawal: Withdrawal }>(`/v1/orders/${orderId}/withdrawal`, token, { method: 'POST', body });
const receive = (
  orderId: string,
  withdrawalId: string,
  token: string,
  body: unknown = { status: 'received' },
) =>
  api<{ withdrawal: Withdrawal }>(`/v1/orders/${orderId}/withdrawal/${withdrawalId}`, token, {
    method: 'PATCH',
    body,
  });

/** A fresh farm and buyer (`prefix`), and the buyer's order of 2 of a fresh product at `price`, paid by `method`. */
async function saleOf(prefix: string, method: string, price = 12.5) {
  const farm = await freshProducer(prefix);
  const buyer = await freshConsumer(prefix);
  const product = await freshProduct(farm.token, { stock: 5, price });
  const placed = await placeWith(buyer, method, [product]);
  const [line] = placed.order.productOrders;
  return { farm, buyer, product, line, ...placed };
}

const refundsOf = async (orderId: string) => {
  const answer = await api<RefundsAnswer>(`/v1/payments/refunds?status=all&orderId=${orderId}`, tokens.admin);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.refunds;
};

describe.skipIf(noStack)('the withdrawal function over HTTP', () => {
  it('card: withdrawn after delivery, acknowledged at once; received by the farm, refunded to the card', async () => {
    const { farm, buyer, order, payment, line } = await saleOf('wd-card', 'card');
    await pay(payment?.redirectUrl ?? '');
    await paymentBecomes(order.id, buyer.token, 'paid');
    await deliverLine(farm.token, order.id, line!.id);

    // Another consumer's order is not theirs: 404, nothing written.
    const stranger = await freshConsumer('wd-stranger');
    const notTheirs = await withdraw(order.id, stranger.token, { productOrderIds: [line!.id] });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.status.message).toBe(M.orderNotFound);
    const empty = await withdraw(order.id, buyer.token, { productOrderIds: [] });
    expect([empty.status, empty.body.status.message]).toEqual([422, M.linesRequired]);
    expect((await orderAnswer(order.id, buyer.token)).withdrawals).toEqual([]);

    const answer = await withdraw(order.id, buyer.token, { productOrderIds: [line!.id], reason: 'Cambio' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.status.message).toBe(M.requested);
    const withdrawal = answer.body.data.withdrawal;
    expect(withdrawal).toMatchObject({
      id: expect.any(String),
      status: 'requested',
      productOrderIds: [line!.id],
      refundAmount: order.totalPrice,
      requestedAt: expect.any(String),
    });
    // Twice: the line is already withdrawn from (409).
    const twice = await withdraw(order.id, buyer.token, { productOrderIds: [line!.id] });
    expect(twice.status).toBe(409);
    expect(twice.body.status.message).toBe(M.lineWithdrawn(line!.product.name));

    // The acknowledgement on a durable medium, at once; the farm told; the order answers it.
    const reference = orderReference(order.id);
    const [ack] = await mailsTo(buyer.email, `Acuse de recibo: desistimiento del pedido ${reference}`);
    expect(ack!.kind).toBe('withdrawal');
    expect(ack!.text).toContain(`2 × ${line!.product.name}`);
    expect(ack!.text).toMatch(/Te devolveremos 29,90\s€/);
    await mailsTo(farm.email, `Desistimiento en el pedido ${reference}`);
    const read = await orderAnswer(order.id, buyer.token);
    expect(read.withdrawals).toEqual([expect.objectContaining({ id: withdrawal.id, status: 'requested' })]);
    expect(read.order.withdrawals).toEqual(read.withdrawals);
    // The farm sees it on its order, with its own lines only.
    const farmView = await api<{ order: { withdrawals?: Withdrawal[] } }>(
      `/v1/orders/producer/${order.id}`,
      farm.token,
    );
    expect(farmView.status, farmView.text).toBe(200);
    expect(farmView.body.data.order.withdrawals).toEqual([
      expect.objectContaining({ id: withdrawal.id, productOrderIds: [line!.id] }),
    ]);

    // Another farm may not mark it; the buyer neither; the farm does.
    expect((await receive(order.id, withdrawal.id, tokens.producer)).status).toBe(403);
    expect((await receive(order.id, withdrawal.id, buyer.token)).status).toBe(403);
    const wrongStatus = await receive(order.id, withdrawal.id, farm.token, { status: 'requested' });
    expect([wrongStatus.status, wrongStatus.body.status.message]).toEqual([422, M.statusInvalid]);
    const received = await receive(order.id, withdrawal.id, farm.token);
    expect(received.status, received.text).toBe(200);
    expect(received.body.data.withdrawal).toMatchObject({
      status: 'received',
      receivedAt: expect.any(String),
    });
    const again = await receive(order.id, withdrawal.id, farm.token);
    expect([again.status, again.body.status.message]).toEqual([409, M.alreadyReceived]);
    const unknown = await receive(order.id, '00000000-0000-4000-8000-000000000000', farm.token);
    expect([unknown.status, unknown.body.status.message]).toEqual([404, M.withdrawalNotFound]);

    // Given back (it stays delivered), refunded to the card once the provider confirms.
    const refunded = await paymentBecomes(order.id, buyer.token, 'refunded');
    expect(refunded.payment).toMatchObject({ refundedAmount: order.totalPrice, refundPendingAmount: 0 });
    expect(refunded.productOrders[0]).toMatchObject({ status: 'delivered', returnedAt: expect.any(String) });
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ method: 'card', reason: 'withdrawal', status: 'succeeded' });
    const balance = await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token);
    expect(balance.body.data.lines[0]).toMatchObject({ bucket: 'returned' });
  }, 120_000);

  it('bank transfer: withdrawn before delivery with an IBAN; owed by transfer until an admin settles it', async () => {
    const { farm, buyer, product, order, line } = await saleOf('wd-transfer', 'bank_transfer');
    // A farm with its fiscal data: its invoice is issued once the order is paid, and rectified after.
    const fiscal = await api('/v1/users/profile', farm.token, { method: 'PUT', body: { fiscal: FISCAL } });
    expect(fiscal.status, fiscal.text).toBe(200);
    const paid = await api(`/v1/orders/${order.id}/payment`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'paid' },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(await stockOf(product.productId)).toBe(3);
    await adminInvoicesWhen(order.id, (invoices) => invoices.some((invoice) => invoice.kind !== 'pending'));

    const wrongIban = await withdraw(order.id, buyer.token, {
      productOrderIds: [line!.id],
      iban: 'ES79 2100 0813 6101 2345 6780',
    });
    expect([wrongIban.status, wrongIban.body.status.message]).toEqual([422, M.ibanInvalid]);
    expect((await orderAnswer(order.id, buyer.token)).withdrawals).toEqual([]);

    const answer = await withdraw(order.id, buyer.token, { productOrderIds: [line!.id], iban: IBAN });
    expect(answer.status, answer.text).toBe(201);
    const withdrawal = answer.body.data.withdrawal;
    expect(withdrawal.refundAmount).toBe(order.totalPrice);
    await mailsTo(buyer.email, 'Acuse de recibo: desistimiento');

    // It never left the farm: received, the line cancelled and its units back.
    expect((await receive(order.id, withdrawal.id, farm.token)).status).toBe(200);
    const owed = await orderOf(order.id, buyer.token);
    expect(owed.productOrders[0]!.status).toBe('cancelled');
    expect(owed.payment).toMatchObject({
      status: 'refund_pending',
      refundedAmount: 0,
      refundPendingAmount: order.totalPrice,
    });
    expect(await stockOf(product.productId)).toBe(5);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      method: 'bank_transfer',
      status: 'owed',
      reason: 'withdrawal',
      account: { iban: 'ES7921000813610123456789' },
    });

    // The farm's invoice is rectified for the line (its own R series).
    const rectified = await adminInvoicesWhen(order.id, (invoices) =>
      invoices.some((invoice) => invoice.kind === 'rectifying'),
    );
    expect(rectified.find((invoice) => invoice.kind === 'rectifying')?.number).toMatch(/^R/);

    const settled = await api<{ refund: Refund }>(`/v1/payments/refunds/${refund!.id}`, tokens.admin, {
      method: 'PATCH',
      body: { action: 'settled', reference: 'TRF-DES-1' },
    });
    expect(settled.status, settled.text).toBe(200);
    expect((await orderOf(order.id, buyer.token)).payment).toMatchObject({
      status: 'refunded',
      refundedAmount: order.totalPrice,
    });
  }, 120_000);

  it('pay on delivery: a delivered line is owed back by transfer; an exempt line is refused', async () => {
    const farm = await freshProducer('wd-cod');
    const buyer = await freshConsumer('wd-cod');
    const allowed = await freshProduct(farm.token, { stock: 5, price: 12.5 });
    const fresh = await freshProduct(farm.token, { stock: 5, price: 3 });
    const marked = await api(`/v1/products/${fresh.productId}`, farm.token, {
      method: 'PUT',
      body: { withdrawal: 'perishable' },
    });
    expect(marked.status, marked.text).toBe(200);
    const { order } = await placeWith(buyer, 'cash_on_delivery', [allowed, fresh]);
    const allowedLine = order.productOrders.find((line) => line.productId === allowed.productId)!;
    const freshLine = order.productOrders.find((line) => line.productId === fresh.productId)!;
    await deliverLine(farm.token, order.id, allowedLine.id);
    await deliverLine(farm.token, order.id, freshLine.id);

    const exempt = await withdraw(order.id, buyer.token, { productOrderIds: [allowedLine.id, freshLine.id] });
    expect(exempt.status).toBe(422);
    expect(exempt.body.status.message).toBe(
      M.lineExempt(freshLine.product.name, WITHDRAWAL_TEXTS.shopper.perishable),
    );
    expect((await orderAnswer(order.id, buyer.token)).withdrawals).toEqual([]);

    const answer = await withdraw(order.id, buyer.token, { productOrderIds: [allowedLine.id] });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.data.withdrawal.refundAmount).toBe(allowedLine.totalPrice);
    // The admin may mark it received for the farm.
    const received = await receive(order.id, answer.body.data.withdrawal.id, tokens.admin);
    expect(received.status, received.text).toBe(200);
    const after = await orderOf(order.id, buyer.token);
    expect(after.payment).toMatchObject({
      status: 'refund_pending',
      refundPendingAmount: allowedLine.totalPrice,
    });
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ method: 'cash_on_delivery', status: 'owed', reason: 'withdrawal' });
    // The farm collected that money: it owes it to the shop.
    const balance = await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token);
    expect(balance.body.data.lines.find((line) => line.productOrderId === allowedLine.id)).toMatchObject({
      bucket: 'returned',
    });
  }, 120_000);

  it('an admin records a withdrawal the consumer sent by e-mail; a farm may not withdraw', async () => {
    const { farm, buyer, order, line } = await saleOf('wd-admin', 'cash_on_delivery');
    const today = spainDay(new Date().toISOString());

    const byFarm = await withdraw(order.id, farm.token, { productOrderIds: [line!.id] });
    expect([byFarm.status, byFarm.body.status.message]).toEqual([403, M.notConsumerOrAdmin]);
    const future = await withdraw(order.id, tokens.admin, {
      productOrderIds: [line!.id],
      sentOn: '2999-01-01',
    });
    expect([future.status, future.body.status.message]).toEqual([422, M.sentOnFuture]);
    const early = await withdraw(order.id, tokens.admin, {
      productOrderIds: [line!.id],
      sentOn: '2020-01-01',
    });
    expect([early.status, early.body.status.message]).toEqual([422, M.sentOnBeforeOrder]);
    const consumerDay = await withdraw(order.id, buyer.token, { productOrderIds: [line!.id], sentOn: today });
    expect([consumerDay.status, consumerDay.body.status.message]).toEqual([422, M.sentOnNotYours]);
    expect((await orderAnswer(order.id, buyer.token)).withdrawals).toEqual([]);

    const recorded = await withdraw(order.id, tokens.admin, { productOrderIds: [line!.id], sentOn: today });
    expect(recorded.status, recorded.text).toBe(201);
    expect(recorded.body.data.withdrawal).toMatchObject({ recordedBy: 'admin', refundAmount: 0 });
    // The acknowledgement goes to the consumer; nothing was paid on delivery yet, so nothing comes back.
    const [ack] = await mailsTo(buyer.email, 'Acuse de recibo: desistimiento');
    expect(ack!.text).toContain(WITHDRAWAL_UI.ackNoRefund);
    expect((await orderAnswer(order.id, buyer.token)).withdrawals).toEqual([
      expect.objectContaining({ recordedBy: 'admin', status: 'requested' }),
    ]);
  }, 90_000);

  it('refuses a withdrawal once the 14 days from the delivery have passed (409 with the last day)', async () => {
    const { farm, buyer, order, line } = await saleOf('wd-late', 'cash_on_delivery', 4);
    await deliverLine(farm.token, order.id, line!.id);

    // The delivery moved 30 days back, as if the consumer came back a month later (the stack has no clock).
    const key = orderKeys.productOrder(order.id, line!.id);
    const item = (await getItem(key))!;
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const history = (item.history as { status: string; at: string }[]).map((entry) =>
      entry.status === 'delivered' ? { ...entry, at: monthAgo } : entry,
    );
    expect(history.some((entry) => entry.status === 'delivered')).toBe(true);
    await putItem({ ...item, history, updatedAt: monthAgo });
    const lastDay = withdrawalLastDay([{ ...line!, ...item, history, updatedAt: monthAgo } as never])!;
    expect(lastDay < spainDay(new Date().toISOString())).toBe(true);

    const late = await withdraw(order.id, buyer.token, { productOrderIds: [line!.id] });
    expect(late.status, late.text).toBe(409);
    expect(late.body.status.message).toBe(M.expired(lastDay.split('-').reverse().join('/')));
    // Nothing written: no withdrawal on the order, the line as it was.
    expect((await orderAnswer(order.id, buyer.token)).withdrawals).toEqual([]);
    expect((await getItem(key))?.withdrawalId).toBeUndefined();
  }, 60_000);
});
