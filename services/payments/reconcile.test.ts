import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stripe, stripeReady } from '../lib/clients/stripe.js';
import { metrics } from '../lib/observability/metrics.js';
import { applyPaidSession, closeSessions, readOrder } from '../orders/index.js';
import { fixtureOrder } from '../orders/testing.js';
import { mendStripePayout } from './payout-transfer.js';
import { reconcilePayments } from './reconcile.js';
import { applyRefundEvent } from './refund-events.js';

vi.mock('../lib/clients/stripe.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  stripe: vi.fn(),
  stripeReady: vi.fn(),
}));
vi.mock('../orders/index.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  applyPaidSession: vi.fn(),
  closeSessions: vi.fn(),
  readOrder: vi.fn(),
}));
vi.mock('./payout-transfer.js', () => ({ mendStripePayout: vi.fn() }));
vi.mock('./refund-events.js', () => ({ applyRefundEvent: vi.fn() }));

const ddbMock = mockClient(DynamoDBDocumentClient);
const NOW = new Date('2026-06-02T12:00:00.000Z');
const at = (secondsAgo: number) => Math.floor(NOW.getTime() / 1000) - secondsAgo;

function session(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'checkout.session',
    metadata: { orderId: 'o-1' },
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_${id}`,
    amount_total: 2000,
    currency: 'eur',
    livemode: false,
    created: at(3600),
    ...overrides,
  };
}

/** The SDK's lists as the reconciliation walks them (auto-pagination), filtered by status. */
function provider(sessions: ReturnType<typeof session>[]) {
  const list = vi.fn((params: { status: string }) =>
    (async function* () {
      yield* sessions.filter((listed) => listed.status === params.status);
    })(),
  );
  vi.mocked(stripe).mockResolvedValue({ checkout: { sessions: { list } } } as never);
  return list;
}

/** The order o-1 as stored: paid by `paidBy` (a PaymentIntent) or waiting for its card payment. */
function order(paidBy: string | null, sessions: string[] = ['cs_own']) {
  const { order: base, items } = fixtureOrder();
  const payment = {
    ...base.payment,
    method: 'card' as const,
    status: paidBy ? ('paid' as const) : ('pending' as const),
  };
  const stored = {
    ...(items[0] as Record<string, unknown>),
    payment,
    paymentSessionIds: new Set(sessions),
    ...(paidBy ? { paymentIntentId: paidBy } : {}),
  };
  return { order: { ...base, payment }, stored, lines: [] as Record<string, unknown>[] };
}

beforeEach(() => {
  vi.mocked(stripeReady).mockResolvedValue(true);
  vi.mocked(applyPaidSession).mockReset();
  vi.mocked(closeSessions).mockReset();
  vi.mocked(readOrder).mockReset();
  vi.mocked(mendStripePayout).mockReset();
  vi.mocked(applyRefundEvent).mockReset();
  ddbMock.reset();
  ddbMock.on(QueryCommand).resolves({ Items: [] });
});

describe('the payments reconciliation', () => {
  it('takes in a paid session whose charge the shop does not have (a webhook lost), and counts the difference', async () => {
    const list = provider([session('cs_own'), session('cs_done', { payment_intent: 'pi_paid' })]);
    vi.mocked(readOrder).mockImplementation(async () => order(null));
    vi.mocked(applyPaidSession).mockResolvedValue('paid');
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    const report = await reconcilePayments(NOW);
    expect(list.mock.calls[0]?.[0]).toEqual({
      status: 'complete',
      created: { gte: at(25 * 3600) },
      limit: 100,
    });
    expect(vi.mocked(applyPaidSession).mock.calls.map((call) => call[0].id)).toEqual(['cs_own', 'cs_done']);
    expect(report.differences).toEqual([
      { kind: 'payment', id: 'o-1', providerId: 'cs_own', mended: 'paid' },
      { kind: 'payment', id: 'o-1', providerId: 'cs_done', mended: 'paid' },
    ]);
    expect(added).toHaveBeenCalledWith('ReconcileDifferences', 'Count', 2);
    added.mockRestore();
  });

  it('leaves a charge the order was paid with, and one already refunded as extra; finds no difference', async () => {
    provider([session('cs_own'), session('cs_twice', { payment_intent: 'pi_second' })]);
    vi.mocked(readOrder).mockResolvedValue(order('pi_cs_own'));
    vi.mocked(applyPaidSession).mockResolvedValue('unchanged');
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    const report = await reconcilePayments(NOW);
    // Only the second charge is looked at again (its refund exists: unchanged).
    expect(vi.mocked(applyPaidSession).mock.calls.map((call) => call[0].id)).toEqual(['cs_twice']);
    expect(report.differences).toEqual([]);
    expect(added).not.toHaveBeenCalled();
    added.mockRestore();
  });

  it('expires an open page of an order that no longer waits for it, older than 10 minutes', async () => {
    const list = provider([
      session('cs_cancelled', { status: 'open', payment_status: 'unpaid', metadata: { orderId: 'o-2' } }),
      session('cs_waiting', { status: 'open', payment_status: 'unpaid' }),
    ]);
    vi.mocked(readOrder).mockImplementation(async (id) => {
      const found = order(null, ['cs_waiting']);
      return id === 'o-2' ? { ...found, order: { ...found.order, status: 'cancelled' as const } } : found;
    });
    vi.mocked(closeSessions).mockResolvedValue([
      {
        id: 'cs_cancelled',
        orderId: 'o-2',
        status: 'expired',
        paid: false,
        paymentIntentId: null,
        amountCents: 2000,
        currency: 'eur',
        livemode: false,
      },
    ]);
    const report = await reconcilePayments(NOW);
    expect(list.mock.calls[1]?.[0]).toEqual({
      status: 'open',
      created: { gte: at(25 * 3600), lte: at(600) },
      limit: 100,
    });
    expect(closeSessions).toHaveBeenCalledWith(['cs_cancelled']);
    expect(report.differences).toEqual([
      { kind: 'page', id: 'o-2', providerId: 'cs_cancelled', mended: 'expired' },
    ]);
  });

  it('mends Stripe payouts pending for more than 5 minutes, and stops when Stripe is out of reach', async () => {
    provider([]);
    const payout = (id: string, minutesAgo: number) => ({
      PK: `PAYOUT#${id}`,
      id,
      producerId: 'f-1',
      amount: 27.4,
      method: 'stripe_transfer',
      status: 'pending',
      reference: 'acct_1',
      createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
    });
    ddbMock
      .on(QueryCommand)
      .resolves({ Items: [payout('p-old', 30), payout('p-new', 1), payout('p-late', 20)] });
    vi.mocked(mendStripePayout)
      .mockResolvedValueOnce({ outcome: 'found', payout: { reference: 'tr_1' } as never })
      .mockResolvedValueOnce({ outcome: 'unreachable', payout: {} as never });
    const report = await reconcilePayments(NOW);
    expect(vi.mocked(mendStripePayout).mock.calls.map((call) => call[0].id)).toEqual(['p-old', 'p-late']);
    expect(report.differences).toEqual([
      { kind: 'payout', id: 'p-old', providerId: 'tr_1', mended: 'found' },
    ]);
    expect(report.interrupted).toBe(true);
    const query = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query?.ExpressionAttributeValues?.[':since']).toBe('2026-05-03T12:00:00.000Z');
  });

  it("settles card refunds Stripe took but never confirmed (10 minutes on), from Stripe's own record", async () => {
    const refund = (id: string, minutesAgo: number, overrides: Record<string, unknown> = {}) => ({
      PK: 'ORDER#o-1',
      id,
      orderId: 'o-1',
      method: 'card',
      amount: 12.5,
      status: 'sent',
      reason: 'order_cancelled',
      providerRefundId: `re_${id}`,
      createdAt: new Date(NOW.getTime() - 60 * 60_000).toISOString(),
      lastAttemptAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
      ...overrides,
    });
    ddbMock.on(QueryCommand, { IndexName: 'GSI1' }).resolves({
      Items: [
        refund('r-done', 30),
        refund('r-recent', 2),
        refund('r-on-its-way', 30),
        refund('r-failed', 45),
      ],
    });
    const statuses: Record<string, string> = {
      're_r-done': 'succeeded',
      're_r-on-its-way': 'pending',
      're_r-failed': 'failed',
    };
    const retrieve = vi.fn(async (id: string) => ({
      id,
      status: statuses[id],
      metadata: { orderId: 'o-1' },
    }));
    const list = vi.fn(() => (async function* () {})());
    vi.mocked(stripe).mockResolvedValue({ checkout: { sessions: { list } }, refunds: { retrieve } } as never);
    const report = await reconcilePayments(NOW);
    // The one sent 2 minutes ago may still be confirmed by its webhook: not asked about.
    expect(retrieve.mock.calls.map(([id]) => id)).toEqual(['re_r-done', 're_r-on-its-way', 're_r-failed']);
    expect(vi.mocked(applyRefundEvent).mock.calls.map(([stripeRefund]) => stripeRefund.id)).toEqual([
      're_r-done',
      're_r-failed',
    ]);
    expect(report.differences).toEqual([
      { kind: 'refund', id: 'r-done', providerId: 're_r-done', mended: 'succeeded' },
      { kind: 'refund', id: 'r-failed', providerId: 're_r-failed', mended: 'failed' },
    ]);
    expect(report.checked.refunds).toBe(3);
    expect(
      ddbMock.commandCalls(QueryCommand, { IndexName: 'GSI1' })[0]?.args[0].input.ExpressionAttributeValues,
    ).toEqual({
      ':pk': 'REFUNDS#sent',
    });
  });

  it('does nothing for a shop without Stripe, and stops early when Stripe cannot be reached', async () => {
    vi.mocked(stripeReady).mockResolvedValue(false);
    vi.mocked(stripe).mockClear();
    expect(await reconcilePayments(NOW)).toMatchObject({ differences: [], interrupted: false });
    expect(stripe).not.toHaveBeenCalled();
    vi.mocked(stripeReady).mockResolvedValue(true);
    vi.mocked(stripe).mockRejectedValue(Object.assign(new Error('down'), { type: 'StripeConnectionError' }));
    expect(await reconcilePayments(NOW)).toMatchObject({ differences: [], interrupted: true });
  });
});
