/**
 * What admins do with refunds (docs/payments.md, "Refunds"; payment/refunds.ts in orders has how they are
 * made; refund-list.ts the list):
 *   PATCH /v1/payments/refunds/{id}  retry: a failed card refund goes back to pending (the events function
 *                                    sends it again); settled: an owed refund was sent by bank transfer, with
 *                                    the transfer's reference (required): the refund `succeeded`, the order's
 *                                    payment counts it as refunded (orders' settleRefund), who and when kept
 *   POST  /v1/payments/refunds       give back the money of delivered lines (a return; orders'
 *                                    returnDeliveredLines)
 */
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import type { RefundStatus } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { getDirectoryUser, readRefundAccount } from '../lib/auth/user-directory.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { returnDeliveredLines, settleRefund, toRefundRecord, type RefundRecord } from '../orders/index.js';
import { findRefund, refundViews } from './refund-list.js';
import { updateItem } from '../lib/data/item-commands.js';

async function retryRefund(found: RefundRecord): Promise<RefundRecord> {
  if (found.status !== 'failed') throw conflict(PAYMENT_MESSAGES.refundNotRetriable);
  const status: RefundStatus = 'pending';
  try {
    const { Attributes } = await updateItem({
      Key: paymentKeys.refund(found.orderId, found.id),
      UpdateExpression:
        'SET #status = :status, attempts = :zero, #failure = :none, GSI1PK = :gsi1pk, retriedAt = :at, ' +
        'generation = if_not_exists(generation, :zero) + :one',
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status', '#failure': 'failure' },
      ExpressionAttributeValues: {
        ':status': status,
        ':from': 'failed',
        ':at': new Date().toISOString(),
        ':gsi1pk': paymentKeys.refundIndex(status, found.createdAt, found.id).GSI1PK,
        ':zero': 0,
        ':one': 1,
        ':none': null,
      },
      ReturnValues: 'ALL_NEW',
    });
    return toRefundRecord(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(PAYMENT_MESSAGES.refundNotRetriable);
    throw error;
  }
}

export const refundAction: Handler<PaymentsEndpoints['refundAction']> = async ({
  params,
  body,
  principal,
}) => {
  const found = await findRefund(params.id);
  if (!found) throw notFound(PAYMENT_MESSAGES.refundNotFound);
  if (body.action === 'retry') {
    const refund = await retryRefund(found);
    return { message: PAYMENT_MESSAGES.refundRetried, data: { refund: (await refundViews([refund]))[0]! } };
  }
  if (found.status !== 'owed') throw conflict(PAYMENT_MESSAGES.refundNotOwed);
  const adminId = principal?.userId ?? '';
  const [admin, account] = await Promise.all([
    adminId ? getDirectoryUser(adminId) : null,
    found.userId ? readRefundAccount(found.userId) : null,
  ]);
  const settled = await settleRefund({
    orderId: found.orderId,
    refundId: found.id,
    from: ['owed'],
    at: new Date().toISOString(),
    reference: body.reference ?? null,
    settledBy: { id: adminId, name: String(admin?.fullName || principal?.email || '') },
    account,
  });
  if (settled.outcome === 'not_found') throw notFound(PAYMENT_MESSAGES.refundNotFound);
  if (settled.outcome === 'unchanged') throw conflict(PAYMENT_MESSAGES.refundNotOwed);
  return {
    message: PAYMENT_MESSAGES.refundSettled,
    data: { refund: (await refundViews([settled.refund]))[0]! },
  };
};

export const createRefund: Handler<PaymentsEndpoints['createRefund']> = async ({ body }) => {
  const refund = await returnDeliveredLines({
    orderId: body.orderId,
    productOrderIds: body.productOrderIds,
    at: new Date().toISOString(),
  });
  return {
    message: PAYMENT_MESSAGES.returnCreated,
    data: { refund: (await refundViews([refund]))[0]! },
  };
};
