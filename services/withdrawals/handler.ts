/** Lambda entry of the withdrawals domain: its contract's endpoints, validated with its schemas module. */
import { withdrawalsContract } from '../../shared/contracts/withdrawals/contract.js';
import * as schemas from '../../shared/contracts/withdrawals/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { withdrawalsRoutes } from './routes.js';

export const handler = createDomainHandler(withdrawalsContract, schemas, withdrawalsRoutes);
