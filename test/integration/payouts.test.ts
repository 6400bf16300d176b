/**
 * Payouts that cannot get stuck, on the real local stack (docs/payments.md, "Payouts"):
 *   - a run pays only farms with a destination; a farm with money and no IBAN (nor Stripe) comes back in
 *     `skipped` with nothing moved for it, and is paid once it gives an IBAN;
 *   - a bank payout that could not be sent is cancelled back to «Disponible»;
 *   - export batches: a SEPA file holds the pending transfers no file holds yet (marked with the batch); the next
 *     new file has only new ones; a batch downloaded again on purpose is the same file (same MsgId, same
 *     EndToEndIds, one per payout); the creditor is the account's holder;
 *   - the smaller answers: an unknown farm's balance is 404; the losing run of a race is 409.
 */
import { describe, expect, it } from 'vitest';
import type {
  BalanceAnswer,
  PayoutExportAnswer,
  PayoutRunAnswer,
  PayoutsAnswer,
} from '../../shared/contracts/payments/contract.js';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { placeWith } from './card-money.js';
import { api, deliverLine, freshConsumer, freshProducer, freshProduct } from './commerce.js';
import { noStack } from './helpers.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();
type Farm = Awaited<ReturnType<typeof freshProducer>>;

/** A pay-on-delivery order... no: a transfer order of the farm, paid and delivered: its net is available. */
async function availableSale(farm: Farm, price = 12.5) {
  const buyer = await freshConsumer('po-buyer');
  const product = await freshProduct(farm.token, { stock: 5, price });
  const { order } = await placeWith(buyer, 'bank_transfer', [product]);
  expect(
    (await api(`/v1/orders/${order.id}/payment`, tokens.admin, { method: 'PATCH', body: { status: 'paid' } }))
      .status,
  ).toBe(200);
  await deliverLine(farm.token, order.id, order.productOrders[0]!.id);
  return order;
}

const balanceOf = async (farm: Farm) =>
  (await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token)).body.data;

const giveIban = async (farm: Farm, holder: string) =>
  expect(
    (
      await api('/v1/users/profile', farm.token, {
        method: 'PUT',
        body: { payoutAccount: { iban: 'ES79 2100 0813 6101 2345 6789', holder } },
      })
    ).status,
  ).toBe(200);

const run = (producerIds: string[]) =>
  api<PayoutRunAnswer>('/v1/payments/payouts', tokens.admin, { method: 'POST', body: { producerIds } });

const newBatch = (format = 'sepa') =>
  api<PayoutExportAnswer>('/v1/payments/payouts/export', tokens.admin, { method: 'POST', body: { format } });

