/** A farm's subscriptions (GSI3, newest first; at most FARM_SUBSCRIPTIONS_READ). */
import { ddb } from '../lib/clients/dynamodb.js';
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { queryPages } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { toStoredSubscription, type StoredSubscription } from './subscription-record.js';

export const FARM_SUBSCRIPTIONS_READ = 2_000;

export async function readFarmSubscriptions(producerId: string): Promise<StoredSubscription[]> {
  const found: StoredSubscription[] = [];
  for await (const page of queryPages(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': subscriptionKeys.producerPartition(producerId) },
    ScanIndexForward: false,
  })) {
    found.push(...(page.Items ?? []).flatMap((item) => toStoredSubscription(item) ?? []));
    if (found.length >= FARM_SUBSCRIPTIONS_READ) break;
  }
  return found.slice(0, FARM_SUBSCRIPTIONS_READ);
}
