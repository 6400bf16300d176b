/** Functions of the carts domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';

export const cartsRoutes: RouteTable = {};
