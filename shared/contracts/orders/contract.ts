/** Checkout, orders, the farms' product orders, the order figures and the coupon admin. */
import type { Page } from '../../http.js';
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type {
  AdminAnalytics,
  CouponDefinition,
  Order,
  OrderStatsReport,
  OrderStatus,
  OrderSummary,
  ProducerOrderView,
  ProductOrder,
  ProductOrderStatusCounts,
} from './entities.js';

export interface OrderAnswer {
  order: Order;
}
export interface OrderPage extends Page {
  orders: OrderSummary[];
}
export interface ProductOrderPage extends Page {
  orders: ProductOrder[];
  /** The producer's product orders by status in the period (the list's tabs). */
  counts: ProductOrderStatusCounts;
}
export interface CouponPage extends Page {
  coupons: CouponDefinition[];
}

export const ordersContract = defineContract({
  domain: 'orders',
  basePath: '/v1/orders',
  schemas: schemasOf<typeof Schemas>(),
  endpoints: {
    list: {
      method: 'GET',
      path: '/v1/orders',
      access: 'signed-in',
      summary: 'A consumer: own orders; an admin: all orders (newest first)',
      input: (s) => ({ query: s.orderListQuery }),
      answer: answer<OrderPage>(),
    },
    checkout: {
      method: 'POST',
      path: '/v1/orders/checkout',
      access: 'consumer',
      summary: 'Turn the cart into an order',
      input: (s) => ({ body: s.checkoutSchema, headers: s.checkoutHeaders }),
      answer: answer<OrderAnswer>(),
    },
    stats: {
      method: 'GET',
      path: '/v1/orders/stats',
      access: 'admin',
      summary: 'Order totals for admins',
      input: (s) => ({ query: s.shopStatsQuery }),
      answer: answer<{ stats: OrderStatsReport }>(),
    },
    analytics: {
      method: 'GET',
      path: '/v1/orders/analytics',
      access: 'admin',
      summary: 'Shop analytics of a period (beyond the spec: the admin analytics page)',
      input: (s) => ({ query: s.shopStatsQuery }),
      answer: answer<{ analytics: AdminAnalytics }>(),
    },
    couponsList: {
      method: 'GET',
      path: '/v1/orders/coupons',
      access: 'admin',
      summary: 'Every coupon (beyond the spec: coupon management)',
      input: (s) => ({ query: s.couponListQuery }),
      answer: answer<CouponPage>(),
    },
    couponsCreate: {
      method: 'POST',
      path: '/v1/orders/coupons',
      access: 'admin',
      summary: 'Create a coupon (beyond the spec)',
      input: (s) => ({ body: s.couponCreateSchema }),
      answer: answer<{ coupon: CouponDefinition }>(),
    },
    couponsUpdate: {
      method: 'PATCH',
      path: '/v1/orders/coupons/{code}',
      access: 'admin',
      summary: 'Activate or deactivate a coupon (beyond the spec)',
      input: (s) => ({ params: s.couponCodeParams, body: s.couponUpdateSchema }),
      answer: answer<{ coupon: CouponDefinition }>(),
    },
    consumerGet: {
      method: 'GET',
      path: '/v1/orders/consumer/{id}',
      access: 'consumer',
      summary: "One of the consumer's orders",
      input: (s) => ({ params: s.orderIdParams }),
      answer: answer<OrderAnswer>(),
    },
    producerList: {
      method: 'GET',
      path: '/v1/orders/producer',
      access: 'producer-or-admin',
      summary: "The producer's product orders",
      input: (s) => ({ query: s.producerOrderListQuery }),
      answer: answer<ProductOrderPage>(),
    },
    producerStats: {
      method: 'GET',
      path: '/v1/orders/producer/stats',
      access: 'producer-or-admin',
      summary: "The producer's order stats",
      input: (s) => ({ query: s.producerStatsQuery }),
      answer: answer<{ stats: OrderStatsReport }>(),
    },
    producerGet: {
      method: 'GET',
      path: '/v1/orders/producer/{id}',
      access: 'producer-or-admin',
      summary: 'An order as the producer sees it',
      input: (s) => ({ params: s.orderIdParams, query: s.producerOrderQuery }),
      answer: answer<{ order: ProducerOrderView }>(),
    },
    get: {
      method: 'GET',
      path: '/v1/orders/{id}',
      access: 'signed-in',
      summary: 'An order with its product orders',
      input: (s) => ({ params: s.orderIdParams }),
      answer: answer<OrderAnswer>(),
    },
    cancel: {
      method: 'DELETE',
      path: '/v1/orders/{id}',
      access: 'signed-in',
      summary: 'Cancel a pending order (restores stock)',
      input: (s) => ({ params: s.orderIdParams }),
      answer: answer<OrderAnswer>(),
    },
    setStatus: {
      method: 'PATCH',
      path: '/v1/orders/{id}/status',
      access: 'admin',
      summary: 'Admin order-status change',
      input: (s) => ({ params: s.orderIdParams, body: s.orderStatusSchema }),
      answer: answer<OrderAnswer>(),
    },
    setProductOrderStatus: {
      method: 'PATCH',
      path: '/v1/orders/{id}/products/{productOrderId}/status',
      access: 'producer-or-admin',
      summary: "Set a product order's status",
      input: (s) => ({ params: s.productOrderParams, body: s.productOrderStatusSchema }),
      answer: answer<{ productOrder: ProductOrder; orderStatus: OrderStatus }>(),
    },
  },
});

export type OrdersEndpoints = typeof ordersContract.endpoints;
