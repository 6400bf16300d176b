/**
 * Lambda entry of the profile domain. Its routes are those of shared/routes.ts with domain 'profile'; the health
 * route is built in, and routes without a function yet answer 501 until their issue is done.
 */
import { profileContract } from '../../shared/contracts/profile/contract.js';
import * as schemas from '../../shared/contracts/profile/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { profileRoutes } from './routes.js';

export const handler = createDomainHandler(profileContract, schemas, profileRoutes);
