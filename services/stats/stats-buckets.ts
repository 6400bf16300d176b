/**
 * Reads of the order stats counters' buckets (kept by the events function; keys.ts statsKeys), shared by the
 * reports function (a period's figures) and the orders function (the producer list's tab counts): one Query on
 * the scope's partition, `SK BETWEEN from AND to` (DAY#yyyy-mm-dd or MONTH#yyyy-mm). Never a Scan.
 */
import { ddb } from '../lib/clients/dynamodb.js';
import { STATS_SHOP_SCOPE, statsKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';

type Item = Record<string, unknown>;

/** The counters' scope of a producer, or of the whole shop (null). */
export const scopeOf = (producerId: string | null): string => producerId ?? STATS_SHOP_SCOPE;

/** Every bucket item of a scope with a sort key between the bounds (inclusive). */
export function readBuckets(scope: string, from: string, to: string): Promise<Item[]> {
  return queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': statsKeys.partition(scope), ':from': from, ':to': to },
  });
}
