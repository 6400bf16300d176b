/**
 * Lambda entry of the products domain: its contract's endpoints, validated with its schemas module.
 * GET /v1/products and GET /v1/products/{id} have no API Gateway authorizer (PUBLIC_READS_CALLER in the contract):
 * resolveCaller reads a bearer token with the authorizer's own code (revocation, Cognito outages included).
 */
import { resolveCaller } from '../lib/auth/resolve-caller.js';
import { warmUp } from '../lib/auth/verify-token.js';
import { productsContract } from '../../shared/contracts/products/contract.js';
import * as schemas from '../../shared/contracts/products/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { observeCatalog } from './catalog-metrics.js';
import { withPageCache } from './page-cache.js';
import { productsRoutes } from './routes.js';

// The catalog reads run without the authorizer: a bearer token is verified here. The signing keys load in
// the background at cold start, so an anonymous first request does not wait for them.
void warmUp();

/** The anonymous catalog pages kept a couple of seconds in memory (page-cache.ts). */
export const handler = withPageCache(
  createDomainHandler(productsContract, schemas, productsRoutes, { resolveCaller, observe: observeCatalog }),
);
