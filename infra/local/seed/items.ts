/**
 * The DynamoDB items of the demo data, built from the data modules with the key builders of
 * services/lib/data/keys.ts, so the seed writes exactly what the services read. Pure: no I/O.
 */
import { SEED_LEGAL_FACTS, SEED_PLANT_OPERATORS } from './legal-products.js';
import { withdrawalOf } from '../../../shared/rules/product-legal.js';
import type { ShippingTerms } from '../../../shared/rules/pricing/shipping.js';
import { createHash } from 'node:crypto';
import type { CartItem } from '../../../shared/contracts/carts/entities.js';
import type {
  CouponDefinition,
  ProductOrder,
  ProductOrderStatus,
} from '../../../shared/contracts/orders/entities.js';
import type { Product } from '../../../shared/contracts/products/entities.js';
import type { User } from '../../../shared/contracts/users/entities.js';
import type { StoredCart } from '../../../services/carts/cart-store.js';
import { subtotalCentsOf, type CartCoupon } from '../../../services/carts/cart-view.js';
import { checkCoupon, couponItem } from '../../../services/carts/coupons.js';
import {
  historyEntry,
  orderItem,
  lineItemWithSettlement,
  type StoredOrder,
} from '../../../services/orders/order-record.js';
import { cartSnapshot, toProductState, type ProductState } from '../../../services/products/read-products.js';
import { normalizeText, productImageKey, productKeys, userKeys } from '../../../services/lib/data/keys.js';
import { globalNotificationItem } from '../../../services/notifications/records.js';
import { planCheckout } from '../../../services/orders/checkout-plan.js';
import { catalogKeys } from '../../../services/products/catalog-entry.js';
import { STOCK_APART, stockItemOf } from '../../../services/products/product-stock.js';
import { originKeyOf } from '../../../shared/rules/catalog/origin-harvest-filters.js';
import {
  completedLines,
  countLineStatuses,
  orderStatusFromLines,
  workflowTo,
} from '../../../shared/rules/order-status-rules.js';
import { SEED_COUPONS, type SeedCoupon } from './coupons.js';
import { IMAGES_PATH_PREFIX } from '../../../shared/constants/images.js';
import { variantWidthsFor, type ImageVariants } from '../../../shared/utils/image-variants.js';
import type { SeedNotification } from './notifications.js';
import { SEED_ORDERS, SEED_SHIPPING, type SeedOrder } from './orders.js';
import { SEED_IMAGE_SIZE, type SeedProduct } from './products.js';
import type { SeedUser, SeedUserKey } from './users.js';
import { paymentAfter } from '../../../services/orders/payment/payment.js';
import { DEFAULT_COMMISSION_RATE } from '../../../services/shop/payment-settings.js';

export type Item = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const isoDaysAgo = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();
const isoAfterHours = (iso: string, hours: number): string =>
  new Date(Date.parse(iso) + hours * 60 * 60 * 1000).toISOString();

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

/** What a seed product records about each of its images (all SEED_IMAGE_SIZE square WebP). */
export const SEED_IMAGE_VARIANTS: ImageVariants = {
  width: SEED_IMAGE_SIZE,
  height: SEED_IMAGE_SIZE,
  widths: variantWidthsFor(SEED_IMAGE_SIZE, 'image/webp'),
};

/** imageVariants of a seed product (one entry per image URL). */
export const seedImageVariants = (urls: readonly string[]): Record<string, ImageVariants> =>
  Object.fromEntries(urls.map((url) => [url, SEED_IMAGE_VARIANTS]));

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
    searchText: userKeys.searchText(user.fullName, user.email),
    ...(user.fiscal ? { fiscal: user.fiscal } : {}),
    ...(user.shipping ? { shipping: user.shipping } : {}),
    ...(user.schedule ? { schedule: user.schedule } : {}),
    ...(SEED_PLANT_OPERATORS[user.key] ? { plantOperatorNumber: SEED_PLANT_OPERATORS[user.key] } : {}),
    updatedAt: createdAt,
  };
}

