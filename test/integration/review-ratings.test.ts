/**
 * What follows from reviews (docs/reviews.md): the catalog's `sort=rating` (best rated first, unrated last), the
 * farm page's average over its products, the product card data (`rating` in the list) and the share page's
 * schema.org aggregateRating and review.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/contracts/products/entities.js';
import type { FarmPageAnswer } from '../../shared/contracts/products/farm-entities.js';
import { api, freshProducer, freshProduct, getProduct, deliveredBuyer } from './commerce.js';
import { call, eventually, noStack } from './helpers.js';
import { seededSuite } from './suite.js';

/** A fresh buyer receives `productId` and rates it. */
async function rate(farmToken: string, productId: string, rating: number, comment?: string) {
  const buyer = await deliveredBuyer(farmToken, productId, 'rate');
  const posted = await api(`/v1/products/${productId}/reviews`, buyer.token, {
    method: 'POST',
    body: { rating, ...(comment ? { comment } : {}) },
  });
  expect(posted.status).toBe(201);
}

describe.skipIf(noStack)('ratings in the catalog, the farm page and the share page', () => {
  seededSuite();

  it('sorts by rating, averages the farm and describes the product for rich results', async () => {
    const farm = await freshProducer('rating-farm');
    const [best, worse, unrated] = await Promise.all([
      freshProduct(farm.token, { stock: 10, name: `Valorada ${Date.now()} A` }),
      freshProduct(farm.token, { stock: 10, name: `Valorada ${Date.now()} B` }),
      freshProduct(farm.token, { stock: 10, name: `Valorada ${Date.now()} C` }),
    ]);
    await rate(farm.token, best!.productId, 5, 'Las mejores pitahayas que he probado');
    await rate(farm.token, best!.productId, 4);
    await rate(farm.token, worse!.productId, 2);
    await eventually(async () => {
      expect((await getProduct(best!.productId)).rating).toEqual({ average: 4.5, count: 2 });
      expect((await getProduct(worse!.productId)).rating).toEqual({ average: 2, count: 1 });
    });
    expect((await getProduct(unrated!.productId)).rating).toBeNull();

    await eventually(async () => {
      const list = await api<{ products: Product[] }>(`/v1/products?sort=rating&producerId=${farm.userId}`);
      expect(list.status).toBe(200);
      expect(list.body.data.products.map((product) => product.productId)).toEqual([
        best!.productId,
        worse!.productId,
        unrated!.productId,
      ]);
      expect(list.body.data.products[0]?.rating).toEqual({ average: 4.5, count: 2 });
    });
    // The search index follows the rating too: a word of the names, by rating.
    await eventually(async () => {
      const found = await api<{ products: Product[] }>(
        `/v1/products?sort=rating&q=valorada&producerId=${farm.userId}`,
      );
      expect(found.body.data.products.map((product) => product.productId)).toEqual([
        best!.productId,
        worse!.productId,
        unrated!.productId,
      ]);
    });
    expect((await api('/v1/products?sort=estrellas')).status).toBe(422);

    const page = await api<{ farm: { slug: string } }>('/v1/users/profile/farm', farm.token);
    const farmPage = await call<{ data: FarmPageAnswer }>(`/v1/products/farms/${page.body.data.farm.slug}`);
    // (5 + 4 + 2) / 3 over every published review of its products.
    expect(farmPage.body.data.farm.rating).toEqual({ average: 3.7, count: 3 });

    const html = (await call(`/products/${best!.productId}`)).text;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect((product?.review as { reviewBody?: string }[]).map((review) => review.reviewBody)).toContain(
      'Las mejores pitahayas que he probado',
    );
  });
});
