/** GET /v1/products (the catalog) and GET /v1/products/user (the caller's own products). */
import type { ProductListQuery } from '../../shared/index.js';
import { queryPage } from '../lib/data/paged-query.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { readEnv } from '../lib/env.js';
import { forbidden } from '../lib/errors.js';
import type { RouteRequest, RouteResult } from '../lib/http/types.js';
import { canManage, requirePrincipal } from './access.js';
import type { Principal } from '../lib/identity.js';
import { planCatalogQuery, planOwnQuery, type QueryPlan } from './catalog-query.js';
import { isProductItem, toProduct } from './product-item.js';

async function runPlan(
  plan: QueryPlan,
  query: ProductListQuery,
  principal: Principal | null,
): Promise<RouteResult> {
  // The token is checked even when the plan is empty: a tampered token is always a 422.
  const startKey = decodePageToken(query.nextToken, {
    attributes: plan.keyAttributes,
    accepts: plan.accepts,
  });
  if (plan.empty) return { data: { products: [], nextToken: null } };
  const page = await queryPage({
    input: plan.input,
    limit: query.limit,
    startKey,
    keyAttributes: plan.keyAttributes,
  });
  return {
    data: {
      products: page.items.filter(isProductItem).map((item) => {
        const product = toProduct(item);
        return canManage(principal, product) ? product : toProduct(item, 'public');
      }),
      nextToken: encodePageToken(page.lastKey),
    },
  };
}

export async function listProducts({
  query,
  principal,
}: RouteRequest<unknown, ProductListQuery>): Promise<RouteResult> {
  return runPlan(planCatalogQuery(readEnv().tableName, query, principal), query, principal);
}

/**
 * The caller's products, active and inactive, newest first (`active` narrows to one state). An admin may pass
 * producerId to see that producer's products the same way; a producer may only pass their own id.
 */
export async function listOwnProducts({
  query,
  principal,
}: RouteRequest<unknown, ProductListQuery>): Promise<RouteResult> {
  const caller = requirePrincipal(principal);
  const producerId = query.producerId ?? caller.userId;
  if (producerId !== caller.userId && caller.role !== 'admin') throw forbidden();
  return runPlan(planOwnQuery(readEnv().tableName, query, producerId), query, caller);
}
