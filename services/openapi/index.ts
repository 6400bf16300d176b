/**
 * The public face of the API description: the document written from the contracts (document.ts), for the CDK
 * app that writes it beside the function's bundle and the local stack that writes it when it starts.
 */
import { writeFileSync } from 'node:fs';
import { openApiDocument } from './document.js';

export { openApiDocument } from './document.js';
export { DOCUMENT_FILE_NAME } from './stored-document.js';

/** Writes the document to `file` (JSON). */
export function writeOpenApiDocument(file: string): void {
  writeFileSync(file, JSON.stringify(openApiDocument()));
}
