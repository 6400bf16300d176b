/**
 * Links that sell, on the real local stack: a product URL answers its Open Graph, Twitter card and schema.org
 * tags in plain HTML (no JavaScript), with the gateway's security headers; unknown and inactive products are
 * 404 with noindex; a farm URL answers the farm's own tags (unknown: 404 noindex); sitemap.xml lists the live
 * catalog (and only the active products) and every farm page; robots.txt points at it.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { productKeys } from '../../services/lib/data/keys.js';
import { toItem } from '../../services/products/product-item.js';
import type { FarmPage, FarmSummary } from '../../shared/contracts/products/farm-entities.js';
import { farmDescription } from '../../shared/rules/farm-page.js';
import { baseUrl, call, noStack, stack } from './helpers.js';
import { stackClients } from './table.js';

const ACTIVE = SEED_PRODUCTS.find((product) => product.isActive && product.stock > 0)!;
const INACTIVE = SEED_PRODUCTS.find((product) => !product.isActive)!;
const RUN = Date.now().toString(36);

/** content of <meta property|name="key">, decoded. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`,
  ).exec(html);
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

/** A share page at `path`: answered 200 as cacheable HTML under the shop's CSP, with `name` in its title; its HTML. */
async function sharePage(path: string, name: string): Promise<string> {
  const page = await call(path);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('cache-control')).toBe('public, max-age=60');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(page.text).toContain(`<title>${name} · Pitahaya Marketplace</title>`);
  return page.text;
}

