/** Lambda entry of the subscriptions domain: its contract's endpoints, validated with its schemas module. */
import { subscriptionsContract } from '../../shared/contracts/subscriptions/contract.js';
import * as schemas from '../../shared/contracts/subscriptions/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { subscriptionsRoutes } from './routes.js';

export const handler = createDomainHandler(subscriptionsContract, schemas, subscriptionsRoutes);
