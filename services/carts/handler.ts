/**
 * Lambda entry of the carts domain. Its routes are those of shared/routes.ts with domain 'carts'; the health
 * route is built in, and routes without a function yet answer 501 until their issue is done.
 */
import { CARTS_VALIDATORS } from '../../shared/validators/carts.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { cartsRoutes } from './routes.js';

export const handler = createDomainHandler('carts', cartsRoutes, CARTS_VALIDATORS);
