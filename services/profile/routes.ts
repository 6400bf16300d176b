/** Functions of the profile domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';

export const profileRoutes: RouteTable = {};
