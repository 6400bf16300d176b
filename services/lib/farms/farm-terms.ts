/** The shipping terms a farm's page shows: its own (profile), or the shop's default while it sets none. */
import type { ShippingTerms } from '../../../shared/pricing/shipping.js';
import { shopTerms, toShippingTerms } from '../commerce/farm-terms.js';
import { readShopShipping } from '../commerce/shop-shipping.js';

export async function farmShipping(item: Record<string, unknown>): Promise<ShippingTerms> {
  return toShippingTerms(item.shipping) ?? shopTerms(await readShopShipping());
}
