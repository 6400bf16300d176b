/**
 * Lambda entry of the auth domain: the /oauth API over Cognito. Success bodies are flat (ARCHITECTURE.md
 * section 3: login answers {access_token, ...}); errors carry the contract's envelope.
 */
import { AUTH_VALIDATORS } from '../../shared/validators/auth.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { authRoutes } from './routes.js';

export const handler = createDomainHandler('auth', authRoutes, AUTH_VALIDATORS, { successBody: 'flat' });
