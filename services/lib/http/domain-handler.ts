/**
 * The Lambda handler of a domain: a middy chain over the shared route table.
 *   1. Powertools logger with the Lambda context; header names lower-cased.
 *   2. Route: the API Gateway routeKey (or the method and path) -> the endpoint of the domain's contract.
 *   3. Access: the authorizer's verdict and the route's access level -> 401/403 envelopes. Routes with
 *      optional sign-in (the public catalog reads) have no authorizer in front: when a bearer token comes
 *      along, the domain's own caller resolver (services/lib/auth/resolve-caller.ts) gives the verdict.
 *   4. Body: 413 over the limit, 400 when not JSON; then params, query, body and the headers the route reads
 *      through the route's schemas (422 with field errors).
 *   5. The route's function; its answer wrapped in the success envelope, with the status its contract entry
 *      declares (200, or 201 for what creates something) unless the function names another. Any error becomes
 *      the error envelope; an unexpected one is logged and answered 500 without internals.
 *   6. Observability (services/lib/observability): the invocation traced (X-Ray, annotated with the route),
 *      each answer's time and 5xx recorded by route group (route-metrics.ts), the domain's observer told its
 *      route, status and time, the metrics flushed at the end.
 * A domain's health route is built in; every other endpoint of its contract has its handler (Handlers<C>).
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { GENERIC_MESSAGES } from '../../../shared/messages/generic.js';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../shared/constants/limits.js';
import {
  validatorOf,
  type Answer,
  type Check,
  type InputSpec,
  type RouteDef,
  type SchemasOf,
  type SomeContract,
} from '../../../shared/contracts/kit.js';
import { routerOf, verifiesCallerItself, type Router } from '../../../shared/contracts/routing.js';
import { isAllowed } from '../../../shared/constants/roles.js';
import { validate } from '../../../shared/contracts/validation.js';
import { isRefusedData, isUnavailable } from '../dependency-errors.js';
import {
  HttpError,
  badRequest,
  forbidden,
  notFound,
  notImplemented,
  serviceUnavailable,
  unauthorized,
  unprocessable,
} from '../errors.js';
import {
  authorizerContext,
  identityOf,
  type AuthorizerContext,
  type Identity,
  type Principal,
} from '../identity.js';
import { fromOrigin } from '../origin-verify.js';
import { createLogger } from '../logger.js';
import { observability } from '../observability/middleware.js';
import { recordRouteAnswer } from '../observability/route-metrics.js';
import { annotate } from '../observability/tracer.js';
import { parseJsonBody } from './body.js';
import { binary, failure, json, success } from './response.js';
import type { Handler, Handlers, RouteResult } from './types.js';

/** A handler table cast past its type (a test's partial one): its missing endpoints answer 501. */
const notBuilt = async (): Promise<RouteResult> => {
  throw notImplemented();
};

export type DomainHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The endpoint of a request among `router`'s: by API Gateway's routeKey, or by method and path when the event
 * has none ('$default'). A routeKey of another domain's route is no endpoint of this one (null).
 */
export function resolveRoute<R extends RouteDef>(
  router: Router<R>,
  event: APIGatewayProxyEventV2,
): { route: R; params: Record<string, string> } | null {
  const byKey = router.byKey(event.routeKey);
  if (byKey) return { route: byKey, params: { ...(event.pathParameters ?? {}) } as Record<string, string> };
  if (event.routeKey && event.routeKey !== '$default') return null;
  const matched = router.match(event.requestContext.http.method, event.rawPath);
  return matched ? { route: matched.route, params: matched.pathParameters } : null;
}

/** 401 when the route needs a caller and there is none (or the token is bad), 403 when not allowed. */
export function checkAccess(
  route: Pick<RouteDef, 'access'>,
  identity: Identity,
  forbiddenMessage?: string,
): Principal | null {
  if (route.access === 'public') return identity.principal;
  switch (identity.verdict) {
    case 'anonymous':
      throw unauthorized(GENERIC_MESSAGES.notSignedIn);
    case 'invalid':
      throw unauthorized(GENERIC_MESSAGES.invalidToken);
    case 'inactive':
      throw forbidden(GENERIC_MESSAGES.inactiveUser);
    case 'unavailable':
      throw serviceUnavailable();
    case 'authenticated':
      if (!isAllowed(route.access, identity.principal.role)) throw forbidden(forbiddenMessage);
      return identity.principal;
  }
}

