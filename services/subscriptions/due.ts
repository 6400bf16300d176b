/**
 * The subscriptions the job looks at: the active ones (only they carry the sparse due index, GSI2) whose next
 * order date is on or before `until`, read shard by shard (services/lib/data/selling-keys.ts subscriptionKeys.due):
 * one Query per shard and page, never a Scan.
 */
import { ddb } from '../lib/clients/dynamodb.js';
import { SUBSCRIPTION_DUE_SHARDS, subscriptionKeys } from '../lib/data/selling-keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { toStoredSubscription, type StoredSubscription } from './subscription-record.js';

/** Every item of a sharded GSI2 partition whose sort key is up to `bound` (one Query per shard and page). */
export async function readShardsUpTo(
  partitionOf: (shard: number) => string,
  compare: '<' | '<=',
  bound: string,
): Promise<Record<string, unknown>[]> {
  const shards = Array.from({ length: SUBSCRIPTION_DUE_SHARDS }, (_, shard) => shard);
  const pages = await Promise.all(
    shards.map((shard) =>
      queryAll(ddb(), {
        TableName: readEnv().tableName,
        IndexName: 'GSI2',
        KeyConditionExpression: `GSI2PK = :pk AND GSI2SK ${compare} :bound`,
        ExpressionAttributeValues: { ':pk': partitionOf(shard), ':bound': bound },
      }),
    ),
  );
  return pages.flat();
}

export async function readDueSubscriptions(until: string): Promise<StoredSubscription[]> {
  const items = await readShardsUpTo(subscriptionKeys.duePartition, '<=', `${until}#\uffff`);
  return items.flatMap((item) => toStoredSubscription(item) ?? []);
}
