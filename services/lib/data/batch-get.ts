/**
 * Items by key through BatchGetItem: 100 keys a call, and the keys an answer leaves unprocessed (throttling)
 * asked again, with a growing pause when the caller wants one. The one home of that loop. Missing items are left
 * out; keys still unprocessed after the rounds throw, or are left out too (`leftover: 'skip'`).
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';

type Item = Record<string, unknown>;

const BATCH_MAX = 100;

export interface BatchGetOptions {
  /** ProjectionExpression, with `names` for the reserved words in it (`#status`). */
  projection?: string;
  names?: Record<string, string>;
  consistent?: boolean;
  /** Calls for one batch's keys (default 5); before a call again, a pause of pauseMs x 2^(call - 1). */
  rounds?: number;
  pauseMs?: number;
  /** Keys still unprocessed after the rounds: an error (default), or left out like missing items. */
  leftover?: 'throw' | 'skip';
}

/** The items of these keys that exist, in no particular order. */
export async function batchGetItems(
  tableName: string,
  keys: readonly Item[],
  options: BatchGetOptions = {},
): Promise<Item[]> {
  const { rounds = 5, pauseMs = 0, leftover = 'throw' } = options;
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_MAX) {
    let pending: Item[] = keys.slice(start, start + BATCH_MAX);
    for (let round = 0; pending.length > 0 && round < rounds; round += 1) {
      if (round > 0 && pauseMs > 0)
        await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** (round - 1)));
      const answer = await ddb().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: {
              Keys: pending,
              ...(options.consistent ? { ConsistentRead: true } : {}),
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
            },
          },
        }),
      );
      found.push(...(answer.Responses?.[tableName] ?? []));
      pending = (answer.UnprocessedKeys?.[tableName]?.Keys as Item[] | undefined) ?? [];
    }
    if (pending.length > 0 && leftover === 'throw')
      throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${rounds} rounds`);
  }
  return found;
}

/**
 * The items of a keys-only index page, whole: one BatchGetItem per 100 keys (`PK`, `SK` of each entry;
 * unprocessed keys asked again, as batchGetItems does), answered in the page's order. An item deleted since the
 * index answered is left out. Never one read per row.
 */
export async function itemsInKeyOrder(
  tableName: string,
  entries: readonly Item[],
  options: Omit<BatchGetOptions, 'projection' | 'names'> = {},
): Promise<Item[]> {
  if (entries.length === 0) return [];
  const idOf = (item: Item) => `${String(item.PK)}\u0000${String(item.SK)}`;
  const keys = [...new Map(entries.map((entry) => [idOf(entry), { PK: entry.PK, SK: entry.SK }])).values()];
  const found = new Map((await batchGetItems(tableName, keys, options)).map((item) => [idOf(item), item]));
  return entries.flatMap((entry) => {
    const item = found.get(idOf(entry));
    return item ? [item] : [];
  });
}
