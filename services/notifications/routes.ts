/** Functions of the notifications domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';

export const notificationsRoutes: RouteTable = {};
