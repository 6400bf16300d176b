/** Functions of the auth domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';

export const authRoutes: RouteTable = {};
