import { describe, expect, it } from 'vitest';
import {
  answerFromResult,
  buildAuthorizerEvent,
  buildProxyEvent,
  eventBody,
  eventHeaders,
  formatRequestTime,
  isTextContentType,
  queryParameters,
  splitUrl,
  type RawRequest,
} from './lambda-event.js';

const request = (overrides: Partial<RawRequest> = {}): RawRequest => ({
  method: 'GET',
  url: '/v1/products/p%201?limit=5&tag=a&tag=b',
  rawHeaders: [
    'Host',
    'localhost:3000',
    'User-Agent',
    'vitest',
    'Accept',
    'text/html',
    'Accept',
    'application/json',
  ],
  body: Buffer.alloc(0),
  sourceIp: '127.0.0.1',
  protocol: 'HTTP/1.1',
  port: 3000,
  now: new Date('2026-03-12T19:03:58.123Z'),
  requestId: 'req-1',
  ...overrides,
});

describe('splitUrl', () => {
  it('keeps the path raw and drops the "?"', () => {
    expect(splitUrl('/v1/a%20b?x=1&y=2')).toEqual({ rawPath: '/v1/a%20b', rawQueryString: 'x=1&y=2' });
    expect(splitUrl('/v1/a')).toEqual({ rawPath: '/v1/a', rawQueryString: '' });
    expect(splitUrl('')).toEqual({ rawPath: '/', rawQueryString: '' });
  });
});

describe('queryParameters', () => {
  it('decodes values and joins repeated keys with commas, like API Gateway 2.0', () => {
    expect(queryParameters('a=1&a=2&b=x%20y&c=')).toEqual({ a: '1,2', b: 'x y', c: '' });
  });
  it('is undefined without a query string', () => {
    expect(queryParameters('')).toBeUndefined();
  });
});

describe('eventHeaders', () => {
  it('lower-cases names, joins repeats with commas and moves cookies out', () => {
    expect(
      eventHeaders(['Content-Type', 'application/json', 'X-A', '1', 'x-a', '2', 'Cookie', 'a=1; b=2']),
    ).toEqual({
      headers: { 'content-type': 'application/json', 'x-a': '1,2' },
      cookies: ['a=1', 'b=2'],
    });
  });
  it('has no cookies field without a Cookie header', () => {
    expect(eventHeaders(['Host', 'x'])).toEqual({ headers: { host: 'x' } });
  });
});

describe('body encoding', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/plain', true],
    ['application/x-www-form-urlencoded', true],
    ['application/xml', true],
    ['application/octet-stream', false],
    ['image/png', false],
    ['multipart/form-data; boundary=x', false],
    [undefined, false],
  ])('%s is text: %s', (contentType, text) => {
    expect(isTextContentType(contentType)).toBe(text);
  });

  it('passes text as is and binary as base64', () => {
    expect(eventBody(Buffer.from('{"a":1}'), 'application/json')).toEqual({
      body: '{"a":1}',
      isBase64Encoded: false,
    });
    expect(eventBody(Buffer.from([0xff, 0x00]), 'image/png')).toEqual({
      body: '/wA=',
      isBase64Encoded: true,
    });
    expect(eventBody(Buffer.alloc(0), 'application/json')).toEqual({ isBase64Encoded: false });
  });
});

describe('formatRequestTime', () => {
  it("uses API Gateway's format", () => {
    expect(formatRequestTime(new Date('2020-03-02T09:03:58Z'))).toBe('02/Mar/2020:09:03:58 +0000');
  });
});

