/**
 * GET /v1/orders (status, fromDate, toDate, limit, nextToken), newest first.
 *   - A consumer: their own orders, one Query on GSI1 (CONSUMER#<sub>), dates as a key condition, status as a
 *     filter.
 *   - An admin: every order, from the month shards of GSI2 (ORDERS#<yyyy-mm>), newest month first, from the
 *     month of toDate (default: this month) back to the month of fromDate (default: ADMIN_MONTHS_BACK months
 *     back). The page token carries the month and the key where it stopped.
 *   - A producer: 403 (their product orders are GET /v1/orders/producer).
 * The spec's `page` is accepted and ignored: paging is by nextToken.
 */
import { ORDER_MESSAGES, type OrderListQuery } from '../../shared/index.js';
import { toOrderSummary } from '../lib/commerce/order-record.js';
import { monthOf } from '../lib/data/keys.js';
import {
  MAX_PAGE_TOKEN_LENGTH,
  decodePageToken,
  encodePageToken,
  invalidPageToken,
} from '../lib/data/page-token.js';
import { queryPage, type Item } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import { forbidden } from '../lib/errors.js';
import type { RouteRequest, RouteResult } from '../lib/http/types.js';
import { callerOf } from './caller.js';
import { dateBounds, monthsBefore, previousMonth, sortKeyCondition, type DateBounds } from './order-dates.js';

const CONSUMER_KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
const MONTH_KEY_ATTRIBUTES = ['PK', 'SK', 'GSI2PK', 'GSI2SK'] as const;
/** How far back an admin list goes without fromDate. */
export const ADMIN_MONTHS_BACK = 24;
/** Month shards one admin page may read (the token continues from there). */
export const ADMIN_MONTHS_PER_PAGE = 12;

interface StatusFilter {
  FilterExpression?: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

function statusFilter(status: string | undefined): StatusFilter {
  return status
    ? {
        FilterExpression: '#status = :status',
        names: { '#status': 'status' },
        values: { ':status': status },
      }
    : { names: {}, values: {} };
}

async function consumerOrders(userId: string, query: OrderListQuery, bounds: DateBounds) {
  const partition = `CONSUMER#${userId}`;
  const startKey = decodePageToken(query.nextToken, {
    attributes: CONSUMER_KEY_ATTRIBUTES,
    accepts: (key) => key.GSI1PK === partition,
  });
  const range = sortKeyCondition('GSI1SK', bounds);
  const filter = statusFilter(query.status);
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: `GSI1PK = :pk${range.expression}`,
      ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
      ExpressionAttributeNames: Object.keys(filter.names).length > 0 ? filter.names : undefined,
      ExpressionAttributeValues: { ':pk': partition, ...range.values, ...filter.values },
      ScanIndexForward: false,
    },
    limit: query.limit,
    startKey,
    keyAttributes: CONSUMER_KEY_ATTRIBUTES,
  });
  return { items: page.items, nextToken: encodePageToken(page.lastKey) };
}

/** Admin page token: the month being read and, inside it, where the last page stopped. */
interface MonthCursor {
  month: string;
  key?: Record<string, string>;
}
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function encodeCursor(cursor: MonthCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeCursor(token: string | undefined, newest: string, oldest: string): MonthCursor | null {
  if (!token) return null;
  if (token.length > MAX_PAGE_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) throw invalidPageToken();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidPageToken();
  }
  const cursor = decoded as Partial<MonthCursor> | null;
  if (
    typeof cursor !== 'object' ||
    cursor === null ||
    typeof cursor.month !== 'string' ||
    !MONTH.test(cursor.month) ||
    cursor.month > newest ||
    cursor.month < oldest
  )
    throw invalidPageToken();
  if (cursor.key === undefined) return { month: cursor.month };
  const key = decodePageToken(encodePageToken(cursor.key as Record<string, unknown>) ?? '', {
    attributes: MONTH_KEY_ATTRIBUTES,
    accepts: (candidate) => candidate.GSI2PK === `ORDERS#${cursor.month}`,
  });
  return { month: cursor.month, key };
}

async function allOrders(query: OrderListQuery, bounds: DateBounds, now: Date) {
  const newest = monthOf(bounds.to ?? now.toISOString());
  const oldest = bounds.from ? monthOf(bounds.from) : monthsBefore(newest, ADMIN_MONTHS_BACK);
  const cursor = decodeCursor(query.nextToken, newest, oldest) ?? { month: newest };
  const range = sortKeyCondition('GSI2SK', bounds);
  const filter = statusFilter(query.status);
  const items: Item[] = [];
  let month = cursor.month;
  let key = cursor.key;
  for (let read = 0; read < ADMIN_MONTHS_PER_PAGE && month >= oldest; read += 1) {
    const page = await queryPage({
      input: {
        TableName: readEnv().tableName,
        IndexName: 'GSI2',
        KeyConditionExpression: `GSI2PK = :pk${range.expression}`,
        ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
        ExpressionAttributeNames: Object.keys(filter.names).length > 0 ? filter.names : undefined,
        ExpressionAttributeValues: { ':pk': `ORDERS#${month}`, ...range.values, ...filter.values },
        ScanIndexForward: false,
      },
      limit: query.limit - items.length,
      startKey: key,
      keyAttributes: MONTH_KEY_ATTRIBUTES,
    });
    items.push(...page.items);
    if (page.lastKey) {
      return {
        items,
        nextToken: encodeCursor({ month, key: page.lastKey as Record<string, string> }),
      };
    }
    month = previousMonth(month);
    key = undefined;
    if (items.length >= query.limit) break;
  }
  return { items, nextToken: month >= oldest ? encodeCursor({ month }) : null };
}

export async function listOrders({
  principal,
  query,
}: RouteRequest<unknown, OrderListQuery>): Promise<RouteResult> {
  const caller = callerOf(principal);
  if (caller.role === 'producer') throw forbidden(ORDER_MESSAGES.producerList);
  const bounds = dateBounds(query.fromDate, query.toDate);
  const page =
    caller.role === 'admin'
      ? await allOrders(query, bounds, new Date())
      : await consumerOrders(caller.userId, query, bounds);
  return { data: { orders: page.items.map(toOrderSummary), nextToken: page.nextToken } };
}
