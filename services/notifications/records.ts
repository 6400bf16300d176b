/**
 * Notification items and their way back to the API's Notification: global notices (NOTIFICATION#<id>, written
 * by admins) and personal ones (USER#<sub> / NOTIFICATION#<time>#<id>, written by the events function from
 * order events). Read by the notifications service, written by it and by services/events.
 */
import { PERSONAL_NOTIFICATION_RETENTION_DAYS } from '../../shared/constants/notifications.js';
import type {
  Notification,
  NotificationPriority,
  NotificationStatus,
  NotificationType,
} from '../../shared/contracts/notifications/entities.js';
import { notificationKeys } from '../lib/data/keys.js';

export const GLOBAL_NOTIFICATION_ENTITY = 'Notification';
export const PERSONAL_NOTIFICATION_ENTITY = 'UserNotification';

type Item = Record<string, unknown>;

/** A global notice as stored: the API's fields (expiresAt: null = never) and who wrote it. */
export type GlobalNotice = Pick<
  Notification,
  'id' | 'type' | 'priority' | 'status' | 'title' | 'message' | 'createdAt' | 'updatedAt' | 'expiresAt'
> & { createdBy?: string };

/**
 * The item of a global notice. Its expiry is stored as `expiresOn` (an ISO date, absent when it has none): the
 * table's TTL attribute `expiresAt` is not used, so an expired notice stays listed for admins until they
 * archive or delete it.
 */
export function globalNotificationItem(notice: GlobalNotice): Item {
  const { expiresAt, ...rest } = notice;
  return {
    ...notificationKeys.item(notice.id),
    ...notificationKeys.indexes(notice.status, notice.priority, notice.createdAt, notice.id),
    entity: GLOBAL_NOTIFICATION_ENTITY,
    ...rest,
    updatedAt: notice.updatedAt ?? notice.createdAt,
    ...(expiresAt ? { expiresOn: expiresAt } : {}),
  };
}

export interface PersonalNotice {
  id: string;
  userId: string;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  createdAt: string;
  link?: string;
  orderId?: string;
  /** What happened, e.g. order_created, order_line_status, order_cancelled. */
  event: string;
  /**
   * A farm's 'Nuevo pedido' whose e-mail copy waits for the farm's daily summary (new-order-digest.ts), which
   * reads the farm's notices of the day carrying it.
   */
  mailLater?: true;
  /**
   * An e-mail copy went with the notice (its MAIL item is queued after the notice): a delivery of the same stream
   * record again, finding the notice, queues the e-mail only when it says so (services/events/notice-writes.ts).
   */
  mailed?: true;
}

export function personalNotificationItem(notice: PersonalNotice): Item {
  const createdMs = Date.parse(notice.createdAt);
  return {
    ...notificationKeys.personal(notice.userId, notice.createdAt, notice.id),
    entity: PERSONAL_NOTIFICATION_ENTITY,
    ...notice,
    status: 'ACTIVE' satisfies NotificationStatus,
    expiresAt: Math.floor(createdMs / 1000) + PERSONAL_NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60,
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Whether a global notice is past its expiry at `now`. */
export const isExpired = (item: Item, now: Date): boolean => {
  const expiresOn = text(item.expiresOn);
  return expiresOn !== undefined && Date.parse(expiresOn) <= now.getTime();
};

/** The API's Notification of either kind; `readAt` marks it read when it was created at or before. */
export function toNotification(
  item: Item,
  options: { readAt?: string | null; now?: Date } = {},
): Notification {
  const personal = item.entity === PERSONAL_NOTIFICATION_ENTITY;
  const createdAt = text(item.createdAt) ?? '';
  const notification: Notification = {
    id: text(item.id) ?? '',
    type: (text(item.type) ?? 'INFO') as NotificationType,
    priority: (text(item.priority) ?? 'MEDIUM') as NotificationPriority,
    status: (text(item.status) ?? 'ACTIVE') as NotificationStatus,
    title: text(item.title) ?? '',
    message: text(item.message) ?? '',
    createdAt,
    updatedAt: text(item.updatedAt) ?? createdAt,
    scope: personal ? 'personal' : 'global',
  };
  if (!personal) notification.expiresAt = text(item.expiresOn) ?? null;
  if (!personal && options.now && isExpired(item, options.now)) notification.expired = true;
  if (options.readAt !== undefined) notification.read = !!options.readAt && createdAt <= options.readAt;
  const link = text(item.link);
  if (link) notification.link = link;
  const orderId = text(item.orderId);
  if (orderId) notification.orderId = orderId;
  return notification;
}
