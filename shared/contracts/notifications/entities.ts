/** Notifications, maintenance mode and contact messages. */

export const NOTIFICATION_TYPES = ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] as const;
export const NOTIFICATION_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const NOTIFICATION_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Global notices are the original API's (written by admins, seen by everyone); personal ones come from order events. */
export const NOTIFICATION_SCOPES = ['global', 'personal'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

export interface Notification {
  id: string;
  type: NotificationType;
  priority: NotificationPriority;
  status: NotificationStatus;
  title: string;
  message: string;
  createdAt: string;
  /** Ours, from here on. */
  updatedAt?: string;
  scope?: NotificationScope;
  /** A global notice stops showing after this ISO date (null: never). */
  expiresAt?: string | null;
  /** Only in an admin's list: the notice is past its expiry. */
  expired?: boolean;
  /** For the caller: created at or before their last "mark all read". */
  read?: boolean;
  /** Where the notification leads in the SPA (personal ones: the order). */
  link?: string;
  orderId?: string;
}

export interface NotificationSummary {
  totalCount: number;
  unreadCount: number;
  latestNotification: Notification | null;
  /** Ours: when the caller last marked everything read (null: never, or anonymous). */
  readAt?: string | null;
}

/** Maintenance mode: while enabled, the SPA sends everyone but admins to /maintenance. */
export interface MaintenanceStatus {
  enabled: boolean;
  message: string;
  updatedAt: string | null;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact message as admins see it in the inbox (ours). */
export interface ContactInboxMessage extends ContactMessage {
  id: string;
  createdAt: string;
  read: boolean;
  readAt?: string;
  handled: boolean;
  handledAt?: string;
  /** User id of the admin who marked it handled. */
  handledBy?: string;
}

/** Inbox counters for the admin dashboard (ours). */
export interface ContactInboxCounts {
  unread: number;
  open: number;
}
