/**
 * Lambda entry of the API description: GET /v1/openapi.json answers the document written from the contracts
 * beside this function's bundle (stored-document.ts), and GET /v1/openapi/health.
 */
import { openapiContract } from '../../shared/contracts/openapi/contract.js';
import * as schemas from '../../shared/contracts/openapi/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { openapiRoutes } from './routes.js';

export const handler = createDomainHandler(openapiContract, schemas, openapiRoutes);
