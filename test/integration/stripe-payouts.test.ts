/**
 * «Comprobar en Stripe» on the admin's payouts (PATCH /v1/payments/payouts/{id} {status: "paid"} on a Stripe
 * payout; services/payments/payout-settle.ts, docs/payments.md "Payouts"), on the real local stack: a farm's
 * Stripe payout left `pending` (a crash, a timeout or an outage between the payout's write, Stripe's transfer
 * and its record) is asked at Stripe, never guessed:
 *   - its transfer made, its record lost: recorded paid with that transfer, never a second;
 *   - its transfer never made: sent now under the payout's own key, once;
 *   - Stripe refusing it (the account cannot receive transfers): failed, its amount available again;
 *   - minutes old (its run may still wait for Stripe): 409, nothing asked; a payout that is not pending: 409.
 * The crash test (crash.test.ts) leaves the same states by kill -9 and the reconciliation mends them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { BalanceAnswer, PayoutRunAnswer } from '../../shared/contracts/payments/contract.js';
import { PAYMENT_CURRENCY, type Payout } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { STRIPE_PAYOUT_GRACE_MS } from '../../shared/rules/payout-state.js';
import { toCents } from '../../shared/utils/money.js';
import { paymentKeys } from '../../services/lib/data/money-keys.js';
import { payoutItem } from '../../services/payments/payout-record.js';
import { cardOrder, connectedFarm, deliver, payPage, paymentBecomes, stripeSdk } from './card-money.js';
import { api } from './commerce.js';
import { noStack, stack } from './helpers.js';
import { seededSuite } from './suite.js';
import { getItem, putItem, table } from './table.js';

const tokens = seededSuite();
type Farm = { userId: string; token: string };

/** A card order of the farm, paid and delivered: its net is available. */
async function availableSale(farm: Farm): Promise<number> {
  const { buyer, order, url } = await cardOrder(farm.token);
  expect(await payPage(url)).toEqual({ status: 200, outcome: 'succeeded' });
  await paymentBecomes(order.id, buyer.token, 'paid');
  await deliver(farm.token, order);
  const { balance } = await balanceOf(farm);
  expect(balance.availableAmount).toBeGreaterThan(0);
  return balance.availableAmount;
}

const balanceOf = async (farm: Farm) =>
  (await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token)).body.data;

const check = (id: string) =>
  api<{ payout: Payout }>(`/v1/payments/payouts/${id}`, tokens.admin, {
    method: 'PATCH',
    body: { status: 'paid' },
  });

const past = () => new Date(Date.now() - STRIPE_PAYOUT_GRACE_MS - 5 * 60_000).toISOString();

/**
 * What a payout run writes before it asks Stripe (services/payments/payouts.ts): the payout, pending, its
 * reference the farm's account, and the farm's ledger head counting it; then the process is gone.
 */
async function writtenBeforeTransfer(farm: Farm, amount: number, accountId: string, createdAt: string) {
  const payout: Payout = {
    id: crypto.randomUUID(),
    producerId: farm.userId,
    producerName: 'Finca de la prueba',
    amount,
    currency: PAYMENT_CURRENCY,
    method: 'stripe_transfer',
    status: 'pending',
    iban: null,
    holder: null,
    reference: accountId,
    failure: null,
    createdAt,
    paidAt: null,
    batchId: null,
    exportedAt: null,
    cancelledAt: null,
  };
  await putItem(payoutItem(payout));
  await table().send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: paymentKeys.ledger(farm.userId),
      UpdateExpression: 'SET payoutCents = if_not_exists(payoutCents, :zero) + :cents',
      ExpressionAttributeValues: { ':zero': 0, ':cents': toCents(amount) },
    }),
  );
  return payout;
}

const transfersOf = async (payoutId: string, destination: string) =>
  (await stripeSdk().transfers.list({ destination, limit: 100 })).data.filter(
    (transfer) => transfer.metadata?.payoutId === payoutId,
  );

