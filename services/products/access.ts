/** Who may manage a product: its creator or an admin (only the creator may modify or delete it). */
import type { Product } from '../../shared/contracts/products/entities.js';
import { forbidden, notFound, unauthorized } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import { toProduct, type Item } from './product-item.js';
import { getProductItem } from './product-repository.js';

export function canManage(principal: Principal | null, product: Pick<Product, 'producerId'>): boolean {
  return principal !== null && (principal.role === 'admin' || principal.userId === product.producerId);
}

export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  return principal;
}

/** The product (strongly consistent read) when the caller may manage it: 404 when missing, else 403. */
export async function loadManagedProduct(
  productId: string,
  principal: Principal | null,
): Promise<{ item: Item; product: Product }> {
  const item = await getProductItem(productId, true);
  if (!item) throw notFound();
  const product = toProduct(item);
  if (!canManage(principal, product)) throw forbidden();
  return { item, product };
}
