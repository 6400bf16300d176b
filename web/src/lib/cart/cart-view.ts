/**
 * How a cart (or an order's lines) is shown: grouped by producer, because every farm prepares and ships its
 * own part of the order, each group with its farm's shipping (the server cart's `farms`); its totals (products,
 * shipping, coupon discount, total, IVA per rate), computed in whole cents; and the texts of those figures.
 */
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import { formatMoney, fromCents, lineCents } from '../../../../shared/utils/money.js';
import type { CartFarm, TaxBreakdownEntry } from '../../../../shared/rules/pricing/entities.js';

export interface ProducerGroup<T> {
  producerId: string;
  /** The farm's name when the line knows it, else null (the screen says "Finca"). */
  producerName: string | null;
  items: T[];
  /** Sum of the group's lines at their unit prices. */
  subtotal: number;
  units: number;
}

interface Groupable {
  quantity: number;
  price: number;
  producerId?: string;
  producerName?: string;
  product: { producerId?: string; producerName?: string };
}

/** Lines by producer, in the order each producer first appears. */
export function groupByProducer<T extends Groupable>(items: readonly T[]): ProducerGroup<T>[] {
  const groups = new Map<string, { producerName: string | null; items: T[]; cents: number; units: number }>();
  for (const item of items) {
    const producerId = item.producerId ?? item.product.producerId ?? '';
    const name = item.producerName?.trim() || item.product.producerName?.trim() || null;
    const group = groups.get(producerId) ?? { producerName: null, items: [], cents: 0, units: 0 };
    group.producerName ??= name;
    group.items.push(item);
    group.cents += lineCents(item.price, item.quantity);
    group.units += item.quantity;
    groups.set(producerId, group);
  }
  return [...groups.entries()].map(([producerId, group]) => ({
    producerId,
    producerName: group.producerName,
    items: group.items,
    subtotal: fromCents(group.cents),
    units: group.units,
  }));
}

/**
 * The heading of one farm's part of an order (the checkout's summary, a placed order): its farm, after
 * "Envío 2: " when the order ships in several parts.
 */
export function shipmentTitle(group: { producerName: string | null }, index: number, count: number): string {
  return `${count > 1 ? `Envío ${index + 1}: ` : ''}${group.producerName ?? 'Finca de Pitahaya Marketplace'}`;
}

export interface CartTotals {
  /** The lines before the discount. */
  subtotal: number;
  /** Every farm's shipping when delivered; null while no server priced the cart (the local cart). */
  shipping: number | null;
  discount: number;
  total: number;
  units: number;
  taxBreakdown: TaxBreakdownEntry[];
}

type TotalsSource = Pick<Cart, 'items' | 'totalPrice' | 'subtotal' | 'coupon'> &
  Partial<Pick<Cart, 'itemsTotal' | 'shippingTotal' | 'discountTotal' | 'taxBreakdown' | 'farms'>>;

/**
 * Products, shipping, the coupon's discount and the total to pay (the server's figures when it sent them),
 * with the IVA per rate. `priced`: the server priced this cart (its shipping is known).
 */
export function cartTotals(cart: TotalsSource, priced = true): CartTotals {
  const cents = cart.items.reduce((sum, item: CartItem) => sum + lineCents(item.price, item.quantity), 0);
  const subtotal = cart.itemsTotal ?? cart.subtotal ?? fromCents(cents);
  const discount = cart.discountTotal ?? cart.coupon?.discount ?? 0;
  return {
    subtotal,
    shipping: priced ? (cart.shippingTotal ?? 0) : null,
    discount,
    total: cart.totalPrice ?? fromCents(cents - Math.round(discount * 100)),
    units: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    taxBreakdown: priced ? (cart.taxBreakdown ?? []) : [],
  };
}

/** One farm's lines in the cart with its figures from the server (null: the cart is not priced). */
export interface CartFarmGroup<T> extends ProducerGroup<T> {
  farm: CartFarm | null;
}

/** The cart's lines by farm, each with its `farms` entry (shipping, free shipping, pickup) when there is one. */
export function farmGroups<T extends Groupable>(
  items: readonly T[],
  farms: readonly CartFarm[] | undefined,
): CartFarmGroup<T>[] {
  return groupByProducer(items).map((group) => {
    const farm = farms?.find((entry) => entry.producerId === group.producerId) ?? null;
    return {
      ...group,
      producerName: group.producerName ?? farm?.producerName?.trim() ?? null,
      farm,
    };
  });
}

/** "Envío: 4,90 €" or "Envío gratis" (a farm's delivered shipping). */
export const shippingText = (shipping: number): string =>
  shipping > 0 ? `Envío: ${formatMoney(shipping)}` : 'Envío gratis';

/** "Te faltan 12,30 € para el envío gratis". */
export const missingForFreeText = (missing: number): string =>
  `Te faltan ${formatMoney(missing)} para el envío gratis`;

/** "Recogida en la finca: Camino del Valle 3, de lunes a viernes de 9:00 a 14:00". */
export const pickupText = (pickup: { address: string; hours: string }): string =>
  `Recogida en la finca: ${pickup.address}, ${pickup.hours}`;

/** "IVA 4 %: 1,23 €" (rate 0: an exempt delivery). */
export const taxLineText = (entry: TaxBreakdownEntry): string =>
  entry.rate === 0
    ? `Exento de IVA: base ${formatMoney(entry.base)}`
    : `IVA ${entry.rate} %: ${formatMoney(entry.tax)}`;
