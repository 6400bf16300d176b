/** Contact form and notifications (spec sections 3, 5 and 7). */
import { z } from 'zod';
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
  priority: z.enum(NOTIFICATION_PRIORITIES, { error: M.invalidPriority }).default('MEDIUM'),
});
export const notificationCreateFieldCodes = {
  title: 'INVALID_TITLE',
  message: 'INVALID_MESSAGE',
  type: 'INVALID_TYPE',
} as const;

export const notificationIdParams = idParams('id', M.notificationIdRequired, M.notificationIdInvalid);
export const notificationIdFieldCodes = { id: 'INVALID_NOTIFICATION_ID' } as const;

export const notificationListQuery = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: M.invalidNotificationType }).optional(),
  priority: z.enum(NOTIFICATION_PRIORITIES, { error: M.invalidPriority }).optional(),
  status: z.enum(NOTIFICATION_STATUSES, { error: M.invalidNotificationStatus }).default('ACTIVE'),
  limit: limitSchema(100, 50),
  sortBy: z.enum(['created'], { error: M.sortByInvalid }).default('created'),
  sortOrder: z.enum(['asc', 'desc'], { error: M.sortOrderInvalid }).default('desc'),
  nextToken: pageTokenSchema,
});

/** Admin switch of maintenance mode; the message is what visitors read on /maintenance. */
export const maintenanceSchema = z.object({
  enabled: z.boolean({ error: M.maintenanceEnabledBoolean }),
  message: z
    .string({ error: M.maintenanceMessageTooLong })
    .trim()
    .max(300, { error: M.maintenanceMessageTooLong })
    .optional(),
});

export type MaintenanceRequest = z.input<typeof maintenanceSchema>;
export type ContactRequest = z.infer<typeof contactSchema>;
export type NotificationCreateRequest = z.input<typeof notificationCreateSchema>;
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
