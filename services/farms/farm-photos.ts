/**
 * A farm page's photos in the image bucket, beside the products' (services/lib/product-images.ts):
 *
 *   uploads/farms/<producerId>/<file>   where the browser PUTs (presigned); never served; expires after a day
 *   images/farms/<producerId>/<file>    what CloudFront and the local gateway serve at /images/farms/...
 *
 * Every upload goes through the same images function as a product photo (byte check, WebP variants, publish),
 * which records the outcome on the farm's page instead of a product.
 */
import {
  UPLOAD_KEY_PREFIX,
  IMAGE_KEY_PREFIX,
  imageKeyUnder,
  parseUploadKeyIn,
} from '../lib/product-images.js';

export const FARM_UPLOAD_PREFIX = `${UPLOAD_KEY_PREFIX}farms/`;

/** images/farms/<producerId>/ : every published photo of a farm's page (and their variants). */
export const farmImagePrefix = (producerId: string): string => `${IMAGE_KEY_PREFIX}farms/${producerId}/`;

export const farmImageKey = (producerId: string, fileId: string, extension: string): string =>
  `${farmImagePrefix(producerId)}${fileId}.${extension}`;

/** uploads/farms/p/f.png -> {imageKey: images/farms/p/f.png, producerId: p}; null for any other key. */
export function parseFarmUploadKey(
  uploadKey: string,
): { imageKey: string; producerId: string; file: string } | null {
  const parsed = parseUploadKeyIn('farms', uploadKey);
  return parsed && { imageKey: parsed.imageKey, producerId: parsed.owner, file: parsed.file };
}

/** The bucket key behind a public URL of one of this farm's photos; null for anything else. */
export const farmPhotoKeyOf = (url: string, imagesBaseUrl: string, producerId: string): string | null =>
  imageKeyUnder(url, imagesBaseUrl, farmImagePrefix(producerId));
