/** Functions of the products domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';

export const productsRoutes: RouteTable = {};
