/** Functions of the notifications domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { getMaintenance, setMaintenance } from './maintenance.js';

export const notificationsRoutes: RouteTable = {
  'notifications.maintenance': getMaintenance,
  'notifications.setMaintenance': setMaintenance,
};
