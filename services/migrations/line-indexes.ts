/**
 * The order lines' keys moved to their keys-only indexes (docs/operations.md "The lines' indexes", docs/cost.md):
 * a line written before them carries its index keys as GSI1..GSI5 (all attributes projected, five copies of
 * about 1.5 KB); it gets the same values as LINES1..LINES5 (line-keys.ts), and, once the functions read the new
 * indexes, loses the old ones.
 *
 *   - The lines are found by month: the old GSI4 `PRODUCT_ORDERS#<yyyy-mm>` (every line carried it), from the
 *     first month orders can have (order-keys.ts firstMonth) to this month, a page at a time. No Scan.
 *   - Per line one update: SET each new key the line lacks from its old one (`if_not_exists`: a key a writer of
 *     the new indexes already moved, a status change, is never put back), and, unless the functions still read
 *     the old indexes (LINE_INDEXES=legacy), REMOVE the old keys. Conditioned on the old keys read: a line moved
 *     meanwhile by a writer of the old keys is read again (at most CHANGED_RETRIES times).
 *
 * While legacy the run copies only and writes no marker (it is run again after the deployment that switches the
 * readers: the lines written meanwhile carry both sets of keys, and every line loses its old ones then). Without
 * legacy it is a migration like the others: idempotent, resumable (a cursor `{month, startKey}`), its marker
 * `MIGRATION#line-indexes` at the end. A table deployed with the new indexes has no line under GSI4: nothing to do.
 */
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { monthOf } from '../lib/data/keys.js';
import {
  keysOnlyLineIndex,
  LINE_PATTERNS,
  legacyLineIndex,
  lineIndexesLegacy,
} from '../lib/data/line-keys.js';
import { mapLimited } from '../lib/map-limited.js';
import { migration, walkPages, type MigrationReport, type StartKey } from './marker.js';
import { firstMonth, nextMonth, type OrderKeysCursor } from './order-keys.js';

export const LINE_INDEXES_MIGRATION = 'line-indexes';

const PAGE_SIZE = 100;
const PARALLEL_LINES = 8;
const CHANGED_RETRIES = 3;

type Item = Record<string, unknown>;

export interface LineIndexesReport extends MigrationReport {
  /** Lines given their new keys (and, unless legacy, rid of the old ones). */
  lines: number;
  /** Lines that changed more often than the retries (left for a run again). */
  skipped: number;
  next?: OrderKeysCursor;
}

export interface LineIndexesOptions {
  from?: OrderKeysCursor;
  shouldPause?: () => boolean;
  /** Today (tests); the last month walked is its month. */
  now?: Date;
  /** Whether the functions still read the old indexes (default: LINE_INDEXES=legacy). */
  legacy?: boolean;
}

/**
 * The update that moves one line's keys, or null when it has no old key left. Pure.
 */
export function lineKeysUpdate(
  line: Item,
  legacy: boolean,
): {
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
} | null {
  const set: string[] = [];
  const remove: string[] = [];
  const conditions = ['attribute_exists(PK)'];
  const values: Record<string, unknown> = {};
  LINE_PATTERNS.forEach((pattern, i) => {
    const old = legacyLineIndex(pattern);
    const neu = keysOnlyLineIndex(pattern);
    const partition = line[old.partitionKey];
    const sort = line[old.sortKey];
    if (typeof partition !== 'string' || typeof sort !== 'string') return;
    values[`:p${i}`] = partition;
    values[`:s${i}`] = sort;
    set.push(
      `${neu.partitionKey} = if_not_exists(${neu.partitionKey}, :p${i})`,
      `${neu.sortKey} = if_not_exists(${neu.sortKey}, :s${i})`,
    );
    conditions.push(`${old.partitionKey} = :p${i}`, `${old.sortKey} = :s${i}`);
    remove.push(old.partitionKey, old.sortKey);
  });
  if (set.length === 0) return null;
  return {
    UpdateExpression: [`SET ${set.join(', ')}`, legacy ? '' : `REMOVE ${remove.join(', ')}`]
      .filter(Boolean)
      .join(' '),
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeValues: values,
  };
}

/** Whether a line already has what this run would give it. */
function moved(line: Item, legacy: boolean): boolean {
  return LINE_PATTERNS.every((pattern) => {
    const old = legacyLineIndex(pattern);
    if (typeof line[old.partitionKey] !== 'string') return true;
    const neu = keysOnlyLineIndex(pattern);
    return legacy && typeof line[neu.partitionKey] === 'string' && typeof line[neu.sortKey] === 'string';
  });
}

async function moveLine(
  documents: DynamoDBDocumentClient,
  tableName: string,
  found: Item,
  legacy: boolean,
): Promise<'moved' | 'had' | 'skipped'> {
  let line: Item | undefined = found;
  for (let attempt = 0; attempt <= CHANGED_RETRIES; attempt += 1) {
    if (attempt > 0) {
      line = (
        await documents.send(
          new GetCommand({ TableName: tableName, Key: { PK: found.PK, SK: found.SK }, ConsistentRead: true }),
        )
      ).Item;
    }
    if (!line || moved(line, legacy)) return 'had';
    const update = lineKeysUpdate(line, legacy);
    if (!update) return 'had';
    try {
      await documents.send(
        new UpdateCommand({ TableName: tableName, Key: { PK: line.PK, SK: line.SK }, ...update }),
      );
      return 'moved';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return 'skipped';
}

async function walk(
  documents: DynamoDBDocumentClient,
  tableName: string,
  options: LineIndexesOptions,
  legacy: boolean,
  report: LineIndexesReport,
): Promise<LineIndexesReport> {
  const lastMonth = monthOf((options.now ?? new Date()).toISOString());
  const from = options.from ?? { month: await firstMonth(documents, tableName) };
  const month = legacyLineIndex('month');
  for (let current = from.month; ; current = nextMonth(current)) {
    if (current !== from.month && options.shouldPause?.()) return { ...report, next: { month: current } };
    const startKey: StartKey | undefined = await walkPages(
      documents,
      {
        TableName: tableName,
        IndexName: month.indexName,
        KeyConditionExpression: `${month.partitionKey} = :month`,
        FilterExpression: 'begins_with(SK, :po)',
        ExpressionAttributeValues: { ':month': `PRODUCT_ORDERS#${current}`, ':po': 'PO#' },
        Limit: PAGE_SIZE,
      },
      current === from.month ? from.startKey : undefined,
      async (items) => {
        const outcomes = await mapLimited(items, PARALLEL_LINES, (line) =>
          moveLine(documents, tableName, line, legacy),
        );
        report.lines += outcomes.filter((outcome) => outcome === 'moved').length;
        report.skipped += outcomes.filter((outcome) => outcome === 'skipped').length;
      },
      options.shouldPause,
    );
    if (startKey) return { ...report, next: { month: current, startKey } };
    if (current >= lastMonth) return report;
  }
}

const markedRun = migration<LineIndexesReport, LineIndexesOptions>(
  LINE_INDEXES_MIGRATION,
  { lines: 0, skipped: 0 },
  ({ documents, tableName, options }, report) => walk(documents, tableName, options, false, report),
);

/** The run: copy only while legacy (no marker), else move and mark. */
export async function backfillLineIndexes(
  documents: DynamoDBDocumentClient,
  tableName: string,
  options: LineIndexesOptions = {},
): Promise<LineIndexesReport> {
  const legacy = options.legacy ?? lineIndexesLegacy();
  if (!legacy) return markedRun(documents, tableName, options);
  return walk(documents, tableName, options, true, { done: false, lines: 0, skipped: 0 });
}
