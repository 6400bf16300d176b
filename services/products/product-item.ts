/**
 * The product's DynamoDB items, exactly as the local seed writes them (infra/local/seed/items.ts):
 *   product item = productKeys.item + byProducer (GSI1) + catalog (GSI2..4, services/products/catalog-entry.ts)
 *                  + the Product entity fields + entity 'Product', nameNormalized, searchText, originKey
 *                  (when the product has an origin);
 *   name guard   = productKeys.nameGuard(producerId, name) + entity 'ProductNameGuard', productId, producerId, name.
 * toProduct() is the only way out: it answers the entity fields and nothing internal.
 */
import type { Product } from '../../shared/contracts/products/entities.js';
import { readImageVariants, type ImageVariants } from '../../shared/utils/image-variants.js';
import { taxRateOf } from '../../shared/rules/pricing/tax-rates.js';
import { categoryOf, isPitahayaVariety } from '../../shared/constants/product-attributes.js';
import { toFoodInfo, withdrawalOf } from '../../shared/rules/product-legal.js';
import { originKeyOf } from '../../shared/rules/catalog/origin-harvest-filters.js';
import { toPreorder } from '../../shared/rules/calendar/preorder.js';
import { normalizeText, productKeys } from '../lib/data/keys.js';
import { catalogKeys } from './catalog-entry.js';
import { storedImageStatus, storedVerifiedUrls } from '../lib/product-images.js';
import { ratingOf } from './product-rating.js';
import { toProductSubscription } from '../../shared/rules/subscriptions/product-subscription.js';

export type Item = Record<string, unknown>;

export const PRODUCT_ENTITY = 'Product';
export const NAME_GUARD_ENTITY = 'ProductNameGuard';

/** Money: a number with two decimals (1.005 -> 1.01, not 1.00). */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export const searchTextOf = (name: string, shortDescription: string): string =>
  normalizeText(`${name} ${shortDescription}`);

/** A timestamp later than `previous`, so every write gives the item a new version. */
export { nextTimestamp } from './product-activation.js';

/**
 * The product's item. Its catalog keys (GSI2..4) follow from its state (services/products/catalog-entry.ts):
 * none while an active product's main photo waits for its check.
 */
export function toItem(product: Product): Item {
  // The rating is the events function's to write (from the reviews' changes): never written back from here.
  // Issue 32: only a pre-order stores its availability (an item without one is in stock).
  const { rating, availability, ...fields } = product;
  const item: Item = {
    ...productKeys.item(product.productId),
    ...productKeys.byProducer(product.producerId, product.createdAt, product.productId),
    entity: PRODUCT_ENTITY,
    ...fields,
    ...(availability === 'preorder' && product.preorder ? { availability } : {}),
    nameNormalized: normalizeText(product.name),
    searchText: searchTextOf(product.name, product.shortDescription),
    // The origin filter's key (issue 23): spellings of one place share it.
    ...(product.origin ? { originKey: originKeyOf(product.origin) } : {}),
  };
  // Its place in the rating order follows the rating read with it (docs/reviews.md).
  return { ...item, ...catalogKeys({ ...item, rating }).set };
}

export function nameGuardItem(producerId: string, name: string, productId: string): Item {
  return {
    ...productKeys.nameGuard(producerId, name),
    entity: NAME_GUARD_ENTITY,
    productId,
    producerId,
    name,
  };
}

export const isProductItem = (item: Item | undefined | null): item is Item =>
  !!item && item.SK === 'PRODUCT' && (item.entity === undefined || item.entity === PRODUCT_ENTITY);

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The stored imageVariants of the given URLs (shared/utils/image-variants.ts); undefined when none has any. */
function variantsOf(stored: unknown, urls: readonly string[]): Record<string, ImageVariants> | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const entries = urls.flatMap((url) => {
    const variants = readImageVariants((stored as Record<string, unknown>)[url]);
    return variants ? [[url, variants] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The Product entity of an item: key attributes and internal fields stripped, money with two decimals.
 * `view: 'public'` (anyone but the product's producer and admins) lists only the verified photos.
 */
export function toProduct(item: Item, view: 'manager' | 'public' = 'manager'): Product {
  const productId = text(item.productId, text(item.id));
  const isActive = typeof item.isActive === 'boolean' ? item.isActive : item.active === true;
  const product: Product = {
    productId,
    id: productId,
    name: text(item.name),
    shortDescription: text(item.shortDescription),
    price: round2(Number(item.price) || 0),
    stock: Number.isFinite(Number(item.stock)) ? Math.max(0, Math.trunc(Number(item.stock))) : 0,
    unit: text(item.unit, 'kg'),
    // Items written before products had a rate read as DEFAULT_TAX_RATE (10).
    taxRate: taxRateOf(item.taxRate),
    thumbnailUrl:
      typeof item.thumbnailUrl === 'string' && item.thumbnailUrl !== '' ? item.thumbnailUrl : null,
    imageUrls: strings(item.imageUrls),
    isActive,
    active: isActive,
    producerId: text(item.producerId),
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt, text(item.createdAt)),
  };
  if (typeof item.producerName === 'string') product.producerName = item.producerName;
  // Issue 23: a product stored without a category is 'otros'; the optional facts only when set.
  product.category = categoryOf(item.category);
  if (isPitahayaVariety(item.variety)) product.variety = item.variety;
  if (typeof item.origin === 'string' && item.origin !== '') product.origin = item.origin;
  if (typeof item.harvestDate === 'string' && item.harvestDate !== '') product.harvestDate = item.harvestDate;
  // Issue 31 (docs/legal.md): the withdrawal right (stored, else the category's default), food, botany.
  product.withdrawal = withdrawalOf({ withdrawal: item.withdrawal, category: product.category });
  const foodInfo = toFoodInfo(item.foodInfo);
  if (foodInfo) product.foodInfo = foodInfo;
  if (typeof item.botanicalName === 'string' && item.botanicalName !== '')
    product.botanicalName = item.botanicalName;
  const subscription = toProductSubscription(item.subscription);
  if (subscription) product.subscription = subscription;
  // Issue 32 (docs/harvest-calendar.md): in stock unless the item holds a pre-order with its dates.
  const preorder = item.availability === 'preorder' ? toPreorder(item.preorder) : null;
  product.availability = preorder ? 'preorder' : 'in_stock';
  if (preorder) product.preorder = preorder;
  product.imageStatus = storedImageStatus(item);
  product.rejectedImages = Number.isInteger(item.rejectedImages) ? (item.rejectedImages as number) : 0;
  // docs/reviews.md: the published reviews' rating, kept from the stream (null without any).
  product.rating = ratingOf(item);
  if (view === 'public') {
    const verified = new Set(storedVerifiedUrls(item));
    product.imageUrls = product.imageUrls.filter((url) => verified.has(url));
    if (product.thumbnailUrl && !verified.has(product.thumbnailUrl)) product.thumbnailUrl = null;
  }
  const imageVariants = variantsOf(item.imageVariants, product.imageUrls);
  if (imageVariants) product.imageVariants = imageVariants;
  return product;
}
