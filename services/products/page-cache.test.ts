import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEvent } from '../lib/http/test-event.js';
import { CATALOG_CACHE_CONTROL } from './cache-headers.js';
import { withPageCache } from './page-cache.js';

const context = {} as Context;
let now = 1_000_000;
let served = 0;

function domain() {
  return vi.fn(async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    served += 1;
    const anonymous = !Object.keys(event.headers ?? {}).some((name) => name === 'authorization');
    return {
      statusCode: event.rawPath.endsWith('/gone') ? 404 : 200,
      headers: anonymous ? { 'cache-control': CATALOG_CACHE_CONTROL } : { 'cache-control': 'no-store' },
      body: JSON.stringify({ n: served }),
    };
  });
}

const get = (path: string, query?: Record<string, string>, headers?: Record<string, string>) =>
  testEvent('GET', path, { ...(query ? { query } : {}), ...(headers ? { headers } : {}) });

beforeEach(() => {
  served = 0;
  vi.stubEnv('CATALOG_CACHE_SECONDS', '2');
});
afterEach(() => vi.unstubAllEnvs());

describe('products page cache', () => {
  it('answers the same anonymous page from memory for CATALOG_CACHE_SECONDS, query order aside', async () => {
    const handler = withPageCache(domain(), () => now);
    const first = await handler(get('/v1/products', { sort: 'name', q: 'roja' }), context);
    const again = await handler(get('/v1/products', { q: 'roja', sort: 'name' }), context);
    expect(again.body).toBe(first.body);
    expect(served).toBe(1);
    now += 2_001;
    expect((await handler(get('/v1/products', { q: 'roja', sort: 'name' }), context)).body).not.toBe(
      first.body,
    );
    expect(served).toBe(2);
  });

  it('never keeps signed-in answers, errors, other routes, or anything when off', async () => {
    const handler = withPageCache(domain(), () => now);
    await handler(get('/v1/products', {}, { authorization: 'Bearer x' }), context);
    await handler(get('/v1/products', {}, { authorization: 'Bearer x' }), context);
    await handler(get('/v1/products/gone'), context);
    await handler(get('/v1/products/gone'), context);
    await handler(get('/v1/products/user'), context);
    await handler(get('/v1/products/user'), context);
    expect(served).toBe(6);
    vi.stubEnv('CATALOG_CACHE_SECONDS', '0');
    await handler(get('/v1/products'), context);
    await handler(get('/v1/products'), context);
    expect(served).toBe(8);
  });

  it('forgets everything after a write of this instance', async () => {
    const handler = withPageCache(domain(), () => now);
    await handler(get('/v1/products/p1'), context);
    await handler(get('/v1/products/p1'), context);
    expect(served).toBe(1);
    await handler(testEvent('PUT', '/v1/products/p1', { body: '{}' }), context);
    await handler(get('/v1/products/p1'), context);
    expect(served).toBe(3);
  });

  it('checks the origin before answering from memory', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', 'secret');
    const handler = withPageCache(domain(), () => now);
    const viaCloudFront = { 'x-pitahaya-origin-verify': 'secret' };
    await handler(get('/v1/products', {}, viaCloudFront), context);
    await handler(get('/v1/products', {}, viaCloudFront), context);
    expect(served).toBe(1);
    await handler(get('/v1/products'), context);
    expect(served).toBe(2);
  });

  it('reads a page once for the requests that ask for it while it is being read', async () => {
    const handler = withPageCache(domain(), () => now);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => handler(get('/v1/products', { q: 'roja' }), context)),
    );
    expect(served).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // Signed-in requests never wait for an anonymous read.
    await Promise.all([
      handler(get('/v1/products', { q: 'roja' }, { authorization: 'Bearer t' }), context),
      handler(get('/v1/products', { q: 'roja' }, { authorization: 'Bearer t' }), context),
    ]);
    expect(served).toBe(3);
  });
});
