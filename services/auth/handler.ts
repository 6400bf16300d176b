/**
 * Lambda entry of the auth domain. Its routes are those of shared/routes.ts with domain 'auth'; the health
 * route is built in, and routes without a function yet answer 501 until their issue is done.
 */
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { authRoutes } from './routes.js';

export const handler = createDomainHandler('auth', authRoutes);
