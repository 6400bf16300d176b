/**
 * Checkout, orders and the farms' product orders (the coupon admin is the carts function's: shared/contracts/carts/contract.ts). The order figures (GET /v1/orders/stats,
 * /v1/orders/analytics, /v1/orders/producer/stats) belong to the reports contract (shared/contracts/reports), and
 * the farms' status changes (PATCH /v1/orders/{id}/products/{productOrderId}/status, /v1/orders/producer/{id}/status)
 * to the fulfilment contract (shared/contracts/fulfilment).
 */
import type { Page } from '../http.js';
import { answer, defineContract, schemasOf } from '../kit.js';
import type { PaymentRedirect } from '../payments/entities.js';
import type * as Schemas from './schemas.js';
import type { Withdrawal } from '../withdrawals/entities.js';
import type {
  FarmProductOrder,
  Order,
  OrderStatus,
  OrderSummary,
  ProducerOrderView,
  ProductOrder,
  ProductOrderStatusCounts,
} from './entities.js';

export interface OrderAnswer {
  order: Order;
}
/** A placed order; a card order also says where to pay it. */
export interface PlacedOrderAnswer extends OrderAnswer {
  payment?: PaymentRedirect;
}

/** The order as one farm sees it. */
export interface FarmOrderAnswer {
  order: ProducerOrderView;
}
/** A product order after its status change, and the order's status that follows from it (fulfilment contract). */
export interface LineStatusAnswer {
  productOrder: ProductOrder;
  orderStatus: OrderStatus;
}
export interface OrderPage extends Page {
  orders: OrderSummary[];
}
export interface ProductOrderPage extends Page {
  /** The farm's lines, each with its order's payment {method, status}. */
  orders: FarmProductOrder[];
  /** The producer's product orders by status in the period (the list's tabs). */
  counts: ProductOrderStatusCounts;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a call about one order: the order as it is now. */
const ORDER = answer<OrderAnswer>({ order: 'required' });

export const ordersContract = defineContract('orders', '/v1/orders', schemas, (route) => ({
  /** A consumer: own orders; an admin: all orders (newest first). */
  list: route.get(
    '/v1/orders',
    'signed-in',
    answer<OrderPage>({ orders: 'required', nextToken: 'required' }),
    (s) => ({ query: s.orderListQuery }),
  ),
  /** Turn the cart into an order (201; a replayed Idempotency-Key answers the same order with 200). */
  checkout: route.post(
    '/v1/orders/checkout',
    'consumer',
    answer<PlacedOrderAnswer>({ payment: 'optional', order: 'required' }, 201),
    (s) => ({ body: s.checkoutSchema, headers: s.checkoutHeaders }),
    { metrics: { group: 'checkout', domainLatency: true } },
  ),
  /** One of the consumer's orders. */
  consumerGet: route.get('/v1/orders/consumer/{id}', 'consumer', ORDER, (s) => ({ params: s.orderIdParams })),
  /** The producer's product orders. */
  producerList: route.get(
    '/v1/orders/producer',
    'producer-or-admin',
    answer<ProductOrderPage>({ orders: 'required', counts: 'required', nextToken: 'required' }),
    (s) => ({ query: s.producerOrderListQuery }),
  ),
  /** An order as the producer sees it. */
  producerGet: route.get(
    '/v1/orders/producer/{id}',
    'producer-or-admin',
    answer<FarmOrderAnswer>({ order: 'required' }),
    (s) => ({
      params: s.orderIdParams,
      query: s.producerOrderQuery,
    }),
  ),
  /** An order with its product orders (ours: `withdrawals`, always answered, also on the order). */
  get: route.get(
    '/v1/orders/{id}',
    'signed-in',
    answer<OrderAnswer & { withdrawals?: Withdrawal[] }>({ order: 'required', withdrawals: 'optional' }),
    (s) => ({ params: s.orderIdParams }),
  ),
  /** Cancel a pending order (restores stock). */
  cancel: route.delete('/v1/orders/{id}', 'signed-in', ORDER, (s) => ({
    params: s.orderIdParams,
  })),
  /** Admin order-status change. */
  setStatus: route.patch('/v1/orders/{id}/status', 'admin', ORDER, (s) => ({
    params: s.orderIdParams,
    body: s.orderStatusSchema,
  })),
  /** A new card payment page for the consumer's unpaid order (a Stripe call each: throttled). */
  retryPayment: route.post(
    '/v1/orders/{id}/payment',
    'consumer',
    answer<Required<PlacedOrderAnswer>>({ payment: 'required', order: 'required' }),
    (s) => ({ params: s.orderIdParams }),
    { throttle: { rateLimit: 5, burstLimit: 10 }, metrics: { group: 'checkout' } },
  ),
}));

export type OrdersEndpoints = typeof ordersContract.endpoints;
