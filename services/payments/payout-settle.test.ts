import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { mockDocumentClient } from '../lib/data/testing.js';
import { payoutItem } from './payout-record.js';
import { settlePayout } from './payout-settle.js';
import { mendStripePayout } from './payout-transfer.js';
import { testPayout } from './testing.js';

vi.mock('./payout-transfer.js', () => ({ mendStripePayout: vi.fn() }));

const ddbMock = mockDocumentClient();
const stored = payoutItem(testPayout());
const conditionFailed = Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });

const markPaid = () =>
  settlePayout({ params: { id: 'p-1' }, body: { status: 'paid' } } as unknown as Parameters<
    typeof settlePayout
  >[0]);

beforeEach(() => {
  ddbMock.reset();
  vi.mocked(mendStripePayout).mockReset();
  // The bank-payout update is conditioned on a pending bank payout: a Stripe one fails it.
  ddbMock.on(UpdateCommand).rejects(conditionFailed);
});

describe('«Marcar como pagado» on a Stripe payout left pending', () => {
  it('asks Stripe: the transfer found (or made under its key) records it paid, 200', async () => {
    ddbMock.on(GetCommand).resolves({ Item: stored });
    vi.mocked(mendStripePayout).mockImplementation(async (payout: Payout) => ({
      outcome: 'found',
      payout: { ...payout, status: 'paid', reference: 'tr_1' },
    }));
    const answer = await markPaid();
    expect(answer).toMatchObject({
      message: PAYMENT_MESSAGES.payoutCheckedAtStripe,
      data: { payout: { id: 'p-1', status: 'paid', reference: 'tr_1' } },
    });
    expect(vi.mocked(mendStripePayout).mock.calls[0]?.[0]).toMatchObject({ id: 'p-1', status: 'pending' });
  });

  it('answers 409 with what happened when Stripe refuses the transfer, 503 when Stripe is out of reach', async () => {
    ddbMock.on(GetCommand).resolves({ Item: stored });
    vi.mocked(mendStripePayout).mockImplementation(async (payout: Payout) => ({
      outcome: 'failed',
      payout: { ...payout, status: 'failed' },
    }));
    await expect(markPaid()).rejects.toMatchObject({
      statusCode: 409,
      message: PAYMENT_MESSAGES.payoutTransferRefused,
    });
    vi.mocked(mendStripePayout).mockImplementation(async (payout: Payout) => ({
      outcome: 'unreachable',
      payout,
    }));
    await expect(markPaid()).rejects.toMatchObject({
      statusCode: 503,
      message: PAYMENT_MESSAGES.payoutStripeUnreachable,
    });
  });

  it('asks Stripe nothing while the payout is minutes old (its run may still be waiting for Stripe): 409', async () => {
    ddbMock
      .on(GetCommand)
      .resolves({ Item: { ...stored, createdAt: new Date(Date.now() - 60_000).toISOString() } });
    await expect(markPaid()).rejects.toMatchObject({
      statusCode: 409,
      message: PAYMENT_MESSAGES.payoutStripeUnderWay,
    });
    expect(mendStripePayout).not.toHaveBeenCalled();
  });

  it('keeps the 409 «ya no está pendiente» for a payout that is not pending, and asks Stripe nothing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { ...stored, status: 'paid', reference: 'tr_1' } });
    await expect(markPaid()).rejects.toMatchObject({
      statusCode: 409,
      message: PAYMENT_MESSAGES.payoutNotPending,
    });
    expect(mendStripePayout).not.toHaveBeenCalled();
  });
});
