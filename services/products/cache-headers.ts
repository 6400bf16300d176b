/**
 * Cache-Control of the catalog reads (GET /v1/products, GET /v1/products/{id}), docs/caching.md:
 *
 *   anonymous (no Authorization header)  shared caches (CloudFront) keep the answer CATALOG_SHARED_MAX_AGE
 *                                        seconds; browsers revalidate every time (max-age=0)
 *   with an Authorization header         no-store (owner and admin views, and answers to a bad token)
 * Writes and every other answer keep the default no-store (services/lib/http/response.ts).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../lib/identity.js';

export const CATALOG_SHARED_MAX_AGE = 30;
/**
 * No stale-while-revalidate: browsers apply it too (Chrome serves its stale copy at once for that long after
 * max-age=0 and refreshes in the background), so a producer reloading their product after an edit would see
 * the old price. docs/caching.md says how CloudFront could get it back without browsers.
 */
export const CATALOG_CACHE_CONTROL = `public, max-age=0, s-maxage=${CATALOG_SHARED_MAX_AGE}`;

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
