/**
 * Presigned S3 PUT URLs for browser uploads. A client of its own, because the shared S3 client computes
 * flexible checksums "when supported": a presigned PutObject would then carry the CRC32 of an empty body
 * (`x-amz-checksum-crc32=AAAAAA==`) and S3 would refuse every real upload. With WHEN_REQUIRED the URL has no
 * checksum. Content-Type (and Content-Length when the size is known) are signed headers: the browser must
 * send exactly those values, so a URL issued for a PNG cannot store an HTML page.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { lazyClient, s3Location } from './clients/client-setup.js';

export const presignClient = lazyClient(
  () => new S3Client({ ...s3Location(), requestChecksumCalculation: 'WHEN_REQUIRED' }),
);

export interface PresignPut {
  bucket: string;
  key: string;
  contentType: string;
  /** Exact size in bytes, when the client declared it: then S3 refuses any other length. */
  contentLength?: number;
  expiresIn: number;
}

export async function presignPut(put: PresignPut): Promise<string> {
  const signed = new Set(['content-type']);
  if (put.contentLength !== undefined) signed.add('content-length');
  return getSignedUrl(
    presignClient(),
    new PutObjectCommand({
      Bucket: put.bucket,
      Key: put.key,
      ContentType: put.contentType,
      ...(put.contentLength !== undefined ? { ContentLength: put.contentLength } : {}),
    }),
    { expiresIn: put.expiresIn, signableHeaders: signed },
  );
}

/** For tests: forget the client so the next call reads the environment again. */
export function resetPresignClient(): void {
  presignClient.reset();
}
