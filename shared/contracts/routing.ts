/**
 * Matching a request to a route and building a route's path, over any list of routes: the whole table
 * (route-table.ts: the local gateway, the web client) or one domain's endpoints (a domain function, which
 * imports its own contract only, so its bundle carries no other domain's schemas).
 */
import type { RouteDef } from './kit.js';

/** API Gateway's routeKey: "METHOD /path/{param}". */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export interface RouteMatch<R extends RouteDef = RouteDef> {
  route: R;
  pathParameters: Record<string, string>;
}

interface Compiled<R> {
  route: R;
  segments: string[];
}

export interface Router<R extends RouteDef> {
  /** The route of an API Gateway routeKey, if one of these has it. */
  byKey(key: string): R | undefined;
  /**
   * The route of a request, found the way API Gateway does: literal segments win over {params}, so
   * `/v1/products/user` is not `/v1/products/{id}`. Null when no route has that method and path.
   */
  match(method: string, pathname: string): RouteMatch<R> | null;
}

export function routerOf<R extends RouteDef>(routes: readonly R[]): Router<R> {
  const keys = new Map(routes.map((r) => [routeKey(r), r]));
  const compiled: Compiled<R>[] = routes.map((r) => ({ route: r, segments: r.path.split('/').slice(1) }));
  return {
    byKey: (key) => keys.get(key),
    match(method, pathname) {
      const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
      let best: { match: RouteMatch<R>; score: number } | null = null;
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
    },
  };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** A route's concrete path: pathOf(products.get, {id: 'p1'}) -> /v1/products/p1. */
export function pathOf(route: Pick<RouteDef, 'id' | 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for route ${route.id}`);
    return encodeURIComponent(value);
  });
}

/**
 * Whether the API Gateway route runs the Lambda authorizer: every route that needs a caller. Public routes
 * never do; those with optional sign-in resolve a bearer token inside their function (verifiesCallerItself).
 */
export function needsAuthorizer(r: Pick<RouteDef, 'access'>): boolean {
  return r.access !== 'public';
}

/** Public routes with optional sign-in: the domain function verifies a bearer token itself. */
export function verifiesCallerItself(r: Pick<RouteDef, 'access' | 'optionalAuth'>): boolean {
  return r.access === 'public' && r.optionalAuth === true;
}
