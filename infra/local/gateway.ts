/**
 * The local gateway: one origin, like CloudFront in AWS.
 *   /oauth/*, /v1/*  -> API Gateway emulation: the shared route table picks the route, the authorizer runs
 *                       first where needsAuthorizer(route), then the domain's handler gets a payload 2.0 event.
 *   /images/*        -> the image bucket (key images/<rest>), like the CloudFront /images/* behaviour
 *                       (image-route.ts).
 *   /_local/*        -> local only (local-endpoints.ts): the outbox of what AWS would e-mail, paying a Checkout
 *                       Session of the local Stripe server, running a scheduled job once, which components are up.
 *   /products/{id}, /sitemap.xml, /robots.txt -> the share pages Lambda (services/seo), like CloudFront's
 *                       behaviours to its function URL (infra/local/share-pages.ts).
 *   anything else    -> the built SPA (web/dist) with fallback to index.html.
 * Every answer carries the security headers of infra/security-headers.ts (CloudFront's response headers policy).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { S3Client } from '@aws-sdk/client-s3';
import { errorEnvelope, type ErrorCode } from '../../shared/contracts/http.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import {
  DOMAIN_BASE_PATH,
  API_PATH_PREFIXES,
  matchRoute,
  needsAuthorizer,
  routeKey,
  type RouteDef,
} from '../../shared/contracts/route-table.js';
import { CATALOG_VIEWER_CACHE_CONTROL, securityHeaders, withCacheControl } from '../security-headers.js';
import { json, readBody } from './gateway-io.js';
import { HandlerMissingError, lambdaContext, type HandlerRegistry } from './handlers.js';
import { serveImage } from './image-route.js';
import {
  answerFromResult,
  buildAuthorizerEvent,
  buildProxyEvent,
  gatewayMessage,
  newRequestId,
  splitUrl,
  type HttpAnswer,
  type RawRequest,
} from './lambda-event.js';
import { answerClientError } from './client-errors.js';
import { localEndpointAnswer, type LocalEndpointDeps } from './local-endpoints.js';
import { isSharePagePath, sharePageEvent } from './share-pages.js';
import { serveStatic } from './static.js';
import { compress, CompressedFiles, encodingFor, varyOnEncoding } from './compression.js';

/** Local safety limit on request bodies; the handlers enforce the contract's smaller one (64 KB). */
export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;
/** API Gateway's integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 30_000;

/** The gateway's own settings, and what its /_local endpoints answer from (local-endpoints.ts). */
export interface GatewayOptions extends LocalEndpointDeps {
  port: number;
  host?: string;
  /** The SPA build folder (web/dist). */
  webDist: string;
  /** Origins the browser uploads images to (s3rver), for the CSP's connect-src. */
  uploadOrigins: string[];
  handlers: HandlerRegistry;
  images: { s3: S3Client; bucket: string };
  maxBodyBytes?: number;
  integrationTimeoutMs?: number;
}

