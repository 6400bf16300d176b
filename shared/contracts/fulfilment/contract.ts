/**
 * The farms' status changes of their product orders (issue 8's per-line change and issue 23's "all of my
 * lines at once", both with an optional shipment tracking). Their paths are order paths under /v1/orders; they
 * are served by the fulfilment function, which keeps the orders function within its bundle budget
 * (docs/decisions.md, "Farm fulfilment in its own function"). The reads of the producer's screens
 * (GET /v1/orders/producer, /v1/orders/producer/{id}) stay in orders.
 */
import { answer, defineContract, schemasOf } from '../kit.js';
import type { LineStatusAnswer } from '../orders/contract.js';
import type { OrderStatus, ProductOrder } from '../orders/entities.js';
import type * as Schemas from './schemas.js';

/** The farm's lines that moved (as they are now) and the order's status that follows. */
export interface FarmMoveAnswer {
  productOrders: ProductOrder[];
  orderStatus: OrderStatus;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const fulfilmentContract = defineContract('fulfilment', '/v1/fulfilment', schemas, (route) => ({
  /** Set a product order's status (the original API's call; ours: optional expectedStatus and tracking). */
  setProductOrderStatus: route.patch(
    '/v1/orders/{id}/products/{productOrderId}/status',
    'producer-or-admin',
    answer<LineStatusAnswer>({ productOrder: 'required', orderStatus: 'required' }),
    (s) => ({ params: s.productOrderParams, body: s.productOrderStatusSchema }),
  ),
  /**
   * Beyond the original API: every line of the farm in the order to the next step, in one transaction (an admin names
   * the farm with producerId).
   */
  farmStatus: route.patch(
    '/v1/orders/producer/{id}/status',
    'producer-or-admin',
    answer<FarmMoveAnswer>({ productOrders: 'required', orderStatus: 'required' }),
    (s) => ({
      params: s.orderIdParams,
      query: s.producerOrderQuery,
      body: s.farmStatusSchema,
    }),
  ),
}));

export type FulfilmentEndpoints = typeof fulfilmentContract.endpoints;
