/**
 * How a cart (or an order's lines) is shown: grouped by producer, because every farm prepares and ships its
 * own part of the order; and its totals (subtotal, coupon discount, total), computed in whole cents.
 */
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import { fromCents, lineCents } from '../../../../shared/money.js';

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
  subtotal: number;
  discount: number;
  total: number;
  units: number;
}

/** Subtotal of the lines, the coupon's discount and the total to pay (the server's figures when it sent them). */
export function cartTotals(cart: Pick<Cart, 'items' | 'totalPrice' | 'subtotal' | 'coupon'>): CartTotals {
  const cents = cart.items.reduce((sum, item: CartItem) => sum + lineCents(item.price, item.quantity), 0);
  const subtotal = cart.subtotal ?? fromCents(cents);
  const discount = cart.coupon?.discount ?? 0;
  return {
    subtotal,
    discount,
    total: cart.totalPrice ?? fromCents(cents - Math.round(discount * 100)),
    units: cart.items.reduce((sum, item) => sum + item.quantity, 0),
  };
}
