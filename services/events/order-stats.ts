/**
 * Batch processor of the events function: keeps the order stats counters (services/stats/order-counters.ts) from
 * the old and new images of every order and product-order change of a stream batch, exactly once per stream
 * record. Nothing else is read: the images carry everything the counters need.
 *
 * The batch's deltas are added up per counter item before they are written (mergeContributions): an order and
 * its lines, written in one checkout transaction, arrive together (one partition, so one shard of the stream)
 * and move the shop's and each farm's day and month items once instead of once per item (docs/cost.md:
 * 22 counter writes of a two-farm order become 14). Each chunk of records is one transaction: the records'
 * markers and the merged updates, at most DynamoDB's 100 items. A marker is one item per changed partition and
 * hour holding the applied records' ids (order-stats-markers.ts: a checkout's order and lines share one), updated
 * only if none of its records is there yet. A redelivered record (a retried batch, which may start anywhere and
 * group the records otherwise) is found in its marker: the transaction is cancelled, the records already applied
 * are left out, and the rest is merged and written again. So a record counts once however batches are cut.
 * Records the version before may have applied (one marker item per record) are looked up among those first.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { cancellationCodes, failedAt, type TransactItem } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { counterDeltas, counterUpdates, mergeContributions, type Contribution } from '../stats/index.js';
import type { ChangeRecord } from './change-record.js';
import type { BatchChangeProcessor } from './stream-handler.js';
import {
  appliedByRecordMarkers,
  appliedIds,
  markerGroups,
  markerUpdate,
  MAX_RECORDS_PER_MARKER,
  type MarkedRecord,
} from './order-stats-markers.js';

export const ORDER_STATS_PROCESSOR = 'order-stats';
/** DynamoDB's limit of items per transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/** The counter updates of one change (empty when it changes nothing counted). */
export function orderStatsEffects(change: ChangeRecord, tableName: string, now: Date = new Date()) {
  return counterUpdates(counterDeltas(change.oldImage, change.newImage), tableName, now.toISOString());
}

interface Counted extends MarkedRecord {
  deltas: Contribution;
}

/** The items a chunk's transaction writes: one marker per marker group, and the merged counter updates. */
const transactionSize = (chunk: readonly Counted[]): number =>
  markerGroups(chunk, ORDER_STATS_PROCESSOR).length +
  mergeContributions(chunk.map((entry) => entry.deltas)).size;

/**
 * The records cut into chunks that fit one transaction each (their markers and their merged updates), in
 * order, with at most MAX_RECORDS_PER_MARKER records of one marker. A record's own updates are at most 82
 * (order-counters.ts), so every record fits a chunk of its own.
 */
export function chunksOf(records: readonly Counted[]): Counted[][] {
  const chunks: Counted[][] = [];
  let chunk: Counted[] = [];
  for (const record of records) {
    const next = [...chunk, record];
    const crowded = markerGroups(next, ORDER_STATS_PROCESSOR).some(
      (group) => group.records.length > MAX_RECORDS_PER_MARKER,
    );
    if (chunk.length > 0 && (crowded || transactionSize(next) > MAX_TRANSACTION_ITEMS)) {
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
    const groups = markerGroups(left, ORDER_STATS_PROCESSOR);
    const markers: TransactItem[] = groups.map((group) =>
      markerUpdate(
        group.key,
        group.records.map((record) => record.eventId),
        now,
      ),
    );
    try {
      // Written even when the records' deltas cancel out (a move and its undoing in one batch): their markers
      // keep a redelivery of one of them, cut otherwise, from counting it alone.
      await ddb().send(new TransactWriteCommand({ TransactItems: [...markers, ...updates] }));
      return { applied: left.length, updates: updates.length };
    } catch (error) {
      const codes = cancellationCodes(error);
      const refused = groups.filter(
        (_, index) => codes !== null && failedAt(codes, index) === 'ConditionalCheckFailed',
      );
      if (refused.length === 0) throw error;
      const applied = new Set<string>();
      for (const group of refused) for (const id of await appliedIds(group.key)) applied.add(id);
      const rest = left.filter((entry) => !applied.has(entry.eventId));
      // A refused marker that names none of its records (never seen): deliver the batch again.
      if (rest.length === left.length) throw error;
      left = rest;
    }
  }
  return { applied: 0, updates: 0 };
}

export const orderStatsProcessor: BatchChangeProcessor = {
  name: ORDER_STATS_PROCESSOR,
  async handleBatch(changes, logger) {
    const counted: Counted[] = changes.flatMap((change) => {
      const deltas = counterDeltas(change.oldImage, change.newImage);
      return deltas.size === 0
        ? []
        : [{ eventId: change.eventId, partition: change.keys.PK, at: change.at, deltas }];
    });
    // Records applied by the version before, under a marker of their own (order-stats-markers.ts).
    const before = await appliedByRecordMarkers(counted, ORDER_STATS_PROCESSOR);
    const now = new Date();
    for (const chunk of chunksOf(counted.filter((record) => !before.has(record.eventId)))) {
      const result = await applyChunk(chunk, now);
      logger.debug('Order stats', { records: chunk.length, ...result });
    }
  },
};
