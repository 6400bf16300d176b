/** Lambda entry of the orders domain: its contract's endpoints, validated with its schemas module. */
import { ordersContract } from '../../shared/contracts/orders/contract.js';
import * as schemas from '../../shared/contracts/orders/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { observeOrders } from './checkout-metrics.js';
import { ordersRoutes } from './routes.js';

export const handler = createDomainHandler(ordersContract, schemas, ordersRoutes, {
  observe: observeOrders,
});
