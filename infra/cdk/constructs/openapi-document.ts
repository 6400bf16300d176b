/**
 * The API description travels with its function: the CDK app writes the document from the contracts once per
 * synth (services/openapi: the zod schemas as JSON Schemas, the contracts' doc comments as summaries) and the
 * openapi function's bundling copies it beside index.mjs as openapi.json, which the function answers. So the
 * function's bundle carries neither the schemas nor the generator (about 120 KB minified with zod's JSON Schema
 * code: it would sit at the 150 KB budget and grow with every schema), and the document is the deployed contracts'.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { DOCUMENT_FILE_NAME, writeOpenApiDocument } from '../../../services/openapi/index.js';

let written: string | undefined;

/** The document, written once per process to a temporary file. */
export function openApiDocumentFile(): string {
  if (!written) {
    const file = join(mkdtempSync(join(tmpdir(), 'pitahaya-openapi-')), DOCUMENT_FILE_NAME);
    writeOpenApiDocument(file);
    written = file;
  }
  return written;
}

/** The openapi function's bundling hooks: the document beside the bundle. */
export function openApiDocumentHooks(): Pick<BundlingOptions, 'commandHooks'> {
  const file = openApiDocumentFile();
  return {
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_input: string, output: string) => [
        `cp "${file}" "${join(output, DOCUMENT_FILE_NAME)}"`,
      ],
    },
  };
}
