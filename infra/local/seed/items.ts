/**
 * The DynamoDB items of the demo data, built from the data modules with the key builders of
 * services/lib/data/keys.ts, so the seed writes exactly what the services read. Pure: no I/O.
 */
import { createHash } from 'node:crypto';
import type { CartItem, Notification, Order, Product, ProductOrder, User } from '../../../shared/entities.js';
import {
  normalizeText,
  notificationKeys,
  orderKeys,
  productImageKey,
  productKeys,
  userKeys,
} from '../../../services/lib/data/keys.js';
import { IMAGES_PATH_PREFIX } from '../../../shared/constants.js';
import type { SeedNotification } from './notifications.js';
import { SEED_SHIPPING, type SeedOrder } from './orders.js';
import type { SeedProduct } from './products.js';
import type { SeedUser, SeedUserKey } from './users.js';

export type Item = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const isoDaysAgo = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();
const isoAfterHours = (iso: string, hours: number): string =>
  new Date(Date.parse(iso) + hours * 60 * 60 * 1000).toISOString();
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A stable UUID (version 5 layout, SHA-1 of `name`): same input, same id, on every start. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`pitahaya-seed:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** Bucket key and public URL of a seed image of a product. */
export function seedImage(productId: string, stem: string) {
  const key = productImageKey(productId, stem, 'webp');
  return { key, url: `${IMAGES_PATH_PREFIX}${key.replace(/^images\//, '')}` };
}

export function userItem(user: SeedUser, sub: string, now: Date): Item {
  const createdAt = isoDaysAgo(now, user.daysAgo);
  const entity: User = {
    id: sub,
    email: user.email,
    role: user.role,
    fullName: user.fullName,
    username: user.email,
    isActive: true,
    createdAt,
    lastLogin: null,
  };
  return {
    ...userKeys.item(sub),
    ...userKeys.byRole(user.role, createdAt, sub),
    ...userKeys.byEmail(user.email),
    entity: 'User',
    ...entity,
    updatedAt: createdAt,
  };
}

export function productEntity(
  product: SeedProduct,
  producerId: string,
  producerName: string,
  now: Date,
): Product {
  const createdAt = isoDaysAgo(now, product.daysAgo);
  const urls = product.images.map((stem) => seedImage(product.id, stem).url);
  return {
    productId: product.id,
    id: product.id,
    name: product.name,
    shortDescription: product.shortDescription,
    price: product.price,
    stock: product.stock,
    unit: product.unit,
    thumbnailUrl: urls[0] ?? null,
    imageUrls: urls,
    isActive: product.isActive,
    active: product.isActive,
    producerId,
    producerName,
    createdAt,
    updatedAt: createdAt,
    // The seed's own images are real WebP files, published directly: they count as checked.
    imageStatus: 'verified',
    rejectedImages: 0,
  };
}

/** The product item and its name-uniqueness guard (written together). */
export function productItems(product: SeedProduct, producerId: string, producerName: string, now: Date) {
  const entity = productEntity(product, producerId, producerName, now);
  const item: Item = {
    ...productKeys.item(product.id),
    ...productKeys.byProducer(producerId, entity.createdAt, product.id),
    ...productKeys.catalog(product.isActive, entity.createdAt, product.price, product.name, product.id),
    entity: 'Product',
    ...entity,
    verifiedImageUrls: entity.imageUrls,
    nameNormalized: normalizeText(product.name),
    searchText: normalizeText(`${product.name} ${product.shortDescription}`),
  };
  const guard: Item = {
    ...productKeys.nameGuard(producerId, product.name),
    entity: 'ProductNameGuard',
    productId: product.id,
    producerId,
    name: product.name,
  };
  return { item, guard, entity };
}

export interface OrderContext {
  consumer: { sub: string; user: SeedUser };
  /** Seed product id -> its Product entity (with the producer's sub). */
  products: Map<string, Product>;
}

/** The order item and its product orders (one per line, for that product's farm). */
export function orderItems(
  order: SeedOrder,
  context: OrderContext,
  now: Date,
): { order: Item; productOrders: Item[] } {
  const createdAt = isoDaysAgo(now, order.daysAgo);
  const updatedAt = isoAfterHours(createdAt, order.updatedAfterHours);
  const lines = order.lines.map((line, index) => {
    const product = context.products.get(line.productId);
    if (!product) throw new Error(`Seed order ${order.id} uses unknown product ${line.productId}`);
    return { line, index, product };
  });

  const items: CartItem[] = lines.map(({ line, product }) => ({
    id: stableUuid(`order:${order.id}:item:${line.productId}`),
    productId: product.productId,
    product: {
      productId: product.productId,
      name: product.name,
      price: product.price,
      thumbnailUrl: product.thumbnailUrl,
      unit: product.unit,
      isActive: product.isActive,
      producerId: product.producerId,
    },
    quantity: line.quantity,
    price: product.price,
  }));

  const productOrders: ProductOrder[] = lines.map(({ line, index, product }) => ({
    id: stableUuid(`order:${order.id}:po:${index}`),
    orderId: order.id,
    productId: product.productId,
    producerId: product.producerId,
    quantity: line.quantity,
    price: product.price,
    status: line.lineStatus ?? (order.status === 'completed' ? 'delivered' : order.status),
    product: {
      productId: product.productId,
      name: product.name,
      shortDescription: product.shortDescription,
      price: product.price,
      thumbnailUrl: product.thumbnailUrl,
      isActive: product.isActive,
      producerId: product.producerId,
    },
    totalPrice: round2(product.price * line.quantity),
    ...(line.notes ? { notes: line.notes } : {}),
    createdAt,
    updatedAt,
  }));

  const producerIds = [...new Set(productOrders.map((po) => po.producerId))];
  const entity: Omit<Order, 'productOrders'> = {
    id: order.id,
    orderId: order.id,
    userId: context.consumer.sub,
    items,
    totalPrice: round2(productOrders.reduce((sum, po) => sum + po.totalPrice, 0)),
    status: order.status,
    shippingInfo: SEED_SHIPPING,
    producerCount: producerIds.length,
    productOrdersCount: productOrders.length,
    completedProductOrders: productOrders.filter((po) => po.status === 'delivered').length,
    createdAt,
    orderCreatedAt: createdAt,
    updatedAt,
    lastUpdatedAt: updatedAt,
    consumerInfo: {
      userId: context.consumer.sub,
      fullName: context.consumer.user.fullName,
      email: context.consumer.user.email,
    },
  };
  return {
    order: {
      ...orderKeys.item(order.id),
      ...orderKeys.indexes(context.consumer.sub, createdAt, order.id),
      entity: 'Order',
      ...entity,
      producerIds,
    },
    productOrders: productOrders.map((po) => ({
      ...orderKeys.productOrder(order.id, po.id),
      ...orderKeys.productOrderIndexes(po.producerId, po.status, createdAt, po.id),
      entity: 'ProductOrder',
      ...po,
    })),
  };
}

export function notificationItem(notification: SeedNotification, now: Date): Item {
  const createdAt = isoDaysAgo(now, notification.daysAgo);
  const entity: Notification = {
    id: notification.id,
    type: notification.type,
    priority: notification.priority,
    status: notification.status,
    title: notification.title,
    message: notification.message,
    createdAt,
  };
  return {
    ...notificationKeys.item(notification.id),
    ...notificationKeys.byStatus(notification.status, createdAt, notification.id),
    entity: 'Notification',
    ...entity,
  };
}

export type SubsByUser = Record<SeedUserKey, string>;
