import { describe, expect, it } from 'vitest';
import { UPLOAD_URL_TTL_SECONDS } from '../../../shared/constants/images.js';
import { FakeXhr } from './testing/fake-xhr';
import {
  isUploadUrlExpired,
  needsFreshUrl,
  percentOf,
  UploadError,
  uploadFile,
  type UploadProgress,
} from './upload';

describe('uploadFile', () => {
  it('PUTs the file with its Content-Type and reports progress up to 100 %', async () => {
    const fake = new FakeXhr();
    const file = new Blob(['x'.repeat(1000)], { type: 'image/png' });
    const seen: UploadProgress[] = [];
    const done = uploadFile({
      url: 'http://s3.test/bucket/key?X-Amz-Signature=abc',
      body: file,
      contentType: 'image/png',
      onProgress: (progress) => seen.push(progress),
      createXhr: () => fake.asXhr(),
    });
    expect(fake.method).toBe('PUT');
    expect(fake.url).toBe('http://s3.test/bucket/key?X-Amz-Signature=abc');
    expect(fake.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(fake.body).toBe(file);
    fake.progress(250, 1000);
    fake.progress(999, 1000);
    fake.respond(200);
    await expect(done).resolves.toBeUndefined();
    expect(seen.map((progress) => progress.percent)).toEqual([25, 100, 100]);
  });

  it('rejects with the storage status, a network failure or a timeout', async () => {
    const file = new Blob(['x'], { type: 'image/webp' });
    const run = (act: (fake: FakeXhr) => void) => {
      const fake = new FakeXhr();
      const promise = uploadFile({
        url: 'u',
        body: file,
        contentType: 'image/webp',
        createXhr: () => fake.asXhr(),
      });
      act(fake);
      return promise.catch((error: unknown) => error as UploadError);
    };
    const refused = await run((fake) => fake.respond(403));
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({ kind: 'http', status: 403 });
    expect(await run((fake) => fake.onerror?.())).toMatchObject({ kind: 'network', status: 0 });
    expect(await run((fake) => fake.ontimeout?.())).toMatchObject({ kind: 'timeout' });
  });

  it('aborts with the signal', async () => {
    const fake = new FakeXhr();
    const controller = new AbortController();
    const promise = uploadFile({
      url: 'u',
      body: new Blob(['x']),
      contentType: 'image/png',
      signal: controller.signal,
      createXhr: () => fake.asXhr(),
    });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ kind: 'aborted' });
    expect(fake.aborted).toBe(true);
  });
});

describe('upload URL freshness', () => {
  const ttl = UPLOAD_URL_TTL_SECONDS * 1000;

  it('treats a URL as expired one minute before its lifetime ends', () => {
    expect(isUploadUrlExpired(0, ttl - 60_001)).toBe(false);
    expect(isUploadUrlExpired(0, ttl - 60_000)).toBe(true);
  });

  it('asks for a fresh URL when it expired or the storage refused the signature, not after a network blip', () => {
    expect(needsFreshUrl(new UploadError('network'), 0, 1000)).toBe(false);
    expect(needsFreshUrl(new UploadError('http', 500), 0, 1000)).toBe(false);
    expect(needsFreshUrl(new UploadError('http', 403), 0, 1000)).toBe(true);
    expect(needsFreshUrl(new UploadError('network'), 0, ttl)).toBe(true);
  });

  it('computes whole percentages', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });
});
