/**
 * The order lines' and order items' keys moved to their keys-only indexes (docs/operations.md "The lines' indexes",
 * docs/cost.md): a line written before them carries its index keys as GSI1..GSI5 (all attributes projected, five
 * copies of about 1.5 KB), an order its consumer, month and reference keys as GSI1, GSI2 and GSI3; each gets the
 * same values under the new names (line-keys.ts: LINES1..LINES5; the order's LINES6, LINES4 and LINES3) and, once
 * the functions read the new indexes, loses the old ones.
 *
 *   - They are found by month: the old GSI4 `PRODUCT_ORDERS#<yyyy-mm>` (every line carried it), then the old GSI2
 *     `ORDERS#<yyyy-mm>` (every order), and, unless LINE_INDEXES=legacy (LINES4 may not be built yet), the new
 *     LINES4 `ORDERS#<yyyy-mm>` (the orders written after their month and reference moved and before their
 *     consumer's entry did: their GSI1 key; keys and status only there, so each order is read by key), from the
 *     first month orders can have (order-keys.ts firstMonth) to this month, a page at a time. No Scan.
 *   - Per line one update: SET each new key the line lacks from its old one (`if_not_exists`: a key a writer of
 *     the new indexes already moved, a status change, is never put back), and, unless the functions still read
 *     an old index (LINE_INDEXES=legacy or consumer-legacy), REMOVE the old keys. Conditioned on the old keys
 *     read: a line moved meanwhile by a writer of the old keys is read again (at most CHANGED_RETRIES times).
 *
 * While LINE_INDEXES=consumer-legacy (a table that had LINES1..LINES5 being given LINES6) it is the same copy pass,
 * walking the orders' LINES4 entries too (those orders have no GSI2).
 *
 * While legacy the run copies only and writes no marker (it is run again after the deployment that switches the
 * readers: the lines written meanwhile carry both sets of keys, and every line loses its old ones then). Without
 * legacy it is a migration like the others: idempotent, resumable (a cursor `{month, orders?, entries?,
 * startKey}`), its marker `MIGRATION#line-indexes-6` at the end (`line-indexes` was its marker before the
 * consumer's entry moved too: a table that has only that one is walked again, for its orders' GSI1 keys).
 */
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { monthOf } from '../lib/data/keys.js';
import {
  keysOnlyLineIndex,
  keysOnlyOrderIndex,
  LINE_PATTERNS,
  legacyLineIndex,
  legacyOrderIndex,
  lineIndexesLegacy,
  ORDER_PATTERNS,
  type LineIndex,
} from '../lib/data/line-keys.js';
import { mapLimited } from '../lib/map-limited.js';
import { readEnv } from '../lib/env.js';
import { migration, walkPages, type MigrationReport, type StartKey } from './marker.js';
import { firstMonth, nextMonth } from './order-keys.js';

export const LINE_INDEXES_MIGRATION = 'line-indexes';
/** Its marker since the orders' consumer entries moved too (GSI1 to LINES6). */
export const LINE_INDEXES_MARKER = 'line-indexes-6';

const PAGE_SIZE = 100;
const PARALLEL_LINES = 8;
const CHANGED_RETRIES = 3;

type Item = Record<string, unknown>;

/** Each old index of an item and the keys-only one its entry moves to. */
type Moves = readonly (readonly [LineIndex, LineIndex])[];
/** A line: GSIn to LINESn. */
export const LINE_MOVES: Moves = LINE_PATTERNS.map(
  (p) => [legacyLineIndex(p), keysOnlyLineIndex(p)] as const,
);
/** The order item: GSI2 (month) to LINES4, GSI3 (reference) to LINES3, GSI1 (consumer) to LINES6. */
export const ORDER_MOVES: Moves = ORDER_PATTERNS.map(
  (p) => [legacyOrderIndex(p), keysOnlyOrderIndex(p)] as const,
);

/**
 * Where a paused run goes on: a month, its walk (the lines'; `orders`: the orders' on GSI2; `orders` and
 * `entries`: the orders' on LINES4), and where in it.
 */
export interface LineIndexesCursor {
  month: string;
  orders?: boolean;
  entries?: boolean;
  startKey?: StartKey;
}

export interface LineIndexesReport extends MigrationReport {
  /** Lines and orders given their new keys (and, unless legacy, rid of the old ones). */
  lines: number;
  /** Lines that changed more often than the retries (left for a run again). */
  skipped: number;
  next?: LineIndexesCursor;
}

export interface LineIndexesOptions {
  from?: LineIndexesCursor;
  shouldPause?: () => boolean;
  /** Today (tests); the last month walked is its month. */
  now?: Date;
  /**
   * Whether the functions still read an old index (default: LINE_INDEXES=legacy, or =consumer-legacy while a
   * table that had LINES1..LINES5 is given LINES6): copy only, no marker.
   */
  legacy?: boolean;
  /**
   * Whether the orders' LINES4 month entries are walked too (default: unless LINE_INDEXES=legacy, when LINES4 may
   * not be built yet and every order has its GSI2 key).
   */
  orderEntries?: boolean;
}

/**
 * The update that moves one line's keys, or null when it has no old key left. Pure.
 */
