/**
 * What one caller has to read: the active, unexpired global notices plus, when signed in, their own (personal)
 * notifications; how many are unread; the latest; and the URGENT notices the banner shows. Read state is one
 * marker per user (notificationKeys.readMarker: everything created at or before `readAt` is read), set by the
 * mark-all-read call; an anonymous visitor's bell keeps its own `since` in the browser.
 */
import { type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NOTIFICATION_COUNT_CAP, URGENT_NOTICES_MAX } from '../../shared/constants/notifications.js';
import type { Notification, NotificationSummary } from '../../shared/contracts/notifications/entities.js';
import { NOTIFICATION_MESSAGES } from '../../shared/messages/notification-answers.js';

import { ddb } from '../lib/clients/dynamodb.js';
import { notificationKeys, PERSONAL_NOTIFICATION_PREFIX } from '../lib/data/keys.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { queryPage, type Item } from '../lib/data/paged-query.js';
import { countQuery } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import type { Principal } from '../lib/identity.js';
import type { Handler } from '../lib/http/types.js';
import type { NotificationsEndpoints } from '../../shared/contracts/notifications/contract.js';
import { toNotification } from './records.js';
import { NOT_EXPIRED } from './global-notices.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

/** Sorts after every id character: `NOTIFICATION#<readAt>#~` is past every item created at `readAt`. */
const AFTER_IDS = '~';
const PERSONAL_END = `${PERSONAL_NOTIFICATION_PREFIX}${AFTER_IDS}`;
const PERSONAL_KEYS = ['PK', 'SK'] as const;

/** The user's read marker (null: never marked). */
export async function readMarker(userId: string): Promise<string | null> {
  const { Item } = await getItem({ Key: notificationKeys.readMarker(userId) });
  return typeof Item?.readAt === 'string' ? Item.readAt : null;
}

/** Every active, unexpired global notice, newest first (at most NOTIFICATION_COUNT_CAP). */
async function activeGlobalNotices(now: Date): Promise<Item[]> {
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: NOT_EXPIRED.expression,
      ExpressionAttributeValues: {
        ':pk': notificationKeys.byStatus('ACTIVE', '', '').GSI1PK,
        ...NOT_EXPIRED.values(now),
      },
      ScanIndexForward: false,
    },
    limit: NOTIFICATION_COUNT_CAP,
    keyAttributes: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
  });
  return page.items;
}

/** Counts the items of a Query (Select COUNT, every page, stopping at the cap). */
function count(input: Omit<QueryCommandInput, 'Select'>): Promise<number> {
  return countQuery(ddb(), input, NOTIFICATION_COUNT_CAP);
}

/** The key condition of a user's personal notifications created after `after` (all of them when null). */
function personalRange(userId: string, after: string | null, now: Date) {
  return {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    // Items past their retention may linger until TTL removes them: never counted nor shown.
    FilterExpression: 'expiresAt > :epoch',
    ExpressionAttributeValues: {
      ':pk': notificationKeys.readMarker(userId).PK,
      ':from': `${PERSONAL_NOTIFICATION_PREFIX}${after ? `${after}#${AFTER_IDS}` : ''}`,
      ':to': PERSONAL_END,
      ':epoch': Math.floor(now.getTime() / 1000),
    },
  };
}

async function latestPersonal(userId: string, now: Date): Promise<Item | undefined> {
  const page = await queryPage({
    input: { ...personalRange(userId, null, now), ScanIndexForward: false },
    limit: 1,
    keyAttributes: PERSONAL_KEYS,
  });
  return page.items[0];
}

const newest = (a: Notification | null, b: Notification | null): Notification | null =>
  !a ? b : !b ? a : a.createdAt >= b.createdAt ? a : b;

export interface CallerSummary {
  summary: NotificationSummary;
  urgent: Notification[];
}

export async function summarize(principal: Principal | null, since?: string, now = new Date()) {
  const readAt = principal ? await readMarker(principal.userId) : (since ?? null);
  const [globals, own] = await Promise.all([
    activeGlobalNotices(now),
    principal
      ? Promise.all([
          count(personalRange(principal.userId, null, now)),
          readAt ? count(personalRange(principal.userId, readAt, now)) : Promise.resolve(-1),
          latestPersonal(principal.userId, now),
        ])
      : Promise.resolve(null),
  ]);
  const options = { readAt, now };
  const globalNotices = globals.map((item) => toNotification(item, options));
  const unreadGlobal = globalNotices.filter((notice) => !notice.read).length;
  const [ownTotal, ownUnreadCounted, ownLatest] = own ?? [0, 0, undefined];
  const ownUnread = ownUnreadCounted === -1 ? ownTotal : ownUnreadCounted;
  const summary: NotificationSummary = {
    totalCount: Math.min(globalNotices.length + ownTotal, NOTIFICATION_COUNT_CAP),
    unreadCount: Math.min(unreadGlobal + ownUnread, NOTIFICATION_COUNT_CAP),
    latestNotification: newest(
      globalNotices[0] ?? null,
      ownLatest ? toNotification(ownLatest, options) : null,
    ),
    readAt,
  };
  const urgent = globalNotices.filter((notice) => notice.priority === 'URGENT').slice(0, URGENT_NOTICES_MAX);
  return { summary, urgent } satisfies CallerSummary;
}

/** GET /v1/notifications/summary: totalCount, unreadCount, latestNotification (+ readAt); data.urgent. */
export const getSummary: Handler<NotificationsEndpoints['summary']> = async ({ principal, query }) => {
  const { summary, urgent } = await summarize(principal, query.since);
  return { data: { summary, urgent }, headers: { 'cache-control': 'no-store' } };
};

/** GET /v1/notifications/mine: the caller's own notifications, newest first, each with `read`. */
export const listMine: Handler<NotificationsEndpoints['mine']> = async ({ principal, query }) => {
  const userId = (principal as Principal).userId;
  const now = new Date();
  const partition = notificationKeys.readMarker(userId).PK;
  const startKey = decodePageToken(query.nextToken, {
    attributes: PERSONAL_KEYS,
    accepts: (key) => key.PK === partition && (key.SK ?? '').startsWith(PERSONAL_NOTIFICATION_PREFIX),
  });
  const [readAt, page] = await Promise.all([
    readMarker(userId),
    queryPage({
      input: { ...personalRange(userId, null, now), ScanIndexForward: false },
      limit: query.limit,
      startKey,
      keyAttributes: PERSONAL_KEYS,
    }),
  ]);
  return {
    data: {
      notifications: page.items.map((item) => toNotification(item, { readAt, now })),
      nextToken: encodePageToken(page.lastKey),
      readAt,
    },
    headers: { 'cache-control': 'no-store' },
  };
};

/** POST /v1/notifications/read: everything created up to now counts as read for the caller. */
export const markAllRead: Handler<NotificationsEndpoints['markAllRead']> = async ({ principal }) => {
  const userId = (principal as Principal).userId;
  const readAt = new Date().toISOString();
  try {
    await putItem({
      Item: { ...notificationKeys.readMarker(userId), entity: 'NotificationsRead', readAt },
      // Never moves back (two tabs marking at once).
      ConditionExpression: 'attribute_not_exists(readAt) OR readAt < :readAt',
      ExpressionAttributeValues: { ':readAt': readAt },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return { message: NOTIFICATION_MESSAGES.allRead, data: { readAt } };
};
