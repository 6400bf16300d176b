/**
 * The route table: every endpoint of every domain's contract, in one list. Read by the CDK app (API Gateway
 * routes, their throttles and authorizer), the local gateway (routing) and the web client (paths, timeouts).
 * A domain function never imports it: it reads its own contract (so its bundle carries only its own schemas).
 */
import { authContract } from './auth/contract.js';
import { cartsContract } from './carts/contract.js';
import { fulfilmentContract } from './fulfilment/contract.js';
import { harvestContract } from './harvest/contract.js';
import { invoicesContract } from './invoices/contract.js';
import type { RouteDef as EndpointRoute } from './kit.js';
import { legalContract } from './legal/contract.js';
import { withdrawalsContract } from './withdrawals/contract.js';
import { METRIC_GROUPS, type MetricGroup } from './route-meta.js';
import { notificationsContract } from './notifications/contract.js';
import { openapiContract } from './openapi/contract.js';
import { ordersContract } from './orders/contract.js';
import { paymentsContract } from './payments/contract.js';
import { productsContract } from './products/contract.js';
import { profileContract } from './profile/contract.js';
import { reportsContract } from './reports/contract.js';
import { reviewsContract } from './reviews/contract.js';
import { subscriptionsContract } from './subscriptions/contract.js';
import { routerOf, pathOf, type RouteMatch } from './routing.js';
import { usersContract } from './users/contract.js';

export type { HttpMethod } from './kit.js';
export { needsAuthorizer, routeKey, verifiesCallerItself, type RouteMatch } from './routing.js';

/** Every contract, one per domain (one Lambda each). */
export const CONTRACTS = [
  authContract,
  productsContract,
  cartsContract,
  ordersContract,
  usersContract,
  profileContract,
  notificationsContract,
  paymentsContract,
  invoicesContract,
  reportsContract,
  fulfilmentContract,
  legalContract,
  openapiContract,
  reviewsContract,
  withdrawalsContract,
  subscriptionsContract,
  harvestContract,
] as const;

export type AnyContract = (typeof CONTRACTS)[number];
export type Domain = AnyContract['domain'];
/** Every endpoint of every contract, by domain and name. */
export type ContractOf<D extends Domain> = Extract<AnyContract, { domain: D }>;
export type EndpointId = {
  [C in AnyContract as C['domain']]: C['endpoints'][keyof C['endpoints']] extends { id: infer I } ? I : never;
}[Domain];
/** A row of the route table. */
export type RouteDef = EndpointRoute & { domain: Domain };

export const DOMAINS = CONTRACTS.map((contract) => contract.domain) as readonly Domain[];

/** Where each domain lives. Profile sits under users: `/v1/users/profile`. */
export const DOMAIN_BASE_PATH = Object.fromEntries(
  CONTRACTS.map((contract) => [contract.domain, contract.basePath]),
) as Record<Domain, string>;

/** Path prefixes the origin forwards to the API (CloudFront behaviours and local gateway). */
export const API_PATH_PREFIXES = ['/oauth/', '/v1/'] as const;

export const ROUTES: readonly RouteDef[] = CONTRACTS.flatMap((contract) =>
  Object.values<RouteDef>(contract.endpoints as Record<string, RouteDef>),
);

/** The routes of each journey watched on its own (their contract entries' `metrics.group`). */
export const JOURNEY_GROUPS = Object.fromEntries(
  METRIC_GROUPS.map((group) => [group, ROUTES.filter((r) => r.metrics?.group === group).map((r) => r.id)]),
) as Record<string, readonly string[]> as Readonly<Record<MetricGroup, readonly string[]>>;

const byId = new Map(ROUTES.map((r) => [r.id, r]));
const router = routerOf(ROUTES);

export function getRoute(id: string): RouteDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

export function getRouteByKey(key: string): RouteDef | undefined {
  return router.byKey(key);
}

export function routesOf(domain: Domain): RouteDef[] {
  return ROUTES.filter((r) => r.domain === domain);
}

/** The route of a request over the whole table (routing.ts says how). */
export function matchRoute(method: string, pathname: string): RouteMatch<RouteDef> | null {
  return router.match(method, pathname);
}

/** Builds a concrete path for a route id: buildPath('products.get', {id: 'p1'}) -> /v1/products/p1. */
export function buildPath(id: string, params: Record<string, string> = {}): string {
  return pathOf(getRoute(id), params);
}
