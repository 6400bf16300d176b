/**
 * The checkout's review figures: the cart priced with the shared rule (priceCart, the one checkout charges
 * with), the buyer's pickups applied. Each farm's terms come from the cart's `farms`: `shipping` is already the
 * fee this cart pays that farm when delivered (its free threshold applied), so the terms are that fee with no
 * threshold, and its pickup point. The coupon's discount is the cart's `discountTotal`. A delivery to
 * Canarias, Ceuta or Melilla (when the shop serves them) is exempt of IVA.
 */
import type { Cart } from '../../../../shared/contracts/carts/entities.js';
import { fromCents, toCents } from '../../../../shared/utils/money.js';
import { priceCart } from '../../../../shared/rules/pricing/cart-pricing.js';
import { moneyTotalsOf } from '../../../../shared/rules/pricing/totals.js';
import type {
  DeliveryMode,
  PickupPoint,
  ShippingTerms,
  TaxBreakdownEntry,
} from '../../../../shared/rules/pricing/entities.js';
import {
  isOutsideVatTerritory,
  isSpanishPostalCode,
  zoneOf,
} from '../../../../shared/rules/pricing/postal-zones.js';

import { farmDispatchText, laterLineText } from '../../../../shared/messages/calendar.js';
export interface ReviewLine {
  productId: string;
  name: string;
  quantity: number;
  /** Issue 32: a line leaving later than its farm's others (a pre-order): «Sale el ... (se envía aparte)». */
  later?: string;
  /** quantity x unit price (euros). */
  amount: number;
}

export interface ReviewFarm {
  producerId: string;
  producerName: string | null;
  mode: DeliveryMode;
  /** The farm's lines before the coupon (euros). */
  itemsTotal: number;
  /** What this order pays the farm for shipping (0 when collected or free). */
  shipping: number;
  /** Where to collect the lines (the farm offers it), whatever the mode chosen. */
  pickup: PickupPoint | null;
  lines: ReviewLine[];
  /** Issue 32: when the farm's lines leave (its cut-off sentence), from the cart's farms; null when unknown. */
  dispatch: string | null;
}

export interface ReviewFigures {
  farms: ReviewFarm[];
  itemsTotal: number;
  shippingTotal: number;
  discountTotal: number;
  total: number;
  taxBreakdown: TaxBreakdownEntry[];
  /** Outside the IVA territory: every rate reads 0. */
  exempt: boolean;
}

/** Each farm's terms for priceCart, from the cart's `farms` (a farm the cart does not list ships free). */
export function termsOfCart(cart: Pick<Cart, 'farms'>): Map<string, ShippingTerms> {
  return new Map(
    (cart.farms ?? []).map((farm) => [
      farm.producerId,
      { flatFee: farm.shipping, freeFrom: null, pickup: farm.pickup },
    ]),
  );
}

/** Whether the postal code (as typed) sends the order outside the IVA territory. */
export const isExemptPostalCode = (postalCode: string): boolean =>
  isSpanishPostalCode(postalCode) && isOutsideVatTerritory(zoneOf(postalCode));

/** The cart's figures with these farms collected (only farms offering pickup count) and this postal code. */
export function reviewFigures(
  cart: Pick<Cart, 'items' | 'farms' | 'discountTotal'>,
  pickupFrom: ReadonlySet<string>,
  postalCode = '',
  now: Date = new Date(),
): ReviewFigures {
  const exempt = isExemptPostalCode(postalCode);
  const { priced, farms } = priceCart({
    lines: cart.items.map((item) => ({
      producerId: item.product.producerId,
      ...(item.product.producerName ? { producerName: item.product.producerName } : {}),
      price: item.price,
      quantity: item.quantity,
      ...(item.product.taxRate !== undefined ? { taxRate: item.product.taxRate } : {}),
    })),
    discountCents: toCents(cart.discountTotal ?? 0),
    terms: termsOfCart(cart),
    pickupFrom,
    exempt,
  });
  return {
    farms: farms.map((farm) => {
      const cartFarm = cart.farms?.find((entry) => entry.producerId === farm.producerId);
      return {
        producerId: farm.producerId,
        producerName: farm.producerName?.trim() || cartFarm?.producerName?.trim() || null,
        mode: farm.mode,
        itemsTotal: fromCents(farm.itemsCents),
        shipping: fromCents(farm.shippingCents),
        pickup: farm.terms.pickup,
        dispatch: cartFarm ? farmDispatchText(cartFarm, now) : null,
        lines: cart.items
          .filter((item) => item.product.producerId === farm.producerId)
          .map((item) => {
            const later = laterLineText(item.dispatchDate, cartFarm?.dispatchDate, now);
            return {
              productId: item.productId,
              name: item.product.name,
              quantity: item.quantity,
              amount: fromCents(toCents(item.price) * item.quantity),
              ...(later ? { later } : {}),
            };
          }),
      };
    }),
    ...moneyTotalsOf(priced),
    total: fromCents(priced.total),
    exempt,
  };
}

/** The farms the buyer chose to collect at that still offer pickup, in the cart's order (what is sent). */
export function pickupsToSend(cart: Pick<Cart, 'farms'>, chosen: ReadonlySet<string>): string[] {
  return (cart.farms ?? [])
    .filter((farm) => farm.pickup && chosen.has(farm.producerId))
    .map((f) => f.producerId);
}
