/** Functions of the notifications domain's routes, by route id (shared/contracts/notifications/contract.ts). */
import type { notificationsContract } from '../../shared/contracts/notifications/contract.js';
import type { Handlers } from '../lib/http/types.js';
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

export const notificationsRoutes: Handlers<typeof notificationsContract> = {
  maintenance: getMaintenance,
  setMaintenance,
  list: listNotifications,
  summary: getSummary,
  mine: listMine,
  markAllRead,
  contact: submitContact,
  create: createNotification,
  delete: deleteNotification,
  setStatus: setNotificationStatus,
  contactList: listContactMessages,
  contactCounts: getContactCounts,
  contactGet: getContactMessage,
  contactUpdate: updateContactMessage,
};