describe.skipIf(noStack)('payouts over HTTP', () => {
  it('pays only farms with somewhere to receive it, answers the others in skipped, and pays them once they can', async () => {
    const withIban = await freshProducer('po-iban');
    const without = await freshProducer('po-none');
    await giveIban(withIban, 'Finca Con Cuenta SL');
    await availableSale(withIban);
    await availableSale(without);
    // 25 € of goods + 4,90 € shipping, less 10 % of the goods: 27,40 € each.
    expect((await balanceOf(without)).balance.availableAmount).toBe(27.4);
    expect((await balanceOf(without)).destination).toBeNull();

    const listed = await api<PayoutsAnswer>('/v1/payments/payouts', tokens.admin);
    const farmOf = (id: string) => listed.body.data.farms.find((farm) => farm.producerId === id);
    expect(farmOf(withIban.userId)?.destination).toBe('bank_transfer');
    expect(farmOf(without.userId)?.destination).toBeNull();

    const answer = await run([withIban.userId, without.userId]);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.data.payouts).toEqual([
      expect.objectContaining({ producerId: withIban.userId, amount: 27.4, holder: 'Finca Con Cuenta SL' }),
    ]);
    expect(answer.body.data.skipped).toEqual([
      {
        producerId: without.userId,
        producerName: expect.any(String),
        amount: 27.4,
        reason: 'no_destination',
      },
    ]);
    // Nothing moved for the farm left out.
    expect((await balanceOf(without)).balance).toMatchObject({ availableAmount: 27.4, inPayoutAmount: 0 });
    // Only farms without a destination left: 422, with what to do.
    const none = await run([without.userId]);
    expect([none.status, none.body.status.message]).toEqual([422, PAYMENT_MESSAGES.noPayoutDestination]);

    await giveIban(without, 'Finca Sin Cuenta SL');
    const paid = await run([without.userId]);
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.data.payouts[0]).toMatchObject({ amount: 27.4, holder: 'Finca Sin Cuenta SL' });
    expect(paid.body.data.skipped).toEqual([]);
  }, 90_000);

  it('cancels a bank payout that could not be sent back to available', async () => {
    const farm = await freshProducer('po-cancel');
    await giveIban(farm, 'Finca Anulada');
    await availableSale(farm);
    const made = await run([farm.userId]);
    const payout = made.body.data.payouts[0]!;
    expect((await balanceOf(farm)).balance).toMatchObject({ availableAmount: 0, inPayoutAmount: 27.4 });
    const cancelled = await api<{ payout: Payout }>(`/v1/payments/payouts/${payout.id}`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'cancelled', reason: 'El banco la devolvió' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.payout).toMatchObject({
      status: 'cancelled',
      failure: 'El banco la devolvió',
    });
    expect((await balanceOf(farm)).balance).toMatchObject({ availableAmount: 27.4, inPayoutAmount: 0 });
    const twice = await api(`/v1/payments/payouts/${payout.id}`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect([twice.status, twice.body.status.message]).toEqual([409, PAYMENT_MESSAGES.payoutNotCancellable]);
    expect(
      (
        await api(`/v1/payments/payouts/${payout.id}`, tokens.admin, {
          method: 'PATCH',
          body: { status: 'paid' },
        })
      ).status,
    ).toBe(409);
    // Paid again in the next run.
    expect((await run([farm.userId])).body.data.payouts[0]).toMatchObject({ amount: 27.4 });
  }, 90_000);

  it('exports each transfer in one batch: new files hold only new payouts, a batch again is the same file', async () => {
    const first = await freshProducer('po-batch-1');
    const second = await freshProducer('po-batch-2');
    await giveIban(first, 'María López Pérez');
    await giveIban(second, 'Hermanos Ruiz CB');
    await availableSale(first);
    const [payoutA] = (await run([first.userId])).body.data.payouts;

    // Whatever earlier tests left pending goes into a batch of its own first.
    let batchA = await newBatch();
    while (batchA.status === 201 && !batchA.body.data.batch.payoutIds.includes(payoutA!.id))
      batchA = await newBatch();
    expect(batchA.status, batchA.text).toBe(201);
    const fileA = batchA.body.data.file.content;
    const idA = payoutA!.id.replace(/-/g, '');
    expect(fileA).toContain(`<EndToEndId>${idA}</EndToEndId>`);
    // The creditor is the account holder, not the profile's name.
    expect(fileA).toContain('<Cdtr><Nm>Maria Lopez Perez</Nm></Cdtr>');
    expect(fileA).toContain(`<MsgId>${batchA.body.data.batch.messageId}</MsgId>`);
    const listed = await api<PayoutsAnswer>('/v1/payments/payouts', tokens.admin);
    expect(listed.body.data.payouts.find((p) => p.id === payoutA!.id)).toMatchObject({
      batchId: batchA.body.data.batch.id,
      status: 'pending',
    });
    expect(listed.body.data.batches.map((batch) => batch.id)).toContain(batchA.body.data.batch.id);

    // Nothing new: no new file.
    const empty = await newBatch();
    expect([empty.status, empty.body.status.message]).toEqual([422, PAYMENT_MESSAGES.noBankPayouts]);

    await availableSale(second);
    const [payoutB] = (await run([second.userId])).body.data.payouts;
    const batchB = await newBatch('csv');
    expect(batchB.status, batchB.text).toBe(201);
    expect(batchB.body.data.batch.payoutIds).toEqual([payoutB!.id]);
    expect(batchB.body.data.file.content).toContain('Hermanos Ruiz CB');
    expect(batchB.body.data.file.content).not.toContain(payoutA!.id);

    // The first batch again, on purpose: the same transfers, ids and message id.
    const again = await api<PayoutExportAnswer>(
      `/v1/payments/payouts/export?format=sepa&batchId=${batchA.body.data.batch.id}`,
      tokens.admin,
    );
    expect(again.status, again.text).toBe(200);
    const ends = (xml: string) => [...xml.matchAll(/<EndToEndId>([^<]+)</g)].map((match) => match[1]);
    expect(ends(again.body.data.file.content)).toEqual(ends(fileA));
    expect(new Set(ends(fileA)).size).toBe(ends(fileA).length);
    expect(again.body.data.file.content).toContain(`<MsgId>${batchA.body.data.batch.messageId}</MsgId>`);
    expect((await api('/v1/payments/payouts/export?format=sepa', tokens.admin)).status).toBe(422);
    expect(
      (await api('/v1/payments/payouts/export?batchId=00000000-0000-4000-8000-000000000000', tokens.admin))
        .status,
    ).toBe(404);
  }, 120_000);

  it("answers 404 for an unknown farm's balance, and 409 to the losing run of a race", async () => {
    const unknown = await api(
      '/v1/orders/producer/balance?producerId=00000000-0000-4000-8000-000000000000',
      tokens.admin,
    );
    expect([unknown.status, unknown.body.status.message]).toEqual([404, PAYMENT_MESSAGES.producerNotFound]);

    // Two runs sent at once overlap only when each reads the balance before the other's payout is written: a
    // run that starts after it finds nothing due (422), which is right too. Each try pays the farm exactly once
    // and answers the loser by what it saw; a try in which the runs overlapped must come within three.
    let overlapped = false;
    for (let attempt = 0; attempt < 3 && !overlapped; attempt += 1) {
      const farm = await freshProducer(`po-race-${attempt}`);
      await giveIban(farm, 'Finca Carrera');
      await availableSale(farm);
      const [a, b] = await Promise.all([run([farm.userId]), run([farm.userId])]);
      const loser = a.status === 201 ? b : a;
      expect([a.status, b.status]).toContain(201);
      expect([
        [409, PAYMENT_MESSAGES.payoutRunRaced],
        [422, PAYMENT_MESSAGES.noPayoutsDue],
      ]).toContainEqual([loser.status, loser.body.status.message]);
      expect((await balanceOf(farm)).balance).toMatchObject({ availableAmount: 0, inPayoutAmount: 27.4 });
      overlapped = loser.status === 409;
    }
    expect(overlapped).toBe(true);
  }, 180_000);
});
