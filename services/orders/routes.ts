/** Functions of the orders domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { cancelOrder } from './cancel-order.js';
import { checkout } from './checkout.js';
import { getConsumerOrder, getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';

export const ordersRoutes: RouteTable = {
  'orders.list': listOrders,
  'orders.checkout': checkout,
  'orders.get': getOrder,
  'orders.consumerGet': getConsumerOrder,
  'orders.cancel': cancelOrder,
};
