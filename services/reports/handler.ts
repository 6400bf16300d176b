/**
 * Lambda entry of the reports domain: the order figures (GET /v1/orders/stats, /v1/orders/analytics,
 * /v1/orders/producer/stats), validated with its schemas module. Read-only: it reads the stats counters, product
 * and user names and counts the user directory's index entries (infra/cdk/permissions.ts).
 */
import { reportsContract } from '../../shared/contracts/reports/contract.js';
import * as schemas from '../../shared/contracts/reports/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { reportsRoutes } from './routes.js';

export const handler = createDomainHandler(reportsContract, schemas, reportsRoutes);
