/**
 * The order item's attributes as stored, and back (pure; issue 35, docs/cost.md "An order line and the order
 * smaller"). The checkout's order item of two lines was about 2.5 KB: 3 write units, doubled by its transaction,
 * and every later write of the order paid 3 again. An order item written since stores nothing a read can give
 * back from the item itself:
 *   - `orderId`, `orderCreatedAt`, `lastUpdatedAt` (the spec's second names of `id`, `createdAt`, `updatedAt`),
 *     `consumerInfo.userId` (the order's `userId`), `subtotal` (its `itemsTotal`), `paymentMethod` (its payment's
 *     method), `producerCount` and `productOrdersCount` (how many `producerIds` and `items` it has);
 *   - the values a new order starts with: `discount` and `discountTotal` 0, `completedProductOrders` 0, the
 *     payment's currency, `paidAt` null and `refundedAmount` 0 (payment/payment.ts storedPayment);
 *   - in each of its `items`, the product snapshot's `productId` and `price` (the item's own), `isActive` when
 *     true, `producerName` when its delivery names the same farm, the thumbnail as its file name
 *     (stored-thumbnail.ts); `productId` absent from an item's snapshot marks that shape.
 * `fullOrderItem` gives a stored order item of either shape back whole: every reader of order items reads through
 * it (toOrderSummary, the invoices, the stream's images: services/events/change-record.ts).
 */
import type { CartItem } from '../../shared/contracts/carts/entities.js';
import type { OrderDelivery } from '../../shared/rules/pricing/entities.js';
import { storedPayment, withPaymentDefaults } from './payment/payment.js';
import { storedThumbnail, thumbnailOf } from './stored-thumbnail.js';

type Item = Record<string, unknown>;

const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null;

/** Each farm's name by its id, as the order's deliveries say it. */
function farmNames(deliveries: unknown): Map<string, unknown> {
  const names = new Map<string, unknown>();
  if (!Array.isArray(deliveries)) return names;
  for (const delivery of deliveries as Partial<OrderDelivery>[])
    if (isRecord(delivery) && typeof delivery.producerId === 'string')
      names.set(delivery.producerId, delivery.producerName);
  return names;
}

function storedItem(item: CartItem, farms: Map<string, unknown>): Item {
  const product: Item = { ...item.product };
  if (product.productId !== item.productId || product.price !== item.price) return { ...item };
  delete product.productId;
  delete product.price;
  if (product.isActive === true) delete product.isActive;
  const farm = typeof product.producerId === 'string' ? farms.get(product.producerId) : undefined;
  if (product.producerName !== undefined && product.producerName === farm) delete product.producerName;
  if (product.thumbnailUrl !== undefined)
    product.thumbnailUrl = storedThumbnail(item.productId, product.thumbnailUrl);
  return { ...item, product };
}

function fullItem(value: unknown, farms: Map<string, unknown>): unknown {
  if (!isRecord(value) || !isRecord(value.product) || value.product.productId !== undefined) return value;
  const product = value.product;
  const farm = typeof product.producerId === 'string' ? farms.get(product.producerId) : undefined;
  return {
    ...value,
    product: {
      productId: value.productId,
      price: value.price,
      ...product,
      isActive: product.isActive ?? true,
      ...(product.producerName === undefined && farm !== undefined ? { producerName: farm } : {}),
      ...(product.thumbnailUrl !== undefined
        ? { thumbnailUrl: thumbnailOf(value.productId, product.thumbnailUrl) }
        : {}),
    },
  };
}

/** The order's attributes to store (an order item as orderItem writes it, without its keys). */
export function storedOrderFields(order: Item): Item {
  const {
    orderId,
    orderCreatedAt,
    lastUpdatedAt,
    subtotal,
    discount,
    discountTotal,
    completedProductOrders,
    paymentMethod,
    producerCount,
    productOrdersCount,
    ...rest
  } = order;
  const stored: Item = { ...rest };
  if (!isRecord(order.payment) || paymentMethod !== order.payment.method)
    stored.paymentMethod = paymentMethod;
  if (!Array.isArray(order.producerIds) || producerCount !== order.producerIds.length)
    stored.producerCount = producerCount;
  if (!Array.isArray(order.items) || productOrdersCount !== order.items.length)
    stored.productOrdersCount = productOrdersCount;
  if (orderId !== order.id) stored.orderId = orderId;
  if (orderCreatedAt !== order.createdAt) stored.orderCreatedAt = orderCreatedAt;
  if (lastUpdatedAt !== order.updatedAt) stored.lastUpdatedAt = lastUpdatedAt;
  if (subtotal !== order.itemsTotal) stored.subtotal = subtotal;
  if (discount !== 0) stored.discount = discount;
  if (discountTotal !== 0) stored.discountTotal = discountTotal;
  if (completedProductOrders !== 0) stored.completedProductOrders = completedProductOrders;
  for (const [name, value] of Object.entries(stored)) if (value === undefined) delete stored[name];
  if (isRecord(order.consumerInfo) && order.consumerInfo.userId === order.userId) {
    const { userId: _userId, ...consumer } = order.consumerInfo;
    stored.consumerInfo = consumer;
  }
  if (isRecord(order.payment)) stored.payment = storedPayment(order.payment as never);
  if (Array.isArray(order.items)) {
    const farms = farmNames(order.deliveries);
    stored.items = (order.items as CartItem[]).map((item) => storedItem(item, farms));
  }
  return stored;
}

/** A stored order item whole (either shape): what every reader of an order item reads. */
export function fullOrderItem(item: Item): Item {
  const full: Item = { ...item };
  if (full.orderId === undefined && full.id !== undefined) full.orderId = full.id;
  if (full.orderCreatedAt === undefined && full.createdAt !== undefined) full.orderCreatedAt = full.createdAt;
  if (full.lastUpdatedAt === undefined && full.updatedAt !== undefined) full.lastUpdatedAt = full.updatedAt;
  // Only an order with today's totals (its taxBreakdown) left these out; an older one is read as it was.
  if (Array.isArray(full.taxBreakdown)) {
    if (full.subtotal === undefined && full.itemsTotal !== undefined) full.subtotal = full.itemsTotal;
    full.discount ??= 0;
    full.discountTotal ??= 0;
    full.completedProductOrders ??= 0;
  }
  if (isRecord(full.consumerInfo) && full.consumerInfo.userId === undefined && full.userId !== undefined)
    full.consumerInfo = { userId: full.userId, ...full.consumerInfo };
  if (isRecord(full.payment) && typeof full.payment.method === 'string') {
    full.paymentMethod ??= full.payment.method;
    full.payment = withPaymentDefaults(full.payment as never);
  }
  if (Array.isArray(full.producerIds)) full.producerCount ??= full.producerIds.length;
  if (Array.isArray(full.items)) full.productOrdersCount ??= full.items.length;
  if (Array.isArray(full.items)) {
    const farms = farmNames(full.deliveries);
    full.items = full.items.map((value) => fullItem(value, farms));
  }
  return full;
}
