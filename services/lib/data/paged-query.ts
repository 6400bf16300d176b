/**
 * One page of a DynamoDB Query, read so that a page is never empty while more may match, and a page without
 * a filter reads only what it returns (plus one item, to know whether there is a next page).
 *
 *   - Without a FilterExpression: Limit = page + 1. More than `limit` items came back: the page is the first
 *     `limit` and the cursor is the last one's key; otherwise this is the last page (no cursor). A 1 MB answer
 *     cut short is read on.
 *   - With a FilterExpression (DynamoDB's Limit counts items read, not kept): rounds of growing size until the
 *     page is full and one more item was found, or, after MAX_QUERY_ROUNDS, until the items kept so far plus
 *     one more are found. So a page with a cursor is never empty and neither is the page it leads to.
 *
 * The cursor of a page cut short is the key of its last item, so nothing is skipped or repeated. Every call
 * reports its DynamoDB work (Query calls and items read), which the catalog answers locally in a
 * server-timing header and the benchmark prints.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { invalidPageToken, type PageKey } from './page-token.js';

export type Item = Record<string, unknown>;

/** Query rounds of a filtered page after which a page holding at least one item is answered as it is. */
export const MAX_QUERY_ROUNDS = 5;
/** Items read in the first round of a filtered page; each later round reads twice as many, up to the max. */
export const FILTERED_BATCH_SIZE = 100;
export const MAX_BATCH_SIZE = 1000;

export interface PagedQuery {
  /** The Query, without Limit and ExclusiveStartKey. */
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;
  /** Items wanted on this page. */
  limit: number;
  /** Where the previous page stopped (a decoded nextToken). */
  startKey?: PageKey;
  /** The attributes of a LastEvaluatedKey of this query: table keys plus the index's keys. */
  keyAttributes: readonly string[];
  maxRounds?: number;
  batchSize?: number;
}

/** DynamoDB work of a request: Query calls and items read (Query ScannedCount, BatchGet items). */
export interface ReadStats {
  queries: number;
  items: number;
}

export const noReads = (): ReadStats => ({ queries: 0, items: 0 });
export const addReads = (a: ReadStats, b: ReadStats): ReadStats => ({
  queries: a.queries + b.queries,
  items: a.items + b.items,
});

export interface PageResult {
  items: Item[];
  /** The next page's ExclusiveStartKey; undefined on the last page. */
  lastKey?: Record<string, unknown>;
  reads: ReadStats;
}

export function keyOf(item: Item, attributes: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    attributes.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]),
  );
}

/** One Query call; a start key DynamoDB refuses (outside the key condition, wrong index) is the client's token. */
export async function queryOnce(
  input: QueryCommandInput,
  fromClientToken: boolean,
): Promise<{ items: Item[]; lastKey?: Record<string, unknown>; scanned: number }> {
  try {
    const answer = await ddb().send(new QueryCommand(input));
    return {
      items: (answer.Items ?? []) as Item[],
      lastKey: answer.LastEvaluatedKey,
      scanned: answer.ScannedCount ?? answer.Items?.length ?? 0,
    };
  } catch (error) {
    if (fromClientToken && (error as { name?: string }).name === 'ValidationException')
      throw invalidPageToken();
    throw error;
  }
}

export async function queryPage(query: PagedQuery): Promise<PageResult> {
  const maxRounds = query.maxRounds ?? MAX_QUERY_ROUNDS;
  const filtered = query.input.FilterExpression !== undefined;
  let batch = query.batchSize ?? FILTERED_BATCH_SIZE;
  const items: Item[] = [];
  const reads = noReads();
  let startKey: Record<string, unknown> | undefined = query.startKey;
  let pageSize = query.limit;

  for (let round = 0; ; round += 1) {
    const wanted = pageSize + 1 - items.length;
    const answer = await queryOnce(
      { ...query.input, Limit: filtered ? Math.max(wanted, batch) : wanted, ExclusiveStartKey: startKey },
      round === 0 && query.startKey !== undefined,
    );
    reads.queries += 1;
    reads.items += answer.scanned;
    items.push(...answer.items);
    startKey = answer.lastKey;
    if (items.length > pageSize) {
      const page = items.slice(0, pageSize);
      return { items: page, lastKey: keyOf(page[page.length - 1] as Item, query.keyAttributes), reads };
    }
    if (!startKey) return { items, reads };
    // A sparse filter: after its rounds the page is what was kept, once one more item proves a next page.
    if (filtered && round + 1 >= maxRounds && items.length > 0) pageSize = items.length;
    if (filtered) batch = Math.min(MAX_BATCH_SIZE, batch * 2);
  }
}
