import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { metrics } from '../lib/observability/metrics.js';
import { finishPayout } from './payouts.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const payout: Payout = {
  id: 'p-1',
  producerId: 'farm-1',
  producerName: 'Finca Uno',
  amount: 80.4,
  currency: 'EUR',
  method: 'stripe_transfer',
  status: 'pending',
  iban: null,
  reference: 'acct_1',
  failure: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  paidAt: null,
};

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