export function lineKeysUpdate(
  line: Item,
  legacy: boolean,
  moves: Moves = LINE_MOVES,
): {
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
} | null {
  const set: string[] = [];
  const remove: string[] = [];
  const conditions = ['attribute_exists(PK)'];
  const values: Record<string, unknown> = {};
  moves.forEach(([old, neu], i) => {
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
function moved(line: Item, legacy: boolean, moves: Moves): boolean {
  return moves.every(([old, neu]) => {
    if (typeof line[old.partitionKey] !== 'string') return true;
    return legacy && typeof line[neu.partitionKey] === 'string' && typeof line[neu.sortKey] === 'string';
  });
}

async function moveLine(
  documents: DynamoDBDocumentClient,
  tableName: string,
  found: Item,
  legacy: boolean,
  moves: Moves,
  /** `found` is an index entry of its keys only: the item is read first. */
  keysOnly = false,
): Promise<'moved' | 'had' | 'skipped'> {
  let line: Item | undefined = found;
  for (let attempt = 0; attempt <= CHANGED_RETRIES; attempt += 1) {
    if (attempt > 0 || keysOnly) {
      line = (
        await documents.send(
          new GetCommand({ TableName: tableName, Key: { PK: found.PK, SK: found.SK }, ConsistentRead: true }),
        )
      ).Item;
    }
    if (!line || moved(line, legacy, moves)) return 'had';
    const update = lineKeysUpdate(line, legacy, moves);
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

interface Walk {
  /** Its cursor's flags. */
  cursor: { orders?: true; entries?: true };
  index: LineIndex;
  prefix: string;
  sk: string;
  moves: Moves;
  /** Walked only when the table surely has LINES4 (options.orderEntries). */
  entries?: true;
}

/**
 * The walks of a month: its lines (old GSI4 `PRODUCT_ORDERS#`), its orders (old GSI2 `ORDERS#`), then, unless
 * LINE_INDEXES=legacy, its orders' entries on the new LINES4 `ORDERS#` (orders without GSI2 that may have their
 * GSI1 key).
 */
const WALKS: readonly Walk[] = [
  { cursor: {}, index: legacyLineIndex('month'), prefix: 'PRODUCT_ORDERS#', sk: 'PO#', moves: LINE_MOVES },
  {
    cursor: { orders: true },
    index: legacyOrderIndex('month'),
    prefix: 'ORDERS#',
    sk: 'ORDER',
    moves: ORDER_MOVES,
  },
  {
    cursor: { orders: true, entries: true },
    index: keysOnlyOrderIndex('month'),
    prefix: 'ORDERS#',
    sk: 'ORDER',
    moves: ORDER_MOVES,
    entries: true,
  },
];

/** Which walk a cursor is in (0: the lines', 1: the orders' on GSI2, 2: their entries on LINES4). */
const walkOf = (cursor: LineIndexesCursor): number => (cursor.entries ? 2 : cursor.orders ? 1 : 0);

async function walk(
  documents: DynamoDBDocumentClient,
  tableName: string,
  options: LineIndexesOptions,
  legacy: boolean,
  report: LineIndexesReport,
): Promise<LineIndexesReport> {
  const orderEntries = options.orderEntries ?? !lineIndexesLegacy();
  const lastMonth = monthOf((options.now ?? new Date()).toISOString());
  const from = options.from ?? { month: await firstMonth(documents, tableName) };
  for (let current = from.month; ; current = nextMonth(current)) {
    if (current !== from.month && options.shouldPause?.()) return { ...report, next: { month: current } };
    for (const [number, part] of WALKS.entries()) {
      if (part.entries && !orderEntries) continue;
      const resuming = current === from.month;
      if (resuming && number < walkOf(from)) continue;
      const startKey: StartKey | undefined = await walkPages(
        documents,
        {
          TableName: tableName,
          IndexName: part.index.indexName,
          KeyConditionExpression: `${part.index.partitionKey} = :month`,
          FilterExpression: part.sk === 'ORDER' ? 'SK = :sk' : 'begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':month': `${part.prefix}${current}`, ':sk': part.sk },
          Limit: PAGE_SIZE,
        },
        resuming && number === walkOf(from) ? from.startKey : undefined,
        async (items) => {
          const outcomes = await mapLimited(items, PARALLEL_LINES, (item) =>
            moveLine(documents, tableName, item, legacy, part.moves, part.index.keysOnly),
          );
          report.lines += outcomes.filter((outcome) => outcome === 'moved').length;
          report.skipped += outcomes.filter((outcome) => outcome === 'skipped').length;
        },
        options.shouldPause,
      );
      if (startKey) return { ...report, next: { month: current, ...part.cursor, startKey } };
    }
    if (current >= lastMonth) return report;
  }
}

const markedRun = migration<LineIndexesReport, LineIndexesOptions>(
  LINE_INDEXES_MARKER,
  { lines: 0, skipped: 0 },
  ({ documents, tableName, options }, report) => walk(documents, tableName, options, false, report),
);

/** The run: copy only while legacy (no marker), else move and mark. */
export async function backfillLineIndexes(
  documents: DynamoDBDocumentClient,
  tableName: string,
  options: LineIndexesOptions = {},
): Promise<LineIndexesReport> {
  const legacy = options.legacy ?? (lineIndexesLegacy() || readEnv().consumerOrdersLegacy);
  if (!legacy) return markedRun(documents, tableName, options);
  return walk(documents, tableName, options, true, { done: false, lines: 0, skipped: 0 });
}
