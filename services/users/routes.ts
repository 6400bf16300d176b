/** Functions of the users domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';

export const usersRoutes: RouteTable = {};
