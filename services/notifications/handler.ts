/**
 * Lambda entry of the notifications domain. Its routes are those of shared/routes.ts with domain 'notifications'; the health
 * route is built in, and routes without a function yet answer 501 until their issue is done.
 */
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { notificationsRoutes } from './routes.js';

export const handler = createDomainHandler('notifications', notificationsRoutes);
