/** Test helper: a minimal API Gateway v2 event for a method and path, as the gateway would send it. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { matchRoute, routeKey } from '../../../shared/contracts/route-table.js';
import type { AuthorizerContext } from '../identity.js';

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
