/**
 * A farm's pick list of a dispatch day (issue 32, docs/harvest-calendar.md), pure: from the lines leaving that
 * day (not cancelled) and their orders, what to harvest and pack by product (units of every order) and by
 * order (what goes in each box, and how it reaches its buyer: the address, or the pickup point and slot).
 */
import type {
  Picklist,
  PicklistDelivery,
  PicklistOrder,
  PicklistProduct,
} from '../../shared/contracts/harvest/entities.js';
import type { ProductOrder } from '../../shared/contracts/orders/entities.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import type { OrderDeliveryFacts } from '../orders/index.js';

/** How the farm's lines of an order reach the buyer. */
export function deliveryOf(
  producerId: string,
  facts: OrderDeliveryFacts | undefined,
  line: ProductOrder,
): PicklistDelivery {
  const delivery = facts?.deliveries.find((entry) => entry.producerId === producerId);
  const slot = line.pickupSlot ?? delivery?.pickupSlot;
  if (delivery?.mode === 'pickup') {
    return {
      mode: 'pickup',
      address: delivery.pickup?.address ?? '',
      ...(slot ? { pickupSlot: slot } : {}),
      ...(facts?.shippingInfo?.phone ? { phone: facts.shippingInfo.phone } : {}),
    };
  }
  const info = facts?.shippingInfo;
  return {
    mode: 'delivery',
    address: info?.address ?? '',
    ...(info?.postalCode ? { postalCode: info.postalCode } : {}),
    ...(info?.city ? { city: info.city } : {}),
    ...(info?.phone ? { phone: info.phone } : {}),
    ...(info?.notes ? { notes: info.notes } : {}),
  };
}

export function buildPicklist(input: {
  date: string;
  producerId: string;
  producerName?: string;
  lines: readonly ProductOrder[];
  orders: ReadonlyMap<string, OrderDeliveryFacts>;
}): Picklist {
  const byProduct = new Map<string, PicklistProduct & { orderIds: Set<string> }>();
  const byOrder = new Map<string, PicklistOrder>();
  for (const line of input.lines) {
    if (line.status === 'cancelled') continue;
    const product = byProduct.get(line.productId) ?? {
      productId: line.productId,
      name: line.product.name,
      ...(line.product.unit ? { unit: line.product.unit } : {}),
      quantity: 0,
      orders: 0,
      orderIds: new Set<string>(),
    };
    product.quantity += line.quantity;
    product.orderIds.add(line.orderId);
    product.orders = product.orderIds.size;
    byProduct.set(line.productId, product);

    const facts = input.orders.get(line.orderId);
    const order = byOrder.get(line.orderId) ?? {
      orderId: line.orderId,
      reference: orderReference(line.orderId),
      customer: facts?.customer || line.buyerName || '',
      lines: [],
      delivery: deliveryOf(input.producerId, facts, line),
    };
    order.lines.push({
      productOrderId: line.id,
      productId: line.productId,
      name: line.product.name,
      ...(line.product.unit ? { unit: line.product.unit } : {}),
      quantity: line.quantity,
      status: line.status,
      ...(line.readyFrom ? { readyFrom: line.readyFrom } : {}),
    });
    byOrder.set(line.orderId, order);
  }
  return {
    date: input.date,
    producerId: input.producerId,
    ...(input.producerName ? { producerName: input.producerName } : {}),
    byProduct: [...byProduct.values()]
      .map(({ orderIds: _ids, ...product }) => product)
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    byOrder: [...byOrder.values()],
  };
}
