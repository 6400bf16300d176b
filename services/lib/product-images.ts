/**
 * Product images in the bucket, shared by the products service (which hands out upload URLs) and the images
 * function (which checks every upload):
 *
 *   uploads/products/<productId>/<file>   where the browser PUTs (presigned); never served; expires after a day
 *   images/products/<productId>/<file>    what CloudFront and the local gateway serve at /images/products/...
 *
 * An upload only reaches images/ after its bytes were checked (services/images). The product item keeps the
 * public URLs in imageUrls (as before), the verified ones in verifiedImageUrls (internal), and the state of its
 * main image in imageStatus; the storefront shows only products whose main image is verified.
 */
import type { ImageCheckStatus } from '../../shared/contracts/products/entities.js';
import { readEnv } from './env.js';

export const IMAGE_KEY_PREFIX = 'images/';
export const UPLOAD_KEY_PREFIX = 'uploads/';
/** Product uploads: the images function is notified for keys under this prefix. */
export const PRODUCT_UPLOAD_PREFIX = `${UPLOAD_KEY_PREFIX}products/`;

/** Public URL of a bucket key: images/products/p/x.png -> /images/products/p/x.png (IMAGES_BASE_URL). */
export function imageUrlOf(key: string): string {
  const base = readEnv().imagesBaseUrl;
  return `${base.endsWith('/') ? base : `${base}/`}${key.replace(/^images\//, '')}`;
}

/**
 * The bucket key behind a public URL of an image (the inverse of imageUrlOf: the images base, or the site's own
 * /images/), when it is under `prefix` and climbs out of nowhere; null for anything else.
 */
export function imageKeyUnder(url: string, imagesBaseUrl: string, prefix: string): string | null {
  const base = imagesBaseUrl.endsWith('/') ? imagesBaseUrl : `${imagesBaseUrl}/`;
  const rest = url.startsWith(base)
    ? url.slice(base.length)
    : url.startsWith('/images/')
      ? url.slice('/images/'.length)
      : null;
  if (rest === null) return null;
  const key = `${IMAGE_KEY_PREFIX}${rest}`;
  return key.startsWith(prefix) && !key.split('/').includes('..') ? key : null;
}

/** images/products/p/f.png -> uploads/products/p/f.png */
export function uploadKeyOf(imageKey: string): string {
  if (!imageKey.startsWith(IMAGE_KEY_PREFIX)) throw new Error(`Not an image key: ${imageKey}`);
  return `${UPLOAD_KEY_PREFIX}${imageKey.slice(IMAGE_KEY_PREFIX.length)}`;
}

/**
 * uploads/<folder>/o/f.png -> {imageKey: images/<folder>/o/f.png, owner: o, file: f.png} (a product's or a farm's
 * photo); null for any other key.
 */
export function parseUploadKeyIn(
  folder: 'products' | 'farms',
  uploadKey: string,
): { imageKey: string; owner: string; file: string } | null {
  const match = /^uploads\/([a-z]+)\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128}\.(?:jpg|png|webp))$/.exec(
    uploadKey,
  );
  if (!match || match[1] !== folder) return null;
  const [, , owner = '', file = ''] = match;
  return { imageKey: `${IMAGE_KEY_PREFIX}${folder}/${owner}/${file}`, owner, file };
}

/** uploads/products/p/f.png -> {imageKey: images/products/p/f.png, productId: p}; null for any other key. */
export function parseUploadKey(
  uploadKey: string,
): { imageKey: string; productId: string; file: string } | null {
  const parsed = parseUploadKeyIn('products', uploadKey);
  return parsed && { imageKey: parsed.imageKey, productId: parsed.owner, file: parsed.file };
}

/** The main image's state from the product's thumbnail and its verified URLs. */
export function mainImageStatus(
  thumbnailUrl: string | null | undefined,
  verifiedImageUrls: readonly string[],
): ImageCheckStatus {
  if (!thumbnailUrl) return 'rejected';
  return verifiedImageUrls.includes(thumbnailUrl) ? 'verified' : 'pending';
}

/** imageStatus of a stored item; items written before the checks existed count as verified. */
export function storedImageStatus(item: Record<string, unknown>): ImageCheckStatus {
  const status = item.imageStatus;
  return status === 'pending' || status === 'rejected' || status === 'verified' ? status : 'verified';
}

/** The verified URLs of a stored item (all of its images for items written before the checks existed). */
export function storedVerifiedUrls(item: Record<string, unknown>): string[] {
  const strings = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  return item.imageStatus === undefined ? strings(item.imageUrls) : strings(item.verifiedImageUrls);
}

/**
 * DynamoDB filter of what the storefront may show: main image verified (or an item from before the checks).
 * The caller supplies the attribute name and value placeholders.
 */
export const VISIBLE_IMAGE_FILTER = (name: string, verified: string): string =>
  `(attribute_not_exists(${name}) OR ${name} = ${verified})`;
