/**
 * The admins' contact inbox (routes beyond the original API): list newest first (all on GSI1, open or handled on GSI2,
 * unread on the sparse GSI3), counts for the dashboard, one message, and marking read/unread, handled/open.
 * Reading and handling move the message between the index partitions in one UpdateItem.
 */
import { NOTIFICATION_COUNT_CAP } from '../../shared/constants/notifications.js';
import type {
  ContactInboxCounts,
  ContactInboxMessage,
} from '../../shared/contracts/notifications/entities.js';
import { NOTIFICATION_MESSAGES } from '../../shared/messages/notification-answers.js';
import type { ContactListQuery } from '../../shared/contracts/notifications/schemas.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { CONTACTS_UNREAD_PARTITION, notificationKeys, timeKey } from '../lib/data/keys.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { queryPage, type Item } from '../lib/data/paged-query.js';
import { countQuery } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { notFound } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import type { Handler, RouteAnswer, RouteRequest } from '../lib/http/types.js';
import type { NotificationsEndpoints } from '../../shared/contracts/notifications/contract.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { getItem, updateItem } from '../lib/data/item-commands.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function toContactMessage(item: Item): ContactInboxMessage {
  const message: ContactInboxMessage = {
    id: text(item.id) ?? '',
    name: text(item.name) ?? '',
    email: text(item.email) ?? '',
    subject: text(item.subject) ?? '',
    message: text(item.message) ?? '',
    createdAt: text(item.createdAt) ?? '',
    read: item.read === true,
    handled: item.handled === true,
  };
  for (const field of ['readAt', 'handledAt', 'handledBy'] as const) {
    const value = text(item[field]);
    if (value) message[field] = value;
  }
  return message;
}

/** The index, partition and key attributes a list reads. */
function source(query: ContactListQuery) {
  if (query.unread)
    return { index: 'GSI3', partition: CONTACTS_UNREAD_PARTITION, pk: 'GSI3PK', sk: 'GSI3SK' };
  if (query.status === 'all') return { index: 'GSI1', partition: 'CONTACTS', pk: 'GSI1PK', sk: 'GSI1SK' };
  const { GSI2PK } = notificationKeys.contactsByState(query.status === 'handled', '', '');
  return { index: 'GSI2', partition: GSI2PK, pk: 'GSI2PK', sk: 'GSI2SK' };
}