/** Issue 23's facts of a seed product: category, variety, origin and its harvest date (a day, in UTC). */
export function seedProductFacts(
  product: SeedProduct,
  now: Date,
): Pick<Product, 'category' | 'variety' | 'origin' | 'harvestDate'> {
  return {
    category: product.category,
    variety: product.variety,
    origin: product.origin,
    ...(product.harvestDaysAgo === undefined
      ? {}
      : { harvestDate: isoDaysAgo(now, product.harvestDaysAgo).slice(0, 10) }),
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
    taxRate: product.taxRate,
    ...seedProductFacts(product, now),
    // Issue 31: the withdrawal right, the food information, the botanical name (legal-products.ts).
    withdrawal: withdrawalOf({ ...SEED_LEGAL_FACTS[product.id], category: product.category }),
    ...(SEED_LEGAL_FACTS[product.id]?.foodInfo ? { foodInfo: SEED_LEGAL_FACTS[product.id]?.foodInfo } : {}),
    ...(SEED_LEGAL_FACTS[product.id]?.botanicalName
      ? { botanicalName: SEED_LEGAL_FACTS[product.id]?.botanicalName }
      : {}),
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
    // Their WebP variants are made when the seed loads (infra/local/seed/index.ts).
    imageVariants: seedImageVariants(urls),
  };
}

/**
 * The product item, its name-uniqueness guard and its stock item (written together): the seed's products have their
 * stock apart, as the products service makes them (services/products/product-stock.ts).
 */
export function productItems(product: SeedProduct, producerId: string, producerName: string, now: Date) {
  const entity = productEntity(product, producerId, producerName, now);
  const base: Item = {
    ...productKeys.item(product.id),
    ...productKeys.byProducer(producerId, entity.createdAt, product.id),
    entity: 'Product',
    ...entity,
    verifiedImageUrls: entity.imageUrls,
    nameNormalized: normalizeText(product.name),
    searchText: normalizeText(`${product.name} ${product.shortDescription}`),
    // The origin filter's key, as services/products/product-item.ts toItem writes it.
    originKey: originKeyOf(product.origin),
    [STOCK_APART]: true,
  };
  const item: Item = { ...base, ...catalogKeys(base).set };
  const stock = stockItemOf(item);
  const guard: Item = {
    ...productKeys.nameGuard(producerId, product.name),
    entity: 'ProductNameGuard',
    productId: product.id,
    producerId,
    name: product.name,
  };
  return { item, guard, stock, entity };
}

export interface OrderContext {
  consumer: { sub: string; user: SeedUser };
  /** Seed product id -> its Product entity (with the producer's sub). */
  products: Map<string, Product>;
  /** Producer sub -> the shipping terms its orders were placed with (none: no shipping). */
  farmTerms?: ReadonlyMap<string, ShippingTerms>;
}

/** A seeded coupon, its uses those of the seeded orders placed with it and not cancelled (as checkout counts). */
export function couponEntity(coupon: SeedCoupon, now: Date): CouponDefinition {
  const { daysAgo, ...rules } = coupon;
  const createdAt = isoDaysAgo(now, daysAgo);
  const usesCount = SEED_ORDERS.filter(
    (order) => order.couponCode === coupon.code && order.status !== 'cancelled',
  ).length;
  return { ...rules, usesCount, createdAt, updatedAt: createdAt };
}

export const couponSeedItem = (coupon: SeedCoupon, now: Date): Item => couponItem(couponEntity(coupon, now));

/**
 * The order item and its product orders (one per line, for that product's farm), built by the checkout's own
 * planner (services/orders/checkout-plan.ts) so the seed has exactly the shapes checkout writes; then moved on
 * to the seed's status with a history entry per step (the farm moves its line on; the consumer cancels).
 */
