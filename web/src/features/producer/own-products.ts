/**
 * The producer's own products: every page of GET /v1/products/user (active and inactive, newest first),
 * fetched into one list (products-api.ts). A farm has tens of products, so one list keeps counts, the name
 * check and the management screen simple; the page limit (100, the API's maximum) keeps it to one call for
 * most farms. Here: what the screens work out from that list.
 */
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { stockState, unitsOf } from '../../lib/stock';

/** How often the list is read again while a photo of one of the products waits for its check. */
export const IMAGE_CHECK_POLL_MS = 3_000;

/** The producer's notice about a product's photos, or null when there is nothing to say. */
export function imageNotice(product: Pick<Product, 'imageStatus' | 'rejectedImages'>): string | null {
  if (product.imageStatus === 'pending') return PRODUCT_MESSAGES.imagePending;
  if (product.imageStatus === 'rejected') return PRODUCT_MESSAGES.imageRejected;
  const dropped = product.rejectedImages ?? 0;
  return dropped > 0 ? PRODUCT_MESSAGES.imagesDropped(dropped) : null;
}

export const idOf = (product: Pick<Product, 'productId' | 'id'>): string => product.productId ?? product.id;

/**
 * Active products a shopper sees as "Agotado" or "Pocas unidades", fewest units first. Inactive products are
 * not on sale, so their stock needs no attention yet. The dashboard's "Agotados" count and its "Stock por
 * reponer" list both come from here, so they always agree.
 */
export function needingRestock(products: readonly Product[]): Product[] {
  return products
    .filter((product) => product.isActive && stockState(product.stock) !== 'available')
    .sort((a, b) => unitsOf(a.stock) - unitsOf(b.stock) || a.name.localeCompare(b.name, 'es'));
}

/** Counts of the dashboard: "outOfStock" is the active products at 0 units (what shoppers see as Agotado). */
export function productCounts(products: readonly Product[]) {
  let active = 0;
  for (const product of products) if (product.isActive) active += 1;
  const outOfStock = needingRestock(products).filter((product) => stockState(product.stock) === 'out').length;
  return { total: products.length, active, inactive: products.length - active, outOfStock };
}

/** "5 productos: 4 activos, 1 inactivo.": each count agrees with its noun. */
export function productCountsText({ total, active, inactive }: ReturnType<typeof productCounts>): string {
  const agree = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return `${agree(total, 'producto', 'productos')}: ${agree(active, 'activo', 'activos')}, ${agree(inactive, 'inactivo', 'inactivos')}.`;
}
