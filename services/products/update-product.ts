/**
 * PUT /v1/products/{id}: the creator or an admin changes name, description, price, stock, unit, IVA rate,
 * category, variety, origin, harvest date (null clears the last three) and images.
 * - Only changed attributes are written (stock only when sent, so a concurrent checkout's decrement is never
 *   overwritten), with the catalog keys, nameNormalized and searchText that depend on them.
 * - Optimistic concurrency: the write is conditioned on the updatedAt that was read (409 otherwise).
 * - A rename to another normalised name moves the name guard in the same transaction (409 when taken).
 * - Images: keepImageUrls (omitted = keep all) + new uploads appended; a new isThumb image becomes the
 *   thumbnail, or thumbnailUrl names a kept image as the thumbnail (see changeImages for the rules). The
 *   thumbnail is always first in imageUrls. Images not kept are deleted from the bucket after the write, with
 *   their WebP variants (best-effort, logged); imageVariants keeps only the photos kept.
 */
import type * as z from 'zod/mini';
import { MAX_IMAGES_PER_PRODUCT } from '../../shared/constants/images.js';
import { PRODUCT_MESSAGES } from '../../shared/messages/product.js';
import { PRODUCT_VALIDATION as M } from '../../shared/messages/validation.js';
import { type Product } from '../../shared/contracts/products/entities.js';
import { type productUpdateSchema } from '../../shared/contracts/products/schemas.js';
import { normalizeText } from '../lib/data/keys.js';
import { unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { loadManagedProduct } from './access.js';
import { moneyOf } from './create-product.js';
import {
  deleteImageKeys,
  imageKeyOf,
  planUploads,
  thumbnailFirst,
  type ImageRequest,
  type PlannedImage,
  variantKeysOf,
} from './images.js';
import { catalogKeys } from './catalog-entry.js';
import { mainImageStatus, storedVerifiedUrls } from '../lib/product-images.js';
import { nameGuardItem, nextTimestamp, toItem, type Item } from './product-item.js';
import { hasStockApart } from './product-stock.js';
import { updateProduct } from './product-repository.js';
import { assertMayBeActive, operatorNumberFor } from './legal-facts.js';
import { updatedAvailability } from './preorder-fields.js';

export type ProductUpdateBody = z.output<typeof productUpdateSchema>;

interface ImageChange {
  thumbnailUrl: string | null;
  imageUrls: string[];
  planned: PlannedImage[];
  removedKeys: string[];
}

/**
 * The product's images after the update; throws 422 before anything is presigned or written.
 *
 * The thumbnail, in this order: thumbnailUrl (an image that remains after keepImageUrls), a new isThumb
 * upload, the current thumbnail while it is kept, the first kept image, the first new one.
 * thumbnailUrl together with a new isThumb upload is refused (422 'Solo puede haber una imagen principal'):
 * the request names two main photos, and silently dropping either choice would surprise the client. A new
 * upload cannot be named by thumbnailUrl (its URL only exists in this answer); isThumb is the way for it.
 */
async function changeImages(current: Product, body: ProductUpdateBody): Promise<ImageChange | null> {
  if (body.imageTypes.length === 0 && body.keepImageUrls === undefined && body.thumbnailUrl === undefined) {
    return null;
  }
  const currentUrls = thumbnailFirst(current.thumbnailUrl, current.imageUrls);
  const wanted = body.keepImageUrls === undefined ? null : new Set(body.keepImageUrls);
  const kept = wanted ? currentUrls.filter((url) => wanted.has(url)) : currentUrls;
  if (kept.length + body.imageTypes.length > MAX_IMAGES_PER_PRODUCT) {
    throw unprocessable(M.tooManyImages, [{ field: 'imageTypes', message: M.tooManyImages }]);
  }
  const hasThumb = body.imageTypes.some((image) => image.isThumb);
  const keptThumb = current.thumbnailUrl && kept.includes(current.thumbnailUrl) ? current.thumbnailUrl : null;
  if (!hasThumb && !keptThumb && kept.length === 0 && body.imageTypes.length === 0) {
    throw unprocessable(PRODUCT_MESSAGES.imageRequired, [
      { field: 'keepImageUrls', message: PRODUCT_MESSAGES.imageRequired },
    ]);
  }
  if (body.thumbnailUrl !== undefined) {
    if (hasThumb) {
      throw unprocessable(M.oneThumbnail, [{ field: 'thumbnailUrl', message: M.oneThumbnail }]);
    }
    if (!kept.includes(body.thumbnailUrl)) {
      throw unprocessable(M.thumbnailNotAnImage, [{ field: 'thumbnailUrl', message: M.thumbnailNotAnImage }]);
    }
  }
  const planned = await planUploads(current.productId, body.imageTypes as ImageRequest[]);
  const added = planned.map((image) => image.url);
  const thumbnailUrl =
    body.thumbnailUrl ??
    planned.find((image) => image.isThumb)?.url ??
    keptThumb ??
    kept[0] ??
    added[0] ??
    null;
  return {
    thumbnailUrl,
    imageUrls: thumbnailFirst(thumbnailUrl, [...kept, ...added]),
    planned,
    // Each removed photo with its WebP variants.
    removedKeys: currentUrls
      .filter((url) => !kept.includes(url))
      .flatMap((url) => {
        const key = imageKeyOf(url, current.productId);
        return key ? [key, ...variantKeysOf(key, current.imageVariants?.[url])] : [];
      }),
  };
}

/** A product's optional facts (issue 23, and issue 31's food information and botanical name) an update may clear with null. */
const OPTIONAL_FACTS = [
  'variety',
  'origin',
  'harvestDate',
  'foodInfo',
  'botanicalName',
  'subscription',
] as const;

/** Attributes the images function also writes: only written here when the photos change. */
const IMAGE_STATE = new Set(['imageStatus', 'rejectedImages', 'imageVariants']);

/**
 * Attributes of `next` that differ from `item` (never the table keys; stock only when it was sent; the image
 * state only when the photos changed).
 */
function changedAttributes(next: Item, item: Item, stockSent: boolean, imagesChanged: boolean): Item {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([name, value]) =>
        name !== 'PK' &&
        name !== 'SK' &&
        value !== undefined &&
        (name !== 'stock' || stockSent) &&
        (!IMAGE_STATE.has(name) || imagesChanged) &&
        JSON.stringify(value) !== JSON.stringify(item[name]),
    ),
  );
}

