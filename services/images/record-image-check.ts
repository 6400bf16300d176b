/**
 * Records the outcome of an image check on its product item, with optimistic concurrency on updatedAt (the
 * products service conditions its writes the same way), retried a few times when the item changed meanwhile.
 *
 *   verified  the URL joins verifiedImageUrls; imageStatus follows the main image; its variants (the original's
 *             size and the WebP widths made) go into imageVariants[url], which keeps only listed URLs.
 *   rejected  the URL leaves imageUrls (its file was never published); a refused main image hands its place to
 *             the next photo (a verified one first); rejectedImages counts it; no photo left: imageStatus
 *             'rejected' and the product is not shown until the producer uploads a new main photo.
 * A URL the product does not list (deleted product, replaced photo) changes nothing: the upload is an orphan.
 */
import type { ImageVariants } from '../../shared/utils/image-variants.js';
import { catalogKeys } from '../products/index.js';
import { productKeys } from '../lib/data/keys.js';
import { mainImageStatus, storedVerifiedUrls } from '../lib/product-images.js';
import { later, recordWithLock, type Recorded } from './record-with-lock.js';

export type Outcome = 'verified' | 'rejected';

type Item = Record<string, unknown>;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** imageVariants of a stored item, without the URLs it no longer lists. */
function listedVariants(item: Item, imageUrls: readonly string[]): Record<string, unknown> {
  const stored = item.imageVariants;
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter(([url]) => imageUrls.includes(url)));
}

/** The attributes to SET for an outcome, or null when the item does not list the URL. Pure. */
export function nextImageState(
  item: Item,
  url: string,
  outcome: Outcome,
  variants?: ImageVariants,
): Item | null {
  const imageUrls = strings(item.imageUrls);
  if (!imageUrls.includes(url)) return null;
  const verified = storedVerifiedUrls(item).filter((entry) => imageUrls.includes(entry));
  const thumbnail =
    typeof item.thumbnailUrl === 'string' && item.thumbnailUrl !== '' ? item.thumbnailUrl : null;
  if (outcome === 'verified') {
    const verifiedImageUrls = verified.includes(url) ? verified : [...verified, url];
    return {
      verifiedImageUrls,
      imageStatus: mainImageStatus(thumbnail, verifiedImageUrls),
      ...(variants ? { imageVariants: { ...listedVariants(item, imageUrls), [url]: variants } } : {}),
    };
  }
  if (verified.includes(url)) return {}; // a later bad upload over a checked photo: the photo stays as it was
  const remaining = imageUrls.filter((entry) => entry !== url);
  const nextThumbnail =
    thumbnail !== url
      ? thumbnail
      : (remaining.find((entry) => verified.includes(entry)) ?? remaining[0] ?? null);
  const ordered = nextThumbnail
    ? [nextThumbnail, ...remaining.filter((entry) => entry !== nextThumbnail)]
    : [];
  return {
    imageUrls: ordered,
    thumbnailUrl: nextThumbnail,
    verifiedImageUrls: verified,
    imageStatus: mainImageStatus(nextThumbnail, verified),
    rejectedImages: (Number.isInteger(item.rejectedImages) ? (item.rejectedImages as number) : 0) + 1,
  };
}

export function recordOutcome(
  productId: string,
  url: string,
  outcome: Outcome,
  variants?: ImageVariants,
): Promise<Recorded> {
  return recordWithLock(
    productKeys.item(productId),
    (item) => {
      if (!item || item.SK !== 'PRODUCT') return 'orphan';
      const set = nextImageState(item, url, outcome, variants);
      if (set === null) return 'orphan';
      if (Object.keys(set).length === 0) return 'unchanged';
      // A main photo that passes puts an active product on the storefront (catalog keys); one refused with
      // nothing left takes it off (services/products/catalog-entry.ts).
      const keys = catalogKeys({ ...item, ...set });
      const entries = Object.entries({ ...set, ...keys.set, updatedAt: later(item.updatedAt) });
      const removed = keys.remove.filter((attribute) => item[attribute] !== undefined);
      return {
        UpdateExpression:
          `SET ${entries.map((_, i) => `#a${i} = :v${i}`).join(', ')}` +
          (removed.length > 0 ? ` REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : ''),
        ConditionExpression: 'attribute_exists(PK) AND #updatedAt = :seen',
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
          ...Object.fromEntries(removed.map((name, i) => [`#r${i}`, name])),
          '#updatedAt': 'updatedAt',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
          ':seen': item.updatedAt,
        },
      };
    },
    `The product ${productId} kept changing while its image check was recorded`,
  );
}
