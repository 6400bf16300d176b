/**
 * Lambda entry of the invoices domain: its contract's endpoints, validated with its schemas module. The PDF
 * route has no API Gateway authorizer (PUBLIC_READS_CALLER: its signed link works without a bearer header):
 * resolveCaller verifies a bearer token when one comes, with the authorizer's own code.
 */
import { invoicesContract } from '../../shared/contracts/invoices/contract.js';
import * as schemas from '../../shared/contracts/invoices/schemas.js';
import { resolveCaller } from '../lib/auth/resolve-caller.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { invoicesRoutes } from './routes.js';

export const handler = createDomainHandler(invoicesContract, schemas, invoicesRoutes, { resolveCaller });
