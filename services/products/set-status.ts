/**
 * PATCH /v1/products/{id}/status: the creator or an admin activates or deactivates a product. The catalog
 * keys (GSI2..4) follow (services/products/catalog-entry.ts): CATALOG#INACTIVE when deactivated,
 * CATALOG#ACTIVE when activated with a checked main photo, none while that photo waits for its check; the mark
 * of a product hidden with its producer (services/products/product-activation.ts) is cleared.
 */
import { PRODUCT_MESSAGES } from '../../shared/messages/product.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import { activationUpdate } from './product-activation.js';
import { HttpError } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { loadManagedProduct } from './access.js';
import { nextTimestamp } from './product-item.js';
import { hasStockApart } from './product-stock.js';
import { updateProduct } from './product-repository.js';
import { assertMayBeActive, operatorNumberFor } from './legal-facts.js';

/** Attempts when the item changes between the read and the write (e.g. its photo check lands meanwhile). */
const ATTEMPTS = 3;

export const setProductStatus: Handler<ProductsEndpoints['setStatus']> = async ({
  params,
  body,
  principal,
}) => {
  for (let attempt = 1; ; attempt += 1) {
    const { item, product: current } = await loadManagedProduct(params.id, principal);
    const next: Product = {
      ...current,
      isActive: body.isActive,
      active: body.isActive,
      updatedAt: nextTimestamp(current.updatedAt),
    };
    // Issue 31 (docs/legal.md): what the law asks of an active product, before anything is written (422).
    if (next.isActive && !current.isActive) assertMayBeActive(next, await operatorNumberFor(next));
    // The same writes as the users service's hiding of a deactivated producer's products (services/lib).
    const update = activationUpdate(item, next.isActive, next.updatedAt);
    try {
      await updateProduct({
        productId: current.productId,
        remove: update.remove,
        set: update.set,
        // The catalog keys depend on the photo state read above: write only if nothing changed since.
        expectedUpdatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : undefined,
        stockApart: hasStockApart(item),
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
};