describe('buildProxyEvent', () => {
  const target = { routeKey: 'GET /v1/products/{id}', pathParameters: { id: 'p 1' } };

  it('builds a payload 2.0 event', () => {
    const event = buildProxyEvent(request(), target, { verdict: 'anonymous' });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /v1/products/{id}',
      rawPath: '/v1/products/p%201',
      rawQueryString: 'limit=5&tag=a&tag=b',
      queryStringParameters: { limit: '5', tag: 'a,b' },
      pathParameters: { id: 'p 1' },
      isBase64Encoded: false,
      headers: {
        host: 'localhost:3000',
        'user-agent': 'vitest',
        accept: 'text/html,application/json',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-port': '3000',
        'x-forwarded-proto': 'http',
      },
      requestContext: {
        accountId: expect.any(String),
        apiId: expect.any(String),
        domainName: 'localhost',
        domainPrefix: 'localhost',
        http: {
          method: 'GET',
          path: '/v1/products/p%201',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        requestId: 'req-1',
        routeKey: 'GET /v1/products/{id}',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: Date.parse('2026-03-12T19:03:58.123Z'),
        authorizer: { lambda: { verdict: 'anonymous' } },
      },
    });
    expect(event.body).toBeUndefined();
    expect(event.cookies).toBeUndefined();
  });

  it('has no authorizer, path or query parameters when there are none', () => {
    const event = buildProxyEvent(request({ url: '/v1/products' }), {
      routeKey: 'GET /v1/products',
      pathParameters: {},
    });
    expect(event.requestContext).not.toHaveProperty('authorizer');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event).not.toHaveProperty('queryStringParameters');
  });

  it('carries a JSON body as text and a binary one as base64', () => {
    const json = buildProxyEvent(
      request({
        method: 'POST',
        body: Buffer.from('{"a":1}'),
        rawHeaders: ['Content-Type', 'application/json'],
      }),
      target,
    );
    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    const binary = buildProxyEvent(
      request({ method: 'POST', body: Buffer.from('{"a":1}'), rawHeaders: [] }),
      target,
    );
    expect(binary).toMatchObject({ body: Buffer.from('{"a":1}').toString('base64'), isBase64Encoded: true });
  });

  it('appends the client to an existing x-forwarded-for', () => {
    const event = buildProxyEvent(request({ rawHeaders: ['X-Forwarded-For', '10.0.0.1'] }), target);
    expect(event.headers['x-forwarded-for']).toBe('10.0.0.1, 127.0.0.1');
  });
});

describe('buildAuthorizerEvent', () => {
  it('builds a REQUEST authorizer event without identity sources', () => {
    const event = buildAuthorizerEvent(
      request({ rawHeaders: ['Authorization', 'Bearer abc', 'Cookie', 'a=1'] }),
      { routeKey: 'GET /v1/products/{id}', pathParameters: { id: 'p1' } },
      'req-9',
    );
    expect(event).toMatchObject({
      version: '2.0',
      type: 'REQUEST',
      identitySource: [],
      routeKey: 'GET /v1/products/{id}',
      headers: { authorization: 'Bearer abc' },
      cookies: ['a=1'],
      pathParameters: { id: 'p1' },
      requestContext: { requestId: 'req-9', routeKey: 'GET /v1/products/{id}' },
    });
    expect(event.routeArn).toMatch(/\/\$default\/GET\/v1\/products\/\{id\}$/);
  });
});

describe('answerFromResult', () => {
  it('uses a structured result as given (headers lower-cased, cookies, base64 bodies)', () => {
    expect(
      answerFromResult({
        statusCode: 201,
        headers: { 'Content-Type': 'application/json', 'X-Count': 3 },
        cookies: ['a=1'],
        body: '{"ok":true}',
      }),
    ).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/json', 'x-count': '3' },
      cookies: ['a=1'],
      body: Buffer.from('{"ok":true}'),
    });
    expect(answerFromResult({ statusCode: 200, body: '/wA=', isBase64Encoded: true }).body).toEqual(
      Buffer.from([0xff, 0]),
    );
  });

  it('turns anything else into a 200 JSON answer, like API Gateway 2.0', () => {
    expect(answerFromResult({ hello: 'world' })).toMatchObject({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"hello":"world"}'),
    });
    expect(answerFromResult('plain').body.toString()).toBe('plain');
  });
});
