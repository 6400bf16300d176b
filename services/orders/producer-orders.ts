/**
 * The producer screens' reads:
 *   - GET /v1/orders/producer (status, fromDate, toDate, limit, nextToken; admins: producerId): the product orders
 *     of a producer newest first, one Query per page of keys and one BatchGetItem of the page's lines (the
 *     indexes are keys-only, services/lib/data/line-keys.ts): LINES1 `PRODUCER#<id>` (sort key `PO#<date>#<id>`,
 *     dates as a key condition) or, with a status, LINES3 `PRODUCER#<id>#STATUS#<stage>`: the pending lines of a
 *     card or transfer order not paid yet sit under `awaiting_payment` («Esperando el pago»), not `pending` (the
 *     farm's work). An admin without producerId gets every producer's product orders from the month shards of
 *     LINES4 (the stage as a filter: its copies hold `status` and `awaitingPayment`). `data.orders` are the
 *     product orders (with the product snapshot, quantity, price, totalPrice, status, order id and date, buyer's
 *     name and city, commission and net) each with its order's `payment` {method, status} (farm-lines.ts: one
 *     BatchGetItem of the page's orders); `data.counts` has them by stage for the list's tabs (from the stats
 *     counters).
 *   - GET /v1/orders/producer/{id} (admins: producerId): the order as this producer sees it (producer-view.ts);
 *     404 when they have no line in it.
 * The original API's `page` is accepted and ignored: paging is by nextToken.
 */
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { plantOperatorOf } from '../../shared/rules/product-legal.js';
import { ORDER_MESSAGES } from '../../shared/messages/order.js';
import { AWAITING_PAYMENT } from '../../shared/rules/payment-state.js';
import { type ProducerOrderListQuery } from '../../shared/contracts/orders/schemas.js';
import { farmLinesOf } from './farm-lines.js';
import { productOrderMonthPartition, productOrderStatusPartition } from '../lib/data/keys.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { queryPage } from '../lib/data/paged-query.js';
import { lineIndex, lineIndexKeyAttributes } from '../lib/data/line-keys.js';
import { wholeItems } from '../lib/data/line-pages.js';
import { readEnv } from '../lib/env.js';
import { notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import { callerOf } from './caller.js';
import { ADMIN_MONTHS_BACK, ADMIN_MONTHS_PER_PAGE } from './list-orders.js';
import { monthShardPage } from './month-shards.js';
import { dateBounds, type DateBounds } from './order-dates.js';
import { readOrder } from './read-order.js';
import { producerScope } from '../lib/producer-scope.js';
import { producerView } from './producer-view.js';
import { readStatusCounts } from './status-counts.js';

/** Below and above every `<ISO date>#<id>` sort key (a key condition value cannot be empty). */
const SORT_KEY_START = '0';
const SORT_KEY_END = '\uffff';

async function producerPage(producerId: string, query: ProducerOrderListQuery, bounds: DateBounds) {
  const byStatus = query.status !== undefined;
  const partition = byStatus
    ? productOrderStatusPartition(producerId, query.status as string)
    : `PRODUCER#${producerId}`;
  const index = lineIndex(byStatus ? 'stage' : 'farm');
  const { partitionKey, sortKey } = index;
  const keyAttributes = lineIndexKeyAttributes(index);
  const prefix = byStatus ? '' : 'PO#';
  const startKey = decodePageToken(query.nextToken, {
    attributes: keyAttributes,
    accepts: (key) => key[partitionKey] === partition,
  });
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: index.indexName,
      KeyConditionExpression: `${partitionKey} = :pk AND ${sortKey} BETWEEN :from AND :to`,
      ExpressionAttributeValues: {
        ':pk': partition,
        ':from': `${prefix}${bounds.from ?? SORT_KEY_START}`,
        ':to': `${prefix}${bounds.to ?? SORT_KEY_END}`,
      },
      ScanIndexForward: false,
    },
    limit: query.limit,
    startKey,
    keyAttributes,
  });
  return { items: await wholeItems(index, page.items), nextToken: encodePageToken(page.lastKey) };
}

/**
 * The filter of a stage on every farm's lines (the month shards hold all of them): a status; `pending` without
 * the lines waiting for their money, `awaiting_payment` only those (shared/rules/payment-state.ts).
 */
function stageFilter(stage: NonNullable<ProducerOrderListQuery['status']>) {
  const names = { '#status': 'status', '#awaiting': 'awaitingPayment' };
  if (stage === AWAITING_PAYMENT)
    return {
      expression: '#status = :status AND #awaiting = :true',
      names,
      values: { ':status': 'pending', ':true': true },
    };
  if (stage === 'pending')
    return {
      expression: '#status = :status AND (attribute_not_exists(#awaiting) OR #awaiting = :false)',
      names,
      values: { ':status': 'pending', ':false': false },
    };
  return { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': stage } };
}

async function everyProducerPage(query: ProducerOrderListQuery, bounds: DateBounds) {
  const index = lineIndex('month');
  const page = await monthShardPage({
    index,
    partitionOf: productOrderMonthPartition,
    bounds,
    limit: query.limit,
    nextToken: query.nextToken,
    ...(query.status ? { filter: stageFilter(query.status) } : {}),
    now: new Date(),
    monthsBack: ADMIN_MONTHS_BACK,
    monthsPerPage: ADMIN_MONTHS_PER_PAGE,
  });
  return { ...page, items: await wholeItems(index, page.items) };
}

export const listProducerOrders: Handler<OrdersEndpoints['producerList']> = async ({ principal, query }) => {
  const producerId = producerScope(callerOf(principal), query.producerId);
  const bounds = dateBounds(query.fromDate, query.toDate);
  const [page, counts] = await Promise.all([
    producerId === null ? everyProducerPage(query, bounds) : producerPage(producerId, query, bounds),
    readStatusCounts(producerId, bounds),
  ]);
  return {
    data: { orders: await farmLinesOf(page.items), nextToken: page.nextToken, counts },
  };
};

export const getProducerOrder: Handler<OrdersEndpoints['producerGet']> = async ({
  principal,
  params,
  query,
}) => {
  const producerId = producerScope(callerOf(principal), query.producerId);
  const found = await readOrder(params.id);
  const view = found ? producerView(found.order, producerId, found.lines) : null;
  if (!view || view.productOrders.length === 0) throw notFound(ORDER_MESSAGES.notFound);
  // Issue 31 (docs/legal.md): the plants' passport on the packing slip names the farm's operator number.
  const plantFarm = view.productOrders.find((line) => line.product.botanicalName)?.producerId;
  const operator = plantFarm ? plantOperatorOf(await getDirectoryUser(plantFarm)) : null;
  return { data: { order: operator ? { ...view, plantOperatorNumber: operator } : view } };
};
