/**
 * Backfill of what orders stored before issue 23 lack (docs/data-model.md): the short reference's key (LINES3 since
 * issue 35, GSI3 before: `ORDER_REF#<8 characters>`, `<createdAt>#<id>`: the admins' search by «Pedido 5E0C1A01»)
 * and `lineStatusCounts` (the lines per status, computed from the order's product orders: a list entry's
 * «En curso · 1 de 2 entregados»). Orders written since carry both (checkout and every status change).
 *
 *   1. The months of orders: `ORDERS#<yyyy-mm>` (every order, by month: LINES4, GSI2 while
 *      LINE_INDEXES=legacy; an order of before the lines' indexes is on GSI2 until the line-indexes migration),
 *      from the first month orders can have (the earlier of ORDER_HISTORY_START and the first month the shop's
 *      stats counters saw) to this month; per month one Query a page at a time, filtered to the orders missing
 *      either attribute (the keys-only index holds neither: each order is looked at).
 *   2. Per such order a consistent Query of its partition (the order item, then its product orders), and one
 *      update: SET the reference keys (derived from the id and date, which never change) and, when it was missing,
 *      `lineStatusCounts`, conditioned on the order's `version` read (every change of an order or of one of its
 *      lines bumps it): an order that changed meanwhile is read again (at most CHANGED_RETRIES times; its writer
 *      already gave it its counts). Nothing else of the order changes (no date, no version).
 *
 * Idempotent, resumable like the price bands (a cursor `{month, startKey}` when paused), ends with its marker
 * (`MIGRATION#order-keys`). No Scan.
 */
import { type DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { countLineStatuses } from '../../shared/rules/order-status-rules.js';
import type { ProductOrderStatus } from '../../shared/contracts/orders/entities.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { monthOf, orderReferenceKeys, STATS_SHOP_SCOPE, statsKeys } from '../lib/data/keys.js';
import { keyAssignments, keysOnlyOrderIndex, orderIndex } from '../lib/data/line-keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { mapLimited } from '../lib/map-limited.js';
import { migration, walkPages, type ResumeOptions, type StartKey } from './marker.js';

export const ORDER_KEYS_MIGRATION = 'order-keys';

/**
 * The first month the shop can have orders in: the code that writes them dates from November 2026 (a month
 * with orders the stats counters saw earlier than this is walked too).
 */
export const ORDER_HISTORY_START = '2026-01';
/** The order's reference entry as written since issue 35 (its presence: the order has its reference key). */
const REFERENCE = keysOnlyOrderIndex('reference');
/** Orders read per page of a month (before the filter). */
const PAGE_SIZE = 100;
/** Orders worked at once. */
const PARALLEL_ORDERS = 8;
/** Fresh reads of an order that changed between our read and our write. */
const CHANGED_RETRIES = 3;

export interface OrderKeysCursor {
  /** yyyy-mm */
  month: string;
  startKey?: StartKey;
}

export interface OrderKeysReport {
  done: boolean;
  /** Orders that got their reference key and/or their line counts. */
  orders: number;
  /** Orders left as they were: no date, no lines, or changed more often than the retries. */
  skipped: number;
  next?: OrderKeysCursor;
}

export interface OrderKeysOptions extends ResumeOptions<OrderKeysCursor> {
  /** Today (tests); the last month walked is its month. */
  now?: Date;
}

type Item = Record<string, unknown>;

/** The month after yyyy-mm. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first month to walk: ORDER_HISTORY_START, or the shop stats' first month when earlier. */
export async function firstMonth(documents: DynamoDBDocumentClient, tableName: string): Promise<string> {
  const { Items } = await documents.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :month)',
      ExpressionAttributeValues: { ':pk': statsKeys.partition(STATS_SHOP_SCOPE), ':month': 'MONTH#' },
      ProjectionExpression: 'SK',
      Limit: 1,
    }),
  );
  const counted = String(Items?.[0]?.SK ?? '').replace(/^MONTH#/, '');
  return MONTH.test(counted) && counted < ORDER_HISTORY_START ? counted : ORDER_HISTORY_START;
}

/**
 * What the order item should get: its reference keys (LINES3 since issue 35, and GSI3 too while LINE_INDEXES=legacy:
 * keys.ts orderReferenceKeys), and its line counts when it has none. Null: leave it.
 */
