/** Notifications (the admins' global notices and each user's own), maintenance mode and the contact inbox. */
import type { Page } from '../../http.js';
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type {
  ContactInboxCounts,
  ContactInboxMessage,
  MaintenanceStatus,
  Notification,
  NotificationSummary,
} from './entities.js';

export interface MaintenanceAnswer {
  maintenance: MaintenanceStatus;
}
export interface NotificationPage extends Page {
  notifications: Notification[];
}
export interface ContactPage extends Page {
  messages: ContactInboxMessage[];
  counts: ContactInboxCounts;
}
export interface ContactMessageAnswer {
  contactMessage: ContactInboxMessage;
}

export const notificationsContract = defineContract({
  domain: 'notifications',
  basePath: '/v1/notifications',
  schemas: schemasOf<typeof Schemas>(),
  endpoints: {
    maintenance: {
      method: 'GET',
      path: '/v1/notifications/maintenance',
      access: 'public',
      summary: 'Whether the shop is in maintenance mode (read by the SPA gate)',
      answer: answer<MaintenanceAnswer>(),
    },
    setMaintenance: {
      method: 'PUT',
      path: '/v1/notifications/maintenance',
      access: 'admin',
      summary: 'Turn maintenance mode on or off',
      input: (s) => ({ body: s.maintenanceSchema }),
      answer: answer<MaintenanceAnswer>(),
    },
    list: {
      method: 'GET',
      path: '/v1/notifications',
      access: 'public',
      optionalAuth: true,
      summary: 'Global notifications (admins also see expired ones)',
      input: (s) => ({ query: s.notificationListQuery }),
      answer: answer<NotificationPage>(),
    },
    summary: {
      method: 'GET',
      path: '/v1/notifications/summary',
      access: 'public',
      optionalAuth: true,
      summary: "Counts and latest notification: global ones, plus the caller's own when signed in",
      input: (s) => ({ query: s.notificationSummaryQuery }),
      answer: answer<{ summary: NotificationSummary; urgent: Notification[] }>(),
    },
    mine: {
      method: 'GET',
      path: '/v1/notifications/mine',
      access: 'signed-in',
      summary: "The caller's own notifications (order events), newest first",
      input: (s) => ({ query: s.personalNotificationsQuery }),
      answer: answer<NotificationPage & { readAt: string | null }>(),
    },
    markAllRead: {
      method: 'POST',
      path: '/v1/notifications/read',
      access: 'signed-in',
      summary: 'Mark every notification read for the caller',
      answer: answer<{ readAt: string }>(),
    },
    contact: {
      method: 'POST',
      path: '/v1/notifications/contact',
      access: 'public',
      summary: 'Contact form',
      input: (s) => ({ body: { schema: s.contactSchema, codes: s.contactFieldCodes } }),
      answer: answer<{ message: string }>(),
    },
    create: {
      method: 'POST',
      path: '/v1/notifications',
      access: 'admin',
      summary: 'Create a global notification',
      input: (s) => ({
        body: { schema: s.notificationCreateSchema, codes: s.notificationCreateFieldCodes },
      }),
      answer: answer<{ notification: Notification }>(),
    },
    delete: {
      method: 'DELETE',
      path: '/v1/notifications/{id}',
      access: 'admin',
      summary: 'Delete a notification',
      input: (s) => ({
        params: { schema: s.notificationIdParams, codes: s.notificationIdFieldCodes },
      }),
      answer: answer<{ id: string }>(),
    },
    setStatus: {
      method: 'PATCH',
      path: '/v1/notifications/{id}/status',
      access: 'admin',
      summary: 'Activate, deactivate or archive a global notification',
      input: (s) => ({
        params: { schema: s.notificationIdParams, codes: s.notificationIdFieldCodes },
        body: s.notificationStatusSchema,
      }),
      answer: answer<{ notification: Notification }>(),
    },
    contactList: {
      method: 'GET',
      path: '/v1/notifications/contact',
      access: 'admin',
      summary: 'The contact inbox, newest first',
      input: (s) => ({ query: s.contactListQuery }),
      answer: answer<ContactPage>(),
    },
    contactCounts: {
      method: 'GET',
      path: '/v1/notifications/contact/summary',
      access: 'admin',
      summary: 'Unread and open contact messages',
      answer: answer<{ counts: ContactInboxCounts }>(),
    },
    contactGet: {
      method: 'GET',
      path: '/v1/notifications/contact/{id}',
      access: 'admin',
      summary: 'One contact message',
      input: (s) => ({ params: s.contactIdParams }),
      answer: answer<ContactMessageAnswer>(),
    },
    contactUpdate: {
      method: 'PATCH',
      path: '/v1/notifications/contact/{id}',
      access: 'admin',
      summary: 'Mark a contact message read or unread, handled or open',
      input: (s) => ({ params: s.contactIdParams, body: s.contactUpdateSchema }),
      answer: answer<ContactMessageAnswer>(),
    },
  },
});

export type NotificationsEndpoints = typeof notificationsContract.endpoints;
