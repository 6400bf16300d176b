/**
 * The products service over HTTP against the real local stack (DynamoDB Local, cognito-local, s3rver and the
 * local gateway): catalog sorts, filters and paging, visibility of inactive products, the create -> presigned
 * PUT -> image served flow, name uniqueness under concurrency, ownership, rename, status and delete.
 * Every product this suite creates is deleted at the end; seeded products are left as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeText } from '../../services/lib/data/keys.js';
import type { Product, UploadUrl } from '../../shared/contracts/products/entities.js';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { pngImage } from '../support/images.js';
import { api } from './commerce.js';
import { baseUrl, eventually, noStack, waitForImage, waitForProduct } from './helpers.js';
import { seededSuite } from './suite.js';

/** A real 32x32 PNG: the images function refuses anything that is not a real image of a sensible size. */
const PNG = pngImage(32, 32);
const RUN = Date.now().toString(36);
const NAME_TAKEN = 'Ya tienes un producto con ese nombre';
const ACTIVE_SEED = SEED_PRODUCTS.filter((product) => product.isActive);
const INACTIVE_SEED = SEED_PRODUCTS.filter((product) => !product.isActive);

type ListData = { products: Product[]; nextToken: string | null };
type ProductData = { product: Product; uploadUrls?: UploadUrl[] };

const tokens = seededSuite();
const created = new Set<string>();

const list = (query: Record<string, string> = {}, token = '') =>
  api<ListData>(`/v1/products?${new URLSearchParams(query)}`, token);

/** Every page of a list, following nextToken. */
async function allPages(query: Record<string, string>, token = '') {
  const pages: Product[][] = [];
  let nextToken: string | null = null;
  do {
    const answer = await list({ ...query, ...(nextToken ? { nextToken } : {}) }, token);
    expect(answer.status).toBe(200);
    pages.push(answer.body.data.products);
    nextToken = answer.body.data.nextToken;
  } while (nextToken && pages.length < 50);
  return pages;
}

async function createProduct(token: string, name: string, extra: Record<string, unknown> = {}) {
  const answer = await api<ProductData>('/v1/products', token, {
    method: 'POST',
    body: {
      name,
      shortDescription: `Producto de prueba ${RUN}`,
      price: 4.25,
      stock: 10,
      unit: 'kg',
      requestUploadUrls: true,
      imageTypes: [{ filename: 'foto.png', contentType: 'image/png', isThumb: true, size: PNG.byteLength }],
      ...extra,
    },
  });
  if (answer.status === 201) created.add(answer.body.data.product.productId);
  return answer;
}

