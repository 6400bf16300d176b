/**
 * What a handler receives and answers, both from its endpoint's contract (shared/contracts/<domain>/contract.ts):
 *
 *   export const checkout: Handler<OrdersEndpoints['checkout']> = async ({ principal, body, headers }) => ...
 *
 * `body`, `query`, `params` and `headers` are the schemas' outputs (already validated), and the result's `data`
 * must be the endpoint's answer type: a handler answering another shape does not compile, and neither does a
 * domain's handler table (`Handlers<typeof contract>`) that lacks an endpoint's handler.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { SomeContract, DataOf, ParsedInput, RouteDef } from '../../../shared/contracts/kit.js';
import type { Principal } from '../identity.js';

export interface RouteRequest<E = unknown> extends ParsedInput<E> {
  route: RouteDef;
  event: APIGatewayProxyEventV2;
  /** The caller; null on public routes called anonymously. */
  principal: Principal | null;
  logger: Logger;
}

/** Bytes a handler answers instead of the JSON envelope (a PDF): base64 to API Gateway, bytes to the client. */
export interface BinaryBody {
  contentType: string;
  bytes: Uint8Array;
  /** Named in Content-Disposition (inline: the browser shows it, and saves it under this name). */
  filename?: string;
}

export interface RouteResult<D = unknown> {
  data: D;
  message?: string;
  statusCode?: number;
  headers?: Record<string, string>;
  /** Answer these bytes (API Gateway v2 `isBase64Encoded`) instead of the envelope; `data` is then unused. */
  binary?: BinaryBody;
}

/** What a handler of endpoint `E` answers. */
export type RouteAnswer<E> = Promise<RouteResult<DataOf<E>>>;

/** The handler of endpoint `E`. */
export type Handler<E> = (request: RouteRequest<E>) => RouteAnswer<E>;

/** A domain's handlers: one per endpoint of its contract (the health check is built in). */
export type Handlers<C extends SomeContract> = {
  readonly [N in Exclude<keyof C['endpoints'], 'health'>]: Handler<C['endpoints'][N]>;
};
