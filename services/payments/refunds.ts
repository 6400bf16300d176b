/**
 * Refunds for admins (lib/payments/refunds.ts has how they are made and sent):
 *   GET   /v1/payments/refunds        the ones not done: being sent, failed, owed by transfer (newest first)
 *   PATCH /v1/payments/refunds/{id}   retry: a failed card refund goes back to pending (the events function
 *                                     sends it again); settled: an owed transfer refund was sent by the shop
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import type { RefundStatus } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { paymentKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { toRefund, toRefundRecord, type RefundRecord } from '../orders/index.js';

const OPEN: readonly RefundStatus[] = ['pending', 'failed', 'owed'];

export async function refundsWithStatus(status: RefundStatus): Promise<RefundRecord[]> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `REFUNDS#${status}` },
    ScanIndexForward: false,
  });
  return items.map(toRefundRecord);
}

async function openRefunds(): Promise<RefundRecord[]> {
  const lists = await Promise.all(OPEN.map(refundsWithStatus));
  return lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const listRefunds: Handler<PaymentsEndpoints['refunds']> = async () => ({
  data: { refunds: (await openRefunds()).map(toRefund) },
});

export const refundAction: Handler<PaymentsEndpoints['refundAction']> = async ({ params, body }) => {
  const found = (await openRefunds()).find((refund) => refund.id === params.id);
  if (!found) throw notFound(PAYMENT_MESSAGES.refundNotFound);
  const retry = body.action === 'retry';
  if (retry && found.status !== 'failed') throw conflict(PAYMENT_MESSAGES.refundNotRetriable);
  if (!retry && found.status !== 'owed') throw conflict(PAYMENT_MESSAGES.refundNotOwed);
  const at = new Date().toISOString();
  const status: RefundStatus = retry ? 'pending' : 'succeeded';
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: readEnv().tableName,
        Key: paymentKeys.refund(found.orderId, found.id),
        UpdateExpression: retry
          ? 'SET #status = :status, attempts = :zero, #failure = :none, GSI1PK = :gsi1pk, retriedAt = :at, ' +
            'generation = if_not_exists(generation, :zero) + :one'
          : 'SET #status = :status, settledAt = :at, GSI1PK = :gsi1pk',
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status', ...(retry ? { '#failure': 'failure' } : {}) },
        ExpressionAttributeValues: {
          ':status': status,
          ':from': found.status,
          ':at': at,
          ':gsi1pk': paymentKeys.refundIndex(status, found.createdAt, found.id).GSI1PK,
          ...(retry ? { ':zero': 0, ':one': 1, ':none': null } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      message: retry ? PAYMENT_MESSAGES.refundRetried : PAYMENT_MESSAGES.refundSettled,
      data: { refund: toRefund(toRefundRecord(Attributes ?? {})) },
    };
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(PAYMENT_MESSAGES.refundNotRetriable);
    throw error;
  }
};
