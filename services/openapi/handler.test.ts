import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHandler } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { openApiDocument, writeOpenApiDocument } from './index.js';

beforeAll(() => {
  process.env.OPENAPI_DOCUMENT_FILE = join(mkdtempSync(join(tmpdir(), 'openapi-test-')), 'openapi.json');
  writeOpenApiDocument(process.env.OPENAPI_DOCUMENT_FILE);
});
afterAll(() => {
  delete process.env.OPENAPI_DOCUMENT_FILE;
});

describe('GET /v1/openapi.json', () => {
  it('answers the document written from the contracts, as the body itself, to anyone', async () => {
    const { status, headers, body } = await callHandler(handler, 'GET', '/v1/openapi.json');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('has its health route in the envelope, like every domain', async () => {
    const { status, body } = await callHandler(handler, 'GET', '/v1/openapi/health');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ service: 'openapi', status: 'ok' });
  });
});
