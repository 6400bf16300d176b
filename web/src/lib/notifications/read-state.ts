/**
 * What the browser remembers about notifications: an anonymous visitor's "read up to" time (a signed-in user's
 * lives on the server) and the URGENT notices dismissed from the banner.
 */
import { localStore } from '../storage';

export const NOTIFICATION_STORAGE_KEYS = {
  /** ISO time up to which an anonymous visitor has read the notices (sent as `since`). */
  readAt: 'notifications_read_at',
  /** Ids of the URGENT notices whose banner was closed. */
  dismissed: 'notifications_dismissed',
} as const;

/** Dismissed ids kept (the oldest are forgotten first). */
export const DISMISSED_MAX = 50;

export function anonymousReadAt(): string | undefined {
  const value = localStore.get(NOTIFICATION_STORAGE_KEYS.readAt);
  return value && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

export function setAnonymousReadAt(at: string): void {
  localStore.set(NOTIFICATION_STORAGE_KEYS.readAt, at);
}

export function dismissedNotices(): string[] {
  const stored = localStore.getJson<unknown>(NOTIFICATION_STORAGE_KEYS.dismissed);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function dismissNotice(id: string): string[] {
  const next = [...dismissedNotices().filter((known) => known !== id), id].slice(-DISMISSED_MAX);
  localStore.setJson(NOTIFICATION_STORAGE_KEYS.dismissed, next);
  return next;
}
