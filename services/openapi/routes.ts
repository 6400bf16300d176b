/** Functions of the API description's routes (shared/contracts/openapi/contract.ts). */
import type { openapiContract } from '../../shared/contracts/openapi/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { answerDocument } from './stored-document.js';

export const openapiRoutes: Handlers<typeof openapiContract> = {
  document: answerDocument,
};
