/**
 * How an endpoint is declared: once, in its domain's contract (shared/contracts/<domain>/contract.ts), with its
 * method, path, who may call it, the zod schemas of its input and the type of its answer's `data`. Everything
 * else is derived from that declaration:
 *   - the route table (route-table.ts) that the CDK app, the local gateway and every domain function read;
 *   - the server's route table: `Handlers<typeof contract>` wants one handler per endpoint, each typed by
 *     `Handler<endpoint>` (its request from the schemas, its result from the answer);
 *   - the web's typed client (web/src/lib/api/endpoints.ts): `api.orders.checkout({ body })` answers the
 *     endpoint's data type;
 *   - the API description (GET /v1/openapi.json): every endpoint with its input schemas, its answer's keys and
 *     status, who may call it and its metadata (route-meta.ts).
 *
 * A contract names its schemas module by type only (`schemasOf<typeof Schemas>()`, `import type * as Schemas`)
 * and each endpoint picks its schemas from it (`(s) => ({ body: s.checkoutSchema })`). The module itself is
 * handed over by the domain's Lambda entry (`createDomainHandler(contract, schemas, handlers)`): the web client
 * and any other reader of a contract's paths (the share pages) carry no zod and no schema.
 */
import type * as z from 'zod/mini';
import type { Access } from '../constants/roles.js';
import { answer, type Answer } from './answer.js';
import type { RouteMeta } from './route-meta.js';
import type { FieldCodes } from './validation.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A schema with how its failure is answered. */
export interface Validator<S extends z.ZodMiniType = z.ZodMiniType> {
  schema: S;
  /** The original API's error code of a failing top-level field (quantity -> INVALID_QUANTITY). */
  codes?: FieldCodes;
  /**
   * How a failure is answered: 422 with the first field's message (default), or 400 with `message` (the
   * original API's 'Parámetros de solicitud inválidos' for the users list) and the field errors saying why.
   */
  failure?: { status: 400; message: string };
}

/** A part of the input: a schema, or a schema with its answer on failure. */
export type Check<S extends z.ZodMiniType = z.ZodMiniType> = S | Validator<S>;

/** A part of the input as a Validator (a bare schema answers failures the default way). */
export const validatorOf = (check: Check): Validator => ('_zod' in check ? { schema: check } : check);

/** What an endpoint validates: path parameters, query, JSON body and the request headers it reads. */
export interface InputSpec {
  params?: Check;
  query?: Check;
  body?: Check;
  /** Headers the endpoint reads (names lower-cased, as API Gateway hands them over); others are ignored. */
  headers?: Check;
}

export {
  answer,
  created,
  fileAnswer,
  flatAnswer,
  type Answer,
  type DataKeys,
  type Presence,
  type SuccessStatus,
} from './answer.js';
const TYPE_ONLY = Object.freeze({});

declare const SCHEMAS: unique symbol;
/** The type of a contract's schemas module (a type only). */
export interface Schemas<S> {
  readonly [SCHEMAS]?: S;
}
/** `schemasOf<typeof Schemas>()`: the module (imported as a type) the endpoints pick their schemas from. */
export const schemasOf = <S>(): Schemas<S> => TYPE_ONLY as Schemas<S>;
/** The schemas module type of a contract. */
export type SchemasOf<C> = C extends { schemas: Schemas<infer S> } ? S : never;

/** An endpoint as its contract declares it (`S`: the domain's schemas module); its metadata: route-meta.ts. */
export interface EndpointSpec<S = unknown> extends RouteMeta {
  method: HttpMethod;
  /** API Gateway path syntax: /v1/products/{id}. */
  path: string;
  access: Access;
  /**
   * Public endpoint that still reads the caller when a bearer token comes along (admins see inactive
   * products). It runs WITHOUT the API Gateway authorizer (anonymous catalog reads pay for one function, not
   * two in series): the domain's function verifies a bearer token itself with the authorizer's code.
   */
  optionalAuth?: boolean;
  /** The endpoint's schemas, picked from the domain's schemas module. */
  input?: (schemas: S) => InputSpec;
  answer: Answer<unknown>;
}

/**
 * A row of the route table: what API Gateway, the gateway, the authorizer and the client need at run time,
 * with the endpoint's cache policy, throttle and metric group (route-meta.ts).
 */
export interface RouteDef extends RouteMeta {
  /** `<domain>.<name>`: stable, used by the web client's cache keys and the logs. */
  id: string;
  method: HttpMethod;
  path: string;
  domain: string;
  access: Access;
  optionalAuth?: boolean;
}

