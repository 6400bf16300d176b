/** Lambda entry of the reviews domain: its contract's endpoints, validated with its schemas module. */
import { reviewsContract } from '../../shared/contracts/reviews/contract.js';
import * as schemas from '../../shared/contracts/reviews/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { reviewsRoutes } from './routes.js';

export const handler = createDomainHandler(reviewsContract, schemas, reviewsRoutes);
