/**
 * PATCH /v1/products/{id}/status: the creator or an admin activates or deactivates a product. The catalog
 * keys (GSI2PK/GSI3PK/GSI4PK) move between CATALOG#ACTIVE and CATALOG#INACTIVE with isActive/active, and the
 * mark of a product hidden with its producer (services/lib/commerce/product-activation.ts) is cleared.
 */
import { PRODUCT_MESSAGES } from '../../shared/index.js';
import type { Product } from '../../shared/index.js';
import { activationSet } from '../lib/commerce/product-activation.js';
import type { RouteRequest, RouteResult } from '../lib/http/types.js';
import { loadManagedProduct } from './access.js';
import { nextTimestamp } from './product-item.js';
import { updateProduct } from './product-repository.js';

export async function setProductStatus({
  params,
  body,
  principal,
}: RouteRequest<{ isActive: boolean }, unknown, { id: string }>): Promise<RouteResult> {
  const { product: current } = await loadManagedProduct(params.id, principal);
  const next: Product = {
    ...current,
    isActive: body.isActive,
    active: body.isActive,
    updatedAt: nextTimestamp(current.updatedAt),
  };
  await updateProduct({
    productId: current.productId,
    // The same writes as the users service's hiding of a deactivated producer's products (services/lib).
    set: activationSet(next, next.isActive, next.updatedAt),
  });
  return {
    message: next.isActive ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated,
    data: { product: next },
  };
}
