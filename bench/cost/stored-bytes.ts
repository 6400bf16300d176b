/**
 * Where an order's stored bytes go (`npm run bench:cost`, docs/cost.md "Where an order's bytes go"): the table's
 * items before and after a purchase, compared item by item and grouped by kind (bench/cost/write-breakdown.ts
 * `kindOf`: `ORDER · PO`). Two measures of an item's place in the table:
 * - `json`: the bench's first measure (`bytesPerOrder`, kept so its figures compare with every one before): the
 *   item's marshalled JSON plus 100 bytes, once for the table and once per index among GSI1..GSI5 and
 *   LINES1..LINES6 it is in (an index copy counted as what the index projects: a line's keys-only copies small);
 * - `dynamo`: what DynamoDB bills for storage: the item's size by its rule (bench/counters/item-size.ts: names and
 *   values) plus 100 bytes of overhead, once in the table and once in every index (GSI1..GSI6) whose two key
 *   attributes it has (an index copy is what it projects: the whole item in GSI1..GSI6, the keys and at most two
 *   attributes in LINES1..LINES6).
 * Each also "after TTL": an item with the table's TTL attribute counted as gone (DynamoDB deletes it once that
 * time passes; the bench measures right after the purchase, when it is still there). Pure.
 */
import { TABLE_DESIGN } from '../../services/lib/data/table-design.js';
import { itemSize, type Image } from '../counters/item-size.js';
import { projectedImage } from '../counters/partition-tally.js';
import { kindOf } from './write-breakdown.js';

/** An item as a Scan answers it (marshalled attribute values). */
export type StoredItem = Record<string, object>;

/** DynamoDB's per-item overhead in storage, in the table and in each index copy. */
const ITEM_OVERHEAD = 100;

/** The indexes the first measure counts: every one but GSI6 (left out since its first figures). */
const FIRST_MEASURE_INDEXES = TABLE_DESIGN.globalIndexes.filter((index) => index.indexName !== 'GSI6');

const jsonSize = (item: StoredItem): number =>
  Buffer.byteLength(
    JSON.stringify(item, (_, value: unknown) =>
      value instanceof Uint8Array ? '#'.repeat(value.byteLength) : value,
    ),
  ) + ITEM_OVERHEAD;

/**
 * The bench's first measure: the marshalled JSON (a binary value its bytes) + 100, in the table and per copy in
 * GSI1..GSI5 and LINES1..LINES6 whose partition key it has (a copy being what the index projects).
 */
export function jsonStoredBytes(item: StoredItem): number {
  return (
    jsonSize(item) +
    FIRST_MEASURE_INDEXES.filter((index) => index.partitionKey in item).reduce(
      (sum, index) => sum + jsonSize(projectedImage(index, item as Image) as StoredItem),
      0,
    )
  );
}

/** The indexes an item is in: those whose partition and sort key attributes it has. */
export function indexesOf(item: StoredItem): string[] {
  return TABLE_DESIGN.globalIndexes
    .filter((index) => index.partitionKey in item && index.sortKey in item)
    .map((index) => index.indexName);
}

/** DynamoDB's storage of an item: its size + 100 bytes in the table, and each index copy's (what it projects). */
export function dynamoStoredBytes(item: StoredItem): number {
  const copies = TABLE_DESIGN.globalIndexes.filter((index) => indexesOf(item).includes(index.indexName));
  return copies.reduce(
    (sum, index) => sum + itemSize(projectedImage(index, item as Image)) + ITEM_OVERHEAD,
    itemSize(item as Image) + ITEM_OVERHEAD,
  );
}

/** Whether DynamoDB's TTL will delete the item (it has the table's TTL attribute). */
export const expires = (item: StoredItem): boolean => TABLE_DESIGN.ttlAttribute in item;

export interface StoredRow {
  /** The item's kind: the first segment of its PK and of its SK. */
  kind: string;
  /** Items added less items removed. */
  items: number;
  /** Bytes added (the first measure; DynamoDB's rule), as measured and once every TTL has run. */
  json: number;
  jsonAfterTtl: number;
  dynamo: number;
  dynamoAfterTtl: number;
  /** The indexes the kind's items are in. */
  indexes: string[];
  /** The longest TTL of the kind's items, in days from `now` (none: 0). */
  ttlDays: number;
}

const stringOf = (value: object | undefined): string => String((value as { S?: string } | undefined)?.S);
const keyOf = (item: StoredItem): string => `${stringOf(item.PK)}\u0000${stringOf(item.SK)}`;

/**
 * What the table gained between two scans, by item kind, most bytes (DynamoDB's rule, as measured) first. An
 * item in both scans counts its difference; removed items count negative.
 */
