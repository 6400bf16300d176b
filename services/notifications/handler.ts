/**
 * Lambda entry of the notifications domain: its contract's endpoints, validated with its schemas module.
 * GET /v1/notifications and GET /v1/notifications/summary have no API Gateway authorizer (PUBLIC_READS_CALLER in
 * the contract): resolveCaller reads a bearer token with the authorizer's own code (revocation, Cognito outages
 * included), as the products function does for the catalog reads.
 */
import { resolveCaller } from '../lib/auth/resolve-caller.js';
import { notificationsContract } from '../../shared/contracts/notifications/contract.js';
import * as schemas from '../../shared/contracts/notifications/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { notificationsRoutes } from './routes.js';

export const handler = createDomainHandler(notificationsContract, schemas, notificationsRoutes, {
  resolveCaller,
});
