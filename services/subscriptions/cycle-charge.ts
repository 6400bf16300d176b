/**
 * A card cycle's charge, after its order is placed (docs/subscriptions.md, "Card"): the saved card charged
 * off-session through orders (chargeSavedCard: paid at once, or the order left awaiting payment with its
 * deadline and «Reintentar el pago»). A failure is counted on the subscription and the consumer told; the
 * second failure in a row pauses the subscription (and says so). A success forgets earlier failures.
 *
 * Once the provider has answered (paid or refused), the cycle's marker stops waiting for the charge (its sparse
 * pending index removed, `chargeSentAt` set): a marker still waiting after a grace is a charge the job never sent,
 * which the next run sends (resend-charges.ts), with the same Idempotency-Key.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { SUBSCRIPTION_NOTICES as N } from '../../shared/messages/subscriptions.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { chargeSavedCard } from '../orders/index.js';
import { noticeItems } from './cycle-notices.js';
import { changedSubscriptionPut } from './store.js';
import { FAILED_CHARGES_TO_PAUSE, laterOf, type StoredSubscription } from './subscription-record.js';
import { updateItem } from '../lib/data/item-commands.js';

export async function chargeCycle(
  subscription: StoredSubscription,
  order: Order,
  date: string,
  now: Date,
): Promise<'paid' | 'failed'> {
  const card = subscription.card;
  const outcome =
    card?.paymentMethodId !== undefined
      ? await chargeSavedCard(
          order,
          { customerId: card.customerId, paymentMethodId: card.paymentMethodId },
          { subscriptionId: subscription.id, cycle: date },
        )
      : ({ status: 'failed', code: 'no_saved_card' } as const);
  await markChargeSent(subscription.id, date, now);
  if (outcome.status === 'paid' && subscription.failedCharges === 0) return 'paid';
  const failed = outcome.status === 'failed';
  const failedCharges = failed ? subscription.failedCharges + 1 : 0;
  const pause = failed && failedCharges >= FAILED_CHARGES_TO_PAUSE;
  const updatedAt = laterOf(now, subscription.updatedAt);
  const next: StoredSubscription = {
    ...subscription,
    failedCharges,
    ...(pause ? { status: 'paused' as const, pauseReason: 'failed_charges' as const } : {}),
    updatedAt,
  };
  const tableName = readEnv().tableName;
  const notices = failed
    ? [
        ...noticeItems(
          tableName,
          subscription,
          {
            event: 'subscription_charge_failed',
            title: N.failedChargeTitle,
            message: N.failedCharge,
            type: 'ERROR',
            link: `/orders/${order.id}`,
            orderId: order.id,
          },
          { now, key: `${date}-charge` },
        ),
        ...(pause
          ? noticeItems(
              tableName,
              subscription,
              { event: 'subscription_paused', title: N.pausedTitle, message: N.paused, type: 'WARNING' },
              { now, key: `${date}-paused` },
            )
          : []),
      ]
    : [];
  try {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [{ Put: changedSubscriptionPut(next, subscription.updatedAt) }, ...notices],
      }),
    );
  } catch (error) {
    // The consumer changed the subscription meanwhile: the order and its payment state stand as they are.
    if (!cancellationCodes(error)) throw error;
  }
  return outcome.status;
}

/** The cycle's charge has been answered by the provider: its marker no longer waits for it. */
export async function markChargeSent(subscriptionId: string, date: string, now: Date): Promise<void> {
  try {
    await updateItem({
      Key: subscriptionKeys.cycle(subscriptionId, date),
      UpdateExpression: 'SET chargeSentAt = if_not_exists(chargeSentAt, :now) REMOVE GSI2PK, GSI2SK',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    });
  } catch (error) {
    // A cycle without its marker (written before markers waited for charges): nothing waits.
    if (!isConditionFailure(error)) throw error;
  }
}
