/** Notifications (the admins' global notices and each user's own), maintenance mode and the contact inbox. */
import type { Page } from '../http.js';
import { answer, created, defineContract, PUBLIC_READS_CALLER, schemasOf } from '../kit.js';
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
export interface NotificationAnswer {
  notification: Notification;
}
/** The caller's own notifications, with when they last marked everything read (null: never). */
export interface PersonalPage extends NotificationPage {
  readAt: string | null;
}
export interface SummaryAnswer {
  summary: NotificationSummary;
  /** The URGENT global notices in force (the bar at the bottom of every page). */
  urgent: Notification[];
}
export interface CountsAnswer {
  counts: ContactInboxCounts;
}
export interface ContactMessageAnswer {
  contactMessage: ContactInboxMessage;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a read or change of maintenance mode. */
const MAINTENANCE = answer<MaintenanceAnswer>({ maintenance: 'required' });

/** The answer of a call about one contact message: the message as it is now. */
const CONTACT_MESSAGE = answer<ContactMessageAnswer>({ contactMessage: 'required' });

/** The answer of a call about one global notification: the notification as it is now. */
const NOTIFICATION = answer<NotificationAnswer>({ notification: 'required' });

export const notificationsContract = defineContract(
  'notifications',
  '/v1/notifications',
  schemas,
  (route) => ({
    /** Whether the shop is in maintenance mode (read by the SPA gate). */
    maintenance: route.get('/v1/notifications/maintenance', 'public', MAINTENANCE),
    /** Turn maintenance mode on or off. */
    setMaintenance: route.put('/v1/notifications/maintenance', 'admin', MAINTENANCE, (s) => ({
      body: s.maintenanceSchema,
    })),
    /** Global notifications (admins also see expired ones). */
    list: route.get(
      '/v1/notifications',
      PUBLIC_READS_CALLER,
      answer<NotificationPage>({ notifications: 'required', nextToken: 'required' }),
      (s) => ({ query: s.notificationListQuery }),
    ),
    /** Counts and latest notification: global ones, plus the caller's own when signed in. */
    summary: route.get(
      '/v1/notifications/summary',
      PUBLIC_READS_CALLER,
      answer<SummaryAnswer>({ summary: 'required', urgent: 'required' }),
      (s) => ({ query: s.notificationSummaryQuery }),
    ),
    /** The caller's own notifications (order events), newest first. */
    mine: route.get(
      '/v1/notifications/mine',
      'signed-in',
      answer<PersonalPage>({ readAt: 'required', notifications: 'required', nextToken: 'required' }),
      (s) => ({ query: s.personalNotificationsQuery }),
    ),
    /** Mark every notification read for the caller. */
    markAllRead: route.post(
      '/v1/notifications/read',
      'signed-in',
      answer<{ readAt: string }>({ readAt: 'required' }),
    ),
    /** Contact form. */
    contact: route.post(
      '/v1/notifications/contact',
      'public',
      answer<{ message: string }>({ message: 'required' }, 201),
      (s) => ({ body: { schema: s.contactSchema, codes: s.contactFieldCodes } }),
      { throttle: { rateLimit: 2, burstLimit: 5 } },
    ),
    /** Create a global notification. */
    create: route.post('/v1/notifications', 'admin', created(NOTIFICATION), (s) => ({
      body: { schema: s.notificationCreateSchema, codes: s.notificationCreateFieldCodes },
    })),
    /** Delete a notification. */
    delete: route.delete(
      '/v1/notifications/{id}',
      'admin',
      answer<{ id: string }>({ id: 'required' }),
      (s) => ({ params: s.notificationIdPath }),
    ),
    /** Activate, deactivate or archive a global notification. */
    setStatus: route.patch('/v1/notifications/{id}/status', 'admin', NOTIFICATION, (s) => ({
      params: s.notificationIdPath,
      body: s.notificationStatusSchema,
    })),
    /** The contact inbox, newest first. */
    contactList: route.get(
      '/v1/notifications/contact',
      'admin',
      answer<ContactPage>({ messages: 'required', counts: 'required', nextToken: 'required' }),
      (s) => ({ query: s.contactListQuery }),
    ),
    /** Unread and open contact messages. */
    contactCounts: route.get(
      '/v1/notifications/contact/summary',
      'admin',
      answer<CountsAnswer>({ counts: 'required' }),
    ),
    /** One contact message. */
    contactGet: route.get('/v1/notifications/contact/{id}', 'admin', CONTACT_MESSAGE, (s) => ({
      params: s.contactIdParams,
    })),
    /** Mark a contact message read or unread, handled or open. */
    contactUpdate: route.patch('/v1/notifications/contact/{id}', 'admin', CONTACT_MESSAGE, (s) => ({
      params: s.contactIdParams,
      body: s.contactUpdateSchema,
    })),
  }),
);

export type NotificationsEndpoints = typeof notificationsContract.endpoints;
