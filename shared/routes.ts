/**
 * The route table: every HTTP call of the product (spec section 7, ARCHITECTURE.md section 3).
 * Read by the CDK (API Gateway routes), the local gateway (routing), each domain's router (dispatch) and the
 * web client (paths). It imports no schema, so the web client's bundle carries no zod for it; the schemas each
 * route validates are in route-validators.ts, read by the services. A route's key is API Gateway's routeKey: "METHOD /path/{param}".
 */
import type { Access } from './roles.js';

export const DOMAINS = ['auth', 'products', 'carts', 'orders', 'users', 'notifications', 'profile'] as const;
export type Domain = (typeof DOMAINS)[number];

/** Where each domain lives. Profile sits under users: `/v1/users/profile`. */
export const DOMAIN_BASE_PATH: Record<Domain, string> = {
  auth: '/oauth',
  products: '/v1/products',
  carts: '/v1/carts',
  orders: '/v1/orders',
  users: '/v1/users',
  notifications: '/v1/notifications',
  profile: '/v1/users/profile',
};

/** Path prefixes the origin forwards to the API (CloudFront behaviours and local gateway). */
export const API_PATH_PREFIXES = ['/oauth/', '/v1/'] as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** Stable name, used by the web client and the domain routers. */
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax: /v1/products/{id}. */
  path: string;
  domain: Domain;
  access: Access;
  /**
   * Public route that still reads the caller when a bearer token is sent (e.g. admins see inactive products).
   * It runs WITHOUT the API Gateway authorizer (anonymous catalog reads pay for one function, not two in
   * series): the domain's function verifies a bearer token itself with the authorizer's code.
   */
  optionalAuth?: boolean;
  summary: string;
}

const route = (def: RouteDef): RouteDef => def;

const health = (domain: Domain): RouteDef =>
  route({
    id: `${domain}.health`,
    method: 'GET',
    path: `${DOMAIN_BASE_PATH[domain]}/health`,
    domain,
    access: 'public',
    summary: `Health check of the ${domain} service`,
  });

