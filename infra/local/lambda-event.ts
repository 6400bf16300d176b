/**
 * Builds API Gateway HTTP API (payload format 2.0) events from a plain request, and turns a handler's result
 * back into an HTTP answer, the way API Gateway does. Pure functions: the gateway feeds them node:http data.
 * Reference: https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-develop-integrations-lambda.html
 */
import { randomBytes } from 'node:crypto';
import type {
  APIGatewayEventRequestContextV2,
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  APIGatewayRequestAuthorizerEventV2,
} from 'aws-lambda';

/** What the gateway knows about an incoming request. */
export interface RawRequest {
  method: string;
  /** Path and query exactly as received (still percent-encoded). */
  url: string;
  /** node:http rawHeaders: [name, value, name, value, ...] with the client's spelling and repeats. */
  rawHeaders: string[];
  body: Buffer;
  sourceIp: string;
  /** e.g. HTTP/1.1 */
  protocol: string;
  /** Port the gateway listens on (x-forwarded-port). */
  port: number;
  now?: Date;
  requestId?: string;
}

/** The route the request matched (routeKey "METHOD /path/{param}" and its decoded path parameters). */
export interface RouteTarget {
  routeKey: string;
  pathParameters: Record<string, string>;
}

export const LOCAL_ACCOUNT_ID = '000000000000';
export const LOCAL_API_ID = 'local';
export const LOCAL_REGION_ARN = 'arn:aws:execute-api:local';

/** Splits "/a/b?x=1" into rawPath "/a/b" and rawQueryString "x=1" (no leading "?"). */
export function splitUrl(url: string): { rawPath: string; rawQueryString: string } {
  const index = url.indexOf('?');
  const rawPath = index === -1 ? url : url.slice(0, index);
  const rawQueryString = index === -1 ? '' : url.slice(index + 1);
  return { rawPath: rawPath === '' ? '/' : rawPath, rawQueryString };
}

/**
 * Query string parameters as API Gateway 2.0 gives them: decoded, repeated keys joined by commas
 * (`a=1&a=2` -> `{a: "1,2"}`), undefined when there is no query string.
 */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    const previous = result[key];
    result[key] = previous === undefined ? value : `${previous},${value}`;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Headers as API Gateway 2.0 gives them: lower-case names, repeated headers joined by commas, and the
 * Cookie header moved to the event's `cookies` array.
 */
export function eventHeaders(rawHeaders: string[]): { headers: Record<string, string>; cookies?: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as string).toLowerCase();
    const value = rawHeaders[i + 1] as string;
    if (name === 'cookie') {
      cookies.push(
        ...value
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      );
      continue;
    }
    const previous = headers[name];
    headers[name] = previous === undefined ? value : `${previous},${value}`;
  }
  return cookies.length > 0 ? { headers, cookies } : { headers };
}

const TEXT_TYPES = [
  /^text\//,
  /^application\/(.+\+)?json$/,
  /^application\/(.+\+)?xml$/,
  /^application\/javascript$/,
  /^application\/x-www-form-urlencoded$/,
  /^application\/graphql$/,
];

/** Whether API Gateway passes a body of this Content-Type as text (else base64, isBase64Encoded true). */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return TEXT_TYPES.some((pattern) => pattern.test(mediaType));
}

/** The event body: undefined when empty, text for text types, base64 otherwise. */
export function eventBody(
  body: Buffer,
  contentType: string | undefined,
): { body?: string; isBase64Encoded: boolean } {
  if (body.length === 0) return { isBase64Encoded: false };
  return isTextContentType(contentType)
    ? { body: body.toString('utf8'), isBase64Encoded: false }
    : { body: body.toString('base64'), isBase64Encoded: true };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number): string => value.toString().padStart(2, '0');