/**
 * Every path parameter of the route table is an id. Where a route declares no schema of its own for them, an id
 * that cannot exist (too long for a key, characters no id has) is a 404: it never reaches DynamoDB.
 */
function idsOnly(params: Record<string, string>): Record<string, string> {
  for (const value of Object.values(params)) {
    if (typeof value !== 'string' || value.length > ID_MAX_LENGTH || !ID_PATTERN.test(value))
      throw notFound();
  }
  return params;
}

/** A JSON route's body must be an object: [], "text", 42 or null is a malformed request (400). */
function objectBody(parsed: unknown): unknown {
  if (parsed === undefined) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(GENERIC_MESSAGES.bodyNotObject);
  }
  return parsed;
}

function check(part: Check | undefined, input: unknown): unknown {
  if (!part) return input;
  const validator = validatorOf(part);
  const result = validate(validator.schema, input, validator.codes);
  if (result.ok) return result.value;
  if (validator.failure?.status === 400)
    throw new HttpError(400, result.failure.code, validator.failure.message, result.failure.errors);
  throw unprocessable(result.failure.message, result.failure.errors).withCode(result.failure.code);
}

/** Works out the caller's verdict from the request headers (services/lib/auth/resolve-caller.ts). */
export type CallerResolver = (
  headers: Record<string, string | undefined> | undefined,
  logger: Logger,
) => Promise<AuthorizerContext>;

const hasAuthorization = (headers: Record<string, string | undefined> | undefined): boolean =>
  Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');

export interface DomainOptions {
  /**
   * Resolves the caller of the domain's routes with optional sign-in (`optionalAuth` in the contract), which
   * API Gateway runs without the authorizer. Required when the domain has such routes.
   */
  resolveCaller?: CallerResolver;
  /** The 403 message for a caller whose role the route does not allow (default: the generic one). */
  forbiddenMessage?: string;
  /**
   * Told every answer of a route of the domain (after access, validation and the route's function): the
   * route, the status, the error when there is one and the milliseconds it took. Records the domain's metrics
   * (services/orders/checkout-metrics.ts, services/products/catalog-metrics.ts).
   */
  observe?: (outcome: RouteOutcome) => void;
}

/** What a domain's observer is told of an answer. */
export interface RouteOutcome {
  route: RouteDef;
  statusCode: number;
  /** The error the answer comes from (an HttpError for 4xx), or null. */
  error: unknown;
  milliseconds: number;
}

type AnyEndpoint = RouteDef & {
  name: string;
  input?: (schemas: never) => InputSpec;
  answer: Answer<unknown>;
};

/**
 * The Lambda handler of a domain: its contract's endpoints, one handler each, validated with the contract's
 * schemas module (`import * as schemas from '<domain>/schemas.js'`: only the domain's own are bundled).
 */
