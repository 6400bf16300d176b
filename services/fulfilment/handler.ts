/**
 * Lambda entry of the fulfilment domain: the farms' status changes of their product orders (one line, or all of
 * a farm's lines of an order at once), under /v1/orders paths, validated with its schemas module. Its own
 * function keeps the orders function within its bundle budget (docs/decisions.md).
 */
import { fulfilmentContract } from '../../shared/contracts/fulfilment/contract.js';
import * as schemas from '../../shared/contracts/fulfilment/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { fulfilmentRoutes } from './routes.js';

export const handler = createDomainHandler(fulfilmentContract, schemas, fulfilmentRoutes);
