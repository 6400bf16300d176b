/**
 * Cache-Control of the catalog reads (GET /v1/products, GET /v1/products/{id}), docs/caching.md:
 *
 *   anonymous (no Authorization header)  CloudFront keeps the answer CATALOG_SHARED_MAX_AGE seconds, then
 *                                        serves it stale for up to CATALOG_STALE_SECONDS more while it
 *                                        fetches a fresh one
 *   with an Authorization header         no-store (owner and admin views, and answers to a bad token)
 * Writes and every other answer keep the default no-store (services/lib/http/response.ts).
 *
 * This header is for CloudFront only: browsers would apply stale-while-revalidate too (a producer reloading
 * their product after an edit would see the old price), so CloudFront's response headers policy on the
 * /v1/products* behaviour sends viewers CATALOG_VIEWER_CACHE_CONTROL instead (infra/security-headers.ts),
 * and the local gateway, which plays CloudFront here, does the same.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../lib/identity.js';

export const CATALOG_SHARED_MAX_AGE = 30;
export const CATALOG_STALE_SECONDS = 60;
export const CATALOG_CACHE_CONTROL = `public, max-age=0, s-maxage=${CATALOG_SHARED_MAX_AGE}, stale-while-revalidate=${CATALOG_STALE_SECONDS}`;

export const hasAuthorizationHeader = (headers: APIGatewayProxyEventV2['headers'] | undefined): boolean =>
  Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');

/** The cache headers of a catalog answer (the same for every anonymous caller, so it may be shared). */
export function catalogCacheHeaders(
  event: APIGatewayProxyEventV2,
  principal: Principal | null,
): Record<string, string> {
  if (principal || hasAuthorizationHeader(event.headers)) return { vary: 'Authorization' };
  return { 'cache-control': CATALOG_CACHE_CONTROL, vary: 'Authorization' };
}
