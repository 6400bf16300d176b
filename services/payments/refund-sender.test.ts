import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { metrics } from '../lib/observability/metrics.js';
import type { RefundRecord } from '../orders/index.js';
import { sendRefund } from './refund-sender.js';

const ddbMock = mockDocumentClient();
const refund: RefundRecord = {
  id: 'r-1',
  orderId: 'o-1',
  method: 'card',
  amount: 12.5,
  currency: 'EUR',
  status: 'pending',
  reason: 'order_cancelled',
  attempts: 0,
  failure: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  settledAt: null,
  reference: null,
  settledBy: null,
  account: null,
  userId: 'u-1',
  paymentIntentId: null,
  providerRefundId: null,
  lastAttemptAt: null,
};

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
});
afterEach(() => vi.restoreAllMocks());

describe('card refund sender: RefundsFailed', () => {
  it('counts a refund it records as failed (here: no card payment to refund)', async () => {
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    expect(await sendRefund(refund)).toBe('failed');
    expect(ddbMock.commandCalls(UpdateCommand)[1]?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':status': 'failed',
    });
    expect(added.mock.calls).toEqual([['RefundsFailed', 'Count', 1]]);
  });

  it('counts nothing when another sender got the attempt first or the refund is not a pending card one', async () => {
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    ddbMock
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));
    expect(await sendRefund(refund)).toBe('skipped');
    expect(await sendRefund({ ...refund, status: 'succeeded' })).toBe('skipped');
    expect(await sendRefund({ ...refund, method: 'bank_transfer' })).toBe('skipped');
    expect(added).not.toHaveBeenCalled();
  });
});
