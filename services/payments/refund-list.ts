/**
 * GET /v1/payments/refunds (admins; docs/payments.md, "Refunds"): the refunds, newest first.
 *   - `status=open` (default): the ones not done (pending, sent, failed, owed): one Query of GSI1 per status,
 *     all of them (a cooperative has a handful at a time);
 *   - `status=all`: the whole history, GSI2 `REFUNDS` (every refund by date), paged; one status: its GSI1
 *     partition, paged. `from` / `to` (UTC days, both included) are the key condition, `method` / `reason` a
 *     filter;
 *   - `orderId`: that order's refunds (one Query of its partition), with the other filters.
 * Each refund answers its shopper (name and e-mail from the user directory) and, for one owed by transfer, the
 * account: the one it was sent to once settled, else the one the shopper keeps in their profile now.
 */
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import {
  OPEN_REFUND_STATUSES,
  type Refund,
  type RefundStatus,
} from '../../shared/contracts/payments/entities.js';
import type { RefundsQuery } from '../../shared/contracts/payments/schemas.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { batchGetItems } from '../lib/data/batch-get.js';
import { orderKeys, userKeys } from '../lib/data/keys.js';
import { REFUND_HISTORY_PARTITION } from '../lib/data/money-keys.js';
import { queryPage } from '../lib/data/paged-query.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { queryAll } from '../lib/data/query-pages.js';
import { toPayoutAccount } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import type { Handler } from '../lib/http/types.js';
import { toRefund, toRefundRecord, type RefundRecord } from '../orders/index.js';

type Item = Record<string, unknown>;

/** Every refund item in one status, newest first (GSI1 `REFUNDS#<status>`). */
export async function refundItemsWithStatus(status: RefundStatus): Promise<Item[]> {
  return queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `REFUNDS#${status}` },
    ScanIndexForward: false,
  });
}

/** Every refund in one status, newest first. */
export async function refundsWithStatus(status: RefundStatus): Promise<RefundRecord[]> {
  return (await refundItemsWithStatus(status)).map(toRefundRecord);
}

const newestFirst = (a: RefundRecord, b: RefundRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The refunds not done, newest first. */
export async function openRefunds(): Promise<RefundRecord[]> {
  const lists = await Promise.all(OPEN_REFUND_STATUSES.map(refundsWithStatus));
  return lists.flat().sort(newestFirst);
}

/** Whether a record passes the query's filters (the ones not in a key condition). */
export function matchesRefundQuery(record: RefundRecord, query: RefundsQuery): boolean {
  if (query.method && record.method !== query.method) return false;
  if (query.reason && record.reason !== query.reason) return false;
  if (query.orderId && record.orderId !== query.orderId) return false;
  if (query.status === 'open' && !OPEN_REFUND_STATUSES.includes(record.status)) return false;
  if (query.status !== 'open' && query.status !== 'all' && record.status !== query.status) return false;
  const day = record.createdAt.slice(0, 10);
  if (query.from && day < query.from) return false;
  if (query.to && day > query.to) return false;
  return true;
}

/** GSI sort keys start with the ISO date: `from` and `to` days as a key range (`~` sorts after any time). */
function dayRange(query: RefundsQuery): { expression: string; values: Record<string, string> } | null {
  if (query.from && query.to)
    return {
      expression: ' AND #sk BETWEEN :from AND :to',
      values: { ':from': query.from, ':to': `${query.to}~` },
    };
  if (query.from) return { expression: ' AND #sk >= :from', values: { ':from': query.from } };
  if (query.to) return { expression: ' AND #sk <= :to', values: { ':to': `${query.to}~` } };
  return null;
}

function attributeFilter(query: RefundsQuery): {
  expression?: string;
  names: Record<string, string>;
  values: Record<string, string>;
} {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  if (query.method) {
    parts.push('#method = :method');
    names['#method'] = 'method';
    values[':method'] = query.method;
  }
  if (query.reason) {
    // Refunds made before reasons were recorded were owed by a cancel.
    parts.push(
      query.reason === 'order_cancelled'
        ? '(#reason = :reason OR attribute_not_exists(#reason))'
        : '#reason = :reason',
    );
    names['#reason'] = 'reason';
    values[':reason'] = query.reason;
  }
  return { ...(parts.length ? { expression: parts.join(' AND ') } : {}), names, values };
}

/** One page of the history (`all`) or of one status, with the query's filters. */
async function refundPage(
  query: RefundsQuery,
): Promise<{ records: RefundRecord[]; nextToken: string | null }> {
  const history = query.status === 'all';
  const index = history ? 'GSI2' : 'GSI1';
  const partition = history ? REFUND_HISTORY_PARTITION : `REFUNDS#${query.status}`;
  const keyAttributes = ['PK', 'SK', `${index}PK`, `${index}SK`];
  const range = dayRange(query);
  const filter = attributeFilter(query);
  const startKey = decodePageToken(query.nextToken, {
    attributes: keyAttributes,
    accepts: (key) => key[`${index}PK`] === partition && String(key.SK).startsWith('REFUND#'),
  });
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: index,
      KeyConditionExpression: `#pk = :pk${range?.expression ?? ''}`,
      ...(filter.expression ? { FilterExpression: filter.expression } : {}),
      ExpressionAttributeNames: {
        '#pk': `${index}PK`,
        ...(range ? { '#sk': `${index}SK` } : {}),
        ...filter.names,
      },
      ExpressionAttributeValues: { ':pk': partition, ...range?.values, ...filter.values },
      ScanIndexForward: false,
    },
    limit: query.limit,
    ...(startKey ? { startKey } : {}),
    keyAttributes,
  });
  return { records: page.items.map(toRefundRecord), nextToken: encodePageToken(page.lastKey) };
}

