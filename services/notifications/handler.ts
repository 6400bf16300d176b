/**
 * Lambda entry of the notifications domain. Its routes are those of shared/routes.ts with domain 'notifications';
 * the health route is built in. GET /v1/notifications and GET /v1/notifications/summary have no API Gateway
 * authorizer (shared/routes.ts optionalAuth): resolveCaller reads a bearer token with the authorizer's own code
 * (revocation, Cognito outages included), as the products function does for the catalog reads.
 */
import { resolveCaller } from '../lib/auth/resolve-caller.js';
import { NOTIFICATIONS_VALIDATORS } from '../../shared/validators/notifications.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { notificationsRoutes } from './routes.js';

export const handler = createDomainHandler('notifications', notificationsRoutes, NOTIFICATIONS_VALIDATORS, {
  resolveCaller,
});
