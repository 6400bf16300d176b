/**
 * Batch processor of the events function: keeps the order stats counters (services/stats/order-counters.ts) from
 * the old and new images of every order and product-order change of a stream batch, exactly once per stream
 * record. Nothing else is read: the images carry everything the counters need.
 *
 * The batch's deltas are added up per counter item before they are written (mergeContributions): an order and
 * its lines, written in one checkout transaction, arrive together (one partition, so one shard of the stream)
 * and move the shop's and each farm's day and month items once instead of once per item (docs/cost.md:
 * 22 counter writes of a two-farm order become 14). Each chunk of records is one transaction: every record's
 * marker (`<eventId>#order-stats`, put only if absent, as apply-once.ts) and the merged updates, at most
 * DynamoDB's 100 items. A redelivered record (a retried batch, which may start anywhere and group the records
 * otherwise) finds its marker: the transaction is cancelled, the records whose markers exist are left out, and
 * the rest is merged and written again. So a record counts once however batches are cut.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { appliedMarker } from '../lib/data/apply-once.js';
import { cancellationCodes, failedAt, type TransactItem } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { counterDeltas, counterUpdates, mergeContributions, type Contribution } from '../stats/index.js';
import type { ChangeRecord } from './change-record.js';
import type { BatchChangeProcessor } from './stream-handler.js';

export const ORDER_STATS_PROCESSOR = 'order-stats';
/** DynamoDB's limit of items per transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/** The counter updates of one change (empty when it changes nothing counted). */
export function orderStatsEffects(change: ChangeRecord, tableName: string, now: Date = new Date()) {
  return counterUpdates(counterDeltas(change.oldImage, change.newImage), tableName, now.toISOString());
}

interface Counted {
  marker: string;
  deltas: Contribution;
}

/**
 * The records cut into chunks that fit one transaction each (their markers and their merged updates), in
 * order. A record's own updates are at most 82 (order-counters.ts), so every record fits a chunk of its own.
 */
export function chunksOf(records: readonly Counted[]): Counted[][] {
  const chunks: Counted[][] = [];
  let chunk: Counted[] = [];
  for (const record of records) {
    const next = [...chunk, record];
    const size = next.length + mergeContributions(next.map((entry) => entry.deltas)).size;
    if (chunk.length > 0 && size > MAX_TRANSACTION_ITEMS) {
      chunks.push(chunk);
      chunk = [record];
    } else chunk = next;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Writes one chunk: its records' markers and merged updates; records already applied are left out. */
async function applyChunk(
  chunk: readonly Counted[],
  now: Date,
): Promise<{ applied: number; updates: number }> {
  let left = [...chunk];
  // Each retry leaves out at least one record, so this ends.
  while (left.length > 0) {
    const updates = counterUpdates(
      mergeContributions(left.map((entry) => entry.deltas)),
      readEnv().tableName,
      now.toISOString(),
    );
    const markers: TransactItem[] = left.map((entry) => appliedMarker(entry.marker, now));
    try {
      if (updates.length > 0)
        await ddb().send(new TransactWriteCommand({ TransactItems: [...markers, ...updates] }));
      return { applied: left.length, updates: updates.length };
    } catch (error) {
      const codes = cancellationCodes(error);
      const applied = new Set(
        left.flatMap((_, index) =>
          codes && failedAt(codes, index) === 'ConditionalCheckFailed' ? [index] : [],
        ),
      );
      if (applied.size === 0) throw error;
      left = left.filter((_, index) => !applied.has(index));
    }
  }
  return { applied: 0, updates: 0 };
}

export const orderStatsProcessor: BatchChangeProcessor = {
  name: ORDER_STATS_PROCESSOR,
  async handleBatch(changes, logger) {
    const counted = changes.flatMap((change) => {
      const deltas = counterDeltas(change.oldImage, change.newImage);
      return deltas.size === 0 ? [] : [{ marker: `${change.eventId}#${ORDER_STATS_PROCESSOR}`, deltas }];
    });
    const now = new Date();
    for (const chunk of chunksOf(counted)) {
      const result = await applyChunk(chunk, now);
      logger.debug('Order stats', { records: chunk.length, ...result });
    }
  },
};