export function orderKeysUpdate(
  order: Item,
  lines: readonly Item[],
): { keys: Record<string, string>; lineStatusCounts?: Partial<Record<ProductOrderStatus, number>> } | null {
  const orderId = typeof order.PK === 'string' ? order.PK.replace(/^ORDER#/, '') : '';
  const createdAt = typeof order.createdAt === 'string' ? order.createdAt : '';
  if (orderId === '' || createdAt === '') return null;
  const statuses = lines
    .map((line) => line.status)
    .filter((status): status is ProductOrderStatus => typeof status === 'string');
  const needsCounts = order.lineStatusCounts === undefined;
  if (needsCounts && (statuses.length === 0 || statuses.length !== lines.length)) return null;
  return {
    keys: orderReferenceKeys(orderId, createdAt),
    ...(needsCounts ? { lineStatusCounts: countLineStatuses(statuses) } : {}),
  };
}

/** Gives one order what it lacks: 'updated', 'had' (nothing to do, or no such order), 'skipped' (left as it is). */
async function backfillOrder(
  documents: DynamoDBDocumentClient,
  tableName: string,
  orderPk: string,
): Promise<'updated' | 'had' | 'skipped'> {
  for (let attempt = 0; attempt < CHANGED_RETRIES; attempt += 1) {
    const items = await queryAll(documents, {
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': orderPk },
      ConsistentRead: true,
    });
    const order = items.find((item) => item.SK === 'ORDER');
    if (!order) return 'had';
    if (typeof order[REFERENCE.partitionKey] === 'string' && order.lineStatusCounts !== undefined)
      return 'had';
    const lines = items.filter((item) => typeof item.SK === 'string' && item.SK.startsWith('PO#'));
    const update = orderKeysUpdate(order, lines);
    if (!update) return 'skipped';
    const version = typeof order.version === 'number' ? order.version : undefined;
    const reference = keyAssignments(update.keys, 'ref');
    try {
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { PK: order.PK, SK: order.SK },
          UpdateExpression: [
            `SET ${reference.assignments}`,
            update.lineStatusCounts ? ', lineStatusCounts = :counts' : '',
          ].join(''),
          ConditionExpression: `attribute_exists(PK) AND ${
            version === undefined ? 'attribute_not_exists(#version)' : '#version = :version'
          }${update.lineStatusCounts ? ' AND attribute_not_exists(lineStatusCounts)' : ''}`,
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: {
            ...reference.values,
            ...(update.lineStatusCounts ? { ':counts': update.lineStatusCounts } : {}),
            ...(version === undefined ? {} : { ':version': version }),
          },
        }),
      );
      return 'updated';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return 'skipped';
}

export const backfillOrderKeys = migration<OrderKeysReport, OrderKeysOptions>(
  ORDER_KEYS_MIGRATION,
  { orders: 0, skipped: 0 },
  async ({ documents, tableName, options }, report) => {
    const lastMonth = monthOf((options.now ?? new Date()).toISOString());
    const from = options.from ?? { month: await firstMonth(documents, tableName) };
    const months = orderIndex('month');
    for (let month = from.month; ; month = nextMonth(month)) {
      if (month !== from.month && options.shouldPause?.()) return { ...report, next: { month } };
      const startKey = await walkPages(
        documents,
        {
          TableName: tableName,
          IndexName: months.indexName,
          KeyConditionExpression: `${months.partitionKey} = :month`,
          // The keys-only month index holds neither attribute: each order there is looked at (backfillOrder).
          FilterExpression: months.keysOnly
            ? 'SK = :order'
            : 'SK = :order AND (attribute_not_exists(GSI3PK) OR attribute_not_exists(lineStatusCounts))',
          ProjectionExpression: 'PK',
          ExpressionAttributeValues: { ':month': `ORDERS#${month}`, ':order': 'ORDER' },
          Limit: PAGE_SIZE,
        },
        month === from.month ? from.startKey : undefined,
        async (items) => {
          const orderPks = items
            .map((item) => item.PK)
            .filter((pk): pk is string => typeof pk === 'string' && pk.startsWith('ORDER#'));
          const outcomes = await mapLimited(orderPks, PARALLEL_ORDERS, (pk) =>
            backfillOrder(documents, tableName, pk),
          );
          report.orders += outcomes.filter((outcome) => outcome === 'updated').length;
          report.skipped += outcomes.filter((outcome) => outcome === 'skipped').length;
        },
        options.shouldPause,
      );
      if (startKey) return { ...report, next: { month, startKey } };
      if (month >= lastMonth) return report;
    }
  },
);
