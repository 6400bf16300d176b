/**
 * Reads of the order stats counters (kept by the events function; keys.ts statsKeys): a period is one Query on
 * the scope's partition (`SK BETWEEN DAY#from AND DAY#to`, or MONTH# for 12m), the tab counts of the producer's
 * list one GetItem of the running total (or one Query of the days a date filter covers), and the names of the
 * top products and producers one BatchGetItem each. Never a Scan, never a read of the orders themselves.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatsReport, ProductOrderStatusCounts } from '../../shared/contracts/orders/entities.js';
import type { StatsPeriod } from '../../shared/constants.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { readProducts } from '../lib/commerce/read-products.js';
import { STATS_SHOP_SCOPE, statsKeys, userKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import {
  buildReport,
  idsToName,
  periodRange,
  statusCountsOf,
  sumCounters,
} from '../lib/stats/stats-report.js';
import type { DateBounds } from './order-dates.js';

type Item = Record<string, unknown>;

export const scopeOf = (producerId: string | null): string => producerId ?? STATS_SHOP_SCOPE;

/** Every bucket item of a scope with a sort key between the bounds (inclusive). */
export function readBuckets(scope: string, from: string, to: string): Promise<Item[]> {
  return queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': statsKeys.partition(scope), ':from': from, ':to': to },
  });
}

async function producerNames(ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const tableName = readEnv().tableName;
  const answer = await ddb().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName]: {
          Keys: ids.map((id) => userKeys.item(id)),
          ProjectionExpression: 'id, fullName, email',
        },
      },
    }),
  );
  for (const item of answer.Responses?.[tableName] ?? []) {
    const name = typeof item.fullName === 'string' && item.fullName ? item.fullName : item.email;
    if (typeof item.id === 'string' && typeof name === 'string') names.set(item.id, name);
  }
  return names;
}

/** The stats of a producer (or of the whole shop, null) over a period ending today. */
export async function readStatsReport(
  producerId: string | null,
  period: StatsPeriod,
  now: Date = new Date(),
): Promise<OrderStatsReport> {
  const range = periodRange(period, now);
  const items = await readBuckets(scopeOf(producerId), range.sortKeyFrom, range.sortKeyTo);
  const ids = idsToName(items);
  const [products, producers] = await Promise.all([
    readProducts(ids.products),
    producerId === null ? producerNames(ids.producers) : Promise.resolve(new Map<string, string>()),
  ]);
  return buildReport({
    range,
    items,
    producerId,
    productNames: new Map([...products].map(([id, product]) => [id, product.name])),
    producerNames: producers,
  });
}

/**
 * Product orders by status: of all time (the running total), or of the UTC days a date filter touches (the
 * list's whole-day filters are UTC days too, so the counts match the list exactly for them).
 */
export async function readStatusCounts(
  producerId: string | null,
  bounds: DateBounds,
): Promise<ProductOrderStatusCounts> {
  const scope = scopeOf(producerId);
  if (!bounds.from && !bounds.to) {
    const { Item } = await ddb().send(
      new GetCommand({ TableName: readEnv().tableName, Key: statsKeys.total(scope) }),
    );
    return statusCountsOf(sumCounters(Item ? [Item] : []));
  }
  const items = await readBuckets(
    scope,
    `DAY#${bounds.from ? bounds.from.slice(0, 10) : '0000-00-00'}`,
    `DAY#${bounds.to ? bounds.to.slice(0, 10) : '9999-99-99'}`,
  );
  return statusCountsOf(sumCounters(items));
}
