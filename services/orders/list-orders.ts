/**
 * GET /v1/orders (status, fromDate, toDate, limit, nextToken), newest first.
 *   - A consumer: their own orders, one Query on LINES6 (CONSUMER#<sub>; keys and status: line-keys.ts
 *     orderIndex('consumer'), GSI1 while LINE_INDEXES=legacy), dates as a key condition, status as a filter, the
 *     page's orders then read in one BatchGetItem.
 *   - An admin: every order, from the month shards of LINES4 (ORDERS#<yyyy-mm>; keys and status, the page's orders
 *     then read in one BatchGetItem: services/lib/data/line-keys.ts orderIndex), newest month first, from the
 *     month of toDate (default: this month) back to the month of fromDate (default: ADMIN_MONTHS_BACK months
 *     back). The page token carries the month and the key where it stopped. With producerId: the orders with a
 *     line of that producer, from the producer's product orders (orders-by-producer.ts). Orders answer with
 *     their audit trail.
 *   - A producer: 403 (their product orders are GET /v1/orders/producer); a consumer naming producerId: 403.
 * The original API's `page` is accepted and ignored: paging is by nextToken.
 */
import { ADMIN_ORDERS_MONTHS_BACK } from '../../shared/constants/orders.js';
import { ORDER_MESSAGES } from '../../shared/messages/order.js';
import { type OrderListQuery } from '../../shared/contracts/orders/schemas.js';
import { withoutAudit } from './order-record.js';
import { orderSummaries } from './order-items.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { queryPage } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import { forbidden } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import { callerOf } from './caller.js';
import { monthShardPage } from './month-shards.js';
import { lineIndexKeyAttributes, orderIndex } from '../lib/data/line-keys.js';
import { consumerOrdersPartition } from '../lib/data/keys.js';
import { wholeItems } from '../lib/data/line-pages.js';
import { ordersByProducer } from './orders-by-producer.js';
import { dateBounds, sortKeyCondition, type DateBounds } from './order-dates.js';

/** How far back an admin list goes without fromDate (GET /v1/orders/count counts the same range). */
export const ADMIN_MONTHS_BACK = ADMIN_ORDERS_MONTHS_BACK;
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

/**
 * A consumer's page: keys and status from their index (a token of the other index, handed out before the switch
 * from GSI1, is refused with the list's 422 once), then the page's orders by key.
 */
async function consumerOrders(userId: string, query: OrderListQuery, bounds: DateBounds) {
  const index = orderIndex('consumer');
  const keyAttributes = lineIndexKeyAttributes(index);
  const partition = consumerOrdersPartition(userId);
  const startKey = decodePageToken(query.nextToken, {
    attributes: keyAttributes,
    accepts: (key) => key[index.partitionKey] === partition,
  });
  const range = sortKeyCondition(index.sortKey, bounds);
  const filter = statusFilter(query.status);
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: index.indexName,
      KeyConditionExpression: `${index.partitionKey} = :pk${range.expression}`,
      ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
      ExpressionAttributeNames: Object.keys(filter.names).length > 0 ? filter.names : undefined,
      ExpressionAttributeValues: { ':pk': partition, ...range.values, ...filter.values },
      ScanIndexForward: false,
    },
    limit: query.limit,
    startKey,
    keyAttributes,
  });
  return { items: await wholeItems(index, page.items), nextToken: encodePageToken(page.lastKey) };
}

async function allOrders(query: OrderListQuery, bounds: DateBounds, now: Date) {
  const filter = statusFilter(query.status);
  const index = orderIndex('month');
  const page = await monthShardPage({
    index,
    partitionOf: (month) => `ORDERS#${month}`,
    bounds,
    limit: query.limit,
    nextToken: query.nextToken,
    ...(filter.FilterExpression
      ? { filter: { expression: filter.FilterExpression, names: filter.names, values: filter.values } }
      : {}),
    now,
    monthsBack: ADMIN_MONTHS_BACK,
    monthsPerPage: ADMIN_MONTHS_PER_PAGE,
  });
  // Keys (and the status) only: the page's orders read in one BatchGetItem.
  return { ...page, items: await wholeItems(index, page.items) };
}

export const listOrders: Handler<OrdersEndpoints['list']> = async ({ principal, query }) => {
  const caller = callerOf(principal);
  if (caller.role === 'producer') throw forbidden(ORDER_MESSAGES.producerList);
  if (caller.role !== 'admin' && query.producerId !== undefined)
    throw forbidden(ORDER_MESSAGES.adminFilterOnly);
  const bounds = dateBounds(query.fromDate, query.toDate);
  if (caller.role !== 'admin') {
    const page = await consumerOrders(caller.userId, query, bounds);
    return {
      data: {
        orders: (await orderSummaries(page.items)).map(withoutAudit),
        nextToken: page.nextToken,
      },
    };
  }
  const page = query.producerId
    ? await ordersByProducer({
        producerId: query.producerId,
        bounds,
        ...(query.status ? { status: query.status } : {}),
        limit: query.limit,
        ...(query.nextToken ? { nextToken: query.nextToken } : {}),
      })
    : await allOrders(query, bounds, new Date());
  return { data: { orders: await orderSummaries(page.items), nextToken: page.nextToken } };
};
