/** Lambda entry of the profile domain: its contract's endpoints, validated with its schemas module. */
import { profileContract } from '../../shared/contracts/profile/contract.js';
import * as schemas from '../../shared/contracts/profile/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { profileRoutes } from './routes.js';

export const handler = createDomainHandler(profileContract, schemas, profileRoutes);