export function orderItems(
  order: SeedOrder,
  context: OrderContext,
  now: Date,
): { order: Item; productOrders: Item[] } {
  const createdAt = isoDaysAgo(now, order.daysAgo);
  const updatedAt = isoAfterHours(createdAt, order.updatedAfterHours);
  const states = new Map<string, ProductState>();
  const items: CartItem[] = order.lines.map((line) => {
    const product = context.products.get(line.productId);
    if (!product) throw new Error(`Seed order ${order.id} uses unknown product ${line.productId}`);
    // What checkout reads of the product: its item as the seed writes it, read by the products domain.
    const state = toProductState({ ...productKeys.item(product.productId), ...product });
    if (!state) throw new Error(`Seed order ${order.id}: product ${line.productId} is not a product item`);
    states.set(product.productId, state);
    return {
      id: stableUuid(`order:${order.id}:item:${line.productId}`),
      productId: product.productId,
      product: cartSnapshot(state),
      quantity: line.quantity,
      price: product.price,
    };
  });
  const userId = context.consumer.sub;
  const cart: StoredCart = {
    id: stableUuid(`order:${order.id}:cart`),
    userId,
    items,
    createdAt,
    updatedAt: createdAt,
    version: 1,
  };

  let coupon: CartCoupon | null = null;
  if (order.couponCode) {
    const seed = SEED_COUPONS.find((candidate) => candidate.code === order.couponCode);
    if (!seed) throw new Error(`Seed order ${order.id} uses unknown coupon ${order.couponCode}`);
    const definition = couponEntity(seed, now);
    const check = checkCoupon(definition, {
      subtotalCents: subtotalCentsOf(items),
      now: new Date(createdAt),
      usedInOrder: null,
    });
    if (check.problem) throw new Error(`Seed order ${order.id}: ${check.problem}`);
    coupon = { definition, check };
  }

  const ids = [order.id, ...order.lines.map((_, index) => stableUuid(`order:${order.id}:po:${index}`))];
  let next = 0;
  const plan = planCheckout(
    {
      userId,
      consumer: { fullName: context.consumer.user.fullName, email: context.consumer.user.email },
      cart,
      products: states,
      coupon,
      shippingInfo: SEED_SHIPPING,
      terms: context.farmTerms ?? new Map(),
      payment: { method: 'cash_on_delivery', commissionRate: DEFAULT_COMMISSION_RATE },
      now: new Date(createdAt),
    },
    () => ids[next++] as string,
  );

  const productOrders: ProductOrder[] = plan.productOrders.map((po, index) => {
    const line = order.lines[index] as SeedOrder['lines'][number];
    const status = line.lineStatus ?? (order.status === 'completed' ? 'delivered' : order.status);
    const steps = workflowTo(status as ProductOrderStatus);
    const span = Date.parse(updatedAt) - Date.parse(createdAt);
    const history = steps.map((step, i) =>
      historyEntry(
        step,
        i === 0 ? createdAt : new Date(Date.parse(createdAt) + (span * i) / (steps.length - 1)).toISOString(),
        step === 'pending' || step === 'cancelled' ? userId : po.producerId,
        i === steps.length - 1 && i > 0 ? line.notes : undefined,
      ),
    );
    const last = history[history.length - 1] as (typeof history)[number];
    return {
      ...po,
      status: status as ProductOrderStatus,
      history,
      ...(line.notes ? { notes: line.notes } : {}),
      updatedAt: last.at,
    };
  });

  const statuses = productOrders.map((po) => po.status);
  const status = orderStatusFromLines(statuses);
  if (status !== order.status)
    throw new Error(`Seed order ${order.id} is ${order.status} but its lines make it ${status}`);
  const stored: StoredOrder = {
    ...plan.order,
    // Paid on delivery: delivered orders are paid, cancelled ones no longer due.
    payment:
      paymentAfter(plan.order.payment, { orderStatus: status, cancelledCents: 0, at: updatedAt }) ??
      plan.order.payment,
    status,
    completedProductOrders: completedLines(statuses),
    lineStatusCounts: countLineStatuses(statuses),
    activeProducerIds: [
      ...new Set(productOrders.filter((po) => po.status !== 'cancelled').map((po) => po.producerId)),
    ],
    updatedAt,
    lastUpdatedAt: updatedAt,
  };
  return {
    order: orderItem(stored),
    productOrders: productOrders.map((po, position) =>
      lineItemWithSettlement(po, position, plan.settlements[position]),
    ),
  };
}

export function notificationItem(notification: SeedNotification, now: Date): Item {
  return globalNotificationItem({
    id: notification.id,
    type: notification.type,
    priority: notification.priority,
    status: notification.status,
    title: notification.title,
    message: notification.message,
    createdAt: isoDaysAgo(now, notification.daysAgo),
  });
}

export type SubsByUser = Record<SeedUserKey, string>;