/** requestContext.time in API Gateway's format: "12/Mar/2020:19:03:58 +0000". */
export function formatRequestTime(date: Date): string {
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** A request id shaped like API Gateway's ("JKJaXmPLvHcESHA="). */
export function newRequestId(): string {
  return randomBytes(10).toString('base64');
}

function requestContext(request: RawRequest, routeKey: string, headers: Record<string, string>) {
  const now = request.now ?? new Date();
  const domainName = (headers.host ?? 'localhost').replace(/:\d+$/, '');
  const context: APIGatewayEventRequestContextV2 = {
    accountId: LOCAL_ACCOUNT_ID,
    apiId: LOCAL_API_ID,
    domainName,
    domainPrefix: domainName.split('.')[0] ?? domainName,
    http: {
      method: request.method.toUpperCase(),
      path: splitUrl(request.url).rawPath,
      protocol: request.protocol,
      sourceIp: request.sourceIp,
      userAgent: headers['user-agent'] ?? '',
    },
    requestId: request.requestId ?? newRequestId(),
    routeKey,
    stage: '$default',
    time: formatRequestTime(now),
    timeEpoch: now.getTime(),
  };
  return context;
}

/** Headers API Gateway adds on the way to the integration. */
function withForwardingHeaders(headers: Record<string, string>, request: RawRequest): Record<string, string> {
  return {
    ...headers,
    'x-forwarded-for': headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${request.sourceIp}`
      : request.sourceIp,
    'x-forwarded-port': String(request.port),
    'x-forwarded-proto': headers['x-forwarded-proto'] ?? 'http',
  };
}

export type ProxyEventWithAuthorizer<C> = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayEventRequestContextV2 & { authorizer?: { lambda: C } };
};

/** The integration event of a matched route; `authorizerContext` is set when the route has the authorizer. */
export function buildProxyEvent<C>(
  request: RawRequest,
  target: RouteTarget,
  authorizerContext?: C,
): ProxyEventWithAuthorizer<C> {
  const { rawPath, rawQueryString } = splitUrl(request.url);
  const { headers: received, cookies } = eventHeaders(request.rawHeaders);
  const headers = withForwardingHeaders(received, request);
  const queryStringParameters = queryParameters(rawQueryString);
  const pathParameters = Object.keys(target.pathParameters).length > 0 ? target.pathParameters : undefined;
  const context = requestContext(request, target.routeKey, headers);
  return {
    version: '2.0',
    routeKey: target.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext:
      authorizerContext === undefined ? context : { ...context, authorizer: { lambda: authorizerContext } },
    ...(pathParameters ? { pathParameters } : {}),
    ...eventBody(request.body, headers['content-type']),
  };
}

/** The REQUEST authorizer event (payload 2.0) of a matched route; no identity source, so never cached. */
export function buildAuthorizerEvent(
  request: RawRequest,
  target: RouteTarget,
  requestId: string,
): APIGatewayRequestAuthorizerEventV2 {
  const { rawPath, rawQueryString } = splitUrl(request.url);
  const { headers: received, cookies } = eventHeaders(request.rawHeaders);
  const headers = withForwardingHeaders(received, request);
  const queryStringParameters = queryParameters(rawQueryString);
  const pathParameters = Object.keys(target.pathParameters).length > 0 ? target.pathParameters : undefined;
  const [method = 'GET', ...path] = target.routeKey.split(' ');
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `${LOCAL_REGION_ARN}:${LOCAL_ACCOUNT_ID}:${LOCAL_API_ID}/$default/${method}${path.join(' ')}`,
    identitySource: [],
    routeKey: target.routeKey,
    rawPath,
    rawQueryString,
    cookies: cookies ?? [],
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext: requestContext({ ...request, requestId }, target.routeKey, headers),
    ...(pathParameters ? { pathParameters } : {}),
  };
}

/** An HTTP answer ready to write. */
export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * Turns a handler's result into an HTTP answer like API Gateway 2.0: a structured result
 * ({statusCode, headers, body, isBase64Encoded, cookies}) as given; anything else (a string, an object
 * without statusCode) is a 200 JSON answer with that value as the body.
 */
export function answerFromResult(value: APIGatewayProxyResultV2<unknown>): HttpAnswer {
  const structured =
    typeof value === 'object' &&
    value !== null &&
    typeof (value as APIGatewayProxyStructuredResultV2).statusCode === 'number';
  if (!structured) {
    const result = value;
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body, 'utf8'),
    };
  }
  const result = value as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(header);
  const text = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: result.isBase64Encoded ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8'),
  };
}

/** API Gateway's own answers (not the handlers'), e.g. {"message":"Forbidden"}. */
export function gatewayMessage(statusCode: number, message: string): HttpAnswer {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    cookies: [],
    body: Buffer.from(JSON.stringify({ message }), 'utf8'),
  };
}
