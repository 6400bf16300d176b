/**
 * Paging through an index sharded by month (LINES4 `ORDERS#<yyyy-mm>` for every order and
 * `PRODUCT_ORDERS#<yyyy-mm>` for every product order: keys and the status only, the caller reads the page's items
 * by key; services/lib/data/line-keys.ts), newest first: one Query per month, from the month of toDate
 * (default: now) back to the month of fromDate (default: `monthsBack` months back), at most `monthsPerPage`
 * months per page. The page token carries the month being read and, inside it, the key where
 * the page stopped; a token naming another month range or another partition is a 422. A token is handed back
 * only when a next item exists (queryPage reads one more; the older months are looked at for one item), so
 * the last page has `nextToken: null`.
 */
import { monthOf } from '../lib/data/keys.js';
import { cursorPageKey, decodeCursorToken, encodeTokenJson } from '../lib/data/page-token.js';
import { queryPage, type Item } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import { monthsBefore, previousMonth, sortKeyCondition, type DateBounds } from './order-dates.js';

export interface MonthShardQuery {
  /** The index and its key attributes (the month index of line-keys.ts: the old GSI2 or GSI4 while legacy). */
  index: { indexName: string; partitionKey: string; sortKey: string };
  /** The index partition of a month (yyyy-mm). */
  partitionOf: (month: string) => string;
  bounds: DateBounds;
  limit: number;
  nextToken?: string;
  /** Optional filter on the items (e.g. a status). */
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  now: Date;
  monthsBack: number;
  monthsPerPage: number;
}

interface MonthCursor {
  month: string;
  key?: Record<string, string>;
}
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function decodeCursor(
  token: string | undefined,
  newest: string,
  oldest: string,
  keyAttributes: readonly string[],
  accepts: (key: Record<string, string>, month: string) => boolean,
): MonthCursor | null {
  const cursor = decodeCursorToken<MonthCursor>(
    token,
    ({ month }) => typeof month === 'string' && MONTH.test(month) && month <= newest && month >= oldest,
  );
  if (!cursor) return null;
  const month = cursor.month;
  if (cursor.key === undefined) return { month };
  const key = cursorPageKey(cursor.key, {
    attributes: keyAttributes,
    accepts: (candidate) => accepts(candidate, month),
  });
  return { month, key };
}

export async function monthShardPage(
  query: MonthShardQuery,
): Promise<{ items: Item[]; nextToken: string | null }> {
  const { partitionKey, sortKey, indexName } = query.index;
  const keyAttributes = ['PK', 'SK', partitionKey, sortKey] as const;
  const newest = monthOf(query.bounds.to ?? query.now.toISOString());
  const oldest = query.bounds.from ? monthOf(query.bounds.from) : monthsBefore(newest, query.monthsBack);
  const cursor = decodeCursor(
    query.nextToken,
    newest,
    oldest,
    keyAttributes,
    (key, month) => key[partitionKey] === query.partitionOf(month),
  ) ?? { month: newest };
  const range = sortKeyCondition(sortKey, query.bounds);
  const filter = query.filter;
  const readMonth = (month: string, startKey: Record<string, string> | undefined, limit: number) =>
    queryPage({
      input: {
        TableName: readEnv().tableName,
        IndexName: indexName,
        KeyConditionExpression: `${partitionKey} = :pk${range.expression}`,
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ExpressionAttributeNames: filter && Object.keys(filter.names).length > 0 ? filter.names : undefined,
        ExpressionAttributeValues: { ':pk': query.partitionOf(month), ...range.values, ...filter?.values },
        ScanIndexForward: false,
      },
      limit,
      startKey,
      keyAttributes,
    });
  const items: Item[] = [];
  let month = cursor.month;
  let key = cursor.key;
  for (let read = 0; read < query.monthsPerPage && month >= oldest; read += 1) {
    const page = await readMonth(month, key, query.limit - items.length);
    items.push(...page.items);
    if (page.lastKey) {
      return { items, nextToken: encodeTokenJson({ month, key: page.lastKey as Record<string, string> }) };
    }
    month = previousMonth(month);
    key = undefined;
    if (items.length >= query.limit) break;
  }
  // A token only when an older month of the range holds an item: "Cargar más" never leads to an empty page.
  // Each look is one small Query (an item found, at most two read); the range's months are looked at, up to
  // monthsBack + 1 of them.
  for (let look = 0; look <= query.monthsBack && month >= oldest; look += 1) {
    if ((await readMonth(month, undefined, 1)).items.length > 0)
      return { items, nextToken: encodeTokenJson({ month }) };
    month = previousMonth(month);
  }
  return { items, nextToken: month >= oldest ? encodeTokenJson({ month }) : null };
}