/** The demo producer's farm page, as GET /v1/products/{id} names it. */
const SEED_FARM_LINK = {
  slug: 'finca-pitahaya-del-valle',
  name: 'Finca Pitahaya del Valle',
  province: 'Almería',
  // It sells plants: its professional operator number (issue 31, a plant's passport).
  plantOperatorNumber: 'ES-04-0123-DEMO',
};
describe.skipIf(noStack)('products over HTTP', () => {
  afterAll(async () => {
    for (const productId of created)
      await api(`/v1/products/${productId}`, tokens.admin, { method: 'DELETE' });
  });

  describe('catalog', () => {
    it('lists the active catalog newest first, paging through more than one page without repeats', async () => {
      const pages = await allPages({ limit: '5' });
      expect(pages.length).toBeGreaterThanOrEqual(3);
      const products = pages.flat();
      const ids = products.map((product) => product.productId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const seeded of ACTIVE_SEED) expect(ids).toContain(seeded.id);
      for (const seeded of INACTIVE_SEED) expect(ids).not.toContain(seeded.id);
      expect(products.every((product) => product.isActive && product.active)).toBe(true);
      const dates = products.map((product) => product.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(Object.keys(products[0] as object)).not.toContain('PK');
      expect(Object.keys(products[0] as object)).not.toContain('searchText');
    });

    it('sorts by price both ways and by name, with a price range', async () => {
      const asc = (await allPages({ sort: 'price_asc', minPrice: '4', maxPrice: '9', limit: '4' })).flat();
      const prices = asc.map((product) => product.price);
      expect(prices.length).toBeGreaterThan(3);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices.every((price) => price >= 4 && price <= 9)).toBe(true);
      const expected = ACTIVE_SEED.filter((product) => product.price >= 4 && product.price <= 9).map(
        (p) => p.id,
      );
      for (const id of expected) expect(asc.map((product) => product.productId)).toContain(id);

      const desc = (await list({ sort: 'price_desc', limit: '100' })).body.data.products.map((p) => p.price);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));

      const names = (await list({ sort: 'name', limit: '100' })).body.data.products.map((p) =>
        normalizeText(p.name),
      );
      expect(names).toEqual([...names].sort());

      const newestInRange = (await list({ minPrice: '20', limit: '100' })).body.data.products;
      expect(newestInRange.length).toBeGreaterThan(0);
      expect(newestInRange.every((product) => product.price >= 20)).toBe(true);
    });

    it('searches name and description without caring about case or accents', async () => {
      // The seed's search entries come from the table's stream: on a busy machine they arrive over a moment
      // after start, so the two searches are compared once both see the same, settled index.
      const [upper] = await eventually(async () => {
        const both = await Promise.all([
          list({ q: 'PITAHAYA ROJA', limit: '100' }).then((answer) => answer.body.data.products),
          list({ q: 'pitáhaya rójá', limit: '100' }).then((answer) => answer.body.data.products),
        ]);
        expect(both[0].map((p) => p.productId)).toContain(SEED_PRODUCTS[0]?.id);
        expect(both[1].map((p) => p.productId)).toEqual(both[0].map((p) => p.productId));
        return both;
      });
      expect(upper.length).toBeGreaterThan(0);
      for (const product of upper) {
        const text = normalizeText(`${product.name} ${product.shortDescription}`);
        expect(text).toContain('pitahaya');
        expect(text).toContain('roja');
      }
      expect(upper.map((p) => p.productId)).toContain(SEED_PRODUCTS[0]?.id);
    });

    it('filters by producer and answers 422 for a tampered page token', async () => {
      const first = (await list({ limit: '1' })).body.data.products[0] as Product;
      const mine = (await allPages({ producerId: first.producerId, limit: '2' })).flat();
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((product) => product.producerId === first.producerId && product.isActive)).toBe(true);

      const { nextToken } = (await list({ limit: '2' })).body.data;
      const tampered = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(String(nextToken), 'base64url').toString()),
          GSI2PK: 'X',
        }),
      ).toString('base64url');
      for (const token of [tampered, 'garbage!', `${nextToken}x`]) {
        const answer = await list({ nextToken: token });
        expect(answer.status).toBe(422);
        expect(answer.body.status.code).toBe('VALIDATION_ERROR');
      }
    });

    it('shows inactive products to admins (active=false) and refuses others', async () => {
      const inactive = (await list({ active: 'false', limit: '100' }, tokens.admin)).body.data.products;
      for (const seeded of INACTIVE_SEED) expect(inactive.map((p) => p.productId)).toContain(seeded.id);
      expect(inactive.every((product) => !product.isActive)).toBe(true);
      expect((await list({ active: 'false' })).status).toBe(403);
      expect((await list({ active: 'false' }, tokens.consumer)).status).toBe(403);
      const seededInactive = INACTIVE_SEED[0]?.id ?? '';
      expect((await api(`/v1/products/${seededInactive}`)).status).toBe(404);
      expect((await api(`/v1/products/${seededInactive}`, tokens.consumer)).status).toBe(404);
      expect((await api(`/v1/products/${seededInactive}`, tokens.admin)).status).toBe(200);
    });

    it("lists a producer's own products, active and inactive", async () => {
      const own = await api<ListData>('/v1/products/user?limit=100', tokens.producer);
      expect(own.status).toBe(200);
      const ids = own.body.data.products.map((product) => product.productId);
      const ownSeed = SEED_PRODUCTS.filter((product) => product.producer === 'productor');
      for (const seeded of ownSeed) expect(ids).toContain(seeded.id);
      expect(own.body.data.products.some((product) => !product.isActive)).toBe(true);
      expect((await api('/v1/products/user', tokens.consumer)).status).toBe(403);
    });
  });

  describe('create, images and name uniqueness', () => {
    it('creates a product, uploads its image with the presigned PUT and serves it under /images', async () => {
      const answer = await createProduct(tokens.producer, `Mermelada de prueba ${RUN}`);
      expect(answer.status).toBe(201);
      const { product, uploadUrls } = answer.body.data;
      expect(product).toMatchObject({
        isActive: true,
        price: 4.25,
        producerName: 'Finca Pitahaya del Valle',
      });
      expect(uploadUrls).toHaveLength(1);
      const upload = uploadUrls?.[0] as UploadUrl;
      expect(upload).toMatchObject({ filename: 'foto.png', isThumb: true });
      const put = await fetch(upload.url, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: PNG,
      });
      expect(put.status).toBe(200);

      // Published under /images once the images function has checked it; then the storefront shows it.
      expect(await waitForImage(product.thumbnailUrl as string)).toBe(200);
      const image = await fetch(`${baseUrl}${product.thumbnailUrl}`);
      expect(image.headers.get('content-type')).toContain('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

      const checked = await waitForProduct<Product>(
        product.productId,
        '',
        (p) => p.imageStatus === 'verified',
      );
      const fetched = await api<ProductData>(`/v1/products/${product.productId}`);
      expect(fetched.body.data.product).toEqual({
        ...product,
        // A product read by its id names its farm's public page (docs/farms.md).
        farm: SEED_FARM_LINK,
        imageStatus: 'verified',
        updatedAt: checked.updatedAt,
        // A 32 px PNG gets one WebP variant at its own width (docs/images.md).
        imageVariants: { [product.thumbnailUrl as string]: { width: 32, height: 32, widths: [32] } },
      });
    });

    it('makes an existing second photo the main one with thumbnailUrl', async () => {
      const answer = await createProduct(tokens.producer, `Dos fotos ${RUN}`, {
        imageTypes: [
          { filename: 'principal.png', contentType: 'image/png', isThumb: true, size: PNG.byteLength },
          { filename: 'segunda.png', contentType: 'image/png', isThumb: false, size: PNG.byteLength },
        ],
      });
      expect(answer.status).toBe(201);
      const { product, uploadUrls = [] } = answer.body.data;
      expect(uploadUrls.map((upload) => upload.filename)).toEqual(['principal.png', 'segunda.png']);
      for (const upload of uploadUrls) {
        const put = await fetch(upload.url, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: PNG,
        });
        expect(put.status).toBe(200);
      }
      for (const url of product.imageUrls) expect(await waitForImage(url)).toBe(200);
      await waitForProduct<Product>(product.productId, tokens.producer, (p) => p.imageStatus === 'verified');
      // Both checks have written the product (visitors see only checked photos): a PUT before the second one
      // lands would meet its write and be refused with 409 (optimistic lock on updatedAt).
      await eventually(async () =>
        expect(
          (await api<ProductData>(`/v1/products/${product.productId}`)).body.data.product.imageUrls,
        ).toHaveLength(2),
      );
      // The public URL of the second photo: the one whose path its presigned URL uploads to.
      const secondPath = decodeURIComponent(new URL((uploadUrls[1] as UploadUrl).url).pathname);
      const second = product.imageUrls.find((url) => secondPath.endsWith(url.replace(/^\/images\//, '')));
      expect(second).toBeDefined();
      expect(product.thumbnailUrl).not.toBe(second);
      expect(product.imageUrls).toHaveLength(2);

      const updated = await api<ProductData>(`/v1/products/${product.productId}`, tokens.producer, {
        method: 'PUT',
        body: { thumbnailUrl: second },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.uploadUrls).toBeUndefined();

      const fetched = (await api<ProductData>(`/v1/products/${product.productId}`)).body.data.product;
      expect(fetched.thumbnailUrl).toBe(second);
      expect(fetched.imageUrls).toEqual([second, product.thumbnailUrl]);
      expect(fetched).toEqual({ ...updated.body.data.product, farm: SEED_FARM_LINK });
      expect((await fetch(`${baseUrl}${fetched.thumbnailUrl}`)).status).toBe(200);

      // A URL that is not one of its photos is refused and changes nothing.
      const refused = await api(`/v1/products/${product.productId}`, tokens.producer, {
        method: 'PUT',
        body: { thumbnailUrl: '/images/products/otro/foto.png' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.status.message).toBe('La imagen principal debe ser una de las fotos del producto');
      expect((await api<ProductData>(`/v1/products/${product.productId}`)).body.data.product).toEqual(
        fetched,
      );
    });

    it('lets exactly one of two concurrent creates with the same name win', async () => {
      const name = `Pitahaya concurrente ${RUN}`;
      const answers = await Promise.all([
        createProduct(tokens.producer, name),
        createProduct(tokens.producer, name.toUpperCase()),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.body.status).toEqual({ code: 'CONFLICT', message: NAME_TAKEN });
      // Another producer may use the same name.
      expect((await createProduct(tokens.producerB, name)).status).toBe(201);
    });

    it('refuses consumers and invalid products with the original messages', async () => {
      expect((await createProduct(tokens.consumer, `Consumo ${RUN}`)).status).toBe(403);
      const noThumb = await createProduct(tokens.producer, `Sin foto ${RUN}`, { imageTypes: [] });
      expect(noThumb.status).toBe(422);
      expect(noThumb.body.status.message).toBe(
        'Se requiere imagen principal (thumbnail) para crear un producto',
      );
      const free = await createProduct(tokens.producer, `Gratis ${RUN}`, { price: 0 });
      expect(free.status).toBe(422);
      expect(free.body.status.message).toBe('El precio debe ser un número mayor a 0');
    });
  });

  describe('ownership, update, status and delete', () => {
    let product: Product;

    beforeAll(async () => {
      // Created and its photo uploaded and checked, so the storefront shows it.
      const answer = await createProduct(tokens.producer, `Batido propio ${RUN}`);
      for (const upload of answer.body.data.uploadUrls ?? []) {
        await fetch(upload.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
      }
      product = await waitForProduct<Product>(
        answer.body.data.product.productId,
        tokens.producer,
        (p) => p.imageStatus === 'verified',
      );
    });

    it('does not let another producer touch the product', async () => {
      const id = product.productId;
      expect(
        (await api(`/v1/products/${id}`, tokens.producerB, { method: 'PUT', body: { price: 1 } })).status,
      ).toBe(403);
      expect(
        (
          await api(`/v1/products/${id}/status`, tokens.producerB, {
            method: 'PATCH',
            body: { isActive: false },
          })
        ).status,
      ).toBe(403);
      expect((await api(`/v1/products/${id}`, tokens.producerB, { method: 'DELETE' })).status).toBe(403);
      expect((await api<ProductData>(`/v1/products/${id}`)).body.data.product).toEqual(product);
    });

    it('renames (moving the name guard) and changes the price', async () => {
      const id = product.productId;
      const renamed = await api<ProductData>(`/v1/products/${id}`, tokens.producer, {
        method: 'PUT',
        body: { name: `Batido renombrado ${RUN}`, price: 5.5 },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.product).toMatchObject({ name: `Batido renombrado ${RUN}`, price: 5.5 });
      // The old name is free again, the new one is taken.
      expect((await createProduct(tokens.producer, `Batido propio ${RUN}`)).status).toBe(201);
      const taken = await createProduct(tokens.producer, `batido RENOMBRADO ${RUN}`);
      expect(taken.status).toBe(409);
      expect(taken.body.status.message).toBe(NAME_TAKEN);
      // The search index follows the rename from the table's stream, a moment later (docs/search.md).
      await eventually(async () => {
        const found = (
          await list({ q: `renombrado ${RUN}`, sort: 'price_asc', minPrice: '5.5', maxPrice: '5.5' })
        ).body.data.products;
        expect(found.map((p) => p.productId)).toEqual([id]);
      });
    });

    it('creates without an IVA rate at 10 %, changes it to 4 % and refuses any other rate', async () => {
      const answer = await createProduct(tokens.producer, `Pitahaya con IVA ${RUN}`);
      expect(answer.status).toBe(201);
      expect(answer.body.data.product.taxRate).toBe(10);
      const id = answer.body.data.product.productId;
      const changed = await api<ProductData>(`/v1/products/${id}`, tokens.producer, {
        method: 'PUT',
        body: { taxRate: 4 },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.product.taxRate).toBe(4);
      expect((await api<ProductData>(`/v1/products/${id}`, tokens.producer)).body.data.product.taxRate).toBe(
        4,
      );
      const refused = await api<ProductData>(`/v1/products/${id}`, tokens.producer, {
        method: 'PUT',
        body: { taxRate: 7 },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.status.message).toBe('El IVA debe ser 4 %, 10 % o 21 %.');
      const rate21 = await createProduct(tokens.producer, `Regalo con IVA ${RUN}`, { taxRate: 21 });
      expect(rate21.body.data.product.taxRate).toBe(21);
    });

    it('adds an image as the new thumbnail and deletes the one not kept', async () => {
      const id = product.productId;
      const before = (await api<ProductData>(`/v1/products/${id}`)).body.data.product;
      const answer = await api<ProductData>(`/v1/products/${id}`, tokens.producer, {
        method: 'PUT',
        body: {
          keepImageUrls: [],
          requestUploadUrls: true,
          imageTypes: [
            { filename: 'nueva.png', contentType: 'image/png', isThumb: true, size: PNG.byteLength },
          ],
        },
      });
      expect(answer.status).toBe(200);
      const upload = answer.body.data.uploadUrls?.[0] as UploadUrl;
      await fetch(upload.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
      const after = answer.body.data.product;
      expect(after.thumbnailUrl).not.toBe(before.thumbnailUrl);
      expect(after.imageUrls).toEqual([after.thumbnailUrl]);
      expect(await waitForImage(after.thumbnailUrl as string)).toBe(200);
      await waitForProduct<Product>(after.productId, tokens.producer, (p) => p.imageStatus === 'verified');
    });

    it('deactivating hides it from the catalog and from others; activating brings it back', async () => {
      const id = product.productId;
      const off = await api<ProductData>(`/v1/products/${id}/status`, tokens.producer, {
        method: 'PATCH',
        body: { isActive: false },
      });
      expect(off.status).toBe(200);
      expect(off.body.data.product).toMatchObject({ isActive: false, active: false });
      expect((await list({ q: `renombrado ${RUN}` })).body.data.products).toEqual([]);
      expect((await api(`/v1/products/${id}`)).status).toBe(404);
      expect((await api(`/v1/products/${id}`, tokens.producer)).status).toBe(200);
      const adminView = (await list({ q: `renombrado ${RUN}`, active: 'false' }, tokens.admin)).body.data
        .products;
      expect(adminView.map((p) => p.productId)).toEqual([id]);

      const on = await api<ProductData>(`/v1/products/${id}/status`, tokens.admin, {
        method: 'PATCH',
        body: { isActive: true },
      });
      expect(on.body.data.product.isActive).toBe(true);
      await eventually(async () =>
        expect((await list({ q: `renombrado ${RUN}` })).body.data.products.map((p) => p.productId)).toEqual([
          id,
        ]),
      );
    });

    it('deletes the product, its name guard and its images', async () => {
      const id = product.productId;
      const current = (await api<ProductData>(`/v1/products/${id}`)).body.data.product;
      const answer = await api<{ productId: string }>(`/v1/products/${id}`, tokens.producer, {
        method: 'DELETE',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ productId: id });
      created.delete(id);
      expect((await api(`/v1/products/${id}`, tokens.admin)).status).toBe(404);
      expect((await fetch(`${baseUrl}${current.thumbnailUrl}`)).status).toBe(404);
      expect((await createProduct(tokens.producer, current.name)).status).toBe(201);
    });
  });
});
