/**
 * Whether the shop serves a box's address now (docs/subscriptions.md, "An address the shop no longer serves"):
 * Canarias, Ceuta and Melilla only while an admin has them enabled, as the checkout (pure, but the refusal).
 */
import type { ShippingInfo } from '../../shared/contracts/orders/entities.js';
import { CHECKOUT_PRICING_MESSAGES as PRICING_MESSAGES } from '../../shared/messages/pricing.js';
import { SUBSCRIPTION_ZONE_LABELS } from '../../shared/messages/subscriptions.js';
import type { ShopShippingSettings } from '../../shared/rules/pricing/entities.js';
import { isOutsideVatTerritory, zoneOf } from '../../shared/rules/pricing/postal-zones.js';
import { unprocessable } from '../lib/errors.js';

/** The name of an address's zone as the consumer reads it (e.g. «Canarias»). */
export const zoneName = (postalCode: string): string => {
  const zone = zoneOf(postalCode);
  return SUBSCRIPTION_ZONE_LABELS[zone] ?? zone;
};

/** The zone's name when the shop does not serve the address now (e.g. «Canarias»), else null. */
export function unservedZone(
  shippingInfo: Pick<ShippingInfo, 'postalCode'>,
  shipping: Pick<ShopShippingSettings, 'remoteZonesEnabled'>,
): string | null {
  const zone = zoneOf(shippingInfo.postalCode);
  if (!isOutsideVatTerritory(zone) || shipping.remoteZonesEnabled) return null;
  return zoneName(shippingInfo.postalCode);
}

/** 422 on the address's postal code when the shop does not serve it now (nothing written). */
export function refuseUnservedAddress(
  shippingInfo: Pick<ShippingInfo, 'postalCode'>,
  shipping: Pick<ShopShippingSettings, 'remoteZonesEnabled'>,
): void {
  if (unservedZone(shippingInfo, shipping) === null) return;
  throw unprocessable(PRICING_MESSAGES.zoneNotServed, [
    { field: 'shippingInfo.postalCode', message: PRICING_MESSAGES.zoneNotServed },
  ]);
}
