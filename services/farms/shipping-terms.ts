/**
 * The farms' shipping terms, as the cart and checkout apply them: a farm's own terms from its directory item
 * (`shipping`, set in its profile), or the shop's default ones (payment settings) when it set none. One
 * BatchGetItem for the farms of a cart.
 */
import type { ShopShippingSettings } from '../../shared/rules/pricing/entities.js';
import type { PickupPoint, ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import { readUserItems } from '../lib/data/user-items.js';

type Item = Record<string, unknown>;

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** A stored pickup point, or null. */
function toPickup(value: unknown): PickupPoint | null {
  if (!value || typeof value !== 'object') return null;
  const { address, hours } = value as Item;
  return typeof address === 'string' && address !== '' && typeof hours === 'string' && hours !== ''
    ? { address, hours }
    : null;
}

/** A farm's own stored terms, or null when it has none (or they are not terms). */
export function toShippingTerms(value: unknown): ShippingTerms | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Item;
  const flatFee = amount(item.flatFee);
  if (flatFee === null) return null;
  return { flatFee, freeFrom: amount(item.freeFrom), pickup: toPickup(item.pickup) };
}

/** The shop's default terms (no pickup: that is a farm's own offer). */
export const shopTerms = (shop: ShopShippingSettings): ShippingTerms => ({
  flatFee: shop.flatFee,
  freeFrom: shop.freeFrom,
  pickup: null,
});

/**
 * The terms that apply to each of these farms (every id gets terms: its own or the shop's). `shop` may be a
 * promise, so the shop's settings and the farms' items are read at the same time.
 */
export async function readFarmTerms(
  producerIds: readonly string[],
  shopSettings: ShopShippingSettings | Promise<ShopShippingSettings>,
): Promise<Map<string, ShippingTerms>> {
  const [items, shop] = await Promise.all([
    producerIds.length > 0 ? readUserItems(producerIds, 'id, shipping') : new Map<string, Item>(),
    shopSettings,
  ]);
  return new Map(
    producerIds.map((id) => [
      id,
      toShippingTerms((items.get(id) as Item | undefined)?.shipping) ?? shopTerms(shop),
    ]),
  );
}
