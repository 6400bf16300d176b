/**
 * The local gateway: one origin, like CloudFront in AWS.
 *   /oauth/*, /v1/*  -> API Gateway emulation: the shared route table picks the route, the authorizer runs
 *                       first where needsAuthorizer(route), then the domain's handler gets a payload 2.0 event.
 *   /images/*        -> the image bucket (key images/<rest>), like the CloudFront /images/* behaviour.
 *   /_local/outbox   -> what AWS would e-mail (local only): GET lists it, POST adds an e-mail (the events
 *                       function's local mail transport). /_local/health -> which components are up.
 *   /_local/payments/pay -> POST {url, card}: pays a Checkout Session of the local Stripe server as its hosted
 *                       page would (infra/local/stripe/), answers {status: 'succeeded' | 'declined'} (local only).
 *   /_local/schedules/run -> POST {job, now?}: runs one scheduled job once (infra/local/schedules-endpoint.ts).
 *   /products/{id}, /sitemap.xml, /robots.txt -> the share pages Lambda (services/seo), like CloudFront's
 *                       behaviours to its function URL (infra/local/share-pages.ts).
 *   anything else    -> the built SPA (web/dist) with fallback to index.html.
 * Every answer carries the security headers of infra/security-headers.ts (CloudFront's response headers policy).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
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
import { HandlerMissingError, lambdaContext, type HandlerRegistry } from './handlers.js';
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
import type { Logger } from './log.js';
import { parseMailPost, type Outbox } from './outbox.js';
import { PayError } from './stripe/checkout.js';
import { isSharePagePath, sharePageEvent } from './share-pages.js';
import type { RunningSchedules } from './schedule.js';
import { runScheduleRequest, SCHEDULE_RUN_MAX_BYTES } from './schedules-endpoint.js';
import { serveStatic } from './static.js';
import { compress, CompressedFiles, encodingFor, varyOnEncoding } from './compression.js';

/** Local safety limit on request bodies; the handlers enforce the contract's smaller one (64 KB). */
export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;
/** Largest e-mail the local mail transport may post to /_local/outbox. */
export const OUTBOX_POST_MAX_BYTES = 64 * 1024;
/** Largest body of POST /_local/payments/pay. */
export const PAY_POST_MAX_BYTES = 8 * 1024;
/** API Gateway's integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 30_000;
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

export type ComponentState = 'up' | 'down';

export interface GatewayOptions {
  port: number;
  host?: string;
  /** The SPA build folder (web/dist). */
  webDist: string;
  /** Origins the browser uploads images to (s3rver), for the CSP's connect-src. */
  uploadOrigins: string[];
  handlers: HandlerRegistry;
  images: { s3: S3Client; bucket: string };
  outbox: Outbox;
  /** The local Stripe server's card payments, for POST /_local/payments/pay (infra/local/stripe/server.ts). */
  payments?: LocalPayments;
  /** The scheduled jobs, for POST /_local/schedules/run (infra/local/schedule.ts). */
  schedules?: Pick<RunningSchedules, 'names' | 'run'>;
  /** States of the emulators, for /_local/health. */
  health: () => Promise<Record<string, ComponentState>>;
  log: Logger;
  maxBodyBytes?: number;
  integrationTimeoutMs?: number;
}

/** Paying a Checkout Session's hosted page with a test card; throws PayError when it cannot be paid. */
export interface LocalPayments {
  pay(url: string, card: string): Promise<{ status: 'succeeded' | 'declined' }>;
}

export interface RunningGateway {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

const json = (statusCode: number, value: unknown, headers: Record<string, string> = {}): HttpAnswer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  cookies: [],
  body: Buffer.from(JSON.stringify(value), 'utf8'),
});

export const envelopeAnswer = (statusCode: number, code: ErrorCode, message: string): HttpAnswer =>
  json(statusCode, errorEnvelope(code, message));

const isApiPath = (path: string): boolean =>
  API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));

/** S3 keys are at most 1,024 bytes of UTF-8; an image key never has control characters or `..` segments. */
export const MAX_IMAGE_KEY_BYTES = 1024;

