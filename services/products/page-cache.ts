/**
 * A short in-memory cache of the anonymous catalog answers inside the products function (docs/caching.md):
 * the same page asked again within CATALOG_CACHE_SECONDS (default 2, env CATALOG_CACHE_SECONDS, 0 = off) is
 * answered from memory, without DynamoDB. Only what CloudFront may cache too is kept: a 200 of a route whose
 * contract entry says `cache: 'public'` (the list, a product, the counts, the farms, a farm's page), without an
 * Authorization header, with the public Cache-Control.
 *
 * Correct after writes from this instance: any product write (POST, PUT, PATCH, DELETE of the products routes)
 * empties it. Changes made elsewhere (another instance, the images function, a checkout's stock) show within
 * the few seconds it keeps an answer, as CloudFront's own copy would. The origin check runs before the cache,
 * so a request that did not come through CloudFront is never answered from it.
 *
 * Requests for a page that is being read already wait for that read (one DynamoDB read per page and instance
 * when an entry expires under load, not one per waiting request). A write drops those reads too.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDef } from '../../shared/contracts/kit.js';
import { productsContract } from '../../shared/contracts/products/contract.js';
import { routeKey } from '../../shared/contracts/routing.js';
import type { DomainHandler } from '../lib/http/domain-handler.js';
import { fromOrigin } from '../lib/origin-verify.js';
import { CATALOG_CACHE_CONTROL, hasAuthorizationHeader } from './cache-headers.js';

export const DEFAULT_CACHE_SECONDS = 2;
const MAX_ENTRIES = 500;
/** The routes whose contract entry says their anonymous answer is public (`cache: 'public'`). */
const CACHED_ROUTES = new Set(
  Object.values<RouteDef>(productsContract.endpoints)
    .filter((route) => route.cache === 'public')
    .map(routeKey),
);

interface Entry {
  until: number;
  response: APIGatewayProxyStructuredResultV2;
}

function cacheSeconds(): number {
  const value = Number(process.env.CATALOG_CACHE_SECONDS ?? DEFAULT_CACHE_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The page's key: route, path and the query parameters in a stable order. */
function keyOf(event: APIGatewayProxyEventV2): string {
  const query = Object.entries(event.queryStringParameters ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value ?? ''}`)
    .join('&');
  return `${event.rawPath}?${query}`;
}

export function withPageCache(
  handler: DomainHandler,
  now: () => number = Date.now,
): DomainHandler & {
  clear(): void;
} {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<APIGatewayProxyStructuredResultV2>>();
  const cached = async (event: APIGatewayProxyEventV2, context: Context) => {
    const seconds = cacheSeconds();
    const method = event.requestContext?.http?.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      // A write of this instance: nothing cached (or being read) may be older than it.
      entries.clear();
      reading.clear();
      return handler(event, context);
    }
    const cacheable =
      seconds > 0 &&
      CACHED_ROUTES.has(event.routeKey) &&
      !hasAuthorizationHeader(event.headers) &&
      fromOrigin(event.headers);
    if (!cacheable) return handler(event, context);
    const key = keyOf(event);
    const hit = entries.get(key);
    if (hit && hit.until > now()) {
      const headers = { ...hit.response.headers };
      // Locally the answer reports its DynamoDB work: none for a page answered from memory.
      if (headers['server-timing'])
        headers['server-timing'] = 'db;dur=0;desc="queries=0 items=0", cache;desc="hit"';
      return { ...hit.response, headers };
    }
    const pending = reading.get(key);
    if (pending) return pending;
    const read = (async () => {
      const response = await handler(event, context);
      if (response.statusCode === 200 && response.headers?.['cache-control'] === CATALOG_CACHE_CONTROL) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { until: now() + seconds * 1000, response });
      }
      return response;
    })();
    reading.set(key, read);
    try {
      return await read;
    } finally {
      if (reading.get(key) === read) reading.delete(key);
    }
  };
  return Object.assign(cached, {
    clear: () => {
      entries.clear();
      reading.clear();
    },
  });
}
