/**
 * The order stats report of a period, read from the counters the events function keeps (keys.ts statsKeys): one
 * Query per counter shard of the scope (`SK BETWEEN DAY#from AND DAY#to`, or MONTH# for 12m) and one per figure
 * shard (the products' and farms' figures of the same buckets), all sent together
 * (services/stats/stats-buckets.ts), and the names of the top products and producers one BatchGetItem each. Never a
 * Scan, never a read of the orders themselves.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatsReport } from '../../shared/contracts/orders/entities.js';
import type { StatsPeriod } from '../../shared/constants/stats.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { readProducts } from '../products/index.js';
import { userKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { readBuckets, readFigures, scopeOf, buildReport, idsToName, periodRange } from '../stats/index.js';

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
  const scope = scopeOf(producerId);
  const [items, figures] = await Promise.all([
    readBuckets(scope, range.sortKeyFrom, range.sortKeyTo),
    readFigures(scope, range.sortKeyFrom, range.sortKeyTo),
  ]);
  const ids = idsToName(items, figures);
  const [products, producers] = await Promise.all([
    readProducts(ids.products),
    producerId === null ? producerNames(ids.producers) : Promise.resolve(new Map<string, string>()),
  ]);
  return buildReport({
    range,
    items,
    figures,
    producerId,
    productNames: new Map([...products].map(([id, product]) => [id, product.name])),
    producerNames: producers,
  });
}
