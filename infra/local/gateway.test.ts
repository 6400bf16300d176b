/**
 * The gateway with stand-in handlers and bucket: what API Gateway and CloudFront would do around the
 * handlers (authorizer verdicts, errors, timeouts, limits, headers, images, the SPA, the outbox).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get as httpGet } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import type { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBody } from './gateway-io.js';
import { startGateway, type RunningGateway } from './gateway.js';
import { CATALOG_CACHE_CONTROL } from '../../services/products/cache-headers.js';
import { CATALOG_VIEWER_CACHE_CONTROL } from '../security-headers.js';
import {
  HandlerMissingError,
  type AuthorizerHandler,
  type DomainHandler,
  type HandlerRegistry,
} from './handlers.js';
import { createLogger } from './log.js';
import { Outbox } from './outbox.js';

let events: APIGatewayProxyEventV2[] = [];
let domainHandler: DomainHandler;
let authorizer: AuthorizerHandler;
/** The share pages' handler; null: not written yet (the gateway serves the SPA). */
let seoHandler: Awaited<ReturnType<HandlerRegistry['seo']>> | null = null;
const missing = new Set<string>();

const registry: HandlerRegistry = {
  domain: async (domain) => {
    if (missing.has(domain)) throw new HandlerMissingError(`services/${domain}/handler.ts`);
    return async (event, context) => {
      events.push(event);
      return domainHandler(event, context);
    };
  },
  authorizer: async () => (event, context) => authorizer(event, context),
  images: async () => async () => undefined,
  events: async () => async () => ({ batchItemFailures: [] }),
  seo: async () => {
    if (!seoHandler) throw new HandlerMissingError('services/seo/handler.ts');
    return seoHandler;
  },
  preload: async () => ({ loaded: [], failed: [] }),
};

const images = new Map<string, { body: Buffer; type: string }>([
  ['images/products/p1/a.webp', { body: Buffer.from('RIFF....WEBP'), type: 'image/webp' }],
]);
const s3 = {
  send: vi.fn(async (command: { input: { Key: string } }) => {
    if (command.input.Key.includes('bad-key'))
      throw Object.assign(new Error('InvalidArgument'), {
        name: 'InvalidArgument',
        $metadata: { httpStatusCode: 400 },
      });
    const object = images.get(command.input.Key);
    if (!object)
      throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    return {
      Body: Readable.from(object.body),
      ContentType: object.type,
      ContentLength: object.body.length,
      ETag: '"e1"',
    };
  }),
} as unknown as S3Client;

let gateway: RunningGateway;
let base: string;
let dist: string;
const outbox = new Outbox();

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(
    join(dist, 'assets', 'big-4d5e6f.js'),
    `export const text = ${JSON.stringify('pitahaya '.repeat(500))};`,
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  outbox.add({ to: 'a@x.test', kind: 'signup', code: '123456', at: '2026-01-01T00:00:00.000Z' });
  gateway = await startGateway({
    port: 0,
    webDist: dist,
    uploadOrigins: ['http://127.0.0.1:4569'],
    handlers: registry,
    images: { s3, bucket: 'b' },
    outbox,
    health: async () => ({ dynamodb: 'up', cognito: 'down', s3: 'up' }),
    log: createLogger('silent'),
    maxBodyBytes: 1000,
    integrationTimeoutMs: 200,
  });
  base = `http://127.0.0.1:${gateway.port}`;
});
afterAll(async () => {
  await gateway.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  events = [];
  seoHandler = null;
  missing.clear();
  domainHandler = async () => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: '{"ok":true}',
  });
  authorizer = async () => ({ isAuthorized: true, context: { verdict: 'anonymous' } });
});

