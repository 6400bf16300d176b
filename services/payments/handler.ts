/** Lambda entry of the payments domain: its contract's endpoints, validated with its schemas module. */
import { paymentsContract } from '../../shared/contracts/payments/contract.js';
import * as schemas from '../../shared/contracts/payments/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { paymentsRoutes } from './routes.js';

export const handler = createDomainHandler(paymentsContract, schemas, paymentsRoutes);
