/** Functions of the orders domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { shopAnalytics } from './analytics.js';
import { cancelOrder } from './cancel-order.js';
import { checkout } from './checkout.js';
import { createCoupon, listCoupons, updateCoupon } from './coupon-admin.js';
import { getConsumerOrder, getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { getProducerOrder, listProducerOrders } from './producer-orders.js';
import { setOrderStatus } from './set-order-status.js';
import { setProductOrderStatus } from './set-product-order-status.js';
import { producerStats, shopStats } from './stats-routes.js';

export const ordersRoutes: RouteTable = {
  'orders.list': listOrders,
  'orders.checkout': checkout,
  'orders.get': getOrder,
  'orders.consumerGet': getConsumerOrder,
  'orders.cancel': cancelOrder,
  'orders.producerList': listProducerOrders,
  'orders.producerGet': getProducerOrder,
  'orders.producerStats': producerStats,
  'orders.stats': shopStats,
  'orders.setProductOrderStatus': setProductOrderStatus,
  'orders.setStatus': setOrderStatus,
  'orders.analytics': shopAnalytics,
  'orders.couponsList': listCoupons,
  'orders.couponsCreate': createCoupon,
  'orders.couponsUpdate': updateCoupon,
};
