/** The validators of the orders routes (shared/routes.ts), imported by the orders function alone. */
import * as coupons from '../contracts/orders/coupon-schemas.js';
import * as orders from '../contracts/orders/schemas.js';
import type { DomainValidators } from './types.js';

export const ORDERS_VALIDATORS: DomainValidators = {
  'orders.list': { query: { schema: orders.orderListQuery } },
  'orders.checkout': {
    body: { schema: orders.checkoutSchema },
    headers: { schema: orders.checkoutHeaders },
  },
  'orders.get': { params: { schema: orders.orderIdParams } },
  'orders.consumerGet': { params: { schema: orders.orderIdParams } },
  'orders.cancel': { params: { schema: orders.orderIdParams } },
  'orders.producerList': { query: { schema: orders.producerOrderListQuery } },
  'orders.producerGet': {
    params: { schema: orders.orderIdParams },
    query: { schema: orders.producerOrderQuery },
  },
  'orders.producerStats': { query: { schema: orders.producerStatsQuery } },
  'orders.stats': { query: { schema: orders.shopStatsQuery } },
  'orders.analytics': { query: { schema: orders.shopStatsQuery } },
  'orders.couponsList': { query: { schema: coupons.couponListQuery } },
  'orders.couponsCreate': { body: { schema: coupons.couponCreateSchema } },
  'orders.couponsUpdate': {
    params: { schema: coupons.couponCodeParams },
    body: { schema: coupons.couponUpdateSchema },
  },
  'orders.setStatus': {
    params: { schema: orders.orderIdParams },
    body: { schema: orders.orderStatusSchema },
  },
  'orders.setProductOrderStatus': {
    params: { schema: orders.productOrderParams },
    body: { schema: orders.productOrderStatusSchema },
  },
};