describe.skipIf(noStack)('«Comprobar en Stripe»: a Stripe payout left pending', () => {
  it('records the transfer Stripe made with the payout, never a second one; not while its run may be going on', async () => {
    const farm = await connectedFarm('check-found');
    const amount = await availableSale(farm);
    const run = await api<PayoutRunAnswer>('/v1/payments/payouts', tokens.admin, {
      method: 'POST',
      body: { producerIds: [farm.userId] },
    });
    expect(run.status, run.text).toBe(201);
    const [made] = run.body.data.payouts;
    expect(made).toMatchObject({ method: 'stripe_transfer', status: 'paid', amount });
    const transferId = made!.reference;
    // As if the process had died between Stripe's transfer and its record, moments ago.
    const lost: Payout = { ...made!, status: 'pending', reference: farm.accountId, paidAt: null };
    await putItem(payoutItem(lost));

    // Its run may still be waiting for Stripe: nothing asked, still pending.
    const early = await check(lost.id);
    expect([early.status, early.body.status.message]).toEqual([409, PAYMENT_MESSAGES.payoutStripeUnderWay]);
    expect(await getItem(paymentKeys.payout(lost.id))).toMatchObject({ status: 'pending' });

    await putItem(payoutItem({ ...lost, createdAt: past() }));
    const checked = await check(lost.id);
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.status.message).toBe(PAYMENT_MESSAGES.payoutCheckedAtStripe);
    expect(checked.body.data.payout).toMatchObject({ id: lost.id, status: 'paid', reference: transferId });
    expect((await transfersOf(lost.id, farm.accountId)).map((transfer) => transfer.id)).toEqual([transferId]);
    expect((await balanceOf(farm)).balance).toMatchObject({
      availableAmount: 0,
      inPayoutAmount: 0,
      paidOutAmount: amount,
    });

    // Paid: a second click is the ordinary 409, and asks Stripe nothing.
    const again = await check(lost.id);
    expect([again.status, again.body.status.message]).toEqual([409, PAYMENT_MESSAGES.payoutNotPending]);
    expect(await transfersOf(lost.id, farm.accountId)).toHaveLength(1);
  });

  it('sends the transfer Stripe never got, under the payout’s own key, once', async () => {
    const farm = await connectedFarm('check-sent');
    const amount = await availableSale(farm);
    const payout = await writtenBeforeTransfer(farm, amount, farm.accountId, past());
    expect((await balanceOf(farm)).balance).toMatchObject({ availableAmount: 0, inPayoutAmount: amount });
    expect(await transfersOf(payout.id, farm.accountId)).toEqual([]);

    const checked = await check(payout.id);
    expect(checked.status, checked.text).toBe(200);
    const transfers = await transfersOf(payout.id, farm.accountId);
    expect(transfers.map((transfer) => [transfer.id, transfer.amount])).toEqual([
      [checked.body.data.payout.reference, toCents(amount)],
    ]);
    expect(checked.body.data.payout).toMatchObject({ status: 'paid', amount });
    expect((await balanceOf(farm)).balance).toMatchObject({ inPayoutAmount: 0, paidOutAmount: amount });
    expect((await check(payout.id)).status).toBe(409);
    expect(await transfersOf(payout.id, farm.accountId)).toHaveLength(1);
  });

  it('records it failed when Stripe refuses the transfer: its amount is available again', async () => {
    const farm = await connectedFarm('check-refused');
    const amount = await availableSale(farm);
    // An account Stripe cannot send transfers to (its onboarding never finished).
    const closed = await stripeSdk().accounts.create({
      type: 'express',
      country: 'ES',
      capabilities: { transfers: { requested: true } },
    });
    const payout = await writtenBeforeTransfer(farm, amount, closed.id, past());

    const refused = await check(payout.id);
    expect([refused.status, refused.body.status.message]).toEqual([
      409,
      PAYMENT_MESSAGES.payoutTransferRefused,
    ]);
    const stored = await getItem(paymentKeys.payout(payout.id));
    expect(stored).toMatchObject({ status: 'failed' });
    expect(String(stored?.failure)).toContain('capabilities');
    expect(await transfersOf(payout.id, closed.id)).toEqual([]);
    expect((await balanceOf(farm)).balance).toMatchObject({ availableAmount: amount, inPayoutAmount: 0 });
    // The next run pays it where the farm can receive it.
    const run = await api<PayoutRunAnswer>('/v1/payments/payouts', tokens.admin, {
      method: 'POST',
      body: { producerIds: [farm.userId] },
    });
    expect(run.status, run.text).toBe(201);
    expect(run.body.data.payouts).toEqual([expect.objectContaining({ status: 'paid', amount })]);
  });

  it('answers 404 for a payout that does not exist', async () => {
    const unknown = await check('00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.status.message]).toEqual([404, PAYMENT_MESSAGES.payoutNotFound]);
  });
});
