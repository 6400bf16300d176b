/**
 * Every endpoint's input schemas, loaded from each contract (the tests that walk every route: Spanish messages,
 * fuzzing, non-object bodies; the API description, services/openapi). Neither a domain function nor the web
 * imports it.
 */
import type { InputSpec, Validator } from './kit.js';
import { validatorOf } from './kit.js';
import * as auth from './auth/schemas.js';
import * as carts from './carts/schemas.js';
import * as fulfilment from './fulfilment/schemas.js';
import * as harvest from './harvest/schemas.js';
import * as invoices from './invoices/schemas.js';
import * as legal from './legal/schemas.js';
import * as withdrawals from './withdrawals/schemas.js';
import * as notifications from './notifications/schemas.js';
import * as openapi from './openapi/schemas.js';
import * as orders from './orders/schemas.js';
import * as payments from './payments/schemas.js';
import * as products from './products/schemas.js';
import * as profile from './profile/schemas.js';
import * as reports from './reports/schemas.js';
import * as reviews from './reviews/schemas.js';
import * as subscriptions from './subscriptions/schemas.js';
import { CONTRACTS, type Domain } from './route-table.js';
import * as users from './users/schemas.js';

/** Each domain's schemas module, as its Lambda entry hands it to the domain handler. */
const SCHEMAS: Record<Domain, unknown> = {
  auth,
  products,
  carts,
  orders,
  users,
  profile,
  notifications,
  payments,
  invoices,
  reports,
  fulfilment,
  legal,
  openapi,
  reviews,
  withdrawals,
  subscriptions,
  harvest,
};

export interface RouteInputs {
  params?: Validator;
  query?: Validator;
  body?: Validator;
  headers?: Validator;
}

type AnyEndpoint = { id: string; input?: (schemas: never) => InputSpec };

/** The inputs of every endpoint that has any, by route id. */
export function routeInputs(): Readonly<Record<string, RouteInputs>> {
  const entries = CONTRACTS.flatMap((contract) => {
    const schemas = SCHEMAS[contract.domain];
    return Object.values(contract.endpoints as Record<string, AnyEndpoint>).flatMap((endpoint) => {
      const spec = endpoint.input?.(schemas as never);
      if (!spec) return [];
      const inputs: RouteInputs = {};
      for (const part of ['params', 'query', 'body', 'headers'] as const) {
        const check = spec[part];
        if (check) inputs[part] = validatorOf(check);
      }
      return [[endpoint.id, inputs] as const];
    });
  });
  return Object.fromEntries(entries);
}

/** routeInputs(), for the tests that await it. */
export const loadRouteInputs = async (): Promise<Readonly<Record<string, RouteInputs>>> => routeInputs();
