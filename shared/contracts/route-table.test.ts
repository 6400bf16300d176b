import { describe, expect, it } from 'vitest';
import {
  DOMAIN_BASE_PATH,
  DOMAINS,
  ROUTES,
  CONTRACTS,
  buildPath,
  matchRoute,
  needsAuthorizer,
  verifiesCallerItself,
  routeKey,
  routesOf,
} from './route-table.js';
import { loadRouteInputs } from './route-inputs.js';

describe('route table', () => {
  it('has unique ids and unique method+path keys', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map(routeKey)).size).toBe(ROUTES.length);
  });

  it('puts every route under its domain base path and gives every domain a public health route', () => {
    // Payments also serves the order-scoped money paths the contract fixes under /v1/orders (docs/decisions.md),
    // invoices an order's invoices and their PDF (docs/taxes-shipping-invoices.md), and reports the order
    // figures (docs/decisions.md, "Order reports in their own function"), carts the coupon admin, and
    // fulfilment the farms' status changes (docs/decisions.md, "Farm fulfilment in its own function").
    const ORDER_SCOPED_PATHS: Record<string, string[]> = {
      payments: ['/v1/orders/producer/balance', '/v1/orders/{id}/payment'],
      invoices: ['/v1/orders/{id}/invoices', '/v1/orders/{id}/invoices/{invoiceId}/pdf'],
      reports: [
        '/v1/orders/stats',
        '/v1/orders/analytics',
        '/v1/orders/producer/stats',
        '/v1/orders/search',
        '/v1/orders/count',
      ],
      carts: ['/v1/orders/coupons', '/v1/orders/coupons/{code}'],
      fulfilment: ['/v1/orders/{id}/products/{productOrderId}/status', '/v1/orders/producer/{id}/status'],
      // A product's reviews sit under the product they rate (docs/reviews.md).
      reviews: ['/v1/products/{id}/reviews', '/v1/products/{id}/reviews/mine'],
      withdrawals: ['/v1/orders/{id}/withdrawal', '/v1/orders/{id}/withdrawal/{withdrawalId}'],
      // The harvest calendar's farm views, the cart's pickup slots and a product's «Avísame»
      // (docs/harvest-calendar.md).
      harvest: [
        '/v1/orders/producer/picklist',
        '/v1/orders/producer/dispatch-days',
        '/v1/orders/producer/pickup-slots',
        '/v1/carts/pickup-slots',
        '/v1/products/{id}/alert',
      ],
    };
    for (const route of ROUTES) {
      const owned = ORDER_SCOPED_PATHS[route.domain]?.includes(route.path) ?? false;
      expect(owned || route.path.startsWith(DOMAIN_BASE_PATH[route.domain]), route.id).toBe(true);
    }
    for (const domain of DOMAINS) {
      const health = routesOf(domain).find((r) => r.id === `${domain}.health`);
      expect(health).toMatchObject({
        method: 'GET',
        path: `${DOMAIN_BASE_PATH[domain]}/health`,
        access: 'public',
      });
    }
  });

  it('covers every call of the HTTP contract', () => {
    const keys = new Set(ROUTES.map(routeKey));
    for (const key of [
      'POST /oauth/auth/login',
      'POST /oauth/auth/signup',
      'POST /oauth/auth/confirm',
      'POST /oauth/auth/forgot-password',
      'POST /oauth/auth/reset-password',
      'POST /oauth/auth/refresh-token',
      'POST /oauth/auth/logout',
      'GET /oauth/auth/user-info',
      'GET /v1/notifications',
      'POST /v1/notifications/contact',
      'POST /v1/notifications',
      'DELETE /v1/notifications/{id}',
      'GET /v1/notifications/summary',
      'GET /v1/products',
      'GET /v1/products/{id}',
      'GET /v1/products/user',
      'POST /v1/products',
      'PUT /v1/products/{id}',
      'PATCH /v1/products/{id}/status',
      'DELETE /v1/products/{id}',
      'GET /v1/carts',
      'POST /v1/carts/items',
      'PUT /v1/carts/items/{itemId}',
      'DELETE /v1/carts/items/{itemId}',
      'DELETE /v1/carts/items',
      'POST /v1/carts/validate',
      'POST /v1/carts/coupon',
      'DELETE /v1/carts/coupon',
      'GET /v1/carts/summary',
      'GET /v1/orders',
      'GET /v1/orders/consumer/{id}',
      'GET /v1/orders/{id}',
      'POST /v1/orders/checkout',
      'DELETE /v1/orders/{id}',
      'GET /v1/orders/producer',
      'GET /v1/orders/producer/{id}',
      'PATCH /v1/orders/{id}/products/{productOrderId}/status',
      'GET /v1/orders/producer/stats',
      'GET /v1/orders/stats',
      'GET /v1/orders/analytics',
      'GET /v1/users',
      'GET /v1/users/{id}',
      'PUT /v1/users/{id}',
      'DELETE /v1/users/{id}',
      'GET /v1/users/stats',
      'GET /v1/users/profile',
      'PUT /v1/users/profile',
      'DELETE /v1/users/profile',
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it('runs the authorizer on every non-public route only; optional sign-in is verified by the function', () => {
    for (const route of ROUTES) {
      expect(needsAuthorizer(route), route.id).toBe(route.access !== 'public');
      expect(verifiesCallerItself(route), route.id).toBe(
        route.access === 'public' && route.optionalAuth === true,
      );
    }
    const byId = (id: string) => ROUTES.find((r) => r.id === id)!;
    expect(needsAuthorizer(byId('products.list'))).toBe(false);
    expect(verifiesCallerItself(byId('products.list'))).toBe(true);
    expect(verifiesCallerItself(byId('products.get'))).toBe(true);
    expect(needsAuthorizer(byId('products.own'))).toBe(true);
    expect(needsAuthorizer(byId('notifications.list'))).toBe(false);
    expect(verifiesCallerItself(byId('notifications.list'))).toBe(true);
    expect(verifiesCallerItself(byId('notifications.contact'))).toBe(false);
    // The catalog reads and the notices resolve the caller themselves (their handlers have a resolver).
    expect(ROUTES.filter(verifiesCallerItself).map((r) => r.id)).toEqual([
      'products.list',
      'products.get',
      'notifications.list',
      'notifications.summary',
      'invoices.pdf',
    ]);
  });
});

describe('matchRoute', () => {
  it('reads a parameter where no literal segment matches', () => {
    expect(matchRoute('GET', '/v1/products/abc')).toMatchObject({
      route: { id: 'products.get' },
      pathParameters: { id: 'abc' },
    });
  });

  // Literal segments win over parameters, like API Gateway; the order paths of other domains go to them, not to
  // orders' {id} routes.
  it.each([
    ['GET', '/v1/products/user', 'products.own'],
    ['GET', '/v1/users/profile', 'profile.get'],
    ['GET', '/v1/users/stats', 'users.stats'],
    ['GET', '/v1/users/u-1', 'users.get'],
    ['GET', '/v1/orders/producer/o-9', 'orders.producerGet'],
    ['GET', '/v1/orders/producer/balance', 'payments.balance'],
    ['GET', '/v1/orders/producer/stats', 'reports.producerStats'],
    ['GET', '/v1/orders/stats', 'reports.stats'],
    ['GET', '/v1/orders/analytics', 'reports.analytics'],
    ['GET', '/v1/orders/coupons', 'carts.couponsList'],
    ['PATCH', '/v1/orders/coupons/VERANO26', 'carts.couponsUpdate'],
    ['GET', '/v1/orders/o-9', 'orders.get'],
    ['GET', '/v1/orders/o-9/invoices', 'invoices.list'],
    ['GET', '/v1/reports/health', 'reports.health'],
    ['GET', '/v1/orders/search', 'reports.search'],
    ['GET', '/v1/orders/count', 'reports.count'],
    ['PATCH', '/v1/orders/producer/o-9/status', 'fulfilment.farmStatus'],
    ['PATCH', '/v1/orders/o-9/status', 'orders.setStatus'],
  ])('sends %s %s to %s', (method, path, id) => {
    expect(matchRoute(method, path)?.route.id).toBe(id);
  });

  it('reads several parameters and decodes them', () => {
    expect(matchRoute('patch', '/v1/orders/o%201/products/po-2/status')).toMatchObject({
      route: { id: 'fulfilment.setProductOrderStatus' },
      pathParameters: { id: 'o 1', productOrderId: 'po-2' },
    });
  });

  it('answers null for an unknown path or a method the path does not have', () => {
    expect(matchRoute('GET', '/v1/nothing')).toBeNull();
    expect(matchRoute('POST', '/v1/products/abc')).toBeNull();
    expect(matchRoute('GET', '/v1/products/')?.route.id).toBe('products.list');
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters, and refuses a missing one', () => {
    expect(buildPath('products.get', { id: 'a/b' })).toBe('/v1/products/a%2Fb');
    expect(() => buildPath('products.get')).toThrow(/Missing path parameter id/);
    expect(() => buildPath('nope')).toThrow(/Unknown route id/);
  });
});

describe('route inputs', () => {
  it('name only routes of the table', async () => {
    const ROUTE_VALIDATORS = await loadRouteInputs();
    const ids = new Set(ROUTES.map((r) => r.id));
    for (const id of Object.keys(ROUTE_VALIDATORS)) expect(ids, id).toContain(id);
  });

  it("are each domain's own: a contract's endpoints all belong to its domain", () => {
    for (const contract of CONTRACTS)
      for (const endpoint of Object.values(contract.endpoints))
        expect(ROUTES.find((r) => r.id === endpoint.id)?.domain, endpoint.id).toBe(contract.domain);
  });

  it('give every route with a body a body schema', async () => {
    const ROUTE_VALIDATORS = await loadRouteInputs();
    for (const route of ROUTES.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      // The webhook reads its raw body itself (the signature is over the bytes as sent).
      const expectsNoBody = [
        'carts.validate',
        'carts.removeCoupon',
        'notifications.markAllRead',
        'orders.retryPayment',
        'payments.webhook',
        'payments.connectLink',
        'users.revokeSessions',
        // «Avísame»: the product in the path is all it takes.
        'harvest.alertCreate',
      ].includes(route.id);
      if (!expectsNoBody) expect(ROUTE_VALIDATORS[route.id]?.body, route.id).toBeDefined();
    }
  });
});
