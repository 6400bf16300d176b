/**
 * The REST endpoints the local Stripe server answers, with Stripe's paths and shapes. Everything else under
 * /v1 answers Stripe's "Unrecognized request URL" (404).
 */
import {
  createSession,
  expireSession,
  listLineItems,
  retrievePaymentIntent,
  retrieveSession,
  SESSION_EXPANDABLE,
  sessionView,
  type Checkout,
} from './checkout.js';
import {
  balance,
  createAccount,
  createAccountLink,
  createTransfer,
  retrieveAccount,
  retrieveTransfer,
} from './connect.js';
import { invalidRequest } from './errors.js';
import { listEvents, retrieveEvent, type Operation } from './events.js';
import { expansions, type Params } from './params.js';
import { listRefunds, listSessions, listTransfers } from './lists.js';
import { createRefund, retrieveRefund } from './refunds.js';
import type { StripeStore } from './store.js';
import {
  createCustomer,
  createOffSessionIntent,
  retrieveCustomer,
  retrievePaymentMethod,
  retrieveSetupIntent,
} from './saved-cards.js';

export interface ApiContext {
  checkout: Checkout;
  operation: Operation;
  onboardingUrl(linkId: string): string;
}

type ApiHandler = (context: ApiContext, params: Params, id: string) => unknown;

interface ApiRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** What `expand[]` may name (nothing: any expansion is refused). */
  expandable?: readonly string[];
  handler: ApiHandler;
}

const ID = '([^/]+)';

/** A collection of the store under /v1/<name>: create (POST), list (GET) and retrieve one (GET /<id>). */
function storeCollection(
  name: string,
  store: {
    create: (store: StripeStore, params: Params, operation: Operation) => unknown;
    list: (store: StripeStore, params: Params) => unknown;
    retrieve: (store: StripeStore, id: string, params: Params) => unknown;
  },
): ApiRoute[] {
  const path = `^/v1/${name}`;
  return [
    {
      method: 'POST',
      pattern: new RegExp(`${path}$`),
      handler: ({ checkout, operation }, params) => store.create(checkout.store, params, operation),
    },
    {
      method: 'GET',
      pattern: new RegExp(`${path}$`),
      handler: ({ checkout }, params) => store.list(checkout.store, params),
    },
    {
      method: 'GET',
      pattern: new RegExp(`${path}/${ID}$`),
      handler: ({ checkout }, params, id) => store.retrieve(checkout.store, id, params),
    },
  ];
}

export const API_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    expandable: SESSION_EXPANDABLE,
    handler: ({ checkout, operation }, params) =>
      sessionView(
        checkout,
        createSession(checkout, params, operation),
        expansions(params, SESSION_EXPANDABLE),
      ),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions$/,
    handler: ({ checkout }, params) => listSessions(checkout, params),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    expandable: SESSION_EXPANDABLE,
    handler: ({ checkout }, params, id) => retrieveSession(checkout, id, params),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`),
    handler: ({ checkout }, params, id) => listLineItems(checkout, id, params),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    expandable: SESSION_EXPANDABLE,
    handler: ({ checkout, operation }, params, id) => expireSession(checkout, id, params, operation),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents$/,
    handler: ({ checkout, operation }, params) => createOffSessionIntent(checkout.store, params, operation),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handler: ({ checkout, operation }, params) => createCustomer(checkout.store, params, operation),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handler: ({ checkout }, _params, id) => retrieveCustomer(checkout.store, id),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/setup_intents/${ID}$`),
    handler: ({ checkout }, params, id) => retrieveSetupIntent(checkout.store, id, params),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_methods/${ID}$`),
    handler: ({ checkout }, _params, id) => retrievePaymentMethod(checkout.store, id),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_intents/${ID}$`),
    handler: ({ checkout }, params, id) => retrievePaymentIntent(checkout, id, params),
  },
  ...storeCollection('refunds', { create: createRefund, list: listRefunds, retrieve: retrieveRefund }),
  ...storeCollection('transfers', {
    create: createTransfer,
    list: listTransfers,
    retrieve: retrieveTransfer,
  }),
  {
    method: 'POST',
    pattern: /^\/v1\/accounts$/,
    handler: ({ checkout, operation }, params) => createAccount(checkout.store, params, operation),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/accounts/${ID}$`),
    handler: ({ checkout }, params, id) => retrieveAccount(checkout.store, id, params),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/account_links$/,
    handler: ({ checkout, operation, onboardingUrl }, params) =>
      createAccountLink(checkout.store, params, operation, onboardingUrl),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    handler: ({ checkout }, params) => listEvents(checkout.store, params),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/events/${ID}$`),
    handler: ({ checkout }, params, id) => {
      params.allowOnly(['expand']);
      return retrieveEvent(checkout.store, id);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/balance$/,
    handler: ({ checkout }, params) => balance(checkout.store, params),
  },
];

/** The route of `method path` and the id in its path; Stripe's 404 when there is none. */
export function resolveApiRoute(method: string, path: string): { route: ApiRoute; id: string } {
  for (const route of API_ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    let id = match[1] ?? '';
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape stays as it came: no object has such an id.
    }
    return { route, id };
  }
  throw invalidRequest(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/. (The local Stripe server answers what infra/local/stripe/api.ts lists.)`,
    { statusCode: 404 },
  );
}

/** Runs a route: `expand[]` checked against what it may expand, then its handler. */
export function runApiRoute(route: ApiRoute, context: ApiContext, params: Params, id: string): unknown {
  expansions(params, route.expandable ?? []);
  return route.handler(context, params, id);
}
