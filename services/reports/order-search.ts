/**
 * GET /v1/orders/search?q&limit&nextToken (admins): orders by reference, order id, customer e-mail or name, newest
 * first, paged. Never a Scan:
 *   - a whole order id: one BatchGetItem of its order item;
 *   - a reference (the 8 characters of "Pedido 5E0C1A01", shared/rules/order-labels.ts orderReference): one Query of
 *     LINES3 `ORDER_REF#<reference>` (keys only: the page's orders then read in one BatchGetItem; the order item
 *     carries it, keys.ts orderKeys.indexes; references may repeat, so it is a list); nothing found there, the
 *     term is then tried as a name;
 *   - an e-mail (a term with @): the user directory's GSI2 `USER_EMAIL`, `begins_with` the term (lower case);
 *   - words of a name: the same partition with every normalised word in the user's `searchText` (the users
 *     service's search; Query rounds of growing size, at most USER_READ_MAX items read);
 *   then the orders of at most ORDER_SEARCH_MAX_CUSTOMERS of those users: one Query of LINES6 `CONSUMER#<id>`
 *   each (keys: line-keys.ts orderIndex('consumer'); limit + 1 orders older than the page token), merged newest
 *   first, the page's orders read in one BatchGetItem. The page token is the sort key of the
 *   last order listed (`<createdAt>#<orderId>`, unique), so every consumer's Query resumes right after it.
 * A deleted user is no longer in the directory: their orders are found by reference only.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportsEndpoints } from '../../shared/contracts/reports/contract.js';
import type { OrderSearchQuery } from '../../shared/contracts/reports/schemas.js';
import type { OrderSummary } from '../../shared/contracts/orders/entities.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isOrderItem, orderSummaries } from '../orders/index.js';
import {
  consumerOrdersPartition,
  normalizeText,
  orderKeys,
  orderReferencePartition,
  userKeys,
} from '../lib/data/keys.js';
import {
  decodeCursorToken,
  decodePageToken,
  encodePageToken,
  encodeTokenJson,
} from '../lib/data/page-token.js';
import { queryOnce, queryPage, type Item } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import { lineIndexKeyAttributes, orderIndex } from '../lib/data/line-keys.js';
import { wholeItems } from '../lib/data/line-pages.js';
import type { Handler } from '../lib/http/types.js';
import { mapLimited } from '../lib/map-limited.js';

/** Users whose orders one search lists (more: the admin is asked for a narrower term). */
export const ORDER_SEARCH_MAX_CUSTOMERS = 20;
/** Directory items a name search reads at most (rounds of 250, 500, 1000...). */
export const USER_READ_MAX = 10_000;

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[0-9a-f]{8}$/i;
/** A consumer-list sort key: `<ISO date>#<order id>`. */
const SORT_KEY = /^\d{4}-\d{2}-\d{2}T[0-9:.]+Z#[A-Za-z0-9_-]{1,128}$/;

type Page = { orders: OrderSummary[]; nextToken: string | null };

async function orderById(id: string): Promise<OrderSummary[]> {
  const tableName = readEnv().tableName;
  const answer = await ddb().send(
    new BatchGetCommand({ RequestItems: { [tableName]: { Keys: [orderKeys.item(id.toLowerCase())] } } }),
  );
  return orderSummaries(answer.Responses?.[tableName] ?? []);
}

