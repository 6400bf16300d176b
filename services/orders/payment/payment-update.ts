/**
 * The order item's payment replaced in a transaction, under the order's version (the optimistic lock every
 * change of an order takes): a refund settled or brought over, delivered lines given back.
 */
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import { storedPayment } from './payment.js';
import { orderKeys } from '../../lib/data/keys.js';
import type { TransactItem } from '../../lib/data/transactions.js';

interface PaymentUpdate {
  tableName: string;
  orderId: string;
  payment: Payment;
  /** The order's version as read (undefined: an order stored before versions). */
  version: number | undefined;
  /** When: the order is stamped as updated too. Without it only the payment and the version change. */
  at?: string;
}

export function orderPaymentUpdate({
  tableName,
  orderId,
  payment,
  version,
  at,
}: PaymentUpdate): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: orderKeys.item(orderId),
      UpdateExpression:
        at === undefined
          ? 'SET payment = :payment, #version = :next'
          : 'SET payment = :payment, updatedAt = :at, #version = :next REMOVE lastUpdatedAt',
      ConditionExpression: version === undefined ? 'attribute_not_exists(#version)' : '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: {
        ':payment': storedPayment(payment),
        ...(at === undefined ? {} : { ':at': at }),
        ':next': (version ?? 0) + 1,
        ...(version === undefined ? {} : { ':version': version }),
      },
    },
  };
}
