/** The validators of the notifications routes (shared/routes.ts), imported by the notifications function alone. */
import * as notifications from '../contracts/notifications/schemas.js';
import type { DomainValidators } from './types.js';

export const NOTIFICATIONS_VALIDATORS: DomainValidators = {
  'notifications.setMaintenance': { body: { schema: notifications.maintenanceSchema } },
  'notifications.list': { query: { schema: notifications.notificationListQuery } },
  'notifications.summary': { query: { schema: notifications.notificationSummaryQuery } },
  'notifications.mine': { query: { schema: notifications.personalNotificationsQuery } },
  'notifications.contact': {
    body: { schema: notifications.contactSchema, codes: notifications.contactFieldCodes },
  },
  'notifications.create': {
    body: {
      schema: notifications.notificationCreateSchema,
      codes: notifications.notificationCreateFieldCodes,
    },
  },
  'notifications.delete': {
    params: { schema: notifications.notificationIdParams, codes: notifications.notificationIdFieldCodes },
  },
  'notifications.setStatus': {
    params: { schema: notifications.notificationIdParams, codes: notifications.notificationIdFieldCodes },
    body: { schema: notifications.notificationStatusSchema },
  },
  'notifications.contactList': { query: { schema: notifications.contactListQuery } },
  'notifications.contactGet': { params: { schema: notifications.contactIdParams } },
  'notifications.contactUpdate': {
    params: { schema: notifications.contactIdParams },
    body: { schema: notifications.contactUpdateSchema },
  },
};
