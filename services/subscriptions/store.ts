/** Reads and writes of subscriptions (keys: services/lib/data/selling-keys.ts subscriptionKeys). */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { readEnv } from '../lib/env.js';
import { conflict } from '../lib/errors.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { SUBSCRIPTION_MESSAGES } from '../../shared/messages/subscriptions.js';
import { subscriptionItem, toStoredSubscription, type StoredSubscription } from './subscription-record.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

/** A consumer has at most this many subscriptions listed (newest first). */
export const SUBSCRIPTIONS_LISTED = 50;

export async function readSubscription(subscriptionId: string): Promise<StoredSubscription | null> {
  const { Item } = await getItem({ Key: subscriptionKeys.item(subscriptionId), ConsistentRead: true });
  return toStoredSubscription(Item);
}

export async function readConsumerSubscriptions(userId: string): Promise<StoredSubscription[]> {
  const { Items } = await ddb().send(
    new QueryCommand({
      TableName: readEnv().tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': subscriptionKeys.consumerPartition(userId) },
      ScanIndexForward: false,
      Limit: SUBSCRIPTIONS_LISTED,
    }),
  );
  return (Items ?? []).flatMap((item) => toStoredSubscription(item) ?? []);
}

/** A new subscription (put only if absent). */
export async function putNewSubscription(subscription: StoredSubscription): Promise<void> {
  await putItem({ Item: subscriptionItem(subscription), ConditionExpression: 'attribute_not_exists(PK)' });
}

/** The put of a changed subscription, conditioned on the version that was read (`updatedAt`). */
export function changedSubscriptionPut(next: StoredSubscription, expectedUpdatedAt: string) {
  return {
    TableName: readEnv().tableName,
    Item: subscriptionItem(next),
    ConditionExpression: '#updatedAt = :expected',
    ExpressionAttributeNames: { '#updatedAt': 'updatedAt' },
    ExpressionAttributeValues: { ':expected': expectedUpdatedAt },
  };
}

/** Writes a change; 409 when the subscription changed meanwhile (nothing written). */
export async function writeSubscriptionChange(
  next: StoredSubscription,
  expectedUpdatedAt: string,
): Promise<void> {
  try {
    await ddb().send(new PutCommand(changedSubscriptionPut(next, expectedUpdatedAt)));
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(SUBSCRIPTION_MESSAGES.changedMeanwhile);
    throw error;
  }
}
