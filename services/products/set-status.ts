/**
 * PATCH /v1/products/{id}/status: the creator or an admin activates or deactivates a product. The catalog
 * keys (GSI2..4) follow (services/lib/catalog/catalog-entry.ts): CATALOG#INACTIVE when deactivated,
 * CATALOG#ACTIVE when activated with a checked main photo, none while that photo waits for its check.
 */
import { PRODUCT_MESSAGES } from '../../shared/messages.js';
import type { Product } from '../../shared/entities.js';
import { catalogKeys } from '../lib/catalog/catalog-entry.js';
import { HttpError } from '../lib/errors.js';
import type { RouteRequest, RouteResult } from '../lib/http/types.js';
import { loadManagedProduct } from './access.js';
import { nextTimestamp } from './product-item.js';
import { updateProduct } from './product-repository.js';

/** Attempts when the item changes between the read and the write (e.g. its photo check lands meanwhile). */
const ATTEMPTS = 3;

export async function setProductStatus({
  params,
  body,
  principal,
}: RouteRequest<{ isActive: boolean }, unknown, { id: string }>): Promise<RouteResult> {
  for (let attempt = 1; ; attempt += 1) {
    const { item, product: current } = await loadManagedProduct(params.id, principal);
    const next: Product = {
      ...current,
      isActive: body.isActive,
      active: body.isActive,
      updatedAt: nextTimestamp(current.updatedAt),
    };
    const keys = catalogKeys({ ...item, isActive: next.isActive, active: next.active });
    try {
      await updateProduct({
        productId: current.productId,
        remove: keys.remove.filter((attribute) => item[attribute] !== undefined),
        set: { ...keys.set, isActive: next.isActive, active: next.active, updatedAt: next.updatedAt },
        // The catalog keys depend on the photo state read above: write only if nothing changed since.
        expectedUpdatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : undefined,
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409 && attempt < ATTEMPTS) continue;
      throw error;
    }
    return {
      message: next.isActive ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated,
      data: { product: next },
    };
  }
}
