/** Functions of the notifications domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { submitContact } from './contact.js';
import {
  getContactCounts,
  getContactMessage,
  listContactMessages,
  updateContactMessage,
} from './contact-inbox.js';
import {
  createNotification,
  deleteNotification,
  listNotifications,
  setNotificationStatus,
} from './global-notices.js';
import { getMaintenance, setMaintenance } from './maintenance.js';
import { getSummary, listMine, markAllRead } from './summary.js';

export const notificationsRoutes: RouteTable = {
  'notifications.maintenance': getMaintenance,
  'notifications.setMaintenance': setMaintenance,
  'notifications.list': listNotifications,
  'notifications.summary': getSummary,
  'notifications.mine': listMine,
  'notifications.markAllRead': markAllRead,
  'notifications.contact': submitContact,
  'notifications.create': createNotification,
  'notifications.delete': deleteNotification,
  'notifications.setStatus': setNotificationStatus,
  'notifications.contactList': listContactMessages,
  'notifications.contactCounts': getContactCounts,
  'notifications.contactGet': getContactMessage,
  'notifications.contactUpdate': updateContactMessage,
};
