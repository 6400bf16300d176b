/**
 * The schemas each route validates (path parameters, query, body), by route id of shared/routes.ts. Kept apart
 * from the route table so the web client reads routes without bundling zod and every schema. Each domain's
 * validators live in shared/validators/<domain>.ts: a domain function imports only its own (its bundle carries
 * only its routes' schemas); this file joins them for the tests that walk every route.
 */
import { AUTH_VALIDATORS } from './validators/auth.js';
import { CARTS_VALIDATORS } from './validators/carts.js';
import { NOTIFICATIONS_VALIDATORS } from './validators/notifications.js';
import { ORDERS_VALIDATORS } from './validators/orders.js';
import { PRODUCTS_VALIDATORS } from './validators/products.js';
import { PROFILE_VALIDATORS } from './validators/profile.js';
import { USERS_VALIDATORS } from './validators/users.js';
import { validatorsIn, type DomainValidators, type RouteValidators } from './validators/types.js';

export type { DomainValidators, RouteValidators, Validator } from './validators/types.js';

export const ROUTE_VALIDATORS: DomainValidators = {
  ...AUTH_VALIDATORS,
  ...PRODUCTS_VALIDATORS,
  ...CARTS_VALIDATORS,
  ...ORDERS_VALIDATORS,
  ...USERS_VALIDATORS,
  ...PROFILE_VALIDATORS,
  ...NOTIFICATIONS_VALIDATORS,
};

/** The validators of a route (none for routes without input). */
export function validatorsOf(routeId: string): RouteValidators {
  return validatorsIn(ROUTE_VALIDATORS, routeId);
}
