/**
 * One page of a DynamoDB Query, as full as it can be. With a FilterExpression a Query call may answer fewer
 * items than asked (DynamoDB's Limit counts items read, not items kept), so this loops a bounded number of
 * rounds until the page is full or the partition is exhausted. A round that reads more than the page still
 * needs is cut at the last kept item, and the cursor is that item's key, so nothing is skipped or repeated.
 * The cursor is handed back only when more items may exist.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { invalidPageToken, type PageKey } from './page-token.js';

export type Item = Record<string, unknown>;

/** Query calls per page at most. */
export const MAX_QUERY_ROUNDS = 5;
/** Items read per round when a filter may drop some (so a sparse filter still makes progress). */
export const FILTERED_BATCH_SIZE = 100;

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

export interface PageResult {
  items: Item[];
  /** The next page's ExclusiveStartKey; undefined on the last page. */
  lastKey?: Record<string, unknown>;
}

export function keyOf(item: Item, attributes: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    attributes.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]),
  );
}

export async function queryPage(query: PagedQuery): Promise<PageResult> {
  const maxRounds = query.maxRounds ?? MAX_QUERY_ROUNDS;
  const filtered = query.input.FilterExpression !== undefined;
  const batchSize = query.batchSize ?? FILTERED_BATCH_SIZE;
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined = query.startKey;

  for (let round = 0; round < maxRounds; round += 1) {
    const remaining = query.limit - items.length;
    let answer;
    try {
      answer = await ddb().send(
        new QueryCommand({
          ...query.input,
          Limit: filtered ? Math.max(remaining, batchSize) : remaining,
          ExclusiveStartKey: startKey,
        }),
      );
    } catch (error) {
      // A start key DynamoDB refuses (outside the key condition, wrong index) is the client's token.
      if (round === 0 && query.startKey && (error as { name?: string }).name === 'ValidationException') {
        throw invalidPageToken();
      }
      throw error;
    }
    const read = answer.Items ?? [];
    if (read.length > remaining) {
      const kept = read.slice(0, remaining);
      items.push(...kept);
      return { items, lastKey: keyOf(kept[kept.length - 1] as Item, query.keyAttributes) };
    }
    items.push(...read);
    startKey = answer.LastEvaluatedKey;
    if (!startKey || items.length >= query.limit) return { items, lastKey: startKey };
  }
  return { items, lastKey: startKey };
}
