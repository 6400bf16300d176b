/**
 * DELETE /v1/products/{id}: the creator or an admin deletes the product and its name guard (one
 * transaction), then its images (the referenced keys and every object under images/products/<id>/; best-effort,
 * logged).
 */
import { PRODUCT_MESSAGES } from '../../shared/messages/product.js';
import type { Handler } from '../lib/http/types.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { loadManagedProduct } from './access.js';
import { deleteProductImages, imageKeyOf, thumbnailFirst } from './images.js';
import { deleteProduct } from './product-repository.js';

export const deleteProductRoute: Handler<ProductsEndpoints['delete']> = async ({
  params,
  principal,
  logger,
}) => {
  const { product } = await loadManagedProduct(params.id, principal);
  await deleteProduct(product.productId, product.producerId, product.name);
  const referenced = thumbnailFirst(product.thumbnailUrl, product.imageUrls)
    .map((url) => imageKeyOf(url, product.productId))
    .filter((key): key is string => key !== null);
  await deleteProductImages(product.productId, referenced, logger);
  return { message: PRODUCT_MESSAGES.deleted, data: { productId: product.productId } };
};