export const ROUTES: readonly RouteDef[] = [
  // Auth API (/oauth) over Cognito.
  health('auth'),
  route({
    id: 'auth.login',
    method: 'POST',
    path: '/oauth/auth/login',
    domain: 'auth',
    access: 'public',
    summary: 'Sign in with e-mail and password',
  }),
  route({
    id: 'auth.signup',
    method: 'POST',
    path: '/oauth/auth/signup',
    domain: 'auth',
    access: 'public',
    summary: 'Create a consumer or producer account',
  }),
  route({
    id: 'auth.confirm',
    method: 'POST',
    path: '/oauth/auth/confirm',
    domain: 'auth',
    access: 'public',
    summary: 'Confirm an account with the e-mailed code',
  }),
  route({
    id: 'auth.forgotPassword',
    method: 'POST',
    path: '/oauth/auth/forgot-password',
    domain: 'auth',
    access: 'public',
    summary: 'Send a password reset code',
  }),
  route({
    id: 'auth.resetPassword',
    method: 'POST',
    path: '/oauth/auth/reset-password',
    domain: 'auth',
    access: 'public',
    summary: 'Set a new password with the reset code',
  }),
  route({
    id: 'auth.refreshToken',
    method: 'POST',
    path: '/oauth/auth/refresh-token',
    domain: 'auth',
    access: 'public',
    summary: 'Exchange a refresh token for new tokens',
  }),
  route({
    id: 'auth.logout',
    method: 'POST',
    path: '/oauth/auth/logout',
    domain: 'auth',
    access: 'signed-in',
    summary: 'Revoke the refresh token',
  }),
  route({
    id: 'auth.userInfo',
    method: 'GET',
    path: '/oauth/auth/user-info',
    domain: 'auth',
    access: 'signed-in',
    summary: 'The signed-in user',
  }),

  // Products.
  health('products'),
  route({
    id: 'products.list',
    method: 'GET',
    path: '/v1/products',
    domain: 'products',
    access: 'public',
    optionalAuth: true,
    summary: 'Catalog with search, filters, sort and paging',
  }),
  route({
    id: 'products.own',
    method: 'GET',
    path: '/v1/products/user',
    domain: 'products',
    access: 'producer-or-admin',
    summary: "The caller's own products",
  }),
  route({
    id: 'products.get',
    method: 'GET',
    path: '/v1/products/{id}',
    domain: 'products',
    access: 'public',
    optionalAuth: true,
    summary: 'One product',
  }),
  route({
    id: 'products.create',
    method: 'POST',
    path: '/v1/products',
    domain: 'products',
    access: 'producer-or-admin',
    summary: 'Create a product and get image upload URLs',
  }),
  route({
    id: 'products.update',
    method: 'PUT',
    path: '/v1/products/{id}',
    domain: 'products',
    access: 'producer-or-admin',
    summary: 'Update a product',
  }),
  route({
    id: 'products.setStatus',
    method: 'PATCH',
    path: '/v1/products/{id}/status',
    domain: 'products',
    access: 'producer-or-admin',
    summary: 'Activate or deactivate a product',
  }),
  route({
    id: 'products.delete',
    method: 'DELETE',
    path: '/v1/products/{id}',
    domain: 'products',
    access: 'producer-or-admin',
    summary: 'Delete a product and its images',
  }),

  // Carts (the signed-in consumer's server cart).
  health('carts'),
  route({
    id: 'carts.get',
    method: 'GET',
    path: '/v1/carts',
    domain: 'carts',
    access: 'consumer',
    summary: "The consumer's cart (404 when empty)",
  }),
  route({
    id: 'carts.summary',
    method: 'GET',
    path: '/v1/carts/summary',
    domain: 'carts',
    access: 'consumer',
    summary: 'Item count and total',
  }),
  route({
    id: 'carts.addItem',
    method: 'POST',
    path: '/v1/carts/items',
    domain: 'carts',
    access: 'consumer',
    summary: 'Add a product',
  }),
  route({
    id: 'carts.updateItem',
    method: 'PUT',
    path: '/v1/carts/items/{itemId}',
    domain: 'carts',
    access: 'consumer',
    summary: 'Change an item quantity (0 removes it)',
  }),
  route({
    id: 'carts.removeItem',
    method: 'DELETE',
    path: '/v1/carts/items/{itemId}',
    domain: 'carts',
    access: 'consumer',
    summary: 'Remove an item',
  }),
  route({
    id: 'carts.clear',
    method: 'DELETE',
    path: '/v1/carts/items',
    domain: 'carts',
    access: 'consumer',
    summary: 'Empty the cart',
  }),
  route({
    id: 'carts.validate',
    method: 'POST',
    path: '/v1/carts/validate',
    domain: 'carts',
    access: 'consumer',
    summary: 'Check stock and prices before checkout',
  }),
  route({
    id: 'carts.applyCoupon',
    method: 'POST',
    path: '/v1/carts/coupon',
    domain: 'carts',
    access: 'consumer',
    summary: 'Apply a coupon',
  }),
  route({
    id: 'carts.removeCoupon',
    method: 'DELETE',
    path: '/v1/carts/coupon',
    domain: 'carts',
    access: 'consumer',
    summary: 'Remove the coupon',
  }),

  // Orders.
  health('orders'),
  route({
    id: 'orders.list',
    method: 'GET',
    path: '/v1/orders',
    domain: 'orders',
    access: 'signed-in',
    summary: 'A consumer: own orders; an admin: all orders (newest first)',
  }),
  route({
    id: 'orders.checkout',
    method: 'POST',
    path: '/v1/orders/checkout',
    domain: 'orders',
    access: 'consumer',
    summary: 'Turn the cart into an order',
  }),
  route({
    id: 'orders.stats',
    method: 'GET',
    path: '/v1/orders/stats',
    domain: 'orders',
    access: 'admin',
    summary: 'Order totals for admins',
  }),
  route({
    id: 'orders.analytics',
    method: 'GET',
    path: '/v1/orders/analytics',
    domain: 'orders',
    access: 'admin',
    summary: 'Shop analytics of a period (beyond the spec: the admin analytics page)',
  }),
  route({
    id: 'orders.couponsList',
    method: 'GET',
    path: '/v1/orders/coupons',
    domain: 'orders',
    access: 'admin',
    summary: 'Every coupon (beyond the spec: coupon management)',
  }),
  route({
    id: 'orders.couponsCreate',
    method: 'POST',
    path: '/v1/orders/coupons',
    domain: 'orders',
    access: 'admin',
    summary: 'Create a coupon (beyond the spec)',
  }),
  route({
    id: 'orders.couponsUpdate',
    method: 'PATCH',
    path: '/v1/orders/coupons/{code}',
    domain: 'orders',
    access: 'admin',
    summary: 'Activate or deactivate a coupon (beyond the spec)',
  }),
  route({
    id: 'orders.consumerGet',
    method: 'GET',
    path: '/v1/orders/consumer/{id}',
    domain: 'orders',
    access: 'consumer',
    summary: "One of the consumer's orders",
  }),
  route({
    id: 'orders.producerList',
    method: 'GET',
    path: '/v1/orders/producer',
    domain: 'orders',
    access: 'producer-or-admin',
    summary: "The producer's product orders",
  }),
  route({
    id: 'orders.producerStats',
    method: 'GET',
    path: '/v1/orders/producer/stats',
    domain: 'orders',
    access: 'producer-or-admin',
    summary: "The producer's order stats",
  }),
  route({
    id: 'orders.producerGet',
    method: 'GET',
    path: '/v1/orders/producer/{id}',
    domain: 'orders',
    access: 'producer-or-admin',
    summary: 'An order as the producer sees it',
  }),
  route({
    id: 'orders.get',
    method: 'GET',
    path: '/v1/orders/{id}',
    domain: 'orders',
    access: 'signed-in',
    summary: 'An order with its product orders',
  }),
  route({
    id: 'orders.cancel',
    method: 'DELETE',
    path: '/v1/orders/{id}',
    domain: 'orders',
    access: 'signed-in',
    summary: 'Cancel a pending order (restores stock)',
  }),
  route({
    id: 'orders.setStatus',
    method: 'PATCH',
    path: '/v1/orders/{id}/status',
    domain: 'orders',
    access: 'admin',
    summary: 'Admin order-status change',
  }),
  route({
    id: 'orders.setProductOrderStatus',
    method: 'PATCH',
    path: '/v1/orders/{id}/products/{productOrderId}/status',
    domain: 'orders',
    access: 'producer-or-admin',
    summary: "Set a product order's status",
  }),

  // Users (admin).
  health('users'),
  route({
    id: 'users.list',
    method: 'GET',
    path: '/v1/users',
    domain: 'users',
    access: 'admin',
    summary: 'Users by role, status or e-mail prefix',
  }),
  route({
    id: 'users.stats',
    method: 'GET',
    path: '/v1/users/stats',
    domain: 'users',
    access: 'admin',
    summary: 'User counts',
  }),
  route({
    id: 'users.get',
    method: 'GET',
    path: '/v1/users/{id}',
    domain: 'users',
    access: 'admin',
    summary: 'One user',
  }),
  route({
    id: 'users.update',
    method: 'PUT',
    path: '/v1/users/{id}',
    domain: 'users',
    access: 'admin',
    summary: 'Change name, role, status or e-mail',
  }),
  route({
    id: 'users.delete',
    method: 'DELETE',
    path: '/v1/users/{id}',
    domain: 'users',
    access: 'admin',
    summary: 'Delete a non-admin user',
  }),

  // Profile (the caller's own account).
  health('profile'),
  route({
    id: 'profile.get',
    method: 'GET',
    path: '/v1/users/profile',
    domain: 'profile',
    access: 'signed-in',
    summary: 'Own profile',
  }),
  route({
    id: 'profile.update',
    method: 'PUT',
    path: '/v1/users/profile',
    domain: 'profile',
    access: 'signed-in',
    summary: 'Update own profile',
  }),
  route({
    id: 'profile.deactivate',
    method: 'DELETE',
    path: '/v1/users/profile',
    domain: 'profile',
    access: 'signed-in',
    summary: 'Deactivate own account',
  }),

  // Notifications and contact.
  health('notifications'),
  route({
    id: 'notifications.maintenance',
    method: 'GET',
    path: '/v1/notifications/maintenance',
    domain: 'notifications',
    access: 'public',
    summary: 'Whether the shop is in maintenance mode (read by the SPA gate)',
  }),
  route({
    id: 'notifications.setMaintenance',
    method: 'PUT',
    path: '/v1/notifications/maintenance',
    domain: 'notifications',
    access: 'admin',
    summary: 'Turn maintenance mode on or off',
  }),
  route({
    id: 'notifications.list',
    method: 'GET',
    path: '/v1/notifications',
    domain: 'notifications',
    access: 'public',
    optionalAuth: true,
    summary: 'Global notifications (admins also see expired ones)',
  }),
  route({
    id: 'notifications.summary',
    method: 'GET',
    path: '/v1/notifications/summary',
    domain: 'notifications',
    access: 'public',
    optionalAuth: true,
    summary: "Counts and latest notification: global ones, plus the caller's own when signed in",
  }),
  route({
    id: 'notifications.mine',
    method: 'GET',
    path: '/v1/notifications/mine',
    domain: 'notifications',
    access: 'signed-in',
    summary: "The caller's own notifications (order events), newest first",
  }),
  route({
    id: 'notifications.markAllRead',
    method: 'POST',
    path: '/v1/notifications/read',
    domain: 'notifications',
    access: 'signed-in',
    summary: 'Mark every notification read for the caller',
  }),
  route({
    id: 'notifications.contact',
    method: 'POST',
    path: '/v1/notifications/contact',
    domain: 'notifications',
    access: 'public',
    summary: 'Contact form',
  }),
  route({
    id: 'notifications.create',
    method: 'POST',
    path: '/v1/notifications',
    domain: 'notifications',
    access: 'admin',
    summary: 'Create a global notification',
  }),
  route({
    id: 'notifications.delete',
    method: 'DELETE',
    path: '/v1/notifications/{id}',
    domain: 'notifications',
    access: 'admin',
    summary: 'Delete a notification',
  }),
  route({
    id: 'notifications.setStatus',
    method: 'PATCH',
    path: '/v1/notifications/{id}/status',
    domain: 'notifications',
    access: 'admin',
    summary: 'Activate, deactivate or archive a global notification',
  }),
  route({
    id: 'notifications.contactList',
    method: 'GET',
    path: '/v1/notifications/contact',
    domain: 'notifications',
    access: 'admin',
    summary: 'The contact inbox, newest first',
  }),
  route({
    id: 'notifications.contactCounts',
    method: 'GET',
    path: '/v1/notifications/contact/summary',
    domain: 'notifications',
    access: 'admin',
    summary: 'Unread and open contact messages',
  }),
  route({
    id: 'notifications.contactGet',
    method: 'GET',
    path: '/v1/notifications/contact/{id}',
    domain: 'notifications',
    access: 'admin',
    summary: 'One contact message',
  }),
  route({
    id: 'notifications.contactUpdate',
    method: 'PATCH',
    path: '/v1/notifications/contact/{id}',
    domain: 'notifications',
    access: 'admin',
    summary: 'Mark a contact message read or unread, handled or open',
  }),
];

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