async function ordersByReference(reference: string, query: OrderSearchQuery): Promise<Page> {
  const partition = orderReferencePartition(reference.toUpperCase());
  const index = orderIndex('reference');
  const keyAttributes = lineIndexKeyAttributes(index);
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: index.indexName,
      KeyConditionExpression: `${index.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    limit: query.limit,
    startKey: decodePageToken(query.nextToken, {
      attributes: keyAttributes,
      accepts: (key) => key[index.partitionKey] === partition,
    }),
    keyAttributes,
  });
  return {
    orders: await orderSummaries(await wholeItems(index, page.items)),
    nextToken: encodePageToken(page.lastKey),
  };
}

/** The ids of the directory's users matching the term (an e-mail prefix, or every word of a name). */
export async function matchingUsers(term: string): Promise<{ ids: string[]; more: boolean }> {
  const email = term.includes('@');
  const words = email ? [] : [...new Set(normalizeText(term).split(' ').filter(Boolean))].slice(0, 10);
  const values: Record<string, unknown> = { ':pk': userKeys.byEmail('').GSI2PK };
  const conditions = words.map((word, index) => {
    values[`:w${index}`] = word;
    return `contains(searchText, :w${index})`;
  });
  if (email) values[':email'] = term.toLowerCase();
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  let read = 0;
  let batch = 250;
  do {
    const answer = await queryOnce(
      {
        TableName: readEnv().tableName,
        IndexName: 'GSI2',
        KeyConditionExpression: email ? 'GSI2PK = :pk AND begins_with(GSI2SK, :email)' : 'GSI2PK = :pk',
        ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
        ExpressionAttributeValues: values,
        ProjectionExpression: 'id',
        Limit: email ? ORDER_SEARCH_MAX_CUSTOMERS + 1 : batch,
        ExclusiveStartKey: startKey,
      },
      false,
    );
    for (const item of answer.items) if (typeof item.id === 'string') ids.push(item.id);
    read += answer.scanned;
    batch = Math.min(1000, batch * 2);
    startKey = answer.lastKey;
  } while (startKey && ids.length <= ORDER_SEARCH_MAX_CUSTOMERS && read < USER_READ_MAX);
  return { ids: ids.slice(0, ORDER_SEARCH_MAX_CUSTOMERS), more: ids.length > ORDER_SEARCH_MAX_CUSTOMERS };
}

/** The orders of `userIds`, newest first: one page of `limit` older than the token's sort key. */
export async function ordersOfUsers(userIds: readonly string[], query: OrderSearchQuery): Promise<Page> {
  const cursor = decodeCursorToken<{ before: string }>(
    query.nextToken,
    ({ before }) => typeof before === 'string' && before.length <= 200 && SORT_KEY.test(before),
  );
  const index = orderIndex('consumer');
  const sortKey = (item: Item) => String(item[index.sortKey]);
  const perUser = await mapLimited(userIds, 5, async (userId) => {
    const answer = await queryOnce(
      {
        TableName: readEnv().tableName,
        IndexName: index.indexName,
        KeyConditionExpression: `${index.partitionKey} = :pk${cursor ? ` AND ${index.sortKey} < :before` : ''}`,
        ExpressionAttributeValues: {
          ':pk': consumerOrdersPartition(userId),
          ...(cursor ? { ':before': cursor.before } : {}),
        },
        ScanIndexForward: false,
        Limit: query.limit + 1,
      },
      false,
    );
    return answer.items.filter((item) => item.SK === 'ORDER');
  });
  const merged = perUser.flat().sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
  const page = merged.slice(0, query.limit);
  const last = page.at(-1) as Item | undefined;
  return {
    orders: await orderSummaries((await wholeItems(index, page)).filter(isOrderItem)),
    nextToken: merged.length > query.limit && last ? encodeTokenJson({ before: sortKey(last) }) : null,
  };
}

export const searchOrders: Handler<ReportsEndpoints['search']> = async ({ query }) => {
  const term = query.q.trim();
  if (ORDER_ID.test(term)) {
    const orders = await orderById(term);
    return {
      data: { orders, nextToken: null, search: { kind: 'reference', customers: 0, moreCustomers: false } },
    };
  }
  if (REFERENCE.test(term)) {
    const page = await ordersByReference(term, query);
    // Eight letters may also be a name (with a token, the admin is paging the reference's orders).
    if (page.orders.length > 0 || query.nextToken)
      return { data: { ...page, search: { kind: 'reference', customers: 0, moreCustomers: false } } };
  }
  const users = await matchingUsers(term);
  const page = users.ids.length > 0 ? await ordersOfUsers(users.ids, query) : { orders: [], nextToken: null };
  return {
    data: {
      ...page,
      search: { kind: 'customer', customers: users.ids.length, moreCustomers: users.more },
    },
  };
};
