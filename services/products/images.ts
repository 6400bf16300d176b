/**
 * Product images in the bucket, under images/products/<productId>/<uuid>.<ext>, served at the same path on
 * the site's origin (env.imagesBaseUrl = '/images/'). Uploads: one presigned PUT per requested image.
 *
 * Size limit (MAX_IMAGE_BYTES): a presigned PUT cannot carry an "at most N bytes" rule, only an exact signed
 * Content-Length. So every image request declares its `size` (the schema refuses more than MAX_IMAGE_BYTES)
 * and the URL is signed with that exact Content-Length: S3 refuses a body of any other length. (s3rver does
 * not check signatures, so locally the limit rests on the declared size.)
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { UPLOAD_URL_TTL_SECONDS, type IMAGE_CONTENT_TYPES } from '../../shared/constants/images.js';
import { type UploadUrl } from '../../shared/contracts/products/entities.js';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  type ImageVariants,
} from '../../shared/utils/image-variants.js';
import { s3 } from '../lib/clients/s3.js';
import { productImageKey } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { presignPut } from '../lib/presign.js';
import { imageKeyUnder, imageUrlOf, uploadKeyOf } from '../lib/product-images.js';

type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
type Log = Pick<Logger, 'warn'>;

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType as ImageContentType] ?? 'bin';
}

export const productImagePrefix = (productId: string): string => `images/products/${productId}/`;
/** Where the product's uploads wait for their check (see services/lib/product-images.ts). */
export const productUploadPrefix = (productId: string): string => uploadKeyOf(productImagePrefix(productId));

export { imageUrlOf };

/** The bucket key behind a public URL of one of this product's images; null for anything else. */
export const imageKeyOf = (url: string, productId: string): string | null =>
  imageKeyUnder(url, readEnv().imagesBaseUrl, productImagePrefix(productId));

/**
 * Bucket keys of an image's WebP variants (shared/utils/image-variants.ts): the widths recorded on the product, and
 * the standard ones too in case its check is still running (deleting a key that is not there is harmless).
 */
export function variantKeysOf(imageKey: string, variants?: ImageVariants): string[] {
  const widths = new Set<number>([...IMAGE_VARIANT_WIDTHS, ...(variants?.widths ?? [])]);
  return [...widths].map((width) => imageVariantUrl(imageKey, width));
}

export interface ImageRequest {
  filename: string;
  contentType: string;
  isThumb: boolean;
  /** Exact byte size the client declared (signed as Content-Length); optional, as in the original API's shape. */
  size?: number;
}

export interface PlannedImage {
  key: string;
  /** Public URL stored on the product. */
  url: string;
  isThumb: boolean;
  upload: UploadUrl;
}

/** A key and a presigned PUT per requested image, in request order. Writes nothing. */
export async function planUploads(
  productId: string,
  images: readonly ImageRequest[],
): Promise<PlannedImage[]> {
  const bucket = readEnv().imagesBucket;
  return Promise.all(
    images.map(async (image) => {
      const key = productImageKey(productId, randomUUID(), extensionOf(image.contentType));
      // The browser uploads to uploads/...; the images function publishes the file at `key` once checked.
      const url = await presignPut({
        bucket,
        key: uploadKeyOf(key),
        contentType: image.contentType,
        contentLength: image.size,
        expiresIn: UPLOAD_URL_TTL_SECONDS,
      });
      return {
        key,
        url: imageUrlOf(key),
        isThumb: image.isThumb,
        upload: { filename: image.filename, url, isThumb: image.isThumb },
      };
    }),
  );
}

/** Deletes bucket objects, up to 1000 per call. Best-effort: failures are logged, never thrown. */
export async function deleteImageKeys(keys: readonly string[], log: Log): Promise<void> {
  const bucket = readEnv().imagesBucket;
  for (let start = 0; start < keys.length; start += 1000) {
    const chunk = keys.slice(start, start + 1000);
    try {
      const answer = await s3().send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (answer.Errors && answer.Errors.length > 0) {
        log.warn('Some product images could not be deleted', { errors: answer.Errors });
      }
    } catch (error) {
      log.warn('Deleting product images failed', { keys: chunk, error: String(error) });
    }
  }
}

/**
 * Deletes the product's images: the keys it references plus every object listed under its prefix (uploads
 * that never made it onto the product). Listing needs s3:ListBucket; without it the referenced keys are
 * still deleted. Best-effort: failures are logged, never thrown. Answers how many keys were deleted.
 */
export async function deleteProductImages(
  productId: string,
  knownKeys: readonly string[],
  log: Log,
): Promise<number> {
  const bucket = readEnv().imagesBucket;
  const keys = new Set(knownKeys.filter((key) => key.startsWith(productImagePrefix(productId))));
  try {
    for (const prefix of [productImagePrefix(productId), productUploadPrefix(productId)]) {
      let token: string | undefined;
      do {
        const page = await s3().send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  } catch (error) {
    log.warn('Listing product images failed; deleting the referenced ones', {
      productId,
      error: String(error),
    });
  }
  await deleteImageKeys([...keys], log);
  return keys.size;
}

/** The product's imageUrls: the thumbnail first, then the others in their order, without repeats. */
export function thumbnailFirst(thumbnailUrl: string | null, urls: readonly string[]): string[] {
  const ordered = thumbnailUrl ? [thumbnailUrl, ...urls] : [...urls];
  return [...new Set(ordered)];
}
