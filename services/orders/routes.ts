/** Functions of the orders domain's routes, by route id (shared/contracts/orders/contract.ts). */
import type { ordersContract } from '../../shared/contracts/orders/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { cancelOrder } from './cancel-order.js';
import { checkout } from './checkout.js';
import { getConsumerOrder, getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { getProducerOrder, listProducerOrders } from './producer-orders.js';
import { retryPayment } from './retry-payment.js';
import { setOrderStatus } from './set-order-status.js';

export const ordersRoutes: Handlers<typeof ordersContract> = {
  list: listOrders,
  checkout,
  get: getOrder,
  consumerGet: getConsumerOrder,
  cancel: cancelOrder,
  producerList: listProducerOrders,
  producerGet: getProducerOrder,
  setStatus: setOrderStatus,
  retryPayment,
};
