/**
 * /images/* of the local gateway: the image bucket (key images/<rest>), like CloudFront's /images/* behaviour
 * (GET and HEAD, conditional on If-None-Match, a day's cache; anything that cannot be an image key is a 404).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** S3 keys are at most 1,024 bytes of UTF-8; an image key never has control characters or `..` segments. */
export const MAX_IMAGE_KEY_BYTES = 1024;

/** Whether `key` (decoded, `images/...`) can name an image at all; anything else is a 404 without asking S3. */
export function isServableImageKey(key: string): boolean {
  if (key === '' || key === 'images/' || !key.startsWith('images/')) return false;
  if (Buffer.byteLength(key, 'utf8') > MAX_IMAGE_KEY_BYTES) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(key) || key.includes('\\')) return false;
  return !key.split('/').some((segment) => segment === '..' || segment === '.');
}

/** Answers GET or HEAD /images/<key> from the bucket; answers the status sent. */
export async function serveImage(
  images: { s3: S3Client; bucket: string },
  request: IncomingMessage,
  response: ServerResponse,
  rawPath: string,
): Promise<number> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method Not Allowed');
    return 405;
  }
  let key: string;
  try {
    key = `images/${decodeURIComponent(rawPath.slice('/images/'.length))}`;
  } catch {
    key = '';
  }
  const notFound = () => {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(method === 'HEAD' ? undefined : 'Not found');
    return 404;
  };
  if (!isServableImageKey(key)) return notFound();
  try {
    const object = await images.s3.send(
      new GetObjectCommand({
        Bucket: images.bucket,
        Key: key,
        IfNoneMatch: request.headers['if-none-match'],
      }),
    );
    const headers: Record<string, string> = {
      'content-type': object.ContentType ?? 'application/octet-stream',
      'cache-control': IMAGE_CACHE_CONTROL,
    };
    if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
    if (object.ETag) headers.etag = object.ETag;
    if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
    response.writeHead(200, headers);
    const stream = object.Body as Readable | undefined;
    if (method === 'HEAD' || !stream) {
      stream?.destroy();
      response.end();
    } else {
      stream.on('error', () => response.destroy());
      stream.pipe(response);
    }
    return 200;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 304) {
      response.writeHead(304, { 'cache-control': IMAGE_CACHE_CONTROL });
      response.end();
      return 304;
    }
    // Any other refusal of the key (s3rver answers 400 for keys it cannot store) is "no such image".
    if (status === 404 || (status !== undefined && status >= 400 && status < 500)) return notFound();
    if ((error as Error).name === 'NoSuchKey') return notFound();
    throw error;
  }
}
