/**
 * Lambda entry of the carts domain. Its routes are those of shared/routes.ts with domain 'carts'; the health
 * route is built in, and routes without a function yet answer 501 until their issue is done.
 */
import { cartsContract } from '../../shared/contracts/carts/contract.js';
import * as schemas from '../../shared/contracts/carts/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { cartsRoutes } from './routes.js';

export const handler = createDomainHandler(cartsContract, schemas, cartsRoutes);