function countOf(index: string, pkName: string, partition: string): Promise<number> {
  return countQuery(
    ddb(),
    {
      TableName: readEnv().tableName,
      IndexName: index,
      KeyConditionExpression: `${pkName} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
    },
    NOTIFICATION_COUNT_CAP,
  );
}

export async function inboxCounts(): Promise<ContactInboxCounts> {
  const [unread, open] = await Promise.all([
    countOf('GSI3', 'GSI3PK', CONTACTS_UNREAD_PARTITION),
    countOf('GSI2', 'GSI2PK', notificationKeys.contactsByState(false, '', '').GSI2PK),
  ]);
  return { unread, open };
}

/** GET /v1/notifications/contact: status (all | open | handled), unread, limit, nextToken. */
export const listContactMessages: Handler<NotificationsEndpoints['contactList']> = async ({ query }) => {
  const from = source(query);
  const keyAttributes = ['PK', 'SK', from.pk, from.sk] as const;
  const startKey = decodePageToken(query.nextToken, {
    attributes: keyAttributes,
    accepts: (key) => key[from.pk] === from.partition,
  });
  const stateFilter = query.unread && query.status !== 'all';
  const [page, counts] = await Promise.all([
    queryPage({
      input: {
        TableName: readEnv().tableName,
        IndexName: from.index,
        KeyConditionExpression: `${from.pk} = :pk`,
        ...(stateFilter ? { FilterExpression: 'handled = :handled' } : {}),
        ExpressionAttributeValues: {
          ':pk': from.partition,
          ...(stateFilter ? { ':handled': query.status === 'handled' } : {}),
        },
        ScanIndexForward: false,
      },
      limit: query.limit,
      startKey,
      keyAttributes,
    }),
    inboxCounts(),
  ]);
  return {
    data: {
      messages: page.items.map(toContactMessage),
      nextToken: encodePageToken(page.lastKey),
      counts,
    },
    headers: { 'cache-control': 'no-store' },
  };
};

/** GET /v1/notifications/contact/summary: unread and open messages (the admin dashboard's count). */
export async function getContactCounts(): RouteAnswer<NotificationsEndpoints['contactCounts']> {
  return { data: { counts: await inboxCounts() }, headers: { 'cache-control': 'no-store' } };
}

/** GET /v1/notifications/contact/{id}. */
export const getContactMessage: Handler<NotificationsEndpoints['contactGet']> = async ({ params }) => {
  const { Item } = await getItem({ Key: notificationKeys.contact(params.id) });
  if (!Item) throw notFound(NOTIFICATION_MESSAGES.contactNotFound);
  return { data: { contactMessage: toContactMessage(Item) }, headers: { 'cache-control': 'no-store' } };
};

/** PATCH /v1/notifications/contact/{id} {read?, handled?}: the index partitions follow. */
export async function updateContactMessage({
  params,
  body,
  principal,
}: RouteRequest<NotificationsEndpoints['contactUpdate']>): RouteAnswer<
  NotificationsEndpoints['contactUpdate']
> {
  const key = notificationKeys.contact(params.id);
  const { Item } = await getItem({ Key: key });
  if (!Item) throw notFound(NOTIFICATION_MESSAGES.contactNotFound);
  const createdAt = text(Item.createdAt) ?? '';
  const now = new Date().toISOString();
  const sets: string[] = ['updatedAt = :now'];
  const removes: string[] = [];
  const values: Record<string, unknown> = { ':now': now };
  if (body.read === true) {
    sets.push('#read = :true', 'readAt = if_not_exists(readAt, :now)');
    removes.push('GSI3PK', 'GSI3SK');
  } else if (body.read === false) {
    sets.push('#read = :false', 'GSI3PK = :gsi3pk', 'GSI3SK = :gsi3sk');
    removes.push('readAt');
    values[':gsi3pk'] = CONTACTS_UNREAD_PARTITION;
    values[':gsi3sk'] = timeKey(createdAt, params.id);
  }
  if (body.handled !== undefined) {
    sets.push('handled = :handled', 'GSI2PK = :gsi2pk', 'GSI2SK = :gsi2sk');
    values[':handled'] = body.handled;
    const state = notificationKeys.contactsByState(body.handled, createdAt, params.id);
    values[':gsi2pk'] = state.GSI2PK;
    values[':gsi2sk'] = state.GSI2SK;
    if (body.handled) {
      sets.push('handledAt = :now', 'handledBy = :by');
      values[':by'] = (principal as Principal).userId;
      // Handling a message also reads it.
      if (body.read === undefined) {
        sets.push('#read = :true', 'readAt = if_not_exists(readAt, :now)');
        removes.push('GSI3PK', 'GSI3SK');
      }
    } else removes.push('handledAt', 'handledBy');
  }
  if (sets.some((part) => part.includes(':true'))) values[':true'] = true;
  if (sets.some((part) => part.includes(':false'))) values[':false'] = false;
  const needsReadName = sets.some((part) => part.startsWith('#read'));
  try {
    const answer = await updateItem({
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(PK)',
      ...(needsReadName ? { ExpressionAttributeNames: { '#read': 'read' } } : {}),
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    });
    return {
      message: NOTIFICATION_MESSAGES.contactUpdated,
      data: { contactMessage: toContactMessage(answer.Attributes ?? {}) },
    };
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(NOTIFICATION_MESSAGES.contactNotFound);
    throw error;
  }
}
