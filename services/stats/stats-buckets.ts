/**
 * Reads of the order stats counters (kept by the events function; keys.ts statsKeys), shared by the reports
 * function (a period's figures) and the orders and users functions (the producer list's tab counts, a farm's
 * earnings). A scope's counters are in a fixed number of shards (statsKeys.counterShards): a period is one Query
 * per shard (`SK BETWEEN from AND to`, DAY#yyyy-mm-dd or MONTH#yyyy-mm), sent together, and the shards' items of
 * one bucket are added up into one; the running total is the sum of every MONTH bucket (one Query per shard, its
 * pages bounded by the shop's months of history: no TOTAL item is written, docs/data-model.md). The product and farm
 * figures of a period are one Query per figure shard. Never a Scan; the number of requests does not grow with
 * the orders or the catalog (only their pages: 1 MB each).
 */
import { ddb } from '../lib/clients/dynamodb.js';
import { STATS_SHOP_SCOPE, statsKeys, statsShardKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';

type Item = Record<string, unknown>;

/** The counters' scope of a producer, or of the whole shop (null). */
export const scopeOf = (producerId: string | null): string => producerId ?? STATS_SHOP_SCOPE;

/** Items of the same bucket (sort key) from several shards as one: numbers added, the rest of the first kept. */
export function mergeShards(items: readonly Item[]): Item[] {
  const merged = new Map<string, Item>();
  for (const item of items) {
    const key = String(item.SK);
    const into = merged.get(key);
    if (!into) {
      merged.set(key, { ...item });
      continue;
    }
    for (const [name, value] of Object.entries(item)) {
      if (typeof value !== 'number') continue;
      const before = into[name];
      into[name] = (typeof before === 'number' ? before : 0) + value;
    }
  }
  return [...merged.values()];
}

/** The items of `count` shard partitions with a sort key between the bounds (inclusive): one Query each. */
async function readShards(
  count: number,
  partitionOf: (shard: number) => string,
  from: string,
  to: string,
): Promise<Item[]> {
  const tableName = readEnv().tableName;
  const shards = await Promise.all(
    Array.from({ length: count }, (_, shard) =>
      queryAll(ddb(), {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': partitionOf(shard), ':from': from, ':to': to },
      }),
    ),
  );
  return shards.flat();
}

/** Every bucket of a scope with a sort key between the bounds (inclusive), its shards added up. */
export async function readBuckets(scope: string, from: string, to: string): Promise<Item[]> {
  const partitionOf = (shard: number) => statsKeys.partition(scope, shard);
  return mergeShards(await readShards(statsKeys.counterShards(scope), partitionOf, from, to));
}

/** Every sort key of a MONTH bucket (`MONTH#yyyy-mm`) is between these. */
export const ALL_MONTHS = ['MONTH#0000-00', 'MONTH#9999-99'] as const;

/** Items' counters (numbers) added up into one item (null for none); their labels are not kept. */
export function addedUp(items: readonly Item[]): Item | null {
  if (items.length === 0) return null;
  const sum: Item = {};
  for (const item of items)
    for (const [name, value] of Object.entries(item)) {
      if (typeof value !== 'number') continue;
      const before = sum[name];
      sum[name] = (typeof before === 'number' ? before : 0) + value;
    }
  return sum;
}

/**
 * The running total of a scope: its MONTH buckets of every shard added up (null before any order). Every count
 * goes to the day and month an item was created in, so the months hold all of it (the TOTAL items written before
 * had the same counters, in the same transactions: docs/data-model.md).
 */
export async function readTotal(scope: string): Promise<Item | null> {
  return addedUp(await readBuckets(scope, ...ALL_MONTHS));
}

/**
 * The product (`P#`) and farm (`F#`) figure items of a scope whose bucket is between the bounds (DAY# or MONTH#
 * sort keys, inclusive): the figures' sort keys are `<bucket>#P#<id>`, so the upper bound is `<to>$` ('$'
 * follows '#').
 */
export function readFigures(scope: string, from: string, to: string): Promise<Item[]> {
  const partitionOf = (shard: number) => statsShardKeys.figurePartition(scope, shard);
  return readShards(statsShardKeys.figureShards(scope), partitionOf, `${from}#`, `${to}$`);
}
