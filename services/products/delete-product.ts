/**
 * DELETE /v1/products/{id}: the creator or an admin deletes the product and its name guard (one
 * transaction), then its images (every object under images/products/<id>/; best-effort, logged).
 */
import type { RouteRequest, RouteResult } from '../lib/http/types.js';
import { loadManagedProduct } from './access.js';
import { deleteProductImages } from './images.js';
import { PRODUCT_MESSAGES } from './messages.js';
import { deleteProduct } from './product-repository.js';

export async function deleteProductRoute({
  params,
  principal,
  logger,
}: RouteRequest<unknown, unknown, { id: string }>): Promise<RouteResult> {
  const { product } = await loadManagedProduct(params.id, principal);
  await deleteProduct(product.productId, product.producerId, product.name);
  await deleteProductImages(product.productId, logger);
  return { message: PRODUCT_MESSAGES.deleted, data: { productId: product.productId } };
}
