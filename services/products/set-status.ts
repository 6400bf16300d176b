/**
 * PATCH /v1/products/{id}/status: the creator or an admin activates or deactivates a product. The catalog
 * keys (GSI2PK/GSI3PK/GSI4PK) move between CATALOG#ACTIVE and CATALOG#INACTIVE with isActive/active.
 */
import { PRODUCT_MESSAGES } from '../../shared/messages.js';
import type { Product } from '../../shared/entities.js';
import { productKeys } from '../lib/data/keys.js';
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
    set: {
      ...productKeys.catalog(next.isActive, next.createdAt, next.price, next.name, next.productId),
      isActive: next.isActive,
      active: next.active,
      updatedAt: next.updatedAt,
    },
  });
  return {
    message: next.isActive ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated,
    data: { product: next },
  };
}
