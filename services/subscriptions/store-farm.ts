/** A farm's subscriptions (GSI3, newest first; at most FARM_SUBSCRIPTIONS_READ). */
import { ddb } from '../lib/clients/dynamodb.js';
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { queryPicked } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { toStoredSubscription, type StoredSubscription } from './subscription-record.js';

export const FARM_SUBSCRIPTIONS_READ = 2_000;

export const readFarmSubscriptions = (producerId: string): Promise<StoredSubscription[]> =>
  queryPicked(
    ddb(),
    {
      TableName: readEnv().tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': subscriptionKeys.producerPartition(producerId) },
      ScanIndexForward: false,
    },
    toStoredSubscription,
    FARM_SUBSCRIPTIONS_READ,
  );
