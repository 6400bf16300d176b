/**
 * The seed's photos in the bucket: each file under its key and its WebP variants, made by the images function's
 * own variant maker (services/images/make-variants.ts) and each written only when absent.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { makeVariants, type VariantSet } from '../../../services/images/make-variants.js';
import { imageVariantUrl } from '../../../shared/utils/image-variants.js';
import { SEED_IMAGE_VARIANTS } from './items.js';

const nameOf = (error: unknown): string => (error as { name?: string } | null)?.name ?? '';

async function objectExists(s3: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404 && nameOf(error) !== 'NotFound') throw error;
    return false;
  }
}

const putWebp = (s3: S3Client, bucket: string, key: string, body: Uint8Array) =>
  s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=86400',
    }),
  );

/** The variants of a seed file, made once per file (two products share one photo) and checked against the items. */
export function seedVariantMaker(): (file: string) => Promise<VariantSet> {
  const made = new Map<string, Promise<VariantSet>>();
  return (file) => {
    let set = made.get(file);
    if (!set) {
      set = readFile(file).then(async (bytes) => {
        const result = await makeVariants(bytes, 'image/webp');
        const widths = result.variants.map((variant) => variant.width);
        const expected = SEED_IMAGE_VARIANTS;
        if (
          result.width !== expected.width ||
          result.height !== expected.height ||
          widths.join() !== expected.widths.join()
        ) {
          throw new Error(
            `${file} is ${result.width}x${result.height}: seed images must be ${expected.width}x${expected.height} (render-images.ts)`,
          );
        }
        return result;
      });
      made.set(file, set);
    }
    return set;
  };
}

/**
 * Uploads a seed image and its WebP variants, each only when absent. Null when the file is missing; true
 * when anything was written.
 */
export async function uploadIfAbsent(
  s3: S3Client,
  bucket: string,
  key: string,
  file: string,
  variantsOf: (file: string) => Promise<VariantSet>,
): Promise<boolean | null> {
  if (!existsSync(file)) return null;
  const variantKeys = SEED_IMAGE_VARIANTS.widths.map((width) => imageVariantUrl(key, width));
  const present = await Promise.all([key, ...variantKeys].map((k) => objectExists(s3, bucket, k)));
  if (present.every(Boolean)) return false;
  if (present.slice(1).some((exists) => !exists)) {
    const { variants } = await variantsOf(file);
    await Promise.all(
      variants.map((variant, i) =>
        present[i + 1] ? undefined : putWebp(s3, bucket, imageVariantUrl(key, variant.width), variant.bytes),
      ),
    );
  }
  if (!present[0]) await putWebp(s3, bucket, key, await readFile(file));
  return true;
}