/** An endpoint of a contract: its declaration plus its id and domain. */
export type Endpoint<D extends string = string, N extends string = string, E = EndpointSpec> = E & {
  readonly id: `${D}.${N}`;
  readonly name: N;
  readonly domain: D;
};

/** What every domain answers on `GET <base>/health`, built into the domain handler. */
export interface HealthStatus {
  service: string;
  status: 'ok';
  time: string;
}

type HealthSpec = {
  method: 'GET';
  path: string;
  access: 'public';
  answer: Answer<HealthStatus>;
};

export type EndpointsOf<D extends string, E> = {
  readonly [N in keyof E & string]: Endpoint<D, N, E[N]>;
} & { readonly health: Endpoint<D, 'health', HealthSpec> };

export interface Contract<D extends string = string, S = unknown, E = Record<string, EndpointSpec<S>>> {
  readonly domain: D;
  /** Where the domain lives: /v1/orders. Its health check is `<basePath>/health`. */
  readonly basePath: string;
  /**
   * 'envelope' (default): success answers `{status, data}`. 'flat': `data` alone, as the auth API answers
   * (its success bodies are the original API's flat objects); errors keep the envelope either way.
   */
  readonly successBody: 'envelope' | 'flat';
  readonly schemas: Schemas<S>;
  readonly endpoints: EndpointsOf<D, E>;
}

/** Any domain's contract, as the code that works over every contract sees it (the domain handler). */
export interface SomeContract {
  readonly domain: string;
  readonly basePath: string;
  readonly successBody: 'envelope' | 'flat';
  readonly schemas: Schemas<unknown>;
  readonly endpoints: Readonly<Record<string, unknown>>;
}

/** An endpoint of method M at path P answering D, its input picked by `input` (Route's methods build them). */
export interface RouteSpec<
  M extends HttpMethod,
  P extends string,
  D,
  S,
  I extends InputSpec | undefined,
> extends RouteMeta {
  method: M;
  path: P;
  access: Access;
  optionalAuth?: boolean;
  input: I extends InputSpec ? (schemas: S) => I : undefined;
  answer: Answer<D>;
}

/**
 * Who may call a public endpoint that still reads the caller when a bearer token comes along (admins see
 * inactive products): `optionalAuth` (EndpointSpec says what it means for API Gateway and the function).
 */
export const PUBLIC_READS_CALLER = { access: 'public', optionalAuth: true } as const;
type Who = Access | typeof PUBLIC_READS_CALLER;

interface RouteOf<M extends HttpMethod, S> {
  <const P extends string, D, I extends InputSpec | undefined = undefined>(
    path: P,
    access: Who,
    answer: Answer<D>,
    input?: (schemas: S) => I,
    meta?: RouteMeta,
  ): RouteSpec<M, P, D, S, I>;
  /** An endpoint without input, with its metadata. */
  <const P extends string, D>(
    path: P,
    access: Who,
    answer: Answer<D>,
    meta: RouteMeta,
  ): RouteSpec<M, P, D, S, undefined>;
}

/**
 * What a contract declares its endpoints with, one line each (its summary as a doc comment above it):
 *   get: route.get('/v1/orders/{id}', 'signed-in', answer<OrderAnswer>({ order: 'required' }), (s) => ({
 *     params: s.orderIdParams,
 *   })),
 * path (API Gateway syntax), who may call it, the answer (its data type and keys, answer.ts), the schemas its
 * input is checked with, and optionally its metadata (cache policy, throttle, metric group: route-meta.ts).
 */
export interface Route<S> {
  get: RouteOf<'GET', S>;
  post: RouteOf<'POST', S>;
  put: RouteOf<'PUT', S>;
  patch: RouteOf<'PATCH', S>;
  delete: RouteOf<'DELETE', S>;
}

const routeOf =
  (method: HttpMethod) =>
  (
    path: string,
    who: Who,
    answered: Answer<unknown>,
    inputOrMeta?: ((schemas: never) => InputSpec) | RouteMeta,
    meta?: RouteMeta,
  ) => {
    const input = typeof inputOrMeta === 'function' ? inputOrMeta : undefined;
    return {
      method,
      path,
      ...(typeof who === 'string' ? { access: who } : who),
      ...(input ? { input } : {}),
      answer: answered,
      ...(typeof inputOrMeta === 'object' ? inputOrMeta : meta),
    };
  };

