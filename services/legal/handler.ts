/** Lambda entry of the legal domain: its contract's endpoints, validated with its schemas module. */
import { legalContract } from '../../shared/contracts/legal/contract.js';
import * as schemas from '../../shared/contracts/legal/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { legalRoutes } from './routes.js';

export const handler = createDomainHandler(legalContract, schemas, legalRoutes);
