/**
 * The work done on every product upload, as a list of steps over one context. Today: check the bytes, publish
 * the checked file under images/ (the exact bytes that were checked, so nothing can be swapped in between) and
 * record the outcome on the product. A later step (issue 10: responsive WebP variants) goes after `publish`:
 * it receives the checked bytes and their type in the context.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { MAX_IMAGE_BYTES } from '../../shared/constants.js';
import { s3 } from '../lib/clients/s3.js';
import { parseUploadKey } from '../lib/product-images.js';
import { inspectImage, type Inspection } from './inspect-image.js';
import { recordOutcome, type Recorded } from './product-state.js';

/** CloudFront and the local gateway serve images with this (the key changes with every new photo). */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface UploadContext {
  bucket: string;
  uploadKey: string;
  imageKey: string;
  productId: string;
  /** Public URL of the image, as the product lists it. */
  url: string;
  bytes?: Uint8Array;
  inspection?: Inspection;
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

/** Publishes a checked image under images/ with its real content type; a refused one is never published. */
export const publish: Step = async (context) => {
  const inspection = context.inspection;
  if (!inspection?.ok || !context.bytes) return 'continue';
  await s3().send(
    new PutObjectCommand({
      Bucket: context.bucket,
      Key: context.imageKey,
      Body: context.bytes,
      ContentType: inspection.contentType,
      CacheControl: PUBLISHED_CACHE_CONTROL,
    }),
  );
  return 'continue';
};

/** Tells the product; an orphan (product gone, photo replaced) has its published copy removed again. */
export const record: Step = async (context) => {
  const outcome = context.inspection?.ok ? 'verified' : 'rejected';
  context.recorded = await recordOutcome(context.productId, context.url, outcome);
  if (context.recorded === 'orphan' && context.inspection?.ok) {
    await s3().send(new DeleteObjectCommand({ Bucket: context.bucket, Key: context.imageKey }));
  }
  context.log.info('Image checked', {
    key: context.uploadKey,
    outcome,
    ...(context.inspection && !context.inspection.ok ? { reason: context.inspection.reason } : {}),
    recorded: context.recorded,
  });
  return 'continue';
};

export const STEPS: readonly Step[] = [check, publish, record];

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
  const parsed = parseUploadKey(uploadKey);
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
    url: imageUrlOf(parsed.imageKey),
    log,
  };
  for (const step of steps) if ((await step(context)) === 'stop') return context;
  await remove();
  return context;
}
