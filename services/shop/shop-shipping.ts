/**
 * The shop's shipping settings (default terms of farms that set none, whether Canarias, Ceuta and Melilla are
 * served), stored with the payment settings (settingsKeys.payments, written by admins through the payments
 * service) and read here without the payment provider's code, for the cart.
 */
import type { ShopShippingSettings } from '../../shared/rules/pricing/entities.js';
import { DEFAULT_SHIPPING_TERMS } from '../../shared/rules/pricing/shipping.js';
import { settingsKeys } from '../lib/data/keys.js';
import { getItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

/** The shop's shipping until an admin sets it: the default terms, Canarias, Ceuta and Melilla not served. */
export const DEFAULT_SHOP_SHIPPING: ShopShippingSettings = {
  flatFee: DEFAULT_SHIPPING_TERMS.flatFee,
  freeFrom: DEFAULT_SHIPPING_TERMS.freeFrom,
  remoteZonesEnabled: false,
};

const amountOrNull = (value: unknown, fallback: number | null): number | null =>
  value === null
    ? null
    : typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? value
      : fallback;

/** Stored shipping settings, or the default for what is missing or malformed. */
export function toShopShipping(value: unknown): ShopShippingSettings {
  if (!value || typeof value !== 'object') return DEFAULT_SHOP_SHIPPING;
  const item = value as Item;
  return {
    flatFee: amountOrNull(item.flatFee, DEFAULT_SHOP_SHIPPING.flatFee) ?? DEFAULT_SHOP_SHIPPING.flatFee,
    freeFrom: amountOrNull(item.freeFrom, DEFAULT_SHOP_SHIPPING.freeFrom),
    remoteZonesEnabled: item.remoteZonesEnabled === true,
  };
}

/** The shop's shipping settings now (one GetItem, projected). */
export async function readShopShipping(): Promise<ShopShippingSettings> {
  const { Item } = await getItem({ Key: settingsKeys.payments(), ProjectionExpression: 'shipping' });
  return toShopShipping(Item?.shipping);
}
