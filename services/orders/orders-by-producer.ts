/**
 * The admin's order list filtered by producer (GET /v1/orders?producerId=...), newest first, without a Scan and
 * without reading every order: the producer's product orders are one partition of LINES1 (`PRODUCER#<id>`, sort
 * key `PO#<createdAt>#<productOrderId>`, newest first; keys only), each line's key names its order, and the
 * orders are read by key (BatchGetItem). A product order has its order's createdAt, so the lines of one order
 * sit next to each other and the date filters are key conditions on the same sort key.
 *
 * Deduplication: an order with several lines of the producer is listed once. Inside a page a set of order ids
 * does it; across pages, a full page ends only before a line of a new order created earlier than the last line
 * read (never between lines of one creation time, whose orders' lines may interleave), and the token carries
 * the last order listed, whose remaining lines (when the Query budget cut the page inside it) the next page skips.
 *
 * The status filter is on the order's status (the orders read), so with it a page may hold fewer than `limit`
 * orders and still have a nextToken; at most MAX_LINE_READS Queries of LINES_PER_READ lines run per page.
 * The token is base64url JSON {key, order} (key: the LINES1 key of the last line read); anything else is a 422.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '../../shared/contracts/orders/entities.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { batchGetItems } from '../lib/data/batch-get.js';
import { orderKeys } from '../lib/data/keys.js';
import { lineIndex, lineIndexKeyAttributes } from '../lib/data/line-keys.js';
import {
  cursorPageKey,
  decodeCursorToken,
  encodeTokenJson,
  invalidPageToken,
} from '../lib/data/page-token.js';
import { keyOf, type Item } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import type { DateBounds } from './order-dates.js';

/** Lines read per Query, and Queries per page at most. */
export const LINES_PER_READ = 100;
export const MAX_LINE_READS = 5;

/** The farm's lines' index (keys only: the order id is in the line's PK `ORDER#<orderId>`). */
const farmIndex = () => lineIndex('farm');
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface ProducerOrdersQuery {
  producerId: string;
  bounds: DateBounds;
  status?: OrderStatus;
  limit: number;
  nextToken?: string;
}

interface Cursor {
  key: Record<string, string>;
  order: string;
}

const partitionOf = (producerId: string) => `PRODUCER#${producerId}`;

function decodeCursor(token: string | undefined, producerId: string): Cursor | undefined {
  const cursor = decodeCursorToken<Cursor>(
    token,
    ({ order, key }) =>
      typeof order === 'string' && ID.test(order) && typeof key === 'object' && key !== null,
  );
  if (!cursor) return undefined;
  const index = farmIndex();
  const key = cursorPageKey(cursor.key, {
    attributes: lineIndexKeyAttributes(index),
    accepts: (candidate) =>
      candidate[index.partitionKey] === partitionOf(producerId) &&
      (candidate[index.sortKey] ?? '').startsWith('PO#') &&
      (candidate.PK ?? '').startsWith('ORDER#'),
  });
  if (!key) throw invalidPageToken();
  return { key, order: cursor.order };
}

/** The creation time part of a line's sort key in its farm's index (`PO#<createdAt>#<id>`). */
const timeOf = (line: Item | undefined): string => {
  const sortKey = String(line?.[farmIndex().sortKey] ?? '');
  return sortKey.slice(0, sortKey.lastIndexOf('#'));
};

/** Reads the producer's lines newest first, LINES_PER_READ at a time, at most MAX_LINE_READS Queries. */
class LineReader {
  private buffer: Item[] = [];
  private startKey: Record<string, unknown> | undefined;
  private reads = 0;
  private done = false;

  constructor(
    private readonly producerId: string,
    private readonly bounds: DateBounds,
    startKey: Record<string, string> | undefined,
  ) {
    this.startKey = startKey;
  }

  /** Whether lines may remain that this reader did not read (its Query budget ran out). */
  get capped(): boolean {
    return !this.done && this.buffer.length === 0 && this.reads >= MAX_LINE_READS;
  }

  async next(): Promise<Item | null> {
    while (this.buffer.length === 0) {
      if (this.done || this.reads >= MAX_LINE_READS) return null;
      this.reads += 1;
      const index = farmIndex();
      const answer = await ddb().send(
        new QueryCommand({
          TableName: readEnv().tableName,
          IndexName: index.indexName,
          KeyConditionExpression: `${index.partitionKey} = :pk AND ${index.sortKey} BETWEEN :from AND :to`,
          ExpressionAttributeValues: {
            ':pk': partitionOf(this.producerId),
            ':from': `PO#${this.bounds.from ?? ''}`,
            ':to': `PO#${this.bounds.to ?? '\uffff'}`,
          },
          ProjectionExpression: lineIndexKeyAttributes(index).join(', '),
          ScanIndexForward: false,
          Limit: LINES_PER_READ,
          ExclusiveStartKey: this.startKey,
        }),
      );
      this.buffer = [...(answer.Items ?? [])];
      this.startKey = answer.LastEvaluatedKey;
      if (!this.startKey) this.done = true;
    }
    return this.buffer.shift() ?? null;
  }
}

/** The order items of `ids` (those that exist), in the order of `ids`. */
async function readOrderItems(ids: readonly string[]): Promise<Item[]> {
  const items = await batchGetItems(
    readEnv().tableName,
    ids.map((id) => orderKeys.item(id)),
    { consistent: true },
  );
  const found = new Map<string, Item>();
  for (const item of items) if (typeof item.id === 'string') found.set(item.id, item);
  return ids.flatMap((id) => {
    const item = found.get(id);
    return item ? [item] : [];
  });
}

export async function ordersByProducer(
  query: ProducerOrdersQuery,
): Promise<{ items: Item[]; nextToken: string | null }> {
  const cursor = decodeCursor(query.nextToken, query.producerId);
  const reader = new LineReader(query.producerId, query.bounds, cursor?.key);
  const seen = new Set<string>(cursor ? [cursor.order] : []);
  const kept: Item[] = [];
  let batch: string[] = [];
  let last: Item | undefined;
  let lastOrder = cursor?.order;
  let stopped = false;

  const flush = async () => {
    if (batch.length === 0) return;
    const orders = await readOrderItems(batch);
    kept.push(...orders.filter((order) => !query.status || order.status === query.status));
    batch = [];
  };

  for (let line = await reader.next(); line; line = await reader.next()) {
    const orderId = String(line.PK ?? '').slice('ORDER#'.length);
    if (!orderId || seen.has(orderId)) {
      last = line;
      continue;
    }
    if (kept.length + batch.length >= query.limit) {
      await flush();
      // Full: end the page before this new order, unless it has the same creation time as the last line (then
      // their lines may interleave, so the page takes it too).
      if (kept.length >= query.limit && timeOf(line) !== timeOf(last)) {
        stopped = true;
        break;
      }
    }
    seen.add(orderId);
    batch.push(orderId);
    last = line;
    lastOrder = orderId;
  }
  await flush();

  const more = stopped || reader.capped;
  const nextToken =
    more && last && lastOrder
      ? encodeTokenJson({
          key: keyOf(last, lineIndexKeyAttributes(farmIndex())) as Record<string, string>,
          order: lastOrder,
        })
      : null;
  return { items: kept, nextToken };
}
