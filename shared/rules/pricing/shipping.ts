/**
 * A farm's shipping: a flat fee per order, free from a threshold of its lines, and an optional pickup at the
 * farm. The shop's default terms apply to a farm that set none. Amounts in euros (two decimals) as they travel;
 * the rule works in cents. docs/taxes-shipping-invoices.md.
 */
import { toCents } from '../../utils/money.js';

export const DELIVERY_MODES = ['delivery', 'pickup'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** Where and when buyers may collect their order at the farm. */
export interface PickupPoint {
  address: string;
  hours: string;
}

export interface ShippingTerms {
  /** Charged once per order for this farm's lines, IVA included. */
  flatFee: number;
  /** The farm's lines (before the coupon) from this amount ship free; null: never free. */
  freeFrom: number | null;
  /** Null: the farm does not offer pickup. */
  pickup: PickupPoint | null;
}

/** Terms of the shop for farms that set none (the admin's payment settings can change fee and threshold). */
export const DEFAULT_SHIPPING_TERMS: ShippingTerms = { flatFee: 4.9, freeFrom: 40, pickup: null };

/** Largest fee and threshold a farm or the shop may set, in euros. */
export const SHIPPING_FEE_MAX = 500;
export const FREE_SHIPPING_MAX = 100000;

/** The farm's shipping for an order, in cents: 0 for pickup or once its lines reach the free threshold. */
export function farmShippingCents(terms: ShippingTerms, itemsCents: number, mode: DeliveryMode): number {
  if (mode === 'pickup' && terms.pickup) return 0;
  if (terms.freeFrom !== null && itemsCents >= toCents(terms.freeFrom)) return 0;
  return toCents(terms.flatFee);
}

/** How much more of this farm's products ships free (cents), or null when it never does or already does. */
export function missingForFreeCents(terms: ShippingTerms, itemsCents: number): number | null {
  if (terms.freeFrom === null) return null;
  const missing = toCents(terms.freeFrom) - itemsCents;
  return missing > 0 ? missing : null;
}
