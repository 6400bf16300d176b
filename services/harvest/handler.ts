/** Lambda entry of the harvest calendar: its contract's endpoints, validated with its schemas module. */
import { harvestContract } from '../../shared/contracts/harvest/contract.js';
import * as schemas from '../../shared/contracts/harvest/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { harvestRoutes } from './routes.js';

export const handler = createDomainHandler(harvestContract, schemas, harvestRoutes);
