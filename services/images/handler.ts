/**
 * The images function: S3 notifies it of every object created under uploads/products/ and uploads/farms/ (a
 * farm page's photos, services/farms/farm-photos.ts) (in AWS an event
 * notification of the image bucket; on this machine the same handler on s3rver's events, see
 * infra/local/stack.ts). Each upload is checked by its bytes and published, or dropped, and its product is told
 * (pipeline.ts). A record that fails is logged, the others go on, and the invocation then fails so that Lambda
 * retries it; the upload stays until it was processed and expires after a day anyway (lifecycle rule), so a
 * failed check never leaves a broken image in the storefront.
 */
import type { S3Event } from 'aws-lambda';
import { createLogger } from '../lib/logger.js';
import { observed } from '../lib/observability/middleware.js';
import { FARM_UPLOAD_PREFIX } from '../farms/index.js';
import { imageUrlOf, PRODUCT_UPLOAD_PREFIX } from '../lib/product-images.js';
import { processUpload } from './pipeline.js';

const logger = createLogger('images');

/** S3 event keys are URL-encoded, with '+' for spaces. */
const decodeKey = (key: string): string => decodeURIComponent(key.replace(/\+/g, ' '));

async function handle(event: S3Event): Promise<{ processed: number; failed: number }> {
  let processed = 0;
  let failed = 0;
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated:')) continue;
    const key = decodeKey(record.s3.object.key);
    if (!key.startsWith(PRODUCT_UPLOAD_PREFIX) && !key.startsWith(FARM_UPLOAD_PREFIX)) continue;
    try {
      await processUpload(record.s3.bucket.name, key, imageUrlOf, logger);
      processed += 1;
    } catch (error) {
      failed += 1;
      logger.error('Image check failed', { key, error: error as Error });
    }
  }
  // Failing the invocation makes Lambda retry it (S3 invokes asynchronously); the upload is still there.
  if (failed > 0) throw new Error(`${failed} of ${processed + failed} image checks failed`);
  return { processed, failed };
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
