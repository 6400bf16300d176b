/**
 * The order-stats processor's markers of applied stream records: one item per changed partition (an order and
 * its lines share `ORDER#<id>`) and hour of the records' stream time, holding the applied records' event ids in
 * a string set (`applied`), instead of one item per record. A checkout's order and lines (3 records for two lines)
 * write one marker instead of three: 2 write units instead of 6 in the batch's transaction (docs/cost.md).
 *
 * Exactly once, however a retried batch is cut: a record's marker item is derived from the record alone (its
 * partition and its `ApproximateCreationDateTime`'s hour, the same on every delivery), and the marker's update in
 * the batch's transaction adds the records' ids only if none of them is in the set yet
 * (`NOT contains(applied, :id)` for each). A cancelled transaction names the markers whose condition failed; their
 * sets are read (consistently) and the records found there left out.
 *
 * Records applied by the version before (one marker item per record, `EVENT#<eventId>#order-stats`) and delivered
 * again to this one: any record created before this code could have been running everywhere is looked up among
 * those markers first (one consistent BatchGetItem per 100 records). That is every record stamped before this
 * module was loaded plus PER_RECORD_MARKERS_WINDOW_MS: an invocation of the version before only ever sees records
 * created before the deployment, and Lambda may still start one during the update for a short while.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { MARKER_TTL_SECONDS } from '../lib/data/apply-once.js';
import { getItem } from '../lib/data/item-commands.js';
import { eventKeys } from '../lib/data/keys.js';
import type { TransactItem } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';

/** The most record ids one marker update names in a chunk (its condition stays well under DynamoDB's 4 KB). */
export const MAX_RECORDS_PER_MARKER = 50;
/** How long after this module is loaded a record may still have been applied by the version before it. */
export const PER_RECORD_MARKERS_WINDOW_MS = 15 * 60 * 1000;
const LOADED_AT = Date.now();

export interface MarkedRecord {
  eventId: string;
  /** The changed item's partition (`ORDER#<id>`). */
  partition: string;
  /** When the stream recorded the change. */
  at: Date;
}

/** The marker item of a record, for a processor: its partition's, in the hour of its stream time. */
export const markerKeyOf = (record: MarkedRecord, processor: string) =>
  eventKeys.partitionMarker(record.partition, processor, record.at.toISOString().slice(0, 13));

const keyString = (key: { PK: string; SK: string }) => `${key.PK}|${key.SK}`;

/** The records grouped by marker item, in the order their first record came. */
export function markerGroups<T extends MarkedRecord>(
  records: readonly T[],
  processor: string,
): { key: { PK: string; SK: string }; records: T[] }[] {
  const groups = new Map<string, { key: { PK: string; SK: string }; records: T[] }>();
  for (const record of records) {
    const key = markerKeyOf(record, processor);
    const group = groups.get(keyString(key)) ?? { key, records: [] };
    group.records.push(record);
    groups.set(keyString(key), group);
  }
  return [...groups.values()];
}

/** The update of one marker item: adds the records' ids, only if none of them is there yet. */
export function markerUpdate(
  key: { PK: string; SK: string },
  eventIds: readonly string[],
  now: Date,
): TransactItem {
  const values: Record<string, unknown> = {
    ':ids': new Set(eventIds),
    ':expiresAt': Math.floor(now.getTime() / 1000) + MARKER_TTL_SECONDS,
  };
  const conditions = eventIds.map((id, index) => {
    values[`:e${index}`] = id;
    return `NOT contains(#applied, :e${index})`;
  });
  return {
    Update: {
      TableName: readEnv().tableName,
      Key: key,
      UpdateExpression: 'ADD #applied :ids SET expiresAt = :expiresAt',
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: { '#applied': 'applied' },
      ExpressionAttributeValues: values,
    },
  };
}

/** The event ids a marker item holds (read consistently). */
export async function appliedIds(key: { PK: string; SK: string }): Promise<Set<string>> {
  const { Item } = await getItem({ Key: key, ConsistentRead: true });
  const applied = Item?.applied;
  return new Set(applied instanceof Set ? [...(applied as Set<string>)] : []);
}

/**
 * The records among `records` that the version before marked applied (`EVENT#<eventId>#<processor>`), looked up
 * only for records stamped before this module's load plus the window (see the header).
 */
export async function appliedByRecordMarkers<T extends MarkedRecord>(
  records: readonly T[],
  processor: string,
  loadedAt: number = LOADED_AT,
): Promise<Set<string>> {
  const found = new Set<string>();
  const suspects = records.filter((record) => record.at.getTime() < loadedAt + PER_RECORD_MARKERS_WINDOW_MS);
  const tableName = readEnv().tableName;
  for (let start = 0; start < suspects.length; start += 100) {
    let keys: Record<string, unknown>[] = suspects
      .slice(start, start + 100)
      .map((record) => eventKeys.marker(`${record.eventId}#${processor}`));
    // Unprocessed keys are asked again (a throttled BatchGetItem answers part of them).
    for (let attempt = 0; keys.length > 0; attempt += 1) {
      if (attempt >= 5) throw new Error('Applied markers could not be read');
      const answer = await ddb().send(
        new BatchGetCommand({
          RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true, ProjectionExpression: 'PK' } },
        }),
      );
      for (const item of answer?.Responses?.[tableName] ?? []) {
        const pk = String(item.PK);
        if (pk.startsWith('EVENT#') && pk.endsWith(`#${processor}`))
          found.add(pk.slice('EVENT#'.length, pk.length - `#${processor}`.length));
      }
      keys = (answer?.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
}
