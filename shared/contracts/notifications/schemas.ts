/** Contact form, notifications and the contact inbox (the inbox and more are ours). */
import * as z from 'zod/mini';
import { PAGE_MAX_LIMIT } from '../../constants/limits.js';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  NOTIFICATION_MAX_EXPIRY_DAYS,
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATIONS_DEFAULT_LIMIT,
  PERSONAL_NOTIFICATIONS_PAGE,
} from '../../constants/notifications.js';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from './entities.js';
import { CONTACT_VALIDATION, NOTIFICATION_VALIDATION } from '../../messages/validation.js';
import { NOTIFICATION_MESSAGES as N } from '../../messages/notification-answers.js';
import {
  idParams,
  idPath,
  idSchema,
  limitSchema,
  pageTokenSchema,
  queryBoolean,
  optionalBoundedText,
  requiredEmail,
  requiredText,
  text,
  anyGiven,
} from '../fields.js';

export const contactSchema = z.object({
  name: requiredText(
    CONTACT_VALIDATION.nameRequired,
    CONTACT_NAME_MAX_LENGTH,
    NOTIFICATION_VALIDATION.contactNameTooLong,
  ),
  email: requiredEmail(CONTACT_VALIDATION.emailRequired, CONTACT_VALIDATION.emailFormat),
  subject: requiredText(
    CONTACT_VALIDATION.subjectRequired,
    CONTACT_SUBJECT_MAX_LENGTH,
    NOTIFICATION_VALIDATION.contactSubjectTooLong,
  ),
  message: requiredText(
    CONTACT_VALIDATION.messageRequired,
    CONTACT_MESSAGE_MAX_LENGTH,
    NOTIFICATION_VALIDATION.contactMessageTooLong,
    { multiline: true },
  ),
  /**
   * The hidden honeypot field (ours, optional): anything a person cannot have typed in it. Never validated
   * beyond its size, so a bot learns nothing from the answer.
   */
  [CONTACT_HONEYPOT_FIELD]: z.optional(z.unknown()),
});
/** The error code per contact field: a malformed e-mail is INVALID_EMAIL_FORMAT, a missing one INVALID_EMAIL. */
export const contactFieldCodes = {
  name: 'INVALID_NAME',
  email: (message: string) =>
    message === CONTACT_VALIDATION.emailFormat ? 'INVALID_EMAIL_FORMAT' : 'INVALID_EMAIL',
  subject: 'INVALID_SUBJECT',
  message: 'INVALID_MESSAGE',
} as const;

/** Whether the honeypot field carries anything (then the message is dropped silently). */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[CONTACT_HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date-time (with its zone) in the future and at most NOTIFICATION_MAX_EXPIRY_DAYS ahead; null: none. */
export const notificationExpirySchema = z.nullable(
  z.pipe(
    text(N.expiryInvalid).check(
      z.maxLength(40, { error: N.expiryInvalid }),
      z.refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
        error: N.expiryInvalid,
        abort: true,
      }),
      z.refine((value) => Date.parse(value) > Date.now(), { error: N.expiryPast, abort: true }),
      z.refine((value) => Date.parse(value) <= Date.now() + NOTIFICATION_MAX_EXPIRY_DAYS * DAY_MS, {
        error: N.expiryTooFar,
      }),
    ),
    z.transform((value: string) => new Date(value).toISOString()),
  ),
);

export const notificationCreateSchema = z.object({
  title: requiredText(
    NOTIFICATION_VALIDATION.titleRequired,
    NOTIFICATION_TITLE_MAX_LENGTH,
    NOTIFICATION_VALIDATION.titleTooLong,
  ),
  message: requiredText(
    CONTACT_VALIDATION.messageRequired,
    NOTIFICATION_MESSAGE_MAX_LENGTH,
    NOTIFICATION_VALIDATION.notificationMessageTooLong,
    { multiline: true },
  ),
  type: z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_VALIDATION.typeRequired }),
  priority: z._default(
    z.enum(NOTIFICATION_PRIORITIES, { error: NOTIFICATION_VALIDATION.invalidPriority }),
    'MEDIUM',
  ),
  /** Ours: when it stops showing (ISO date-time); absent or null: until an admin archives or deletes it. */
  expiresAt: z.optional(notificationExpirySchema),
  /** Ours: publish at once (ACTIVE, default) or keep it as a draft (INACTIVE). */
  status: z._default(z.enum(['ACTIVE', 'INACTIVE'], { error: N.createStatusInvalid }), 'ACTIVE'),
});
export const notificationCreateFieldCodes = {
  title: 'INVALID_TITLE',
  message: 'INVALID_MESSAGE',
  type: 'INVALID_TYPE',
} as const;

