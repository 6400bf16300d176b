/**
 * Test helpers (not a test file): a minimal API Gateway v2 event for a method and path, as the gateway would
 * send it, the callers the tests act as, callHandler(), which runs a domain's real Lambda handler on such
 * an event, and refusalOf(), the HttpError a synchronous rule throws.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { matchRoute, routeKey } from '../../../shared/contracts/route-table.js';
import { HttpError } from '../errors.js';
import type { AuthorizerContext } from '../identity.js';
import type { DomainHandler } from './domain-handler.js';

export interface TestEventOptions {
  body?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  authorizer?: Partial<AuthorizerContext>;
  isBase64Encoded?: boolean;
}

export function testEvent(
  method: string,
  path: string,
  options: TestEventOptions = {},
): APIGatewayProxyEventV2 {
  const match = matchRoute(method, path);
  const key = match ? routeKey(match.route) : '$default';
  return {
    version: '2.0',
    routeKey: key,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
    queryStringParameters: options.query,
    pathParameters: match?.pathParameters,
    body: options.body,
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey: key,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      ...(options.authorizer ? { authorizer: { lambda: options.authorizer } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

export const consumer: Partial<AuthorizerContext> = {
  verdict: 'authenticated',
  sub: 'u-consumer',
  username: 'u-consumer',
  email: 'cliente@pitahaya.test',
  role: 'consumer',
};
export const admin: Partial<AuthorizerContext> = {
  ...consumer,
  sub: 'u-admin',
  username: 'u-admin',
  role: 'admin',
};
export const producer: Partial<AuthorizerContext> = {
  ...consumer,
  sub: 'u-producer',
  username: 'u-producer',
  email: 'productor@pitahaya.test',
  role: 'producer',
};
/** A second producer: not the owner of the other one's products. */
export const otherProducer: Partial<AuthorizerContext> = {
  ...producer,
  sub: 'u-producer-2',
  username: 'u-producer-2',
  email: 'otra@finca.test',
};

/** What a test sends: the body as a value (sent as JSON), the query, headers and the authorizer's verdict. */
export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  authorizer?: Partial<AuthorizerContext>;
}

/** Runs a Lambda handler end to end; answers the status, headers and parsed body. */
export async function callHandler(
  handler: DomainHandler,
  method: string,
  path: string,
  options: CallOptions = {},
) {
  const response = await handler(
    testEvent(method, path, {
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      query: options.query,
      headers: options.headers,
      authorizer: options.authorizer,
    }),
    {} as Context,
  );
  return {
    status: response.statusCode,
    headers: response.headers ?? {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope fields
    body: JSON.parse(response.body ?? '{}') as any,
  };
}

/** callHandler() without the headers: the status and parsed body, for answers compared whole. */
export async function callForBody(
  handler: DomainHandler,
  method: string,
  path: string,
  options: CallOptions = {},
) {
  const { status, body } = await callHandler(handler, method, path, options);
  return { status, body };
}

/** The HttpError `run` throws (any other error is thrown on; none at all fails the test). */
export function refusalOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
}