export interface RunningGateway {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export const envelopeAnswer = (statusCode: number, code: ErrorCode, message: string): HttpAnswer =>
  json(statusCode, errorEnvelope(code, message));

const isApiPath = (path: string): boolean =>
  API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
const TIMED_OUT = Symbol('timed out');

export function createGateway(options: GatewayOptions) {
  const security = securityHeaders({ uploadOrigins: options.uploadOrigins });
  const maxBody = options.maxBodyBytes ?? GATEWAY_MAX_BODY_BYTES;
  const timeoutMs = options.integrationTimeoutMs ?? INTEGRATION_TIMEOUT_MS;
  const { log } = options;
  const warnedMissing = new Set<string>();
  const compressedFiles = new CompressedFiles();

  /** Writes an answer, compressed as CloudFront would when the request accepts it (compression.ts). */
  function send(
    response: ServerResponse,
    answer: HttpAnswer,
    method: string,
    acceptEncoding?: string | string[],
  ): void {
    const headers: Record<string, string | string[]> = { ...answer.headers, ...security };
    const contentType = answer.headers['content-type'] ?? answer.headers['Content-Type'];
    const encoded = Object.keys(answer.headers).some((name) => name.toLowerCase() === 'content-encoding');
    const encoding = encodingFor(acceptEncoding, contentType, answer.body.length, encoded);
    let body = answer.body;
    if (encoding) {
      body = compress(answer.body, encoding, 'fast');
      headers['content-encoding'] = encoding;
      headers.vary = varyOnEncoding(answer.headers.vary);
    }
    headers['content-length'] = String(body.length);
    if (answer.cookies.length > 0) headers['set-cookie'] = answer.cookies;
    response.writeHead(answer.statusCode, headers);
    response.end(method === 'HEAD' ? undefined : body);
  }

  /**
   * What CloudFront's catalog behaviour (`/v1/products*`) sends viewers: Cache-Control replaced by
   * CATALOG_VIEWER_CACHE_CONTROL (its response headers policy), so the function's s-maxage and
   * stale-while-revalidate are for the shared cache only (docs/caching.md).
   */
  function forViewer(rawPath: string, answer: HttpAnswer): HttpAnswer {
    if (!rawPath.startsWith(DOMAIN_BASE_PATH.products)) return answer;
    return { ...answer, headers: withCacheControl(answer.headers, CATALOG_VIEWER_CACHE_CONTROL) };
  }

  /** Runs the authorizer, then the route's handler, like API Gateway with a Lambda authorizer. */
  async function invoke(
    route: RouteDef,
    raw: RawRequest,
    pathParameters: Record<string, string>,
  ): Promise<HttpAnswer> {
    const target = { routeKey: routeKey(route), pathParameters };
    const requestId = raw.requestId ?? newRequestId();
    let authorizerContext: Record<string, unknown> | undefined;
    if (needsAuthorizer(route)) {
      try {
        const authorizer = await options.handlers.authorizer();
        const verdict = await authorizer(
          buildAuthorizerEvent(raw, target, requestId),
          lambdaContext('pitahaya-authorizer'),
        );
        if (!verdict.isAuthorized) return gatewayMessage(403, 'Forbidden');
        authorizerContext = verdict.context ?? {};
      } catch (error) {
        if (error instanceof HandlerMissingError) return missingHandler(error);
        log.error(`Authorizer failed on ${target.routeKey}`, error);
        return gatewayMessage(500, 'Internal Server Error');
      }
    }
    try {
      const handler = await options.handlers.domain(route.domain);
      const event = buildProxyEvent(raw, target, authorizerContext);
      const result = await withTimeout(
        handler(event, lambdaContext(`pitahaya-${route.domain}`, timeoutMs)),
        timeoutMs,
      );
      if (result === TIMED_OUT) {
        log.error(
          `${target.routeKey}: the ${route.domain} handler did not answer within ${timeoutMs / 1000} s`,
        );
        return gatewayMessage(503, 'Service Unavailable');
      }
      return answerFromResult(result);
    } catch (error) {
      if (error instanceof HandlerMissingError) return missingHandler(error);
      log.error(`${target.routeKey}: the ${route.domain} handler threw`, error);
      return envelopeAnswer(500, 'INTERNAL_ERROR', GENERIC_MESSAGES.internal);
    }
  }

  function missingHandler(error: HandlerMissingError): HttpAnswer {
    if (!warnedMissing.has(error.file)) {
      warnedMissing.add(error.file);
      log.warn(`${error.file} does not exist yet: its routes answer 501.`);
    }
    return envelopeAnswer(501, 'NOT_IMPLEMENTED', GENERIC_MESSAGES.notImplemented);
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    rawPath: string,
  ): Promise<number> {
    const method = (request.method ?? 'GET').toUpperCase();
    const requestId = newRequestId();
    response.setHeader('apigw-requestid', requestId);
    const match = matchRoute(method, rawPath);
    const body = await readBody(request, maxBody);
    if (!body.ok) {
      // Drained: the whole body was read, the 413 goes out on a connection that stays usable. Otherwise the
      // client is still sending: answer, then close (request.resume() keeps reading until then).
      if (!body.drained) {
        response.setHeader('connection', 'close');
        request.resume();
      }
      const answer = envelopeAnswer(413, 'PAYLOAD_TOO_LARGE', GENERIC_MESSAGES.payloadTooLarge);
      send(response, answer, method);
      return answer.statusCode;
    }
    if (!match) {
      const answer = envelopeAnswer(404, 'NOT_FOUND', GENERIC_MESSAGES.routeNotFound);
      send(response, answer, method);
      return answer.statusCode;
    }
    const raw: RawRequest = {
      method,
      url: request.url ?? '/',
      rawHeaders: request.rawHeaders,
      body: body.body,
      sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      protocol: `HTTP/${request.httpVersion}`,
      port: request.socket.localPort ?? options.port,
      requestId,
    };
    options.onPoint?.(`gateway:before:${match.route.id}`);
    const answer = await invoke(match.route, raw, match.pathParameters);
    options.onPoint?.(`gateway:after:${match.route.id}`);
    send(response, forViewer(rawPath, answer), method, request.headers['accept-encoding']);
    return answer.statusCode;
  }

  /** A share page from the seo handler; without the handler (or when it throws) the SPA as it is. */
  async function handleSharePage(
    request: IncomingMessage,
    response: ServerResponse,
    rawPath: string,
  ): Promise<number> {
    const method = (request.method ?? 'GET').toUpperCase();
    try {
      const handler = await options.handlers.seo();
      const event = sharePageEvent({
        method,
        url: request.url ?? rawPath,
        rawHeaders: request.rawHeaders,
        body: Buffer.alloc(0),
        sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        protocol: `HTTP/${request.httpVersion}`,
        port: request.socket.localPort ?? options.port,
      });
      const answer = answerFromResult(await handler(event, lambdaContext('pitahaya-seo', timeoutMs)));
      // Compressed as CloudFront compresses the share pages' behaviours (a product page's HTML is ~50 kB).
      send(response, answer, method, request.headers['accept-encoding']);
      return answer.statusCode;
    } catch (error) {
      if (!(error instanceof HandlerMissingError))
        log.error(`${method} ${rawPath}: the seo handler threw`, error);
      await serveStatic(options.webDist, rawPath, request, response);
      return response.statusCode;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = Date.now();
    const { rawPath } = splitUrl(request.url ?? '/');
    for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
    let status: number;
    if (isApiPath(rawPath)) status = await handleApi(request, response, rawPath);
    else if (rawPath.startsWith('/images/'))
      status = await serveImage(options.images, request, response, rawPath);
    else if (rawPath === '/_local' || rawPath.startsWith('/_local/')) {
      const answer = await localEndpointAnswer(request, rawPath, options);
      send(response, answer, request.method ?? 'GET', request.headers['accept-encoding']);
      status = answer.statusCode;
    } else if (isSharePagePath((request.method ?? 'GET').toUpperCase(), rawPath))
      status = await handleSharePage(request, response, rawPath);
    else if (request.method === 'GET' || request.method === 'HEAD') {
      await serveStatic(options.webDist, rawPath, request, response, compressedFiles);
      status = response.statusCode;
    } else {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed');
      status = 405;
    }
    log.debug(`${request.method} ${request.url} -> ${status} (${Date.now() - started} ms)`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error(`${request.method} ${request.url} failed in the gateway`, error);
      if (!response.headersSent)
        send(response, envelopeAnswer(500, 'INTERNAL_ERROR', GENERIC_MESSAGES.internal), 'GET');
      else response.destroy();
    });
  });
  // Requests Node refuses before any handler (headers over its 16 KB): answered with the error envelope.
  server.on('clientError', (error, socket) => answerClientError(error, socket, security));
  return server;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const server = createGateway(options);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
