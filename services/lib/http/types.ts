/** What a route function receives and answers. */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDef } from '../../../shared/routes.js';
import type { Principal } from '../identity.js';

export interface RouteRequest<Body = unknown, Query = unknown, Params = Record<string, string>> {
  route: RouteDef;
  event: APIGatewayProxyEventV2;
  /** The caller; null on public routes called anonymously. */
  principal: Principal | null;
  /** Validated by the route's schemas (raw values where the route declares none). */
  body: Body;
  query: Query;
  params: Params;
  /** The headers the route declares a schema for, validated (undefined when it declares none). */
  headers?: Record<string, string | undefined>;
  logger: Logger;
}

export interface RouteResult {
  data: unknown;
  message?: string;
  statusCode?: number;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route narrows its own request type
export type RouteFn = (request: RouteRequest<any, any, any>) => Promise<RouteResult>;

/** Route id (from shared/routes.ts) -> function, for one domain. */
export type RouteTable = Record<string, RouteFn>;
