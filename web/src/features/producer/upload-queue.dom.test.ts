import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_URL_TTL_SECONDS } from '../../../../shared/constants/images.js';
import { FakeXhr } from '../../lib/testing/fake-xhr';
import { uploadFile, type UploadOptions } from '../../lib/upload';
import { publicUrlFor, UploadQueue, type NewTask } from './upload-queue';

const task = (id: string, overrides: Partial<NewTask> = {}): NewTask => ({
  id,
  filename: `${id}.png`,
  file: new Blob(['x'.repeat(100)], { type: 'image/png' }),
  contentType: 'image/png',
  isThumb: false,
  url: `http://s3.test/bucket/images/products/p1/${id}.png?sig=1`,
  ...overrides,
});

/** Uploads through FakeXhr stand-ins the test answers one by one. */
function xhrUploads() {
  const requests: FakeXhr[] = [];
  const upload = (options: UploadOptions) =>
    uploadFile({
      ...options,
      createXhr: () => {
        const fake = new FakeXhr();
        requests.push(fake);
        return fake.asXhr();
      },
    });
  return { requests, upload };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload queue', () => {
  it('sends every photo at once and follows each one progress', async () => {
    const { requests, upload } = xhrUploads();
    const queue = new UploadQueue([task('a'), task('b')], { refresh: vi.fn(), upload });
    const changes = vi.fn();
    queue.subscribe(changes);
    const finished = queue.start();
    expect(requests.map((request) => request.url)).toEqual([task('a').url, task('b').url]);
    expect(requests.every((request) => request.headers['Content-Type'] === 'image/png')).toBe(true);
    expect(queue.getSnapshot().map((item) => item.status)).toEqual(['uploading', 'uploading']);

    requests[0]!.progress(40, 100);
    expect(queue.getSnapshot()[0]!.percent).toBe(40);
    requests[0]!.respond(200);
    requests[1]!.respond(200);
    await expect(finished).resolves.toBe(true);
    expect(queue.getSnapshot().map((item) => [item.status, item.percent])).toEqual([
      ['done', 100],
      ['done', 100],
    ]);
    expect(queue.done).toBe(true);
    expect(changes).toHaveBeenCalled();
  });

  it('retries a failed photo with the same URL while it is valid', async () => {
    const { requests, upload } = xhrUploads();
    const refresh = vi.fn();
    const queue = new UploadQueue([task('a')], { refresh, upload, now: () => 1_000 });
    const finished = queue.start();
    requests[0]!.onerror?.();
    await expect(finished).resolves.toBe(false);
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      error: 'No se pudo subir la imagen: se perdió la conexión. Inténtalo de nuevo.',
    });
    expect(queue.failed).toHaveLength(1);

    const retried = queue.retry('a');
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    expect(requests[1]!.url).toBe(task('a').url);
    requests[1]!.respond(200);
    await expect(retried).resolves.toBe(true);
    expect(queue.done).toBe(true);
  });

  it('asks for a fresh URL when the old one expired, then uploads to it', async () => {
    const { requests, upload } = xhrUploads();
    const clock = { now: 0 };
    const refresh = vi.fn(async () => ({ url: 'http://s3.test/bucket/images/products/p1/new.png?sig=2' }));
    const queue = new UploadQueue([task('a', { isThumb: true })], { refresh, upload, now: () => clock.now });
    const finished = queue.start();
    requests[0]!.respond(500);
    await finished;

    clock.now = UPLOAD_URL_TTL_SECONDS * 1000;
    const retried = queue.retry('a');
    await flush();
    expect(refresh).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a', isThumb: true, filename: 'a.png' }),
    );
    expect(requests[1]!.url).toBe('http://s3.test/bucket/images/products/p1/new.png?sig=2');
    requests[1]!.respond(200);
    await expect(retried).resolves.toBe(true);
    expect(queue.getSnapshot()[0]).toMatchObject({
      url: 'http://s3.test/bucket/images/products/p1/new.png?sig=2',
    });
  });

  it('asks for a fresh URL after the storage refused the signature (403)', async () => {
    const { requests, upload } = xhrUploads();
    const refresh = vi.fn(async () => ({ url: 'fresh-url' }));
    const queue = new UploadQueue([task('a')], { refresh, upload, now: () => 5 });
    const finished = queue.start();
    requests[0]!.respond(403);
    await finished;
    expect(queue.getSnapshot()[0]!.error).toBe(
      'El enlace de subida ya no es válido. Al reintentar se pedirá uno nuevo.',
    );
    const retried = queue.retry('a');
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    requests[1]!.respond(200);
    await expect(retried).resolves.toBe(true);
  });

  it('keeps the photo failed when the fresh URL cannot be had, and asks again next time', async () => {
    const { requests, upload } = xhrUploads();
    const refresh = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ url: 'fresh-url' });
    const queue = new UploadQueue([task('a')], { refresh, upload, now: () => 5 });
    const finished = queue.start();
    requests[0]!.respond(403);
    await finished;
    await expect(queue.retry('a')).resolves.toBe(false);
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'failed', stale: true });
    const retried = queue.retry('a');
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(requests[1]!.url).toBe('fresh-url');
    requests[1]!.respond(200);
    await expect(retried).resolves.toBe(true);
  });
});

describe('publicUrlFor', () => {
  const imageUrls = ['/images/products/p1/aaa.png', '/images/products/p1/bbb.webp'];

  it('finds the product image a presigned URL stores, path-style or host-style', () => {
    expect(
      publicUrlFor(
        'http://127.0.0.1:4569/pitahaya-images/images/products/p1/bbb.webp?X-Amz-Signature=1',
        imageUrls,
      ),
    ).toBe('/images/products/p1/bbb.webp');
    expect(
      publicUrlFor('https://bucket.s3.eu-west-1.amazonaws.com/images/products/p1/aaa.png?x=1', imageUrls),
    ).toBe('/images/products/p1/aaa.png');
    expect(publicUrlFor('https://bucket.s3.amazonaws.com/images/products/p1/zzz.png', imageUrls)).toBeNull();
  });
});