/** An order's refunds (its partition), newest first. */
async function orderRefunds(orderId: string): Promise<RefundRecord[]> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :refund)',
    ExpressionAttributeValues: { ':pk': orderKeys.item(orderId).PK, ':refund': 'REFUND#' },
  });
  return items.map(toRefundRecord).sort(newestFirst);
}

/** Up to 100 keys per BatchGetItem; unprocessed keys are asked again. */
const batchGet = (keys: Record<string, string>[], projection: string, names: Record<string, string>) =>
  batchGetItems(readEnv().tableName, keys, { projection, names, leftover: 'skip' });

/** The records as the admins see them: with their shopper and, for an owed refund, where the money goes. */
export async function refundViews(records: readonly RefundRecord[]): Promise<Refund[]> {
  // Refunds made before the shopper was recorded on them: the order says who it is.
  const withoutUser = [
    ...new Set(records.filter((record) => !record.userId).map((record) => record.orderId)),
  ];
  const orders = withoutUser.length
    ? await batchGet(
        withoutUser.map((orderId) => orderKeys.item(orderId)),
        '#id, #userId',
        { '#id': 'id', '#userId': 'userId' },
      )
    : [];
  const userOfOrder = new Map(orders.map((order) => [String(order.id), String(order.userId ?? '')]));
  const userOf = (record: RefundRecord) => record.userId ?? userOfOrder.get(record.orderId) ?? '';
  const userIds = [...new Set(records.map(userOf).filter(Boolean))];
  const users = userIds.length
    ? await batchGet(
        userIds.map((id) => userKeys.item(id)),
        '#id, email, fullName, refundAccount',
        { '#id': 'id' },
      )
    : [];
  const byId = new Map(users.map((user) => [String(user.id), user]));
  return records.map((record) => {
    const user = byId.get(userOf(record));
    return toRefund(record, {
      customer: user
        ? { id: String(user.id), name: String(user.fullName ?? ''), email: String(user.email ?? '') }
        : null,
      currentAccount: toPayoutAccount(user?.refundAccount),
    });
  });
}

/** The records a query asks for, and the next page's token. */
export async function findRefunds(
  query: RefundsQuery,
): Promise<{ records: RefundRecord[]; nextToken: string | null }> {
  if (query.orderId)
    return {
      records: (await orderRefunds(query.orderId)).filter((record) => matchesRefundQuery(record, query)),
      nextToken: null,
    };
  if (query.status === 'open')
    return {
      records: (await openRefunds()).filter((record) => matchesRefundQuery(record, query)),
      nextToken: null,
    };
  return refundPage(query);
}

export const listRefunds: Handler<PaymentsEndpoints['refunds']> = async ({ query }) => {
  const { records, nextToken } = await findRefunds(query);
  return {
    message: PAYMENT_MESSAGES.refundsLoaded,
    data: { refunds: await refundViews(records), nextToken },
  };
};

/**
 * One refund by its id, or null: among the open ones (what admins act on), else in the history (a refund
 * settled meanwhile: one filtered read of the history, only on that rare path).
 */
export async function findRefund(refundId: string): Promise<RefundRecord | null> {
  const open = (await openRefunds()).find((refund) => refund.id === refundId);
  if (open) return open;
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    FilterExpression: 'id = :id',
    ExpressionAttributeValues: { ':pk': REFUND_HISTORY_PARTITION, ':id': refundId },
  });
  return items[0] ? toRefundRecord(items[0]) : null;
}
