/** The shipping terms a farm's page shows: its own (profile), or the shop's default while it sets none. */
import type { ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import { shopTerms, toShippingTerms } from './shipping-terms.js';
import { readShopShipping } from '../shop/index.js';

export async function farmShipping(item: Record<string, unknown>): Promise<ShippingTerms> {
  return toShippingTerms(item.shipping) ?? shopTerms(await readShopShipping());
}
