/**
 * The API description (docs/api.md): GET /v1/openapi.json answers an OpenAPI 3.1 document of every contract's
 * endpoints, written from the contracts (services/openapi). Public; its body is the document itself, not the
 * envelope.
 */
import { defineContract, flatAnswer, schemasOf } from '../kit.js';
import type { OpenApiDocument } from './entities.js';
import type * as Schemas from './schemas.js';

/** The schemas its endpoints pick from (none: it takes no input). */
const schemas = schemasOf<typeof Schemas>();

export const openapiContract = defineContract('openapi', '/v1/openapi', schemas, (route) => ({
  /** The OpenAPI 3.1 document of the whole API (the document is the body: no envelope). */
  document: route.get(
    '/v1/openapi.json',
    'public',
    flatAnswer<OpenApiDocument>({
      openapi: 'required',
      jsonSchemaDialect: 'required',
      info: 'required',
      servers: 'required',
      tags: 'required',
      paths: 'required',
      components: 'required',
    }),
  ),
}));

export type OpenapiEndpoints = typeof openapiContract.endpoints;