const byId = new Map(ROUTES.map((r) => [r.id, r]));
const byKey = new Map(ROUTES.map((r) => [routeKey(r), r]));

export function getRoute(id: string): RouteDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

export function getRouteByKey(key: string): RouteDef | undefined {
  return byKey.get(key);
}

export function routesOf(domain: Domain): RouteDef[] {
  return ROUTES.filter((r) => r.domain === domain);
}

/**
 * Whether the API Gateway route runs the Lambda authorizer: every route that needs a caller. Public routes
 * never do; those with optional sign-in resolve a bearer token inside their function (verifiesCallerItself).
 */
export function needsAuthorizer(r: RouteDef): boolean {
  return r.access !== 'public';
}

/** Public routes with optional sign-in: the domain function verifies a bearer token itself. */
export function verifiesCallerItself(r: RouteDef): boolean {
  return r.access === 'public' && r.optionalAuth === true;
}

interface CompiledRoute {
  route: RouteDef;
  segments: string[];
}
const compiled: CompiledRoute[] = ROUTES.map((r) => ({ route: r, segments: r.path.split('/').slice(1) }));

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

/**
 * Finds the route for a request the way API Gateway does: literal segments win over {params}, so
 * `/v1/products/user` is not `/v1/products/{id}`. Answers null when no route has that method and path.
 */
export function matchRoute(method: string, pathname: string): RouteMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  let best: { match: RouteMatch; score: number } | null = null;
  for (const { route: r, segments } of compiled) {
    if (r.method !== method.toUpperCase() || segments.length !== parts.length) continue;
    const pathParameters: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < segments.length && ok; i += 1) {
      const segment = segments[i] as string;
      const part = parts[i] as string;
      if (segment.startsWith('{') && segment.endsWith('}')) {
        if (part === '') ok = false;
        else pathParameters[segment.slice(1, -1)] = safeDecode(part);
      } else if (segment === part) {
        score += 1 << (segments.length - i);
      } else ok = false;
    }
    if (ok && (!best || score > best.score)) best = { match: { route: r, pathParameters }, score };
  }
  return best?.match ?? null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Builds a concrete path for a route id: buildPath('products.get', {id: 'p1'}) -> /v1/products/p1. */
export function buildPath(id: string, params: Record<string, string> = {}): string {
  return getRoute(id).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for route ${id}`);
    return encodeURIComponent(value);
  });
}
