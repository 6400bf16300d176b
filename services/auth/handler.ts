/**
 * Lambda entry of the auth domain: the /oauth API over Cognito. Success bodies are flat (login answers
 * {access_token, ...}; docs/decisions.md, "HTTP contract"); errors carry the contract's envelope.
 */
import { authContract } from '../../shared/contracts/auth/contract.js';
import * as schemas from '../../shared/contracts/auth/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { authRoutes } from './routes.js';

export const handler = createDomainHandler(authContract, schemas, authRoutes);