/** Whether `key` (decoded, `images/...`) can name an image at all; anything else is a 404 without asking S3. */
export function isServableImageKey(key: string): boolean {
  if (key === '' || key === 'images/' || !key.startsWith('images/')) return false;
  if (Buffer.byteLength(key, 'utf8') > MAX_IMAGE_KEY_BYTES) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(key) || key.includes('\\')) return false;
  return !key.split('/').some((segment) => segment === '..' || segment === '.');
}

/**
 * How much of a body over the limit the gateway still reads (and throws away) before it answers 413: a client
 * that sends a whole 10 MB body (API Gateway's own payload limit) reads the 413 envelope instead of meeting a
 * connection closed under its upload. Past this, the answer closes the connection.
 */
export const GATEWAY_DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** The body, or: too large (`drained`: the rest was read and dropped, so the connection can stay open). */
type BodyResult = { ok: true; body: Buffer } | { ok: false; drained: boolean };

/**
 * Reads the request body up to `limit` bytes. Over it, keeps reading without keeping anything until the body
 * ends (answer { ok: false, drained: true }) or `drainLimit` bytes came in (declared or read: { ok: false,
 * drained: false }, the caller closes the connection).
 */
export function readBody(
  request: IncomingMessage,
  limit: number,
  drainLimit: number = GATEWAY_DRAIN_MAX_BYTES,
): Promise<BodyResult> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > drainLimit)
    return Promise.resolve({ ok: false, drained: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainLimit) settle({ ok: false, drained: false });
      else if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () =>
      settle(size > limit ? { ok: false, drained: true } : { ok: true, body: Buffer.concat(chunks) }),
    );
    request.on('error', (error) => {
      if (!settled) reject(error);
    });
  });
}

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
    const answer = await invoke(match.route, raw, match.pathParameters);
    send(response, forViewer(rawPath, answer), method, request.headers['accept-encoding']);
    return answer.statusCode;
  }

  async function handleImage(
    request: IncomingMessage,
    response: ServerResponse,
    rawPath: string,
  ): Promise<number> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed');
      return 405;
    }
    let key: string;
    try {
      key = `images/${decodeURIComponent(rawPath.slice('/images/'.length))}`;
    } catch {
      key = '';
    }
    const notFound = () => {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(method === 'HEAD' ? undefined : 'Not found');
      return 404;
    };
    if (!isServableImageKey(key)) return notFound();
    try {
      const object = await options.images.s3.send(
        new GetObjectCommand({
          Bucket: options.images.bucket,
          Key: key,
          IfNoneMatch: request.headers['if-none-match'],
        }),
      );
      const headers: Record<string, string> = {
        'content-type': object.ContentType ?? 'application/octet-stream',
        'cache-control': IMAGE_CACHE_CONTROL,
      };
      if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
      if (object.ETag) headers.etag = object.ETag;
      if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
      response.writeHead(200, headers);
      const stream = object.Body as Readable | undefined;
      if (method === 'HEAD' || !stream) {
        stream?.destroy();
        response.end();
      } else {
        stream.on('error', () => response.destroy());
        stream.pipe(response);
      }
      return 200;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) {
        response.writeHead(304, { 'cache-control': IMAGE_CACHE_CONTROL });
        response.end();
        return 304;
      }
      // Any other refusal of the key (s3rver answers 400 for keys it cannot store) is "no such image".
      if (status === 404 || (status !== undefined && status >= 400 && status < 500)) return notFound();
      if ((error as Error).name === 'NoSuchKey') return notFound();
      throw error;
    }
  }

  /** POST /_local/outbox: an e-mail of the local mail transport (services/lib/mail) joins the outbox. */
  async function postMail(request: IncomingMessage): Promise<HttpAnswer> {
    const body = await readBody(request, OUTBOX_POST_MAX_BYTES);
    if (!body.ok) {
      request.resume();
      return json(413, { message: 'Payload Too Large' });
    }
    const mail = parseMailPost(body.body.toString('utf8'));
    if (!mail) return json(400, { message: 'Expected {to, kind: contact | order, subject, text, replyTo?}' });
    options.outbox.add(mail);
    log.info(`✉  Correo para ${mail.to}: ${mail.subject ?? ''}`);
    return json(201, { message: 'Queued in the local outbox' });
  }

  /**
   * POST /_local/payments/pay {url, card}: pays the session behind `url` as its hosted page would, answers
   * {status}. 400 for a URL that is not one of the local Stripe server's sessions or a card that is not a test
   * card, 409 for a session that is expired or already paid.
   */
  async function postPay(request: IncomingMessage): Promise<HttpAnswer> {
    if (!options.payments) return json(404, { message: 'Card payments are not running on this stack.' });
    const body = await readBody(request, PAY_POST_MAX_BYTES);
    if (!body.ok) {
      request.resume();
      return json(413, { message: 'Payload Too Large' });
    }
    let input: { url?: unknown; card?: unknown } = {};
    try {
      input = (JSON.parse(body.body.toString('utf8')) as typeof input | null) ?? {};
    } catch {
      input = {};
    }
    const { url, card } = input;
    if (typeof url !== 'string' || typeof card !== 'string')
      return json(400, { message: 'Expected {"url": "<the session\'s url>", "card": "4242424242424242"}' });
    try {
      const { status } = await options.payments.pay(url, card);
      return json(200, { status }, { 'cache-control': 'no-store' });
    } catch (error) {
      if (!(error instanceof PayError)) throw error;
      const conflict = error.reason === 'expired' || error.reason === 'already_paid';
      return json(conflict ? 409 : 400, { message: error.message, reason: error.reason });
    }
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
      send(response, answer, method);
      return answer.statusCode;
    } catch (error) {
      if (!(error instanceof HandlerMissingError))
        log.error(`${method} ${rawPath}: the seo handler threw`, error);
      await serveStatic(options.webDist, rawPath, request, response);
      return response.statusCode;
    }
  }

  async function handleLocal(
    request: IncomingMessage,
    response: ServerResponse,
    rawPath: string,
  ): Promise<number> {
    const method = request.method ?? 'GET';
    const noStore = { 'cache-control': 'no-store' };
    let answer: HttpAnswer;
    if (method === 'POST' && rawPath === '/_local/outbox') {
      answer = await postMail(request);
    } else if (method === 'POST' && rawPath === '/_local/payments/pay') {
      answer = await postPay(request);
    } else if (method === 'POST' && rawPath === '/_local/schedules/run' && options.schedules) {
      const body = await readBody(request, SCHEDULE_RUN_MAX_BYTES);
      if (!body.ok) request.resume();
      const run = body.ok
        ? await runScheduleRequest(options.schedules, body.body.toString('utf8'), log)
        : { statusCode: 413, body: { message: 'Payload Too Large' } };
      answer = json(run.statusCode, run.body, noStore);
    } else if (method !== 'GET' && method !== 'HEAD') {
      answer = json(405, { message: 'Method Not Allowed' }, { allow: 'GET, HEAD' });
    } else if (rawPath === '/_local/outbox') {
      answer = json(200, { messages: options.outbox.list() }, noStore);
    } else if (rawPath === '/_local/health') {
      const components = { gateway: 'up' as ComponentState, ...(await options.health()) };
      const up = Object.values(components).every((state) => state === 'up');
      answer = json(up ? 200 : 503, { status: up ? 'ok' : 'degraded', components }, noStore);
    } else {
      answer = json(404, { message: 'Not Found' });
    }
    send(response, answer, method, request.headers['accept-encoding']);
    return answer.statusCode;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = Date.now();
    const { rawPath } = splitUrl(request.url ?? '/');
    for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
    let status: number;
    if (isApiPath(rawPath)) status = await handleApi(request, response, rawPath);
    else if (rawPath.startsWith('/images/')) status = await handleImage(request, response, rawPath);
    else if (rawPath === '/_local' || rawPath.startsWith('/_local/'))
      status = await handleLocal(request, response, rawPath);
    else if (isSharePagePath((request.method ?? 'GET').toUpperCase(), rawPath))
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
