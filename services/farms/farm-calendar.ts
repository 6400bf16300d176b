/**
 * A farm's delivery as the cart, the checkout and the harvest calendar apply it (docs/harvest-calendar.md): its
 * shipping terms (shipping-terms.ts), its dispatch calendar (weekly cut-off and dispatch day, closed dates) and
 * its pickup slots, all from its directory item in one BatchGetItem for the farms of a cart (the checkout's
 * second round trip reads them with the products and the coupon).
 */
import type { ShopShippingSettings } from '../../shared/rules/pricing/entities.js';
import type { ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import { toFarmCalendar, type FarmCalendar } from '../../shared/rules/calendar/dispatch.js';
import { toPickupSlots, type PickupSlot } from '../../shared/rules/calendar/pickup-slots.js';
import { readUserItems } from '../lib/data/user-items.js';
import { shopTerms, toShippingTerms } from './shipping-terms.js';

type Item = Record<string, unknown>;

export interface FarmDelivery {
  terms: ShippingTerms;
  calendar: FarmCalendar;
  /** Weekly pickup slots (only while the farm offers pickup). */
  pickupSlots: PickupSlot[];
}

/** The attributes of a directory item the farm's delivery is read from. */
export const FARM_DELIVERY_PROJECTION = 'id, shipping, schedule, holidays, pickupSlots';

/** A farm's delivery from its directory item (or the shop's default terms and no calendar without one). */
export function toFarmDelivery(item: Item | undefined, shop: ShopShippingSettings): FarmDelivery {
  const terms = toShippingTerms(item?.shipping) ?? shopTerms(shop);
  return {
    terms,
    calendar: toFarmCalendar(item),
    pickupSlots: terms.pickup ? toPickupSlots(item?.pickupSlots) : [],
  };
}

/** The delivery of each of these farms (every id gets one). `shop` may be a promise, read at the same time. */
export async function readFarmDeliveries(
  producerIds: readonly string[],
  shopSettings: ShopShippingSettings | Promise<ShopShippingSettings>,
): Promise<Map<string, FarmDelivery>> {
  const [items, shop] = await Promise.all([
    producerIds.length > 0 ? readUserItems(producerIds, FARM_DELIVERY_PROJECTION) : new Map<string, Item>(),
    shopSettings,
  ]);
  return new Map(producerIds.map((id) => [id, toFarmDelivery(items.get(id), shop)]));
}

/** One farm's dispatch calendar (its weekly schedule or none, its closed dates): the subscriptions' cycles. */
export async function readFarmCalendar(producerId: string): Promise<FarmCalendar> {
  const items = await readUserItems([producerId], 'id, schedule, holidays');
  return toFarmCalendar(items.get(producerId));
}

/** The shipping terms of each farm (what the pricing rule takes). */
export const termsOf = (deliveries: ReadonlyMap<string, FarmDelivery>): Map<string, ShippingTerms> =>
  new Map([...deliveries].map(([id, delivery]) => [id, delivery.terms]));
