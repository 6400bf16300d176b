/**
 * Lambda entry of the orders domain. Its routes are those of shared/routes.ts with domain 'orders'; the health
 * route is built in, and routes without a function yet answer 501 until their issue is done.
 */
import { ordersContract } from '../../shared/contracts/orders/contract.js';
import * as schemas from '../../shared/contracts/orders/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { ordersRoutes } from './routes.js';

export const handler = createDomainHandler(ordersContract, schemas, ordersRoutes);
