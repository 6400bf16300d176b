/** Contact form and notifications (spec sections 3, 5 and 7). */
import * as z from 'zod/mini';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '../entities.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { idParams, limitSchema, pageTokenSchema, requiredEmail, requiredText } from './common.js';

export const contactSchema = z.object({
  name: requiredText(M.nameRequired, 100, M.contactNameTooLong),
  email: requiredEmail(M.emailRequired, M.emailFormat),
  subject: requiredText(M.subjectRequired, 200, M.contactSubjectTooLong),
  message: requiredText(M.messageRequired, 5000, M.contactMessageTooLong),
});
/** Spec error code per contact field. */
export const contactFieldCodes = {
  name: 'INVALID_NAME',
  email: 'INVALID_EMAIL',
  subject: 'INVALID_SUBJECT',
  message: 'INVALID_MESSAGE',
} as const;

export const notificationCreateSchema = z.object({
  title: requiredText(M.titleRequired, 200, M.titleTooLong),
  message: requiredText(M.messageRequired, 2000, M.notificationMessageTooLong),
  type: z.enum(NOTIFICATION_TYPES, { error: M.typeRequired }),
  priority: z._default(z.enum(NOTIFICATION_PRIORITIES, { error: M.invalidPriority }), 'MEDIUM'),
});
export const notificationCreateFieldCodes = {
  title: 'INVALID_TITLE',
  message: 'INVALID_MESSAGE',
  type: 'INVALID_TYPE',
} as const;

export const notificationIdParams = idParams('id', M.notificationIdRequired, M.notificationIdInvalid);
export const notificationIdFieldCodes = { id: 'INVALID_NOTIFICATION_ID' } as const;

export const notificationListQuery = z.object({
  type: z.optional(z.enum(NOTIFICATION_TYPES, { error: M.invalidNotificationType })),
  priority: z.optional(z.enum(NOTIFICATION_PRIORITIES, { error: M.invalidPriority })),
  status: z._default(z.enum(NOTIFICATION_STATUSES, { error: M.invalidNotificationStatus }), 'ACTIVE'),
  limit: limitSchema(100, 50),
  sortBy: z._default(z.enum(['created'], { error: M.sortByInvalid }), 'created'),
  sortOrder: z._default(z.enum(['asc', 'desc'], { error: M.sortOrderInvalid }), 'desc'),
  nextToken: pageTokenSchema,
});

/** Admin switch of maintenance mode; the message is what visitors read on /maintenance. */
export const maintenanceSchema = z.object({
  enabled: z.boolean({ error: M.maintenanceEnabledBoolean }),
  message: z.optional(
    z
      .string({ error: M.maintenanceMessageTooLong })
      .check(z.trim(), z.maxLength(300, { error: M.maintenanceMessageTooLong })),
  ),
});

export type MaintenanceRequest = z.input<typeof maintenanceSchema>;
export type ContactRequest = z.infer<typeof contactSchema>;
export type NotificationCreateRequest = z.input<typeof notificationCreateSchema>;
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
