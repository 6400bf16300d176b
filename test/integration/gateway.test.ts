/**
 * The local gateway as API Gateway + CloudFront: the authorizer on protected routes, body limits and JSON
 * errors through the real handlers, security headers on every kind of answer, images from the bucket, and
 * the SPA with its fallback.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CATALOG_VIEWER_CACHE_CONTROL, securityHeaders } from '../../infra/security-headers.js';
import { MAX_BODY_BYTES } from '../../shared/constants/limits.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import { accessToken, baseUrl, bearer, call, noStack, postJson, stack, type Envelope } from './helpers.js';

const ROJA_IMAGE = '/images/products/3f6c2a10-7d41-4b1e-9a01-5e0c1a000001/pitahaya-roja.webp';

describe.skipIf(noStack)('authorizer on protected routes', () => {
  it('no token on a protected route: 401 UNAUTHORIZED envelope', async () => {
    const answer = await call<Envelope>('/v1/users');
    expect(answer.status).toBe(401);
    expect(answer.body.status.code).toBe('UNAUTHORIZED');
    expect(answer.body.status.message).toEqual(expect.any(String));
  });

  it('a garbage bearer token: 401 UNAUTHORIZED envelope', async () => {
    const answer = await call<Envelope>('/v1/users', { headers: bearer('not-a-jwt') });
    expect(answer.status).toBe(401);
    expect(answer.body.status.code).toBe('UNAUTHORIZED');
  });

  it('a token signed by someone else: 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'x', token_use: 'access', iss: stack.issuer }),
    ).toString('base64url');
    const answer = await call<Envelope>('/v1/users', {
      headers: bearer(`${header}.${payload}.c2lnbmF0dXJl`),
    });
    expect(answer.status).toBe(401);
  });

  it('a consumer token on an admin route: 403 FORBIDDEN envelope', async () => {
    const token = await accessToken('cliente@pitahaya.test', 'Cliente123!');
    const answer = await call<Envelope>('/v1/users', { headers: bearer(token) });
    expect(answer.status).toBe(403);
    expect(answer.body.status.code).toBe('FORBIDDEN');
  });

  it('the same consumer token on a consumer route passes the authorizer', async () => {
    const token = await accessToken('cliente@pitahaya.test', 'Cliente123!');
    const answer = await call<Envelope>('/v1/carts/summary', { headers: bearer(token) });
    expect([401, 403]).not.toContain(answer.status);
    expect(answer.status).not.toBe(500);
  });

  it('an admin token on the admin route passes the authorizer', async () => {
    const token = await accessToken('admin@pitahaya.test', 'Admin123!');
    const answer = await call<Envelope>('/v1/users', { headers: bearer(token) });
    expect([401, 403]).not.toContain(answer.status);
  });
});

describe.skipIf(noStack)('request bodies', () => {
  const contact = '/v1/notifications/contact';

  it('malformed JSON: 400 error envelope', async () => {
    const answer = await postJson(contact, '{"name": "Ana", ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: { code: expect.any(String), message: expect.any(String) } });
  });

  it(`a body over the contract's ${MAX_BODY_BYTES / 1024} KB: 413 PAYLOAD_TOO_LARGE`, async () => {
    const body = {
      name: 'Ana',
      email: 'ana@pitahaya.test',
      subject: 'Hola',
      message: 'x'.repeat(MAX_BODY_BYTES),
    };
    const answer = await postJson(contact, body);
    expect(answer.status).toBe(413);
    expect((answer.body as unknown as Envelope).status.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a body over the gateway limit (1 MB) is refused before any handler: 413 PAYLOAD_TOO_LARGE', async () => {
    const answer = await postJson(contact, { message: 'x'.repeat(1_100_000) });
    expect(answer.status).toBe(413);
    expect((answer.body as unknown as Envelope).status.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a 10 MB+ body (the payload limit of API Gateway) gets the 413 envelope, never a dropped connection', async () => {
    const size = 10 * 1024 * 1024 + 512 * 1024;
    // With Content-Length: the gateway reads the body to its end (dropping it), then answers.
    const sized = await fetch(`${baseUrl}${contact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(size, 0x61),
    });
    expect(sized.status).toBe(413);
    expect(sized.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await sized.json()).toEqual({
      status: { code: 'PAYLOAD_TOO_LARGE', message: GENERIC_MESSAGES.payloadTooLarge },
    });

    // Chunked, with no length announced: the same answer once the last chunk is in.
    const chunked = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const url = new URL(contact, baseUrl);
      const outgoing = httpRequest(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (part: string) => (text += part));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              type: String(incoming.headers['content-type']),
              body: text,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      const piece = Buffer.alloc(256 * 1024, 0x62);
      for (let sent = 0; sent < size; sent += piece.length) outgoing.write(piece);
      outgoing.end();
    });
    expect(chunked.status).toBe(413);
    expect(chunked.type).toMatch(/^application\/json/);
    expect(JSON.parse(chunked.body)).toEqual({
      status: { code: 'PAYLOAD_TOO_LARGE', message: GENERIC_MESSAGES.payloadTooLarge },
    });
  });

  it('an invalid contact form: 422 INVALID_NAME with the field errors', async () => {
    const answer = await postJson(contact, {
      name: '',
      email: 'ana@pitahaya.test',
      subject: 'Hola',
      message: 'Hola',
    });
    expect(answer.status).toBe(422);
    const body = answer.body as unknown as Envelope;
    expect(body.status.code).toBe('INVALID_NAME');
    expect(body.errors).toEqual(
      expect.arrayContaining([{ field: 'name', message: 'El nombre es requerido' }]),
    );
  });

  it('a binary body reaches the handler base64-encoded and still parses', async () => {
    // application/octet-stream is not a text type: API Gateway base64-encodes it (isBase64Encoded true).
    const answer = await call<Envelope>(contact, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: JSON.stringify({ name: '', email: 'ana@pitahaya.test', subject: 'Hola', message: 'Hola' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.status.code).toBe('INVALID_NAME');
  });
});

describe.skipIf(noStack)('security headers, images and the SPA', () => {
  const expected = securityHeaders({ uploadOrigins: [stack.s3Endpoint] });

  it.each(['/', '/v1/products/health', ROJA_IMAGE, '/v1/no-existe', '/_local/outbox'])(
    'GET %s carries every security header',
    async (path) => {
      const answer = await call(path);
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers.get(name), name).toBe(value);
    },
  );

  it('the CSP lets the browser upload to the image bucket (s3rver)', () => {
    expect(expected['content-security-policy']).toContain(`connect-src 'self' ${stack.s3Endpoint}`);
  });

  it('a seeded product image answers 200 with an image content type and cache headers', async () => {
    const response = await fetch(`${baseUrl}${ROJA_IMAGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('a missing image answers 404', async () => {
    const answer = await call('/images/products/no-existe/foto.webp');
    expect(answer.status).toBe(404);
  });

  it('catalog answers reach browsers with no-store: the function asks CloudFront alone for s-maxage and stale-while-revalidate', async () => {
    for (const path of ['/v1/products?limit=2', '/v1/products/3f6c2a10-7d41-4b1e-9a01-5e0c1a000001']) {
      const answer = await call(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(CATALOG_VIEWER_CACHE_CONTROL);
      expect(answer.headers.get('vary')).toMatch(/Authorization/);
    }
    const signedIn = await call('/v1/products?limit=2', { headers: bearer('not-a-jwt') });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('SPA fallback: an unknown client route answers index.html', async () => {
    const answer = await call('/productos-que-no-existen');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toMatch(/<div id="root">/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing file with an extension answers 404, not index.html', async () => {
    const answer = await call('/no-existe.js');
    expect(answer.status).toBe(404);
  });

  it('hashed assets are cached for a year', async () => {
    const index = await call('/');
    const asset = /(\/assets\/[^"']+\.js)/.exec(index.text)?.[1];
    expect(asset, 'index.html references an asset under /assets').toBeDefined();
    const answer = await call(asset as string);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('paths outside the build folder are not served', async () => {
    const answer = await call('/..%2f..%2fpackage.json');
    expect(answer.text).not.toContain('"pitahaya-marketplace"');
  });
});
