/**
 * Money shapes that travel (euros, two decimals): the breakdown per IVA rate, a farm's delivery on an order,
 * the buyer's billing details for a complete invoice, a farm's fiscal data (docs/taxes-shipping-invoices.md).
 */
import type { DeliveryMode, PickupPoint, ShippingTerms } from './shipping.js';
import type { BookedSlot } from '../calendar/pickup-slots.js';

export type { DeliveryMode, PickupPoint, ShippingTerms } from './shipping.js';

/** One IVA rate of an order, cart or invoice: base + tax over the breakdown is the total to the cent. */
export interface TaxBreakdownEntry {
  /** Percent: 4, 10 or 21 (0: exempt, outside the IVA territory). */
  rate: number;
  base: number;
  tax: number;
}

/** The totals every order (and the cart) answers: totalPrice = itemsTotal + shippingTotal - discountTotal. */
export interface MoneyTotals {
  itemsTotal: number;
  shippingTotal: number;
  discountTotal: number;
  taxBreakdown: TaxBreakdownEntry[];
}

/** How one farm's lines of an order reach the buyer, and what its shipping cost. */
export interface OrderDelivery {
  producerId: string;
  producerName?: string;
  mode: DeliveryMode;
  /** The farm's shipping (its lines' `shipping` add up to it at checkout). */
  shipping: number;
  /** Where to collect them (pickup only). */
  pickup?: PickupPoint;
  /** Issue 32: the date the farm's first lines leave (YYYY-MM-DD); a later pre-order line says its own. */
  dispatchDate?: string;
  /** Issue 32: when to collect them (pickup at a farm with slots). */
  pickupSlot?: BookedSlot;
}

/** The buyer's details for a complete invoice (factura completa), given at checkout. */
export interface BillingDetails {
  /** NIF, NIE or CIF, normalised (upper case, no spaces or dashes). */
  nif: string;
  name: string;
  /** Fiscal address; the shipping address when not given. */
  address: string;
}

/** A farm's fiscal data (its invoices' issuer), in its profile. */
export interface FiscalData {
  legalName: string;
  nif: string;
  address: string;
}

/** A farm's shipping as its profile holds it (null: the shop's default terms). */
export type FarmShipping = ShippingTerms;

/** The shop's shipping settings (admins, in the payment settings). */
export interface ShopShippingSettings {
  /** Terms of farms that set none. */
  flatFee: number;
  freeFrom: number | null;
  /** Whether Canarias, Ceuta and Melilla are served (their deliveries are exempt of IVA). */
  remoteZonesEnabled: boolean;
}

/** One farm's part of a cart: its lines' amount, its shipping if delivered, and how far free shipping is. */
export interface CartFarm {
  producerId: string;
  producerName?: string;
  /** The farm's lines at cart prices (before the coupon). */
  itemsTotal: number;
  /** Shipping if delivered (0 when free). */
  shipping: number;
  /** The farm's threshold, or null when it never ships free. */
  freeShippingFrom: number | null;
  /** How much more ships free; null when it already does (or never does). */
  missingForFreeShipping: number | null;
  /** The farm offers pickup there (the checkout lets the buyer choose it). */
  pickup: PickupPoint | null;
  /**
   * Issue 32 (docs/harvest-calendar.md): when the farm's lines ordered now leave (YYYY-MM-DD): the earliest of
   * its lines' dates (a pre-order line later than the others says its own `dispatchDate`).
   */
  dispatchDate?: string;
  /** Issue 32: the farm's next cut-off (Madrid date and time, and its instant), or null without a calendar. */
  cutoff?: { date: string; time: string; at: string } | null;
  /** Issue 32: the farm publishes pickup slots: collecting there means choosing one (GET /v1/carts/pickup-slots). */
  pickupSlots?: boolean;
}
