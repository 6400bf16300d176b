import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SITE_HOST_HEADER, siteUrlOf } from './site.js';
import { get, INDEX, shareHandlerHarness } from './testing.js';

const { ddbMock, dir: tempDir } = shareHandlerHarness();

/** The Query calls made on one index, in order. */
const queriesOn = (indexName: string) =>
  ddbMock
    .commandCalls(QueryCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.IndexName === indexName);

const ITEM = {
  PK: 'PRODUCT#p-1',
  SK: 'PRODUCT',
  productId: 'p-1',
  name: 'Pitahaya roja',
  shortDescription: 'Dulce.',
  price: 6.9,
  unit: 'kg',
  stock: 3,
  isActive: true,
  thumbnailUrl: '/images/products/p-1/a.webp',
  imageUrls: ['/images/products/p-1/a.webp'],
  producerName: 'Finca del Valle',
};

const FARM_ITEM = {
  PK: 'USER#u-1',
  SK: 'PROFILE',
  id: 'u-1',
  role: 'producer',
  fullName: 'Finca del Valle',
  email: 'valle@example.es',
  farm: {
    slug: 'finca-del-valle',
    story: 'Cultivamos pitahaya en Almería.\n\nDesde 2014.',
    provinceCode: '04',
    imageUrls: ['/images/farms/u-1/pendiente.webp', '/images/farms/u-1/a.webp'],
    verifiedImageUrls: ['/images/farms/u-1/a.webp'],
    rejectedImages: 0,
    updatedAt: '2026-11-21T08:00:00.000Z',
  },
};