const ROUTE = {
  get: routeOf('GET'),
  post: routeOf('POST'),
  put: routeOf('PUT'),
  patch: routeOf('PATCH'),
  delete: routeOf('DELETE'),
} as unknown as Route<never>;

/**
 * Declares a domain's contract: its name, where it lives, its schemas module (by type) and its endpoints,
 * built with `route` (its `input` functions typed by the schemas module).
 */
export function defineContract<const D extends string, S, E extends Record<string, EndpointSpec<S>>>(
  domain: D,
  basePath: string,
  schemas: Schemas<S>,
  endpoints: (route: Route<S>) => E,
  options: { successBody?: 'envelope' | 'flat' } = {},
): Contract<D, S, E> {
  const health: HealthSpec = {
    method: 'GET',
    path: `${basePath}/health`,
    access: 'public',
    answer: answer<HealthStatus>({ service: 'required', status: 'required', time: 'required' }),
  };
  const declared = endpoints(ROUTE as unknown as Route<S>);
  const entries = Object.entries({ health, ...declared }).map(([name, endpoint]) => [
    name,
    Object.freeze({ ...endpoint, id: `${domain}.${name}`, name, domain }),
  ]);
  return Object.freeze({
    domain,
    basePath,
    successBody: options.successBody ?? 'envelope',
    schemas,
    endpoints: Object.freeze(Object.fromEntries(entries)) as EndpointsOf<D, E>,
  });
}

// ---- Types derived from an endpoint -------------------------------------------------------------------

type SchemaOf<C> = C extends Validator<infer S> ? S : C extends z.ZodMiniType ? C : never;
type InputOf<E> = E extends { input: (schemas: never) => infer I } ? I : Record<never, never>;
type Part<E, K extends keyof InputSpec> = InputOf<E> extends { [P in K]: infer C } ? SchemaOf<C> : never;

/** The path parameters named in a path: '/v1/orders/{id}/products/{productOrderId}' -> 'id' | 'productOrderId'. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

type PathOf<E> = E extends { path: infer P extends string } ? P : string;

/** The data an endpoint answers. */
export type DataOf<E> = E extends { answer: Answer<infer D> } ? D : never;

/** What a handler receives, validated: the schemas' output types (raw strings where there is no schema). */
export interface ParsedInput<E> {
  params: [Part<E, 'params'>] extends [never]
    ? Record<PathParams<PathOf<E>>, string>
    : z.output<Part<E, 'params'>>;
  query: [Part<E, 'query'>] extends [never] ? Record<string, string | undefined> : z.output<Part<E, 'query'>>;
  body: [Part<E, 'body'>] extends [never] ? undefined : z.output<Part<E, 'body'>>;
  headers: [Part<E, 'headers'>] extends [never] ? undefined : z.output<Part<E, 'headers'>>;
}

/** A header name as it is usually written: 'idempotency-key' -> 'Idempotency-Key' (names are case-insensitive). */
type HeaderCase<S extends string> = S extends `${infer A}-${infer B}`
  ? `${Capitalize<A>}-${HeaderCase<B>}`
  : Capitalize<S>;

/** A query value as the client sends it (undefined, null and '' are left out). */
export type QueryValue = string | number | boolean | null | undefined;

type Required_<K extends string, V> = [V] extends [never] ? Record<never, never> : { [P in K]: V };
type Optional_<K extends string, V> = [V] extends [never] ? Record<never, never> : { [P in K]?: V };

/** What a client sends: the path parameters and body the endpoint needs, and its query and headers. */
export type ClientInput<E> = ([PathParams<PathOf<E>>] extends [never]
  ? Record<never, never>
  : { params: Record<PathParams<PathOf<E>>, string> }) &
  Required_<'body', [Part<E, 'body'>] extends [never] ? never : z.input<Part<E, 'body'>>> &
  Optional_<
    'query',
    [Part<E, 'query'>] extends [never] ? never : { [K in keyof z.input<Part<E, 'query'>>]?: QueryValue }
  > &
  Optional_<
    'headers',
    [Part<E, 'headers'>] extends [never]
      ? never
      : { [K in keyof z.input<Part<E, 'headers'>> & string as K | HeaderCase<K>]?: string }
  >;

/** Whether a client may call the endpoint without any input. */
export type InputOptional<E> = Record<never, never> extends ClientInput<E> ? true : false;
