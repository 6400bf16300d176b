/**
 * Image checks on the real local stack (docs/security.md, "Images"): the contract's image shape (no size) is
 * accepted; an upload is checked by its bytes by the images function on the storage event; a 13-byte text file
 * named fake.png is never published and its product never reaches the storefront (not featured, not listed, no
 * product page for visitors); a real image is published with its WebP variants (docs/images.md), which are
 * served and recorded on the product, and the product appears first among the newest; a photo the producer
 * removes takes its variants along.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, UploadUrl } from '../../shared/contracts/products/entities.js';
import { imageSize } from 'image-size';
import { imageVariantUrl } from '../../shared/utils/image-variants.js';
import { pngImage } from '../support/images.js';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  accessToken,
  baseUrl,
  bearer,
  call,
  eventually,
  noStack,
  stack,
  waitForImage,
  waitForProduct,
} from './helpers.js';

/** Waits until the images function has processed (and removed) an upload. */
async function waitUntilGone(key: string, timeoutMs = 10_000): Promise<void> {
  const s3 = new S3Client({
    region: stack.region,
    endpoint: stack.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const until = Date.now() + timeoutMs;
  try {
    for (;;) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: stack.bucket, Key: key }));
      } catch {
        return;
      }
      if (Date.now() > until) throw new Error(`${key} was never processed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    s3.destroy();
  }
}

type Created = { data: { product: Product; uploadUrls: UploadUrl[] } };
const RUN = Date.now().toString(36);
let token = '';
const created: string[] = [];

async function create(name: string): Promise<Created['data']> {
  const answer = await call<Created>('/v1/products', {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    // The original API's request shape: imageTypes of {filename, contentType, isThumb}, no size.
    body: JSON.stringify({
      name,
      shortDescription: 'Prueba de imágenes',
      price: 3.5,
      requestUploadUrls: true,
      imageTypes: [{ filename: 'fake.png', contentType: 'image/png', isThumb: true }],
    }),
  });
  expect(answer.status, answer.text).toBe(201);
  created.push(answer.body.data.product.productId);
  return answer.body.data;
}

const upload = (url: string, body: Buffer) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body });

const featured = async () =>
  (await call<{ data: { products: Product[] } }>('/v1/products?limit=6')).body.data.products.map(
    (product) => product.productId,
  );

describe.skipIf(noStack)('image checks', () => {
  beforeAll(async () => {
    token = await accessToken('productor@pitahaya.test', 'Productor123!');
  });

  afterAll(async () => {
    for (const id of created) await call(`/v1/products/${id}`, { method: 'DELETE', headers: bearer(token) });
  });

  it('never publishes a text file named fake.png; the product stays out of the storefront', async () => {
    const { product, uploadUrls } = await create(`Falsa ${RUN}`);
    expect(product.imageStatus).toBe('pending');
    expect((await upload((uploadUrls[0] as UploadUrl).url, Buffer.from('no soy un png'))).status).toBe(200);

    const checked = await waitForProduct<Product>(
      product.productId,
      token,
      (p) => p.imageStatus !== 'pending',
    );
    expect(checked).toMatchObject({
      imageStatus: 'rejected',
      thumbnailUrl: null,
      imageUrls: [],
      rejectedImages: 1,
    });
    expect((await call(`/images/${(product.thumbnailUrl as string).slice('/images/'.length)}`)).status).toBe(
      404,
    );
    expect((await call(`/v1/products/${product.productId}`)).status).toBe(404);
    expect(await featured()).not.toContain(product.productId);
    const search = await call<{ data: { products: Product[] } }>(
      `/v1/products?q=${encodeURIComponent(`Falsa ${RUN}`)}`,
    );
    expect(search.body.data.products).toEqual([]);
  });

  it('publishes a real image: the product is featured first among the newest, with only checked photos', async () => {
    const { product, uploadUrls } = await create(`Real ${RUN}`);
    // Not shown while its photo is not checked (nothing broken is ever featured).
    expect(await featured()).not.toContain(product.productId);
    expect((await call(`/v1/products/${product.productId}`)).status).toBe(404);
    expect((await upload((uploadUrls[0] as UploadUrl).url, pngImage(700, 500))).status).toBe(200);
    expect(await waitForImage(product.thumbnailUrl as string)).toBe(200);
    await waitForProduct<Product>(product.productId, token, (p) => p.imageStatus === 'verified');
    // Visitors' catalog pages may come from the products function's short cache (docs/caching.md).
    await eventually(async () => expect((await featured())[0]).toBe(product.productId));
    const visitor = await call<{ data: { product: Product } }>(`/v1/products/${product.productId}`);
    expect(visitor.body.data.product).toMatchObject({
      imageStatus: 'verified',
      thumbnailUrl: product.thumbnailUrl,
    });
    const image = await call(product.thumbnailUrl as string);
    expect(image.headers.get('content-type')).toBe('image/png');

    // Its WebP variants: 320 and 640 (standard widths below 700) and one at 700 (a PNG gets a WebP of its size).
    const thumb = product.thumbnailUrl as string;
    expect(visitor.body.data.product.imageVariants).toEqual({
      [thumb]: { width: 700, height: 500, widths: [320, 640, 700] },
    });
    for (const width of [320, 640, 700]) {
      const variant = await fetch(`${baseUrl}${imageVariantUrl(thumb, width)}`);
      expect(variant.status, `${width}`).toBe(200);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      const size = imageSize(new Uint8Array(await variant.arrayBuffer()));
      expect(size).toMatchObject({ type: 'webp', width, height: Math.round((width * 500) / 700) });
    }
  });

  it('a photo the producer removes takes its WebP variants along (files and imageVariants)', async () => {
    const { product, uploadUrls } = await create(`Variantes ${RUN}`);
    await upload((uploadUrls[0] as UploadUrl).url, pngImage(400, 400));
    await waitForProduct<Product>(product.productId, token, (p) => p.imageStatus === 'verified');
    const old = product.thumbnailUrl as string;
    expect(await waitForImage(imageVariantUrl(old, 320))).toBe(200);

    const changed = await call<Created>(`/v1/products/${product.productId}`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        keepImageUrls: [],
        requestUploadUrls: true,
        imageTypes: [{ filename: 'nueva.png', contentType: 'image/png', isThumb: true }],
      }),
    });
    expect(changed.status, changed.text).toBe(200);
    const next = changed.body.data.product;
    expect(next.imageVariants).toBeUndefined();
    await upload((changed.body.data.uploadUrls[0] as UploadUrl).url, pngImage(200, 100));
    const checked = await waitForProduct<Product>(
      product.productId,
      token,
      (p) => p.imageStatus === 'verified' && p.thumbnailUrl === next.thumbnailUrl,
    );
    expect(checked.imageVariants).toEqual({
      [next.thumbnailUrl as string]: { width: 200, height: 100, widths: [200] },
    });
    for (const url of [old, imageVariantUrl(old, 320)]) {
      expect((await fetch(`${baseUrl}${url}`)).status, url).toBe(404);
    }
  });

  it('a garbage re-upload over a checked photo leaves the photo as it was', async () => {
    const { product, uploadUrls } = await create(`Dos veces ${RUN}`);
    const url = (uploadUrls[0] as UploadUrl).url;
    await upload(url, pngImage(40, 40));
    await waitForProduct<Product>(product.productId, token, (p) => p.imageStatus === 'verified');
    await upload(url, Buffer.from('<html>no</html>'));
    // The bad upload is dropped by the check (the upload disappears); the photo and the product stay as they were.
    await waitUntilGone(decodeURIComponent(new URL(url).pathname).replace(/^\/[^/]+\//, ''));
    const after = await waitForProduct<Product>(product.productId, token, () => true);
    expect(after).toMatchObject({
      imageStatus: 'verified',
      thumbnailUrl: product.thumbnailUrl,
      rejectedImages: 0,
    });
    const image = await call(product.thumbnailUrl as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
