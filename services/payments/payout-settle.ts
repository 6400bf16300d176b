/**
 * PATCH /v1/payments/payouts/{id} (admins; docs/payments.md, "Payouts"): what became of a bank payout.
 *   {status: "paid", reference?}     the shop sent the transfer: paid, with the bank's reference;
 *   {status: "cancelled", reason?}   it could not be sent (the farm has no IBAN, or the bank returned it):
 *                                    cancelled, and its amount is available again (the ledger head goes down
 *                                    in the same transaction), so the next run pays it where the farm says now.
 * Both are conditioned on the payout being a pending bank payout: a second click answers 409.
 * A Stripe payout still `pending` (a crash or an outage between Stripe's transfer and its record) is not
 * marked by hand: {status: "paid"} asks Stripe (payout-transfer.ts, as the reconciliation does): its transfer
 * found, or made now under the payout's Idempotency-Key, records it paid (200); Stripe refusing it makes it
 * `failed` (409, its amount available again); Stripe out of reach leaves it pending (503). In its first minutes
 * (shared/rules/payout-state.ts) its run may still be waiting for Stripe: 409, nothing asked. Never the 409 «ya
 * no está pendiente» for a payout that is. The admin's payouts table offers this as «Comprobar en Stripe».
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { payoutState } from '../../shared/rules/payout-state.js';
import { toCents } from '../../shared/utils/money.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound, serviceUnavailable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { toPayout } from './payout-record.js';
import { mendStripePayout } from './payout-transfer.js';
import { getItem, updateItem } from '../lib/data/item-commands.js';

async function readPayout(id: string): Promise<Payout> {
  const { Item } = await getItem({ Key: paymentKeys.payout(id), ConsistentRead: true });
  if (!Item) throw notFound(PAYMENT_MESSAGES.payoutNotFound);
  return toPayout(Item);
}

async function markPaid(id: string, reference: string | null): Promise<Payout> {
  try {
    const { Attributes } = await updateItem({
      Key: paymentKeys.payout(id),
      UpdateExpression: 'SET #status = :paid, #paidAt = :at, #reference = :reference',
      ConditionExpression: 'attribute_exists(PK) AND #status = :pending AND #method = :bank',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#method': 'method',
        '#paidAt': 'paidAt',
        '#reference': 'reference',
      },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':at': new Date().toISOString(),
        ':reference': reference,
        ':pending': 'pending',
        ':bank': 'bank_transfer',
      },
      ReturnValues: 'ALL_NEW',
    });
    return toPayout(Attributes ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await readPayout(id);
    if (current.status === 'pending' && current.method === 'stripe_transfer') return checkAtStripe(current);
    throw conflict(PAYMENT_MESSAGES.payoutNotPending);
  }
}

/** A pending Stripe payout: what Stripe has of its transfer decides (see the header). */
async function checkAtStripe(payout: Payout): Promise<Payout> {
  // Its run may still be waiting for Stripe's answer under the same key: asking now could cross it.
  if (payoutState(payout) === 'stripe_under_way') throw conflict(PAYMENT_MESSAGES.payoutStripeUnderWay);
  const { outcome, payout: after } = await mendStripePayout(payout);
  if (outcome === 'found' || outcome === 'sent') return after;
  if (outcome === 'failed') throw conflict(PAYMENT_MESSAGES.payoutTransferRefused);
  throw serviceUnavailable(PAYMENT_MESSAGES.payoutStripeUnreachable);
}

async function cancelPayout(id: string, reason: string | null): Promise<Payout> {
  const payout = await readPayout(id);
  if (payout.status !== 'pending' || payout.method !== 'bank_transfer')
    throw conflict(PAYMENT_MESSAGES.payoutNotCancellable);
  const at = new Date().toISOString();
  const TableName = readEnv().tableName;
  try {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: paymentKeys.payout(id),
              UpdateExpression: 'SET #status = :cancelled, cancelledAt = :at, #failure = :reason',
              ConditionExpression: '#status = :pending AND #method = :bank',
              ExpressionAttributeNames: { '#status': 'status', '#method': 'method', '#failure': 'failure' },
              ExpressionAttributeValues: {
                ':cancelled': 'cancelled',
                ':at': at,
                ':reason': reason,
                ':pending': 'pending',
                ':bank': 'bank_transfer',
              },
            },
          },
          {
            // Its amount stops counting against the farm's balance: available again.
            Update: {
              TableName,
              Key: paymentKeys.ledger(payout.producerId),
              UpdateExpression: 'SET payoutCents = payoutCents - :cents, updatedAt = :at',
              ConditionExpression: 'payoutCents >= :cents',
              ExpressionAttributeValues: { ':cents': toCents(payout.amount), ':at': at },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!cancellationCodes(error)) throw error;
    throw conflict(PAYMENT_MESSAGES.payoutNotCancellable);
  }
  return { ...payout, status: 'cancelled', cancelledAt: at, failure: reason };
}

export const settlePayout: Handler<PaymentsEndpoints['settlePayout']> = async ({ params, body }) => {
  if (body.status === 'cancelled') {
    const payout = await cancelPayout(params.id, body.reason || null);
    return { message: PAYMENT_MESSAGES.payoutCancelled, data: { payout } };
  }
  const payout = await markPaid(params.id, body.reference || null);
  const message =
    payout.method === 'stripe_transfer'
      ? PAYMENT_MESSAGES.payoutCheckedAtStripe
      : PAYMENT_MESSAGES.payoutSettled;
  return { message, data: { payout } };
};
