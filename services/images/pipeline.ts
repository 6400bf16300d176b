/**
 * The work done on every product upload, as a list of steps over one context: check the bytes, make the
 * responsive WebP variants (decoding the whole image: a file whose header passed but whose body does not
 * decode is refused here), publish the checked file and its variants under images/ (the exact bytes that were
 * checked, so nothing can be swapped in between) and record the outcome, with the variants' widths, on the
 * product.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { MAX_IMAGE_BYTES } from '../../shared/constants/images.js';
import { imageVariantUrl, type ImageVariants } from '../../shared/utils/image-variants.js';
import { s3 } from '../lib/clients/s3.js';
import { parseUploadKey } from '../lib/product-images.js';
import { inspectImage, type Inspection } from './inspect-image.js';
import { makeVariants, UndecodableImageError, type VariantSet } from './make-variants.js';
import { recordOutcome } from './record-image-check.js';
import type { Recorded } from './record-with-lock.js';
import { parseFarmUploadKey } from '../farms/index.js';
import { recordFarmPhoto } from './record-farm-photo.js';

/** CloudFront and the local gateway serve images with this (the key changes with every new photo). */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface UploadContext {
  bucket: string;
  uploadKey: string;
  imageKey: string;
  productId: string;
  /** A farm page's photo (uploads/farms/<producerId>/...): its farm, whose page records the outcome. */
  farmId?: string;
  /** Public URL of the image, as the product lists it. */
  url: string;
  bytes?: Uint8Array;
  inspection?: Inspection;
  /** The WebP variants made of a checked image (none for a refused one). */
  variants?: VariantSet;
  recorded?: Recorded;
  log: Pick<Logger, 'info' | 'warn'>;
}

export type Step = (context: UploadContext) => Promise<'continue' | 'stop'>;

/** Reads the upload (refusing anything over the limit before reading it) and checks its bytes. */
export const check: Step = async (context) => {
  let head;
  try {
    head = await s3().send(new HeadObjectCommand({ Bucket: context.bucket, Key: context.uploadKey }));
  } catch (error) {
    // Already processed (a retried event) or removed: nothing to do.
    if (
      error instanceof NotFound ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    )
      return 'stop';
    throw error;
  }
  if ((head.ContentLength ?? 0) > MAX_IMAGE_BYTES) {
    context.inspection = { ok: false, reason: 'too-large' };
    return 'continue';
  }
  const object = await s3().send(new GetObjectCommand({ Bucket: context.bucket, Key: context.uploadKey }));
  context.bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  context.inspection = inspectImage(context.bytes);
  return 'continue';
};

/**
 * Makes the WebP variants of a checked image (make-variants.ts). Bytes that do not decode refuse the upload
 * ('unreadable'); a failure of sharp itself (not loadable) throws, so Lambda retries and the upload stays.
 */
export const variants: Step = async (context) => {
  const inspection = context.inspection;
  if (!inspection?.ok || !context.bytes) return 'continue';
  try {
    context.variants = await makeVariants(context.bytes, inspection.contentType);
  } catch (error) {
    if (!(error instanceof UndecodableImageError)) throw error;
    context.log.warn('Image does not decode', { key: context.uploadKey, error: error.message });
    context.inspection = { ok: false, reason: 'unreadable' };
  }
  return 'continue';
};

/** Bucket keys of the variants made for the context's image. */
const variantKeys = (context: UploadContext): string[] =>
  (context.variants?.variants ?? []).map((variant) => imageVariantUrl(context.imageKey, variant.width));

/** What the product records about the variants (Product.imageVariants[url]). */
export function variantsRecord(set: VariantSet | undefined): ImageVariants | undefined {
  if (!set) return undefined;
  return { width: set.width, height: set.height, widths: set.variants.map((variant) => variant.width) };
}

/**
 * Publishes a checked image under images/ with its real content type, and its WebP variants beside it (the
 * variants first, so that the product never names a variant that is not there yet); a refused image is never
 * published.
 */
export const publish: Step = async (context) => {
  const inspection = context.inspection;
  if (!inspection?.ok || !context.bytes) return 'continue';
  const put = (Key: string, Body: Uint8Array, ContentType: string) =>
    s3().send(
      new PutObjectCommand({
        Bucket: context.bucket,
        Key,
        Body,
        ContentType,
        CacheControl: PUBLISHED_CACHE_CONTROL,
      }),
    );
  await Promise.all(
    (context.variants?.variants ?? []).map((variant) =>
      put(imageVariantUrl(context.imageKey, variant.width), variant.bytes, 'image/webp'),
    ),
  );
  await put(context.imageKey, context.bytes, inspection.contentType);
  return 'continue';
};

/** Tells the product; an orphan (product gone, photo replaced) has its published copy removed again. */
export const record: Step = async (context) => {
  const outcome = context.inspection?.ok ? 'verified' : 'rejected';
  const variants = outcome === 'verified' ? variantsRecord(context.variants) : undefined;
  context.recorded = context.farmId
    ? await recordFarmPhoto(context.farmId, context.url, outcome, variants)
    : await recordOutcome(context.productId, context.url, outcome, variants);
  if (context.recorded === 'orphan' && context.inspection?.ok) {
    await Promise.all(
      [context.imageKey, ...variantKeys(context)].map((Key) =>
        s3().send(new DeleteObjectCommand({ Bucket: context.bucket, Key })),
      ),
    );
  }
  context.log.info('Image checked', {
    key: context.uploadKey,
    outcome,
    ...(context.inspection && !context.inspection.ok ? { reason: context.inspection.reason } : {}),
    recorded: context.recorded,
    ...(context.variants ? { variantWidths: variantsRecord(context.variants)?.widths } : {}),
  });
  return 'continue';
};

export const STEPS: readonly Step[] = [check, variants, publish, record];

/**
 * Runs the steps for one uploaded key, then removes the upload. When a step throws, the upload stays for the
 * retry (and the lifecycle rule removes it after a day at the latest).
 */
export async function processUpload(
  bucket: string,
  uploadKey: string,
  imageUrlOf: (imageKey: string) => string,
  log: UploadContext['log'],
  steps: readonly Step[] = STEPS,
): Promise<UploadContext | null> {
  const farm = parseFarmUploadKey(uploadKey);
  const parsed = parseUploadKey(uploadKey) ?? (farm ? { imageKey: farm.imageKey, productId: '' } : null);
  const remove = () => s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: uploadKey }));
  if (!parsed) {
    log.warn('Not a product upload key: removed', { key: uploadKey });
    await remove();
    return null;
  }
  const context: UploadContext = {
    bucket,
    uploadKey,
    imageKey: parsed.imageKey,
    productId: parsed.productId,
    ...(farm ? { farmId: farm.producerId } : {}),
    url: imageUrlOf(parsed.imageKey),
    log,
  };
  for (const step of steps) if ((await step(context)) === 'stop') return context;
  await remove();
  return context;
}
