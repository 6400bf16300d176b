/**
 * The share pages handler's unit tests' harness (handler.test.ts, legal-page.test.ts): DynamoDB mocked, the SPA's
 * index.html in a temporary folder (SITE_INDEX_FILE), and a function URL request as CloudFront sends it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { handler } from './handler.js';
import { SITE_HOST_HEADER } from './site.js';

/** The SPA's index.html, as small as the handler allows. */
export const INDEX =
  '<!doctype html><html lang="es"><head><meta name="description" content="x"><title>Pitahaya</title><script type="module" src="/assets/app.js"></script></head><body></body></html>';

/** Registers the harness's hooks in the calling test file; `dir()` is its temporary folder. */
export function shareHandlerHarness() {
  process.env.AWS_REGION = 'eu-west-1';
  process.env.TABLE_NAME = 'pitahaya';
  const ddbMock = mockDocumentClient();
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pitahaya-seo-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    process.env.SITE_INDEX_FILE = join(dir, 'index.html');
  });
  afterAll(() => {
    delete process.env.SITE_INDEX_FILE;
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => ddbMock.reset());
  return { ddbMock, dir: () => dir };
}

/** A request for `path` as CloudFront forwards it (the viewer's host in SITE_HOST_HEADER). */
export async function get(
  path: string,
  method = 'GET',
  host = 'tienda.example',
): Promise<APIGatewayProxyStructuredResultV2> {
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'abc.lambda-url.eu-west-1.on.aws', [SITE_HOST_HEADER]: host },
    requestContext: { http: { method, path } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  return handler(event);
}