describe.skipIf(noStack)('share pages', () => {
  it('answers a product link with its name, price and photo in the HTML itself', async () => {
    const html = await sharePage(`/products/${ACTIVE.id}`, ACTIVE.name);
    expect(meta(html, 'og:title')).toBe(ACTIVE.name);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`${baseUrl}/products/${ACTIVE.id}`);
    expect(meta(html, 'og:image')).toBe(`${baseUrl}/images/products/${ACTIVE.id}/${ACTIVE.images[0]}.webp`);
    expect(meta(html, 'product:price:amount')).toBe(ACTIVE.price.toFixed(2));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toContain(ACTIVE.price.toFixed(2).replace('.', ','));
    const product = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: ACTIVE.name,
      offers: {
        price: ACTIVE.price.toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    // The SPA still boots from the same page: the entry's module script (index.html) or, on the prerendered
    // product shell of a production build, the inline after-paint script that adds it
    // (shared/utils/after-paint-script.ts), allowed by the CSP's hash of its text.
    const boot =
      /<script type="module"(?: crossorigin)? src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html) ??
      /<script data-entry="(\/assets\/index-[^"]+\.js)"[^>]*>/.exec(html);
    expect(boot, 'a script that starts the app').not.toBeNull();
    for (const script of (boot ?? []).slice(1)) {
      const served = await fetch(`${baseUrl}${script}`);
      expect(served.status, script).toBe(200);
      expect(served.headers.get('content-type'), script).toMatch(/javascript/);
    }
    // The photo the tags name is really there.
    const image = await fetch(meta(html, 'og:image') as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('says when an active product is sold out', async () => {
    // An active product at 0 units, written like the products service writes it (none of the seed's is).
    const clients = stackClients();
    const now = new Date().toISOString();
    const productId = `agotado-${RUN}`;
    await clients.documents.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: toItem({
          productId,
          id: productId,
          name: `Pitahaya agotada ${RUN}`,
          shortDescription: 'Vuelve la semana que viene.',
          price: 4.2,
          stock: 0,
          unit: 'kg',
          taxRate: 4,
          thumbnailUrl: null,
          imageUrls: [],
          isActive: true,
          active: true,
          producerId: 'u-test',
          producerName: 'Finca de prueba',
          createdAt: now,
          updatedAt: now,
        }),
      }),
    );
    try {
      const html = (await call(`/products/${productId}`)).text;
      expect(meta(html, 'product:availability')).toBe('out of stock');
      expect(meta(html, 'twitter:card')).toBe('summary');
      expect(jsonLd(html)).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    } finally {
      await clients.documents.send(
        new DeleteCommand({ TableName: stack.tableName, Key: productKeys.item(productId) }),
      );
      clients.destroy();
    }
  });

  it('answers 404 with noindex for an inactive or unknown product, and HEAD without a body', async () => {
    for (const id of [INACTIVE.id, 'no-existe', 'x'.repeat(300)]) {
      const page = await call(`/products/${id}`);
      expect(page.status, id).toBe(404);
      expect(meta(page.text, 'robots')).toBe('noindex');
      expect(page.text).not.toContain(INACTIVE.name);
    }
    const head = await call(`/products/${ACTIVE.id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('lists the live catalog in sitemap.xml (active products only) and points robots.txt at it', async () => {
    const sitemap = await call('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    for (const product of SEED_PRODUCTS) {
      const listed = sitemap.text.includes(`<loc>${baseUrl}/products/${product.id}</loc>`);
      expect(listed, product.name).toBe(product.isActive);
    }
    expect(sitemap.text).toContain(`<loc>${baseUrl}/blog</loc>`);
    const robots = await call('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /admin/');
  });

  it("answers a farm link with the farm's own tags, 404 noindex for an unknown one, and lists every farm in the sitemap", async () => {
    // The farms as the storefront lists them (another file may have changed a page: read, do not assume).
    const list = await call('/v1/products/farms?limit=100');
    const farms = (list.body as { data: { farms: FarmSummary[] } }).data.farms;
    expect(farms.length).toBeGreaterThanOrEqual(3);
    const withPhoto = farms.find((farm) => farm.thumbnailUrl) ?? farms[0]!;
    const api = await call(`/v1/products/farms/${withPhoto.slug}`);
    const farm = (api.body as { data: { farm: FarmPage } }).data.farm;

    const html = await sharePage(`/fincas/${farm.slug}`, farm.name);
    expect(meta(html, 'og:title')).toBe(farm.name);
    expect(meta(html, 'og:url')).toBe(`${baseUrl}/fincas/${farm.slug}`);
    expect(meta(html, 'description')).toBe(farmDescription(farm));
    expect(meta(html, 'og:description')).toBe(farmDescription(farm));
    if (farm.imageUrls[0]) {
      expect(meta(html, 'og:image')).toBe(`${baseUrl}${farm.imageUrls[0]}`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const image = await fetch(meta(html, 'og:image') as string);
      expect(image.status).toBe(200);
    }
    expect(jsonLd(html)).toMatchObject({ '@type': 'Organization', name: farm.name });
    // The farm shell of a production build (or index.html without one), never the product page's: the app boots
    // from its entry's module script or the after-paint script that adds it; the farm's first view as JSON for it.
    expect(html).not.toContain('gallery__main');
    expect(html).toMatch(
      /<script type="module"(?: crossorigin)? src="\/assets\/index-[^"]+\.js"><\/script>|<script data-entry="\/assets\/index-[^"]+\.js"/,
    );
    expect(html).toContain(`<script type="application/json" data-farm-first-view="${farm.slug}">`);

    for (const slug of [`no-existe-${RUN}`, 'x'.repeat(70)]) {
      const missing = await call(`/fincas/${slug}`);
      expect(missing.status, slug).toBe(404);
      expect(meta(missing.text, 'robots')).toBe('noindex');
      expect(missing.text).toContain('<title>Finca no encontrada · Pitahaya Marketplace</title>');
    }

    const sitemap = (await call('/sitemap.xml')).text;
    for (const listed of farms) expect(sitemap).toContain(`<loc>${baseUrl}/fincas/${listed.slug}</loc>`);
  });

  it('leaves the catalog page, the API and other client routes to the SPA', async () => {
    const catalog = await call('/products');
    expect(catalog.status).toBe(200);
    expect(catalog.text).not.toContain('og:type');
    const api = await call(`/v1/products/${ACTIVE.id}`);
    expect((api.body as { data: { product: { name: string } } }).data.product.name).toBe(ACTIVE.name);
  });
});