/** The `{id}` path parameter with its field error code (INVALID_NOTIFICATION_ID). */
export const notificationIdPath = idPath(
  'id',
  'INVALID_NOTIFICATION_ID',
  idSchema(NOTIFICATION_VALIDATION.notificationIdRequired, NOTIFICATION_VALIDATION.notificationIdInvalid),
);

/** Ours: an admin activates, deactivates or archives a global notice. */
export const notificationStatusSchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES, { error: N.statusInvalid }),
});

export const NOTIFICATION_SORTS = ['created', 'priority'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

export const notificationListQuery = z.object({
  type: z.optional(z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_VALIDATION.invalidNotificationType })),
  priority: z.optional(z.enum(NOTIFICATION_PRIORITIES, { error: NOTIFICATION_VALIDATION.invalidPriority })),
  status: z._default(
    z.enum(NOTIFICATION_STATUSES, { error: NOTIFICATION_VALIDATION.invalidNotificationStatus }),
    'ACTIVE',
  ),
  limit: limitSchema(PAGE_MAX_LIMIT, NOTIFICATIONS_DEFAULT_LIMIT),
  sortBy: z._default(z.enum(NOTIFICATION_SORTS, { error: NOTIFICATION_VALIDATION.sortByInvalid }), 'created'),
  sortOrder: z._default(z.enum(['asc', 'desc'], { error: NOTIFICATION_VALIDATION.sortOrderInvalid }), 'desc'),
  nextToken: pageTokenSchema,
});

const queryDate = (message: string) =>
  z.optional(
    z.pipe(
      text(message).check(
        z.maxLength(40, { error: message }),
        z.refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
          error: message,
        }),
      ),
      z.transform((value: string) => new Date(value).toISOString()),
    ),
  );

/**
 * Ours: an anonymous visitor's bell keeps its "read up to" time in the browser and sends it as `since`; a
 * signed-in caller's is kept on the server (the mark-all-read call) and `since` is ignored.
 */
export const notificationSummaryQuery = z.object({ since: queryDate(N.sinceInvalid) });

/** Ours: the caller's own (personal) notifications, newest first. */
export const personalNotificationsQuery = z.object({
  limit: limitSchema(PAGE_MAX_LIMIT, PERSONAL_NOTIFICATIONS_PAGE),
  nextToken: pageTokenSchema,
});

export const CONTACT_STATES = ['open', 'handled', 'all'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

/** Ours: the admins' contact inbox, newest first. */
export const contactListQuery = z.object({
  status: z._default(z.enum(CONTACT_STATES, { error: N.contactStateInvalid }), 'all'),
  unread: queryBoolean(N.unreadBoolean),
  limit: limitSchema(PAGE_MAX_LIMIT, PERSONAL_NOTIFICATIONS_PAGE),
  nextToken: pageTokenSchema,
});

export const contactIdParams = idParams('id', N.contactIdRequired, N.contactIdInvalid);

/** Ours: mark a contact message read or unread, handled or open again. */
export const contactUpdateSchema = z
  .object({
    read: z.optional(z.boolean({ error: N.readBoolean })),
    handled: z.optional(z.boolean({ error: N.handledBoolean })),
  })
  .check(
    z.refine((value) => anyGiven(value, ['read', 'handled']), {
      error: N.contactUpdateEmpty,
    }),
  );

/** Admin switch of maintenance mode; the message is what visitors read on /maintenance. */
export const maintenanceSchema = z.object({
  enabled: z.boolean({ error: NOTIFICATION_VALIDATION.maintenanceEnabledBoolean }),
  message: optionalBoundedText(300, NOTIFICATION_VALIDATION.maintenanceMessageTooLong, { multiline: true }),
});

export type ContactRequest = z.infer<typeof contactSchema>;
export type NotificationCreateRequest = z.input<typeof notificationCreateSchema>;
export type ContactListQuery = z.infer<typeof contactListQuery>;
