/**
 * PATCH /v1/orders/{id}/payment {status: 'paid'} (admins): the shop's bank received the order's transfer. One
 * conditional update: only a bank transfer still pending, of an order not cancelled, becomes paid (409
 * otherwise); the order's version is bumped like any other change of the order.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { ORDER_MESSAGES } from '../../shared/messages.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { orderKeys } from '../lib/data/keys.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound } from '../lib/errors.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import { readOrder } from './order-store.js';

export async function markOrderPaid({
  params,
}: RouteRequest<OrdersEndpoints['markPaid']>): RouteAnswer<OrdersEndpoints['markPaid']> {
  const found = await readOrder(params.id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const { payment } = found.order;
  if (
    payment.method !== 'bank_transfer' ||
    payment.status !== 'pending' ||
    found.order.status === 'cancelled'
  )
    throw conflict(PAYMENT_MESSAGES.notPendingTransfer);
  const at = new Date().toISOString();
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: readEnv().tableName,
        Key: orderKeys.item(params.id),
        UpdateExpression:
          'SET payment = :paid, updatedAt = :at, lastUpdatedAt = :at, #version = if_not_exists(#version, :zero) + :one',
        ConditionExpression:
          'attribute_exists(PK) AND #status <> :cancelled AND payment.#method = :transfer AND payment.#state = :pending',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#version': 'version',
          '#method': 'method',
          '#state': 'status',
        },
        ExpressionAttributeValues: {
          ':paid': { ...payment, status: 'paid', paidAt: at },
          ':at': at,
          ':zero': 0,
          ':one': 1,
          ':cancelled': 'cancelled',
          ':transfer': 'bank_transfer',
          ':pending': 'pending',
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(PAYMENT_MESSAGES.notPendingTransfer);
    throw error;
  }
  const after = await readOrder(params.id);
  if (!after) throw notFound(ORDER_MESSAGES.notFound);
  return { message: PAYMENT_MESSAGES.transferReceived, data: { order: after.order } };
}