export function createDomainHandler<C extends SomeContract>(
  contract: C,
  schemas: SchemasOf<C>,
  handlers: Handlers<C>,
  options: DomainOptions = {},
): DomainHandler {
  const domain = contract.domain;
  const logger = createLogger(domain);
  const endpoints = Object.values(contract.endpoints as Record<string, AnyEndpoint>);
  const router = routerOf(endpoints);
  const selfResolved = endpoints.filter(verifiesCallerItself);
  if (selfResolved.length > 0 && !options.resolveCaller) {
    throw new Error(
      `The ${domain} handler needs resolveCaller for ${selfResolved.map((r) => r.id).join(', ')}`,
    );
  }
  const table = handlers as unknown as Record<string, Handler<unknown>>;
  /** Each endpoint's schemas, picked from the domain's schemas module. */
  const inputs = new Map(
    endpoints.map((endpoint) => [endpoint.id, endpoint.input?.(schemas as never) ?? {}]),
  );

  /** The authorizer's verdict, or for routes without the authorizer the domain's own reading of the token. */
  const identify = async (route: RouteDef, event: APIGatewayProxyEventV2): Promise<Identity> => {
    const context = authorizerContext(event);
    if (context || !verifiesCallerItself(route) || !options.resolveCaller) return identityOf(context);
    if (!hasAuthorization(event.headers)) return identityOf(undefined);
    return identityOf(await options.resolveCaller(event.headers, logger));
  };

  const base = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    if (!fromOrigin(event.headers)) throw forbidden(GENERIC_MESSAGES.directAccess);
    const resolved = resolveRoute(router, event);
    if (!resolved) throw notFound(GENERIC_MESSAGES.routeNotFound);
    annotate('route', resolved.route.id);
    const started = performance.now();
    const outcome = (statusCode: number, error: unknown) => {
      const milliseconds = performance.now() - started;
      recordRouteAnswer(resolved.route, statusCode, milliseconds);
      options.observe?.({ route: resolved.route, statusCode, error, milliseconds });
    };
    try {
      const response = await answer(event, resolved);
      outcome(response.statusCode ?? 200, null);
      return response;
    } catch (error) {
      const statusCode =
        error instanceof HttpError
          ? error.statusCode
          : isRefusedData(error)
            ? 422
            : isUnavailable(error)
              ? 503
              : 500;
      outcome(statusCode, error);
      throw error;
    }
  };

  const answer = async (
    event: APIGatewayProxyEventV2,
    resolved: { route: AnyEndpoint; params: Record<string, string> },
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    const { route } = resolved;
    const principal = checkAccess(route, await identify(route, event), options.forbiddenMessage);
    const validators: InputSpec = inputs.get(route.id) ?? {};
    // A body that is not a JSON object is a malformed request (400) whatever the path holds: read it first.
    const sent = validators.body ? objectBody(parseJsonBody(event)) : undefined;
    const params = validators.params ? check(validators.params, resolved.params) : idsOnly(resolved.params);
    const query = check(validators.query, { ...(event.queryStringParameters ?? {}) });
    const body = validators.body ? check(validators.body, sent) : undefined;
    const headers = validators.headers
      ? (check(validators.headers, { ...(event.headers ?? {}) }) as Record<string, string | undefined>)
      : undefined;

    const result: RouteResult =
      route.name === 'health'
        ? {
            data: { service: domain, status: 'ok', time: new Date().toISOString() },
            message: GENERIC_MESSAGES.healthy,
          }
        : await (table[route.name] ?? notBuilt)({
            route,
            event,
            principal,
            body,
            query,
            params,
            headers,
            logger,
          } as never);
    // A handler names a status only when it differs from the one its contract entry declares (a replay: 200).
    const statusCode = result.statusCode ?? route.answer.status;
    if (result.binary)
      return binary(statusCode, result.binary.bytes, result.binary.contentType, {
        ...(result.binary.filename ? { filename: result.binary.filename } : {}),
        ...(result.headers ? { headers: result.headers } : {}),
      });
    return contract.successBody === 'flat' || route.answer.flat
      ? json(statusCode, result.data, result.headers)
      : success(result.data, result.message, statusCode, result.headers);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(base)
    .use(injectLambdaContext(logger))
    .use(observability())
    .use(httpHeaderNormalizer())
    .use({
      onError: async (request) => {
        const error = request.error;
        if (error instanceof HttpError) {
          if (error.statusCode === 501 || error.statusCode === 503)
            logger.info('Answered without the route', { code: error.code });
          else if (error.statusCode >= 500) logger.error('Request failed', { error });
          request.response = failure(error.statusCode, error.code, error.message, error.errors);
          return;
        }
        if (isRefusedData(error)) {
          // A value the schemas let through but DynamoDB cannot store: the client's data, never a 500.
          logger.warn('Data refused by DynamoDB', { error: error as Error });
          request.response = failure(422, 'VALIDATION_ERROR', GENERIC_MESSAGES.validation);
          return;
        }
        if (isUnavailable(error)) {
          logger.error('A dependency is unavailable', { error: error as Error });
          const unavailable = serviceUnavailable();
          request.response = failure(unavailable.statusCode, unavailable.code, unavailable.message);
          return;
        }
        logger.error('Unexpected error', { error: error as Error });
        request.response = failure(500, 'INTERNAL_ERROR', GENERIC_MESSAGES.internal);
      },
    }) as unknown as DomainHandler;
}