export const updateProductRoute: Handler<ProductsEndpoints['update']> = async ({
  params,
  body,
  principal,
  logger,
}) => {
  const { item, product: current } = await loadManagedProduct(params.id, principal);
  const changes: Partial<Product> = {};
  if (body.name !== undefined && body.name !== current.name) changes.name = body.name;
  if (body.shortDescription !== undefined) changes.shortDescription = body.shortDescription;
  if (body.price !== undefined) changes.price = moneyOf(body.price);
  if (body.stock !== undefined) changes.stock = body.stock;
  if (body.unit !== undefined) changes.unit = body.unit;
  if (body.taxRate !== undefined) changes.taxRate = body.taxRate;
  if (body.category !== undefined) changes.category = body.category;
  // Issue 23's optional facts: null clears one (its attribute is removed below).
  const cleared = OPTIONAL_FACTS.filter((name) => body[name] === null);
  if (body.variety) changes.variety = body.variety;
  if (body.origin) changes.origin = body.origin;
  if (body.harvestDate) changes.harvestDate = body.harvestDate;
  // Issue 31 (docs/legal.md): the withdrawal right, the food information, the botanical name.
  if (body.withdrawal !== undefined) changes.withdrawal = body.withdrawal;
  if (body.foodInfo) changes.foodInfo = body.foodInfo;
  if (body.botanicalName) changes.botanicalName = body.botanicalName;
  // Issue 33 (docs/subscriptions.md): the intervals it is sold at by subscription (null: no longer).
  if (body.subscription) changes.subscription = body.subscription;
  // Issue 32 (docs/harvest-calendar.md): a pre-order's dates; a moved ready date reaches its buyers from the
  // product's stream record (services/events/ready-dates.ts).
  const availability = updatedAvailability(current, body, new Date());
  if (availability) {
    changes.availability = availability.availability;
    if (availability.preorder) changes.preorder = availability.preorder;
  }
  const images = await changeImages(current, body);
  // Verified photos stay verified; new uploads wait for the images function (imageStatus 'pending').
  const verifiedImageUrls = images
    ? storedVerifiedUrls(item).filter((url) => images.imageUrls.includes(url))
    : undefined;
  if (images) {
    changes.thumbnailUrl = images.thumbnailUrl;
    changes.imageUrls = images.imageUrls;
    changes.imageStatus = mainImageStatus(images.thumbnailUrl, verifiedImageUrls ?? []);
    changes.rejectedImages = 0;
    // The variants of the photos kept (removed ones leave the map; new ones arrive with their check).
    // An empty map is removed rather than stored (the table stream's reader cannot read an empty map back).
    const kept = Object.entries(current.imageVariants ?? {}).filter(([url]) =>
      images.imageUrls.includes(url),
    );
    if (current.imageVariants) changes.imageVariants = kept.length > 0 ? Object.fromEntries(kept) : undefined;
  }

  const next: Product = { ...current, ...changes, updatedAt: nextTimestamp(current.updatedAt) };
  for (const name of cleared) delete next[name];
  if (availability && !availability.preorder) delete next.preorder;
  // An active product stays lawful: an elaborado keeps its food information, a plant its passport's data.
  assertMayBeActive(next, await operatorNumberFor(next));
  const renamed = changes.name !== undefined && normalizeText(changes.name) !== normalizeText(current.name);
  const nextItem = toItem(next);
  // A product stored before categories keeps none until one is chosen (it reads as 'otros' meanwhile); one
  // stored before issue 31 keeps no withdrawal right until the farm chooses one (its category's default reads).
  if (item.category === undefined && changes.category === undefined) delete nextItem.category;
  if (item.withdrawal === undefined && changes.withdrawal === undefined) delete nextItem.withdrawal;
  await updateProduct({
    productId: current.productId,
    // New photos to check take an active product off the storefront until its main photo passes.
    remove: [
      ...catalogKeys(nextItem).remove,
      ...(images && nextItem.imageVariants === undefined ? ['imageVariants'] : []),
      ...cleared,
      // The origin's key goes with it.
      ...(cleared.includes('origin') ? ['originKey'] : []),
      // A pre-order ended: its dates and its availability go (an item without them is in stock).
      ...(availability && !availability.preorder ? ['preorder', 'availability'] : []),
    ].filter((attribute) => item[attribute] !== undefined),
    set: {
      ...changedAttributes(nextItem, item, body.stock !== undefined, images !== null),
      ...(verifiedImageUrls ? { verifiedImageUrls } : {}),
      updatedAt: next.updatedAt,
    },
    expectedUpdatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : undefined,
    stockApart: hasStockApart(item),
    rename: renamed
      ? {
          producerId: current.producerId,
          oldName: current.name,
          newGuard: nameGuardItem(current.producerId, next.name, current.productId),
        }
      : undefined,
  });
  if (images && images.removedKeys.length > 0) await deleteImageKeys(images.removedKeys, logger);

  return {
    message: PRODUCT_MESSAGES.updated,
    data:
      images && images.planned.length > 0
        ? { product: next, uploadUrls: images.planned.map((image) => image.upload) }
        : { product: next },
  };
};