export function storedBreakdown(
  before: readonly StoredItem[],
  after: readonly StoredItem[],
  now: Date = new Date(),
): StoredRow[] {
  const earlier = new Map(before.map((item) => [keyOf(item), item]));
  const later = new Map(after.map((item) => [keyOf(item), item]));
  const rows = new Map<string, StoredRow>();
  const rowOf = (item: StoredItem): StoredRow => {
    const kind = kindOf(stringOf(item.PK), stringOf(item.SK));
    const row = rows.get(kind) ?? {
      kind,
      items: 0,
      json: 0,
      jsonAfterTtl: 0,
      dynamo: 0,
      dynamoAfterTtl: 0,
      indexes: [],
      ttlDays: 0,
    };
    rows.set(kind, row);
    return row;
  };
  const add = (item: StoredItem, sign: 1 | -1) => {
    const row = rowOf(item);
    const json = jsonStoredBytes(item) * sign;
    const dynamo = dynamoStoredBytes(item) * sign;
    row.items += sign;
    row.json += json;
    row.dynamo += dynamo;
    if (!expires(item)) {
      row.jsonAfterTtl += json;
      row.dynamoAfterTtl += dynamo;
    } else {
      const days =
        (Number((item[TABLE_DESIGN.ttlAttribute] as { N?: string }).N) * 1000 - now.getTime()) / 86_400_000;
      row.ttlDays = Math.max(row.ttlDays, Math.round(days * 10) / 10);
    }
    for (const index of indexesOf(item)) if (!row.indexes.includes(index)) row.indexes.push(index);
  };
  for (const [key, item] of later) {
    const old = earlier.get(key);
    if (old && JSON.stringify(old) === JSON.stringify(item)) continue;
    if (old) add(old, -1);
    add(item, 1);
  }
  for (const [key, item] of earlier) if (!later.has(key)) add(item, -1);
  for (const row of rows.values()) row.indexes.sort();
  return [...rows.values()]
    .filter((row) => row.items !== 0 || row.json !== 0 || row.dynamo !== 0)
    .sort((a, b) => b.dynamo - a.dynamo || a.kind.localeCompare(b.kind));
}

/** Rows of several purchases summed by kind (their means: divide by the count). */
export function sumRows(lists: readonly StoredRow[][]): StoredRow[] {
  const rows = new Map<string, StoredRow>();
  for (const row of lists.flat()) {
    const sum = rows.get(row.kind);
    if (!sum) rows.set(row.kind, { ...row, indexes: [...row.indexes] });
    else {
      sum.items += row.items;
      sum.json += row.json;
      sum.jsonAfterTtl += row.jsonAfterTtl;
      sum.dynamo += row.dynamo;
      sum.dynamoAfterTtl += row.dynamoAfterTtl;
      sum.ttlDays = Math.max(sum.ttlDays, row.ttlDays);
      for (const index of row.indexes) if (!sum.indexes.includes(index)) sum.indexes.push(index);
      sum.indexes.sort();
    }
  }
  return [...rows.values()].sort((a, b) => b.dynamo - a.dynamo || a.kind.localeCompare(b.kind));
}

/** The rows as a Markdown table, per order (each figure divided by `orders`), with the totals. */
export function storedTable(rows: readonly StoredRow[], orders = 1): string {
  const fmt = (value: number) => {
    const mean = value / orders;
    return Number.isInteger(mean) ? mean.toLocaleString('en') : mean.toFixed(1);
  };
  const header = [
    'item (PK · SK)',
    'items',
    'indexes',
    'TTL (days)',
    'bytes (DynamoDB)',
    'after TTL',
    'bytes (first measure)',
    'after TTL',
  ];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  const total = { items: 0, json: 0, jsonAfterTtl: 0, dynamo: 0, dynamoAfterTtl: 0 };
  for (const row of rows) {
    total.items += row.items;
    total.json += row.json;
    total.jsonAfterTtl += row.jsonAfterTtl;
    total.dynamo += row.dynamo;
    total.dynamoAfterTtl += row.dynamoAfterTtl;
  }
  const cells = (row: Omit<StoredRow, 'kind' | 'indexes' | 'ttlDays'>) => [
    fmt(row.dynamo),
    fmt(row.dynamoAfterTtl),
    fmt(row.json),
    fmt(row.jsonAfterTtl),
  ];
  for (const row of rows)
    lines.push(
      `| ${[row.kind, fmt(row.items), row.indexes.join(', ') || 'none', row.ttlDays ? String(row.ttlDays) : '', ...cells(row)].join(' | ')} |`,
    );
  lines.push(`| ${['**all**', fmt(total.items), '', '', ...cells(total)].join(' | ')} |`);
  return lines.join('\n');
}
