/**
 * Global notices (the original API's notifications): the public list, and what admins do with them (create, activate,
 * deactivate, archive, delete). Items: notificationKeys.item, listed by status newest first on GSI1 and by
 * priority on GSI2 (both partitions follow the status). An expired notice is hidden from everyone but admins.
 */
import { randomUUID } from 'node:crypto';
import type { NotificationStatus } from '../../shared/contracts/notifications/entities.js';
import { NOTIFICATION_MESSAGES } from '../../shared/messages/notification-answers.js';

import { notificationKeys, PRIORITY_RANK } from '../lib/data/keys.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { queryPage } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import { notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { NotificationsEndpoints } from '../../shared/contracts/notifications/contract.js';
import { globalNotificationItem, toNotification } from './records.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { deleteItem, putItem, updateItem } from '../lib/data/item-commands.js';

const BY_STATUS_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
const BY_PRIORITY_KEYS = ['PK', 'SK', 'GSI2PK', 'GSI2SK'] as const;

/** The filter that hides expired notices (their `expiresOn` is past); shared with the summary. */
export const NOT_EXPIRED = {
  expression: '(attribute_not_exists(expiresOn) OR expiresOn > :now)',
  values: (now: Date) => ({ ':now': now.toISOString() }),
};

interface Filter {
  parts: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** GET /v1/notifications: type, priority, status (ACTIVE), limit (50), sortBy (created | priority), sortOrder. */
export const listNotifications: Handler<NotificationsEndpoints['list']> = async ({ query, principal }) => {
  const now = new Date();
  const admin = principal?.role === 'admin';
  const byPriority = query.sortBy === 'priority';
  const filter: Filter = { parts: [], names: {}, values: {} };
  if (query.type) {
    filter.parts.push('#type = :type');
    filter.names['#type'] = 'type';
    filter.values[':type'] = query.type;
  }
  if (query.priority && !byPriority) {
    filter.parts.push('priority = :priority');
    filter.values[':priority'] = query.priority;
  }
  if (!admin) {
    filter.parts.push(NOT_EXPIRED.expression);
    Object.assign(filter.values, NOT_EXPIRED.values(now));
  }

  const keyAttributes = byPriority ? BY_PRIORITY_KEYS : BY_STATUS_KEYS;
  const index = byPriority ? 'GSI2' : 'GSI1';
  const partitionName = byPriority ? 'GSI2PK' : 'GSI1PK';
  const partition = byPriority
    ? notificationKeys.byPriority(query.status, 'LOW', '', '').GSI2PK
    : notificationKeys.byStatus(query.status, '', '').GSI1PK;
  // By priority, a priority filter is a key condition: the sort key starts with the priority's rank.
  const rank = byPriority && query.priority ? PRIORITY_RANK[query.priority] : undefined;
  const startKey = decodePageToken(query.nextToken, {
    attributes: keyAttributes,
    accepts: (key) =>
      key[partitionName] === partition && (!rank || (key.GSI2SK ?? '').startsWith(`${rank}#`)),
  });
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: index,
      KeyConditionExpression: rank
        ? `${partitionName} = :pk AND begins_with(GSI2SK, :rank)`
        : `${partitionName} = :pk`,
      ...(filter.parts.length > 0 ? { FilterExpression: filter.parts.join(' AND ') } : {}),
      ...(Object.keys(filter.names).length > 0 ? { ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(rank ? { ':rank': `${rank}#` } : {}),
        ...filter.values,
      },
      ScanIndexForward: query.sortOrder === 'asc',
    },
    limit: query.limit,
    startKey,
    keyAttributes,
  });
  return {
    data: {
      notifications: page.items.map((item) => toNotification(item, { now })),
      nextToken: encodePageToken(page.lastKey),
    },
    headers: { 'cache-control': 'no-store' },
  };
};

/** POST /v1/notifications (admins): a new global notice, ACTIVE unless sent as INACTIVE. */
export const createNotification: Handler<NotificationsEndpoints['create']> = async ({ body, principal }) => {
  const now = new Date().toISOString();
  const item = globalNotificationItem({
    id: randomUUID(),
    type: body.type,
    priority: body.priority,
    status: body.status,
    title: body.title,
    message: body.message,
    createdAt: now,
    updatedAt: now,
    expiresAt: body.expiresAt ?? null,
    ...(principal ? { createdBy: principal.userId } : {}),
  });
  await putItem({ Item: item, ConditionExpression: 'attribute_not_exists(PK)' });
  return {
    message: NOTIFICATION_MESSAGES.created,
    data: { notification: toNotification(item, { now: new Date() }) },
  };
};

/** DELETE /v1/notifications/{id} (admins). */
export const deleteNotification: Handler<NotificationsEndpoints['delete']> = async ({ params }) => {
  try {
    await deleteItem({ Key: notificationKeys.item(params.id), ConditionExpression: 'attribute_exists(PK)' });
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(NOTIFICATION_MESSAGES.notFound);
    throw error;
  }
  return { message: NOTIFICATION_MESSAGES.deleted, data: { id: params.id } };
};

const STATUS_MESSAGES: Record<NotificationStatus, string> = {
  ACTIVE: NOTIFICATION_MESSAGES.activated,
  INACTIVE: NOTIFICATION_MESSAGES.deactivated,
  ARCHIVED: NOTIFICATION_MESSAGES.archived,
};

/** PATCH /v1/notifications/{id}/status (admins): ACTIVE, INACTIVE or ARCHIVED; both index partitions follow. */
export const setNotificationStatus: Handler<NotificationsEndpoints['setStatus']> = async ({
  params,
  body,
}) => {
  const now = new Date();
  let attributes: Record<string, unknown> | undefined;
  try {
    const answer = await updateItem({
      Key: notificationKeys.item(params.id),
      UpdateExpression: 'SET #status = :status, updatedAt = :now, GSI1PK = :gsi1pk, GSI2PK = :gsi2pk',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': body.status,
        ':now': now.toISOString(),
        ':gsi1pk': notificationKeys.byStatus(body.status, '', '').GSI1PK,
        ':gsi2pk': notificationKeys.byPriority(body.status, 'LOW', '', '').GSI2PK,
      },
      ReturnValues: 'ALL_NEW',
    });
    attributes = answer.Attributes;
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(NOTIFICATION_MESSAGES.notFound);
    throw error;
  }
  return {
    message: STATUS_MESSAGES[body.status],
    data: { notification: toNotification(attributes ?? {}, { now }) },
  };
};