/** A GET without fetch's automatic decompression: the bytes as sent. */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      httpGet(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

describe('API routes', () => {
  it('routes through the route table and passes the authorizer context', async () => {
    authorizer = async (event) => ({
      isAuthorized: true,
      context: { verdict: 'x', auth: event.headers?.authorization },
    });
    const response = await fetch(`${base}/v1/orders/o1?a=1&a=2`, { headers: { authorization: 'Bearer t' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(events[0]).toMatchObject({
      routeKey: 'GET /v1/orders/{id}',
      pathParameters: { id: 'o1' },
      queryStringParameters: { a: '1,2' },
      requestContext: { authorizer: { lambda: { verdict: 'x', auth: 'Bearer t' } } },
    });
    expect(response.headers.get('apigw-requestid')).toBe(events[0]?.requestContext.requestId);
  });

  it('literal segments win over parameters (/v1/products/user is not /v1/products/{id})', async () => {
    await fetch(`${base}/v1/products/user`);
    expect(events[0]?.routeKey).toBe('GET /v1/products/user');
  });

  it('public routes without optional auth get no authorizer', async () => {
    const spy = vi.fn(authorizer);
    authorizer = spy;
    await fetch(`${base}/v1/notifications/maintenance`);
    expect(spy).not.toHaveBeenCalled();
    expect(events[0]?.requestContext).not.toHaveProperty('authorizer');
  });

  it('catalog reads with optional sign-in get no authorizer either: the products function reads the token', async () => {
    const spy = vi.fn(authorizer);
    authorizer = spy;
    await fetch(`${base}/v1/products`, { headers: { authorization: 'Bearer t' } });
    await fetch(`${base}/v1/products/p1`, { headers: { authorization: 'Bearer t' } });
    expect(spy).not.toHaveBeenCalled();
    expect(events.map((event) => event.headers.authorization)).toEqual(['Bearer t', 'Bearer t']);
    expect(events[0]?.requestContext).not.toHaveProperty('authorizer');
  });

  it('compresses API answers like CloudFront: br before gzip, text types from 1,000 bytes, Vary: Accept-Encoding', async () => {
    const payload = JSON.stringify({
      products: Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, name: 'Pitahaya roja' })),
    });
    domainHandler = async () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', vary: 'Authorization' },
      body: payload,
    });
    const br = await raw('/v1/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(payload.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(payload);
    const gzip = await raw('/v1/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(payload);
    const none = await raw('/v1/products', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(payload);
    // Small answers stay as they are (CloudFront compresses from 1,000 bytes).
    domainHandler = async () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"ok":true}',
    });
    expect(
      (await raw('/v1/products', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('an authorizer that denies: 403 {"message":"Forbidden"} like API Gateway', async () => {
    authorizer = async () => ({ isAuthorized: false });
    const response = await fetch(`${base}/v1/users`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Forbidden' });
    expect(events).toHaveLength(0);
  });

  it('an authorizer that throws: 500 {"message":"Internal Server Error"}', async () => {
    authorizer = async () => {
      throw new Error('boom');
    };
    const response = await fetch(`${base}/v1/users`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('a handler that throws: 500 INTERNAL_ERROR envelope', async () => {
    domainHandler = async () => {
      throw new Error('boom');
    };
    const response = await fetch(`${base}/v1/products/health`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      status: { code: 'INTERNAL_ERROR', message: 'Error interno del servidor. Intenta nuevamente.' },
    });
  });

  it('a handler that does not answer in time: 503 like an integration timeout', async () => {
    domainHandler = () => new Promise(() => undefined);
    const response = await fetch(`${base}/v1/products/health`);
    expect(response.status).toBe(503);
  });

  it('a handler file that does not exist yet: 501 NOT_IMPLEMENTED envelope', async () => {
    missing.add('carts');
    const response = await fetch(`${base}/v1/carts/health`);
    expect(response.status).toBe(501);
    expect(((await response.json()) as { status: { code: string } }).status.code).toBe('NOT_IMPLEMENTED');
  });

  it('an unknown API path: 404 NOT_FOUND envelope', async () => {
    const response = await fetch(`${base}/oauth/nada`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: { code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' },
    });
  });

  it('a body over the gateway limit: 413 PAYLOAD_TOO_LARGE before any handler', async () => {
    const response = await fetch(`${base}/v1/notifications/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(2000),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { status: { code: string } }).status.code).toBe('PAYLOAD_TOO_LARGE');
    expect(events).toHaveLength(0);
  });

  it('headers over 16 KB (a 60 KB one): 431 with the error envelope and the security headers, before any handler', async () => {
    const answer = await raw('/v1/products', { 'x-big': 'a'.repeat(60 * 1024) });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body.toString())).toEqual({
      status: { code: 'HEADERS_TOO_LARGE', message: 'Las cabeceras de la solicitud son demasiado grandes.' },
    });
    expect(events).toHaveLength(0);
  });

  it('passes handler cookies and headers, and the security headers win', async () => {
    domainHandler = async () => ({
      statusCode: 201,
      headers: { 'x-frame-options': 'ALLOWALL', 'x-custom': 'y' },
      cookies: ['a=1; Path=/', 'b=2'],
      body: 'hi',
    });
    const response = await fetch(`${base}/v1/products/health`);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-custom')).toBe('y');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2']);
  });

  it("plays CloudFront's catalog behaviour: viewers of /v1/products* get no-store, the function's stale-while-revalidate is for the shared cache", async () => {
    domainHandler = async () => ({
      statusCode: 200,
      headers: { 'Cache-Control': CATALOG_CACHE_CONTROL, vary: 'Authorization' },
      body: '{}',
    });
    for (const path of ['/v1/products', '/v1/products/p1']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('cache-control')).toBe(CATALOG_VIEWER_CACHE_CONTROL);
      expect(response.headers.get('vary')).toBe('Authorization');
    }
    // Other behaviours keep what the function says.
    domainHandler = async () => ({
      statusCode: 200,
      headers: { 'cache-control': 'private, max-age=5' },
      body: '{}',
    });
    const other = await fetch(`${base}/v1/notifications/maintenance`);
    expect(other.headers.get('cache-control')).toBe('private, max-age=5');
  });
});

describe('images, SPA and local routes', () => {
  it('serves an image from the bucket with its type and cache headers', async () => {
    const response = await fetch(`${base}/images/products/p1/a.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toMatch(/max-age=/);
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' http://127.0.0.1:4569",
    );
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('RIFF....WEBP');
  });

  it('answers 404, never 500, for keys that cannot name an image (NUL, over 1 KB, refused by S3)', async () => {
    const calls = (s3.send as ReturnType<typeof vi.fn>).mock.calls.length;
    for (const path of ['/images/products/%00', `/images/${'a'.repeat(3000)}`, '/images/%E0%A4%A']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    expect((s3.send as ReturnType<typeof vi.fn>).mock.calls.length).toBe(calls);
    expect((await fetch(`${base}/images/products/bad-key.png`)).status).toBe(404);
  });

  it('answers 404 for a missing image and 405 for a write', async () => {
    expect((await fetch(`${base}/images/products/p1/none.webp`)).status).toBe(404);
    expect((await fetch(`${base}/images/products/p1/a.webp`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });

  it('serves the SPA: files, assets cached for a year, client routes fall back to index.html', async () => {
    const index = await fetch(`${base}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('root');
    const asset = await fetch(`${base}/assets/app-1a2b3c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${base}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    const route = await fetch(`${base}/products/abc`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it('compresses files of the build (not images), the same bytes every time', async () => {
    const first = await raw('/assets/big-4d5e6f.js', { 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(first.body).toString()).toContain('pitahaya pitahaya');
    expect((await raw('/assets/big-4d5e6f.js', { 'accept-encoding': 'br' })).body).toEqual(first.body);
    expect((await raw('/assets/big-4d5e6f.js')).headers['content-encoding']).toBeUndefined();
    const image = await raw('/images/products/p1/a.webp', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the share pages like CloudFront (a product page with its first view)', async () => {
    const page = `<!doctype html><main>${'<p>Pitahaya roja premium</p>'.repeat(200)}</main>`;
    seoHandler = async () => ({
      statusCode: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
      body: page,
    });
    const br = await raw('/products/p1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const plain = await raw('/aviso-legal');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${base}/assets/app-1a2b3c.js`);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${base}/assets/app-1a2b3c.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('GET /_local/outbox lists the messages; /_local/health reports components', async () => {
    expect(await (await fetch(`${base}/_local/outbox`)).json()).toEqual({ messages: outbox.list() });
    const health = await fetch(`${base}/_local/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: 'degraded',
      components: { gateway: 'up', dynamodb: 'up', cognito: 'down', s3: 'up' },
    });
  });

  it('POST /_local/outbox adds an e-mail of the local mail transport; anything else is refused', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/_local/outbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const mail = {
      to: 'Ana@Pitahaya.test',
      kind: 'order',
      subject: 'Nuevo pedido 1234ABCD',
      text: 'Hola, Ana:\n\nTexto.',
    };
    expect((await post(mail)).status).toBe(201);
    expect(outbox.list()[0]).toMatchObject({ ...mail, to: 'ana@pitahaya.test', at: expect.any(String) });
    for (const bad of [
      'no es json',
      { ...mail, kind: 'signup' },
      { ...mail, to: 'nadie' },
      { ...mail, subject: '' },
      { ...mail, text: 'x'.repeat(100_001) },
      { ...mail, replyTo: 'no' },
    ])
      expect((await post(bad)).status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    expect((await post({ ...mail, text: 'x'.repeat(300_000) })).status).toBe(413);
    expect((await fetch(`${base}/_local/health`, { method: 'POST' })).status).toBe(405);
  });
});

describe('readBody', () => {
  const body = (parts: string[], headers: Record<string, string> = {}) =>
    Object.assign(Readable.from(parts.map((part) => Buffer.from(part))), {
      headers,
    }) as unknown as IncomingMessage;

  it('answers the body within the limit', async () => {
    const result = await readBody(body(['ab', 'cd']), 10);
    expect(result.ok && result.body.toString()).toBe('abcd');
  });

  it('reads a body over the limit to its end, keeping nothing: drained, the connection can stay', async () => {
    const request = body(['x'.repeat(8), 'y'.repeat(8), 'z'.repeat(8)]);
    expect(await readBody(request, 10, 100)).toEqual({ ok: false, drained: true });
    expect(request.readableEnded).toBe(true);
  });

  it('gives up past the drain limit, read or announced: not drained, the caller closes', async () => {
    expect(await readBody(body(['x'.repeat(60), 'y'.repeat(60)]), 10, 100)).toEqual({
      ok: false,
      drained: false,
    });
    expect(await readBody(body([], { 'content-length': '101' }), 10, 100)).toEqual({
      ok: false,
      drained: false,
    });
  });
});
