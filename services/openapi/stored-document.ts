/**
 * The document the function answers: written from the contracts beside its bundle when the CDK app bundles it
 * (openapi.json next to index.mjs; infra/cdk/constructs/service-functions.ts), or where OPENAPI_DOCUMENT_FILE
 * says (the local stack writes it when it starts). The function itself carries neither the schemas nor the
 * generator (document.ts): its bundle stays small whatever the contracts grow to. Read once per instance.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenapiEndpoints } from '../../shared/contracts/openapi/contract.js';
import type { OpenApiDocument } from '../../shared/contracts/openapi/entities.js';
import type { Handler } from '../lib/http/types.js';

/** The document's file name beside the function's code. */
export const DOCUMENT_FILE_NAME = 'openapi.json';

let stored: OpenApiDocument | null = null;

function documentFile(): string {
  return (
    process.env.OPENAPI_DOCUMENT_FILE ?? join(dirname(fileURLToPath(import.meta.url)), DOCUMENT_FILE_NAME)
  );
}

/** GET /v1/openapi.json: the stored document (a missing file is a broken deployment: a 500, logged). */
export const answerDocument: Handler<OpenapiEndpoints['document']> = async () => {
  stored ??= JSON.parse(readFileSync(documentFile(), 'utf8')) as OpenApiDocument;
  return { data: stored };
};