describe('share pages handler', () => {
  it('answers a product link with its tags in the SPA page, reading the product by key', async () => {
    ddbMock.on(GetCommand).resolves({ Item: ITEM });
    const page = await get('/products/p-1');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=60',
    });
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: 'pitahaya',
      Key: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' },
    });
    expect(page.body).toContain('<meta property="og:title" content="Pitahaya roja">');
    expect(page.body).toContain(
      '<meta property="og:image" content="https://tienda.example/images/products/p-1/a.webp">',
    );
    expect(page.body).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it("writes the first view into the product shell with the product's farm (read by key), as the app renders it", async () => {
    const shell = join(tempDir(), 'product-first-view.html');
    writeFileSync(
      shell,
      INDEX.replace(
        '<body></body>',
        '<body><div id="root" data-prerendered><main id="contenido"><!--$--><div class="skeleton"></div><!--/$--></main></div></body>',
      ),
    );
    process.env.SITE_PRODUCT_FILE = shell;
    try {
      ddbMock
        .on(GetCommand, { Key: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' } })
        .resolves({ Item: { ...ITEM, producerId: 'u-1', category: 'fruta-fresca' } });
      ddbMock.on(GetCommand, { Key: { PK: 'USER#u-1', SK: 'PROFILE' } }).resolves({ Item: FARM_ITEM });
      const page = await get('/products/p-1');
      expect(page.statusCode).toBe(200);
      expect(ddbMock.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([
        { PK: 'PRODUCT#p-1', SK: 'PRODUCT' },
        { PK: 'USER#u-1', SK: 'PROFILE' },
      ]);
      expect(page.body).not.toContain('<div class="skeleton"></div>');
      expect(page.body).toContain(
        '<h1 class="product-page__title user-text" tabindex="-1">Pitahaya roja</h1>',
      );
      expect(page.body).toContain('>Finca del Valle, Almería</a>');
      expect(page.body).toContain(
        '<a href="/products?category=fruta-fresca" data-discover="true">Fruta fresca</a>',
      );
      const json = /<script type="application\/json" data-product-first-view="p-1">([^<]*)<\/script>/.exec(
        page.body ?? '',
      );
      expect(JSON.parse(json?.[1] ?? 'null')).toMatchObject({
        productId: 'p-1',
        name: 'Pitahaya roja',
        price: 6.9,
        farm: { slug: 'finca-del-valle', name: 'Finca del Valle', province: 'Almería' },
      });
      // A photo still being checked is not shown, nor is a product whose main photo is (as the API).
      ddbMock.on(GetCommand, { Key: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' } }).resolves({
        Item: {
          ...ITEM,
          imageStatus: 'verified',
          imageUrls: ['/images/products/p-1/a.webp', '/images/products/p-1/b.webp'],
          verifiedImageUrls: ['/images/products/p-1/a.webp'],
        },
      });
      expect((await get('/products/p-1')).body).not.toContain('/images/products/p-1/b.webp');
      ddbMock.on(GetCommand, { Key: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' } }).resolves({
        Item: { ...ITEM, imageStatus: 'pending', verifiedImageUrls: [] },
      });
      expect((await get('/products/p-1')).statusCode).toBe(404);
    } finally {
      delete process.env.SITE_PRODUCT_FILE;
    }
  });

  it('answers 404 and noindex for an unknown, inactive or impossible product, without asking for the impossible one', async () => {
    ddbMock.on(GetCommand).resolves({});
    expect((await get('/products/nope')).statusCode).toBe(404);
    ddbMock.on(GetCommand).resolves({ Item: { ...ITEM, isActive: false } });
    const inactive = await get('/products/p-1');
    expect(inactive.statusCode).toBe(404);
    expect(inactive.body).toContain('<meta name="robots" content="noindex">');
    expect(inactive.body).not.toContain('Pitahaya roja');
    ddbMock.reset();
    for (const path of [`/products/${'x'.repeat(200)}`, '/products/%E0%A4%A', '/products/a%2Fb']) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it.each([
    ['product', '/products/p-1'],
    ['farm', '/fincas/finca-del-valle'],
  ])('still serves the SPA when the %s cannot be read', async (_, address) => {
    ddbMock.on(GetCommand).rejects(new Error('throttled'));
    const page = await get(address);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(page.headers?.['cache-control']).toBe('no-store');
  });

  it('lists the live catalog in sitemap.xml, paging the GSI2 query to the end', async () => {
    ddbMock.on(QueryCommand, { IndexName: 'GSI5' }).resolves({ Items: [] });
    ddbMock
      .on(QueryCommand, { IndexName: 'GSI2' })
      .resolvesOnce({
        Items: [{ productId: 'p-1', updatedAt: '2026-11-20T00:00:00.000Z' }],
        LastEvaluatedKey: { PK: 'x' },
      })
      .resolvesOnce({ Items: [{ productId: 'p-2' }] });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers?.['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(
      '<loc>https://tienda.example/products/p-1</loc><lastmod>2026-11-20</lastmod>',
    );
    expect(sitemap.body).toContain('<loc>https://tienda.example/products/p-2</loc>');
    const queries = queriesOn('GSI2');
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :catalog',
      ExpressionAttributeValues: { ':catalog': 'CATALOG#ACTIVE' },
      ProjectionExpression: 'productId, updatedAt',
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual({ PK: 'x' });
  });

  it('lists every farm page shown in sitemap.xml, from the farm list (GSI5, active producers), paged', async () => {
    ddbMock.on(QueryCommand, { IndexName: 'GSI2' }).resolves({ Items: [{ productId: 'p-1' }] });
    ddbMock
      .on(QueryCommand, { IndexName: 'GSI5' })
      .resolvesOnce({
        Items: [{ farm: { slug: 'finca-del-valle', updatedAt: '2026-11-21T08:00:00.000Z' } }],
        LastEvaluatedKey: { PK: 'USER#u-1', SK: 'PROFILE', GSI5PK: 'FARMS', GSI5SK: 'finca del valle#u-1' },
      })
      .resolvesOnce({ Items: [{ farm: { slug: 'huerta-la-pitaya' } }, { farm: { slug: 'No Vale' } }, {}] });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(
      '<loc>https://tienda.example/fincas/finca-del-valle</loc><lastmod>2026-11-21</lastmod>',
    );
    expect(sitemap.body).toContain('<loc>https://tienda.example/fincas/huerta-la-pitaya</loc>');
    expect(sitemap.body).not.toContain('No Vale');
    expect((sitemap.body ?? '').indexOf('/fincas/')).toBeLessThan(
      (sitemap.body ?? '').indexOf('/products/p-1'),
    );
    const farmQueries = queriesOn('GSI5');
    expect(farmQueries).toHaveLength(2);
    expect(farmQueries[0]).toMatchObject({
      KeyConditionExpression: 'GSI5PK = :farms',
      FilterExpression: '#role = :producer AND (attribute_not_exists(isActive) OR isActive = :active)',
      ExpressionAttributeValues: { ':farms': 'FARMS', ':producer': 'producer', ':active': true },
    });
    expect(farmQueries[1]?.ExclusiveStartKey).toMatchObject({ PK: 'USER#u-1' });
  });

  it('answers 503 for the sitemap when the farms cannot be read', async () => {
    ddbMock.on(QueryCommand, { IndexName: 'GSI2' }).resolves({ Items: [] });
    ddbMock.on(QueryCommand, { IndexName: 'GSI5' }).rejects(new Error('down'));
    expect((await get('/sitemap.xml')).statusCode).toBe(503);
  });

  it('answers 503 for the sitemap when the catalog cannot be read, robots.txt always', async () => {
    ddbMock.on(QueryCommand).rejects(new Error('down'));
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.headers?.['retry-after']).toBe('60');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://tienda.example/sitemap.xml');
  });

  it('answers HEAD with headers only and refuses other methods', async () => {
    const head = await get('/robots.txt', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await get('/robots.txt', 'POST');
    expect(post.statusCode).toBe(405);
    expect(post.headers).toMatchObject({ allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    expect((await get('/otra-cosa')).statusCode).toBe(404);
  });

  it('answers a farm link with its tags in index.html: the slug guard, then the farm, both by key', async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'FARM_SLUG#finca-del-valle', SK: 'FARM_SLUG' } }).resolves({
      Item: { PK: 'FARM_SLUG#finca-del-valle', SK: 'FARM_SLUG', producerId: 'u-1' },
    });
    ddbMock.on(GetCommand, { Key: { PK: 'USER#u-1', SK: 'PROFILE' } }).resolves({ Item: FARM_ITEM });
    const page = await get('/fincas/finca-del-valle');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=60',
    });
    expect(page.body).toContain('<title>Finca del Valle · Pitahaya Marketplace</title>');
    expect(page.body).toContain('<meta property="og:title" content="Finca del Valle">');
    expect(page.body).toContain('<meta name="description" content="Cultivamos pitahaya en Almería.">');
    expect(page.body).toContain(
      '<meta property="og:image" content="https://tienda.example/images/farms/u-1/a.webp">',
    );
    expect(page.body).not.toContain('pendiente.webp');
    expect(page.body).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(ddbMock.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: 'pitahaya', Key: { PK: 'FARM_SLUG#finca-del-valle', SK: 'FARM_SLUG' } },
      { TableName: 'pitahaya', Key: { PK: 'USER#u-1', SK: 'PROFILE' } },
    ]);
  });

  it('finds a farm by an old or upper-case address, canonical at its current one', async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'FARM_SLUG#finca-vieja', SK: 'FARM_SLUG' } }).resolves({
      Item: { producerId: 'u-1' },
    });
    ddbMock.on(GetCommand, { Key: { PK: 'USER#u-1', SK: 'PROFILE' } }).resolves({ Item: FARM_ITEM });
    const page = await get('/fincas/Finca-Vieja/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<link rel="canonical" href="https://tienda.example/fincas/finca-del-valle">',
    );
    expect(page.body).toContain('href="/v1/products/farms/Finca-Vieja"');
  });

  it('answers 404 and noindex for an unknown slug, a farm no longer shown or an impossible address', async () => {
    ddbMock.on(GetCommand).resolves({});
    const unknown = await get('/fincas/no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    expect(unknown.body).toContain('<title>Finca no encontrada · Pitahaya Marketplace</title>');
    for (const item of [
      { ...FARM_ITEM, isActive: false },
      { ...FARM_ITEM, role: 'consumer' },
      { ...FARM_ITEM, farm: undefined },
    ]) {
      ddbMock.reset();
      ddbMock.on(GetCommand, { Key: { PK: 'FARM_SLUG#finca-del-valle', SK: 'FARM_SLUG' } }).resolves({
        Item: { producerId: 'u-1' },
      });
      ddbMock.on(GetCommand, { Key: { PK: 'USER#u-1', SK: 'PROFILE' } }).resolves({ Item: item });
      const page = await get('/fincas/finca-del-valle');
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Finca del Valle');
    }
    ddbMock.reset();
    for (const path of [
      '/fincas/ab',
      '/fincas/a--b',
      `/fincas/${'a'.repeat(61)}`,
      '/fincas/%E0%A4%A',
      '/fincas/a%2Fb',
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    expect((await get('/fincas/finca/otra')).statusCode).toBe(404);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it("starts a product page from the product's shell, a farm page from the farm's and a farm's 404 from index.html", async () => {
    const shell = join(tempDir(), 'product.html');
    writeFileSync(shell, INDEX.replace('<body>', '<body><div class="shell-de-producto"></div>'));
    const farmShell = join(tempDir(), 'farm.html');
    writeFileSync(farmShell, INDEX.replace('<body>', '<body><div class="shell-de-finca"></div>'));
    process.env.SITE_PRODUCT_FILE = shell;
    process.env.SITE_FARM_FILE = farmShell;
    try {
      ddbMock.on(GetCommand).resolves({});
      ddbMock.on(GetCommand, { Key: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' } }).resolves({ Item: ITEM });
      ddbMock.on(GetCommand, { Key: { PK: 'FARM_SLUG#finca-del-valle', SK: 'FARM_SLUG' } }).resolves({
        Item: { producerId: 'u-1' },
      });
      ddbMock.on(GetCommand, { Key: { PK: 'USER#u-1', SK: 'PROFILE' } }).resolves({ Item: FARM_ITEM });
      expect((await get('/products/p-1')).body).toContain('shell-de-producto');
      expect((await get('/products/nope')).body).toContain('shell-de-producto');
      const farm = await get('/fincas/finca-del-valle');
      expect(farm.statusCode).toBe(200);
      expect(farm.body).toContain('shell-de-finca');
      expect(farm.body).not.toContain('shell-de-producto');
      const unknown = await get('/fincas/no-existe');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toContain('shell-de-finca');
      // A failed read: the farm shell as it is (the app reads the farm itself), not kept anywhere.
      ddbMock.reset();
      ddbMock.on(GetCommand).rejects(new Error('throttled'));
      const failed = await get('/fincas/finca-del-valle');
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe(INDEX.replace('<body>', '<body><div class="shell-de-finca"></div>'));
      expect(failed.headers?.['cache-control']).toBe('no-store');
    } finally {
      delete process.env.SITE_PRODUCT_FILE;
      delete process.env.SITE_FARM_FILE;
    }
  });

  it("writes the farm's first view into the farm shell, escaped, with its JSON and its photo preloaded", async () => {
    const shell = join(tempDir(), 'farm-first-view.html');
    writeFileSync(
      shell,
      INDEX.replace(
        '<body></body>',
        // The farm screen's boundary inside the other routes' (web/src/app/more-routes.tsx).
        '<body><div id="root" data-prerendered><main id="contenido"><!--$--><!--$--><div class="farm-page" aria-busy="true"></div><!--/$--><!--/$--></main></div></body>',
      ),
    );
    process.env.SITE_FARM_FILE = shell;
    try {
      ddbMock.on(GetCommand, { Key: { PK: 'FARM_SLUG#finca-vieja', SK: 'FARM_SLUG' } }).resolves({
        Item: { producerId: 'u-1' },
      });
      ddbMock.on(GetCommand, { Key: { PK: 'USER#u-1', SK: 'PROFILE' } }).resolves({
        Item: {
          ...FARM_ITEM,
          fullName: 'Finca <b>"del"</b> & Valle',
          farm: {
            ...FARM_ITEM.farm,
            story: '</script><script>alert(1)</script>\n\nSegundo párrafo.',
            imageUrls: ['/images/farms/u-1/a.webp', '/images/farms/u-1/pendiente.webp'],
            imageVariants: {
              '/images/farms/u-1/a.webp': { width: 1200, height: 900, widths: [320, 640, 1024] },
              '/images/farms/u-1/pendiente.webp': { width: 800, height: 800, widths: [320] },
            },
          },
        },
      });
      const page = await get('/fincas/finca-vieja');
      expect(page.statusCode).toBe(200);
      const body = page.body ?? '';
      expect(body).not.toContain('<div class="farm-page" aria-busy="true"></div>');
      expect(body).toContain(
        '<main id="contenido"><!--$--><!--$--><div class="page farm-page" aria-busy="true"',
      );
      expect(body).toContain('</section></div><!--/$--><!--/$--></main>');
      expect(body).toContain(
        '<h1 class="farm-page__title user-text" tabindex="-1">Finca &lt;b&gt;&quot;del&quot;&lt;/b&gt; &amp; Valle</h1>',
      );
      expect(body).toContain(
        '<p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p><p>Segundo párrafo.</p>',
      );
      expect(body).toContain('Provincia de <!-- -->Almería');
      expect(body).toContain(
        '<img class="farm-page__main-photo" src="/images/farms/u-1/a.webp" srcset="/images/farms/u-1/a.w320.webp 320w',
      );
      expect(body).toContain(' width="1200" height="900" ');
      expect(body).toContain(' fetchpriority="high">');
      // Only checked photos, and the main one preloaded with the <img>'s own srcset and sizes.
      expect(body).not.toContain('pendiente');
      expect(body).toMatch(
        /<link rel="preload" as="image" href="\/images\/farms\/u-1\/a\.webp" imagesrcset="[^"]*a\.w1024\.webp 1024w[^"]*" imagesizes="\(min-width: 900px\) min\(660px, 55vw\), calc\(100vw - 2rem\)" fetchpriority="high">/,
      );
      // The JSON the app renders first, keyed by the address asked; nothing in it closes the script.
      const json =
        /<script type="application\/json" data-farm-first-view="finca-vieja">([^<]*)<\/script>/.exec(body);
      expect(JSON.parse(json?.[1] ?? 'null')).toEqual({
        slug: 'finca-del-valle',
        name: 'Finca <b>"del"</b> & Valle',
        province: 'Almería',
        story: '</script><script>alert(1)</script>\n\nSegundo párrafo.',
        imageUrls: ['/images/farms/u-1/a.webp'],
        imageVariants: { '/images/farms/u-1/a.webp': { width: 1200, height: 900, widths: [320, 640, 1024] } },
      });
      expect(body.match(/<script>alert/g)).toBeNull();
    } finally {
      delete process.env.SITE_FARM_FILE;
    }
  });

  it('takes the site address from the forwarded host, and only a plain host name', () => {
    expect(siteUrlOf({ [SITE_HOST_HEADER]: 'd111.cloudfront.net' })).toBe('https://d111.cloudfront.net');
    expect(siteUrlOf({ [SITE_HOST_HEADER]: '127.0.0.1:3104' })).toBe('http://127.0.0.1:3104');
    expect(siteUrlOf({ [SITE_HOST_HEADER]: 'Tienda.Example' })).toBe('https://tienda.example');
    process.env.SITE_URL = 'https://pitahaya.example/';
    expect(siteUrlOf({ [SITE_HOST_HEADER]: 'evil.example/"><script>' })).toBe('https://pitahaya.example');
    expect(siteUrlOf({})).toBe('https://pitahaya.example');
    delete process.env.SITE_URL;
  });
});
