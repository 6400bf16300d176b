/** Lambda entry of the carts domain: its contract's endpoints, validated with its schemas module. */
import { cartsContract } from '../../shared/contracts/carts/contract.js';
import * as schemas from '../../shared/contracts/carts/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { cartsRoutes } from './routes.js';

export const handler = createDomainHandler(cartsContract, schemas, cartsRoutes);
