import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stripe } from '../lib/clients/stripe.js';
import { mendStripePayout } from './payout-transfer.js';
import { finishPayout, sendTransfer } from './payouts.js';
import { testPayout } from './testing.js';

vi.mock('../lib/clients/stripe.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  stripe: vi.fn(),
}));
vi.mock('./payouts.js', () => ({ finishPayout: vi.fn(), sendTransfer: vi.fn() }));

/** A Stripe payout still pending, to the farm's connected account acct_farm. */
const pending = testPayout({ reference: 'acct_farm' });

function transfers(listed: { id: string; metadata: Record<string, string> }[]) {
  const list = vi.fn(() =>
    (async function* () {
      yield* listed;
    })(),
  );
  vi.mocked(stripe).mockResolvedValue({ transfers: { list } } as never);
  return list;
}

beforeEach(() => {
  vi.mocked(finishPayout).mockReset();
  vi.mocked(sendTransfer).mockReset();
});

describe('a Stripe payout left pending', () => {
  it("is recorded paid with the transfer found at the provider by the payout's id, never sent twice", async () => {
    const list = transfers([
      { id: 'tr_other', metadata: { payoutId: 'p-0' } },
      { id: 'tr_1', metadata: { payoutId: 'p-1' } },
    ]);
    vi.mocked(finishPayout).mockResolvedValue({ ...pending, status: 'paid', reference: 'tr_1' });
    const mended = await mendStripePayout(pending);
    expect(mended.outcome).toBe('found');
    expect(list).toHaveBeenCalledWith({
      destination: 'acct_farm',
      created: { gte: Date.parse(pending.createdAt) / 1000 - 3600 },
      limit: 100,
    });
    expect(finishPayout).toHaveBeenCalledWith(pending, true, 'tr_1');
    expect(sendTransfer).not.toHaveBeenCalled();
  });

  it('is sent now (its own Idempotency-Key) when the provider has no transfer for it', async () => {
    transfers([]);
    vi.mocked(sendTransfer).mockResolvedValue({ ...pending, status: 'paid', reference: 'tr_2' });
    expect((await mendStripePayout(pending)).outcome).toBe('sent');
    expect(sendTransfer).toHaveBeenCalledWith(pending, 'acct_farm');
    vi.mocked(sendTransfer).mockResolvedValue({ ...pending, status: 'failed', failure: 'no' });
    expect((await mendStripePayout(pending)).outcome).toBe('failed');
  });

  it('stays pending when Stripe cannot be reached, and leaves bank payouts alone', async () => {
    vi.mocked(stripe).mockRejectedValue(Object.assign(new Error('down'), { type: 'StripeConnectionError' }));
    expect((await mendStripePayout(pending)).outcome).toBe('unreachable');
    expect(finishPayout).not.toHaveBeenCalled();
    expect((await mendStripePayout({ ...pending, method: 'bank_transfer' })).outcome).toBe('unreachable');
  });
});
