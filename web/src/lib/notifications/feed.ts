/**
 * The bell's list: the active global notices (GET /v1/notifications with the default load: ACTIVE,
 * limit 50, newest first, read as a visitor so admins see what everyone sees) and, when signed in, the user's
 * own (GET /v1/notifications/mine), merged newest first.
 */
import { NOTIFICATIONS_DEFAULT_LIMIT } from '../../../../shared/constants/notifications.js';
import type { Notification } from '../../../../shared/contracts/notifications/entities.js';
import { api } from '../api/endpoints';

export const FEED_KEY = 'notifications.feed';
export type FeedKey = readonly [typeof FEED_KEY, string];

export function mergeFeed(global: readonly Notification[], own: readonly Notification[]): Notification[] {
  return [...global, ...own]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, NOTIFICATIONS_DEFAULT_LIMIT);
}

export async function fetchFeed([, userId]: FeedKey): Promise<Notification[]> {
  const [global, own] = await Promise.all([
    api.notifications.list({
      auth: false,
      query: { status: 'ACTIVE', limit: NOTIFICATIONS_DEFAULT_LIMIT, sortBy: 'created', sortOrder: 'desc' },
    }),
    userId
      ? api.notifications.mine({ query: { limit: NOTIFICATIONS_DEFAULT_LIMIT } })
      : Promise.resolve({ notifications: [] }),
  ]);
  return mergeFeed(global.notifications ?? [], own.notifications ?? []);
}

/** Whether a notification is newer than the read mark the panel was opened with. */
export const isUnread = (notification: Notification, readAt: string | null | undefined): boolean =>
  !readAt || notification.createdAt > readAt;
