import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from './handler.js';
import { SITE_HOST_HEADER, siteUrlOf } from './site.js';

process.env.AWS_REGION = 'eu-west-1';
process.env.TABLE_NAME = 'pitahaya';
const ddbMock = mockClient(DynamoDBDocumentClient);

const INDEX =
  '<!doctype html><html lang="es"><head><meta name="description" content="x"><title>Pitahaya</title><script type="module" src="/assets/app.js"></script></head><body></body></html>';
let dir: string;

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

const ITEM = {
  PK: 'PRODUCT#p-1',
  SK: 'PRODUCT',
  productId: 'p-1',
  name: 'Pitahaya roja',
  shortDescription: 'Dulce.',
  price: 6.9,
  unit: 'kg',
  stock: 3,
  isActive: true,
  thumbnailUrl: '/images/products/p-1/a.webp',
  imageUrls: ['/images/products/p-1/a.webp'],
  producerName: 'Finca del Valle',
};

async function get(
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

describe('share pages handler', () => {
  it('answers a product link with its tags in the SPA page, reading the product by key', async () => {
    ddbMock.on(GetCommand).resolves({ Item: ITEM });
    const page = await get('/products/p-1');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=60',
    });
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: 'pitahaya',
      Key: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' },
    });
    expect(page.body).toContain('<meta property="og:title" content="Pitahaya roja">');
    expect(page.body).toContain(
      '<meta property="og:image" content="https://tienda.example/images/products/p-1/a.webp">',
    );
    expect(page.body).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('answers 404 and noindex for an unknown, inactive or impossible product, without asking for the impossible one', async () => {
    ddbMock.on(GetCommand).resolves({});
    expect((await get('/products/nope')).statusCode).toBe(404);
    ddbMock.on(GetCommand).resolves({ Item: { ...ITEM, isActive: false } });
    const inactive = await get('/products/p-1');
    expect(inactive.statusCode).toBe(404);
    expect(inactive.body).toContain('<meta name="robots" content="noindex">');
    expect(inactive.body).not.toContain('Pitahaya roja');
    ddbMock.reset();
    for (const path of [`/products/${'x'.repeat(200)}`, '/products/%E0%A4%A', '/products/a%2Fb']) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('still serves the SPA when the product cannot be read', async () => {
    ddbMock.on(GetCommand).rejects(new Error('throttled'));
    const page = await get('/products/p-1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(page.headers?.['cache-control']).toBe('no-store');
  });

  it('lists the live catalog in sitemap.xml, paging the GSI2 query to the end', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({
        Items: [{ productId: 'p-1', updatedAt: '2026-11-20T00:00:00.000Z' }],
        LastEvaluatedKey: { PK: 'x' },
      })
      .resolvesOnce({ Items: [{ productId: 'p-2' }] });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers?.['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(
      '<loc>https://tienda.example/products/p-1</loc><lastmod>2026-11-20</lastmod>',
    );
    expect(sitemap.body).toContain('<loc>https://tienda.example/products/p-2</loc>');
    const queries = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :catalog',
      ExpressionAttributeValues: { ':catalog': 'CATALOG#ACTIVE' },
      ProjectionExpression: 'productId, updatedAt',
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual({ PK: 'x' });
  });

  it('answers 503 for the sitemap when the catalog cannot be read, robots.txt always', async () => {
    ddbMock.on(QueryCommand).rejects(new Error('down'));
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.headers?.['retry-after']).toBe('60');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://tienda.example/sitemap.xml');
  });

  it('answers HEAD with headers only and refuses other methods', async () => {
    const head = await get('/robots.txt', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await get('/robots.txt', 'POST');
    expect(post.statusCode).toBe(405);
    expect(post.headers).toMatchObject({ allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    expect((await get('/otra-cosa')).statusCode).toBe(404);
  });

  it('takes the site address from the forwarded host, and only a plain host name', () => {
    expect(siteUrlOf({ [SITE_HOST_HEADER]: 'd111.cloudfront.net' })).toBe('https://d111.cloudfront.net');
    expect(siteUrlOf({ [SITE_HOST_HEADER]: '127.0.0.1:3104' })).toBe('http://127.0.0.1:3104');
    expect(siteUrlOf({ [SITE_HOST_HEADER]: 'Tienda.Example' })).toBe('https://tienda.example');
    process.env.SITE_URL = 'https://pitahaya.example/';
    expect(siteUrlOf({ [SITE_HOST_HEADER]: 'evil.example/"><script>' })).toBe('https://pitahaya.example');
    expect(siteUrlOf({})).toBe('https://pitahaya.example');
    delete process.env.SITE_URL;
  });
});
