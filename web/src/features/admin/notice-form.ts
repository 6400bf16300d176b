/**
 * The admin's compose form for a global notice: its fields as text (as the inputs hold them) and their check
 * with the shared notificationCreateSchema, so the form shows the server's exact Spanish messages.
 */
import {
  notificationCreateSchema,
  type NotificationCreateRequest,
} from '../../../../shared/contracts/notifications/schemas.js';
import { validateWith, type Validation } from '../../components/forms/use-form';

export const NOTICE_FIELDS = ['title', 'message', 'type', 'priority', 'status', 'expiresAt'] as const;
export type NoticeField = (typeof NOTICE_FIELDS)[number];
export type NoticeValues = Record<NoticeField, string>;

export const EMPTY_NOTICE: NoticeValues = {
  title: '',
  message: '',
  type: 'INFO',
  priority: 'MEDIUM',
  status: 'ACTIVE',
  expiresAt: '',
};

/**
 * The request body: a `datetime-local` value ("2026-12-01T09:30", the admin's local time) becomes an ISO date;
 * an empty one means no expiry. An unreadable date is sent as typed, so the schema names it.
 */
export function noticeBody(values: NoticeValues): Record<string, unknown> {
  const expiry = values.expiresAt.trim();
  const parsed = expiry ? new Date(expiry) : null;
  return {
    title: values.title,
    message: values.message,
    type: values.type,
    priority: values.priority,
    status: values.status,
    ...(parsed ? { expiresAt: Number.isNaN(parsed.getTime()) ? expiry : parsed.toISOString() } : {}),
  };
}

export function validateNotice(values: NoticeValues): Validation<NoticeField, NotificationCreateRequest> {
  const result = validateWith(notificationCreateSchema, noticeBody(values), NOTICE_FIELDS);
  // The request keeps the admin's own words (the schema trims and fills defaults the server fills too).
  return result.ok ? { ok: true, data: noticeBody(values) as NotificationCreateRequest } : result;
}
