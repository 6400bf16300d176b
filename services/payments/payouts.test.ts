import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { metrics } from '../lib/observability/metrics.js';
import { finishPayout, payoutDestination } from './payouts.js';
import { testPayout } from './testing.js';

const ddbMock = mockDocumentClient();
const payout = testPayout();

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(UpdateCommand).resolves({});
  ddbMock.on(TransactWriteCommand).resolves({});
});
afterEach(() => vi.restoreAllMocks());

describe('a Stripe payout at its end: PayoutsFailed', () => {
  it('counts a failed transfer once its amount is available again, and no paid one', async () => {
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    expect((await finishPayout(payout, true, 'tr_1')).status).toBe('paid');
    expect(added).not.toHaveBeenCalled();
    const failed = await finishPayout(payout, false, 'Stripe: account closed');
    expect(failed).toMatchObject({ status: 'failed', failure: 'Stripe: account closed' });
    const [write] = ddbMock.commandCalls(TransactWriteCommand);
    expect(write?.args[0].input.TransactItems?.[1]?.Update?.ExpressionAttributeValues).toEqual({
      ':cents': 8040,
    });
    expect(added.mock.calls).toEqual([['PayoutsFailed', 'Count', 1]]);
  });

  it('counts nothing when the failed transfer could not be recorded (the write threw)', async () => {
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    ddbMock.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(finishPayout(payout, false, 'x')).rejects.toThrow('throttled');
    expect(added).not.toHaveBeenCalled();
  });
});

describe('where a payout goes', () => {
  const account = { iban: 'ES7921000813610123456789', holder: 'Finca Uno SL' };
  const active = { status: 'active' as const, accountId: 'acct_1' };
  it('is the active Connect account while Stripe is set up, else the IBAN, else nowhere', () => {
    expect(payoutDestination(active, account, true)).toBe('stripe_transfer');
    expect(payoutDestination(active, account, false)).toBe('bank_transfer');
    expect(payoutDestination({ status: 'pending', accountId: 'acct_1' }, account, true)).toBe(
      'bank_transfer',
    );
    expect(payoutDestination({ status: 'pending', accountId: 'acct_1' }, null, true)).toBeNull();
    expect(payoutDestination({ status: 'none', accountId: null }, null, true)).toBeNull();
    expect(payoutDestination(active, null, false)).toBeNull();
  });
});
