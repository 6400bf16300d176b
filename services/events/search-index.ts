/**
 * Batch processor of the events function: keeps the catalog's search index (docs/search.md) from the product
 * changes of the table's stream. For each change, the entries of the old image and of the new one
 * (services/products/catalog-entry.ts searchEntries: one per word, storefront products only) give what to
 * delete (words gone, or the product left the storefront) and what to put (new words, or an entry whose price,
 * name or word list changed). A stock change (checkout) changes no entry and writes nothing.
 *
 * Why from the stream and not in the products' transactions: every writer of a product is covered with one
 * piece of code (the products service, the images function when a photo passes or is refused, the seed, the
 * benchmark's loader), a product of 120 words never meets the 100-item limit of a transaction, and product
 * writes stay as fast as they were. The price: a change reaches the index a moment later (about a second in
 * AWS, 100 ms locally); the products service checks what it reads from the index against the product itself.
 *
 * Writes of a whole batch are merged (the last change of an entry wins) and sent 25 at a time; they are plain
 * puts and deletes of keys, so a batch delivered again writes the same result. The per-word counts are
 * approximate by design (a redelivered batch counts twice): they only choose which word of a multi-word
 * search is read first, never what it finds.
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Logger } from '@aws-lambda-powertools/logger';
import { searchEntries, type Item } from '../products/index.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { searchKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import type { ChangeRecord } from './change-record.js';
import type { BatchChangeProcessor } from './stream-handler.js';

export const SEARCH_INDEX_PROCESSOR = 'search-index';

const BATCH_WRITE_LIMIT = 25;
const PARALLEL_WRITES = 4;
const RETRIES = 8;

type Write = { put: Item } | { delete: { PK: string; SK: string } };

export interface IndexChanges {
  /** By `PK|SK` of the entry: the last write of the batch. */
  writes: Map<string, Write>;
  /** Products per word, added minus removed. */
  counts: Map<string, number>;
}

const keyOf = (entry: Item): string => `${String(entry.PK)}|${String(entry.SK)}`;
const same = (a: Item, b: Item): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The index writes of a list of changes, merged in order. Pure. */
export function indexChanges(changes: readonly ChangeRecord[]): IndexChanges {
  const writes = new Map<string, Write>();
  const counts = new Map<string, number>();
  const count = (word: string, delta: number) => counts.set(word, (counts.get(word) ?? 0) + delta);
  for (const change of changes) {
    if (change.keys.SK !== 'PRODUCT' || !change.keys.PK.startsWith('PRODUCT#')) continue;
    const before = change.oldImage ? searchEntries(change.oldImage) : new Map<string, Item>();
    const after = change.newImage ? searchEntries(change.newImage) : new Map<string, Item>();
    for (const [word, entry] of before) {
      const next = after.get(word);
      if (!next || keyOf(next) !== keyOf(entry)) {
        writes.set(keyOf(entry), { delete: { PK: String(entry.PK), SK: String(entry.SK) } });
      }
      if (!next) count(word, -1);
    }
    for (const [word, entry] of after) {
      const previous = before.get(word);
      if (!previous || !same(previous, entry)) writes.set(keyOf(entry), { put: entry });
      if (!previous) count(word, 1);
    }
  }
  return { writes, counts };
}

async function batchWrite(table: string, writes: Write[]): Promise<void> {
  let pending = writes.map((write) =>
    'put' in write ? { PutRequest: { Item: write.put } } : { DeleteRequest: { Key: write.delete } },
  );
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt >= RETRIES) throw new Error(`Search index: ${pending.length} writes left unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const answer = await ddb().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = (answer.UnprocessedItems?.[table] ?? []) as typeof pending;
  }
}

/** Runs `tasks` at most `parallel` at a time. */
async function inParallel(tasks: (() => Promise<void>)[], parallel: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next] as () => Promise<void>;
      next += 1;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, tasks.length) }, worker));
}

export async function applyIndexChanges({ writes, counts }: IndexChanges): Promise<void> {
  const table = readEnv().tableName;
  const list = [...writes.values()];
  const chunks: Write[][] = [];
  for (let i = 0; i < list.length; i += BATCH_WRITE_LIMIT) chunks.push(list.slice(i, i + BATCH_WRITE_LIMIT));
  await inParallel(
    chunks.map((chunk) => () => batchWrite(table, chunk)),
    PARALLEL_WRITES,
  );
  await inParallel(
    [...counts]
      .filter(([, delta]) => delta !== 0)
      .map(([word, delta]) => async () => {
        await ddb().send(
          new UpdateCommand({
            TableName: table,
            Key: searchKeys.count(word),
            UpdateExpression: 'ADD #products :delta SET #word = :word',
            ExpressionAttributeNames: { '#products': 'products', '#word': 'word' },
            ExpressionAttributeValues: { ':delta': delta, ':word': word },
          }),
        );
      }),
    PARALLEL_WRITES,
  );
}

export const searchIndexProcessor: BatchChangeProcessor = {
  name: SEARCH_INDEX_PROCESSOR,
  async handleBatch(changes: readonly ChangeRecord[], logger: Logger) {
    const index = indexChanges(changes);
    if (index.writes.size === 0 && index.counts.size === 0) return;
    await applyIndexChanges(index);
    logger.debug('Search index', {
      changes: changes.length,
      writes: index.writes.size,
      words: index.counts.size,
    });
  },
};
