import { describe, expect, it } from 'vitest';
import { galleryMainSizes, imageSrcSet } from '../../shared/utils/image-variants.js';
import { productFirstViewHtml } from '../../shared/rules/catalog/product-first-view-html.js';
import { firstViewOf } from '../../shared/rules/catalog/product-first-view.js';
import {
  absoluteUrl,
  escapeHtml,
  injectHead,
  jsonForScript,
  firstViewJson,
  mainPhotoPreload,
  withFirstView,
  notFoundHead,
  productHead,
  productJsonLd,
  type PublicProduct,
} from './head-tags.js';

const SITE = 'https://pitahaya.example';
const PRODUCT: PublicProduct = {
  productId: 'p-1',
  name: 'Pitahaya roja premium',
  shortDescription: 'Dulce y jugosa.',
  price: 6.9,
  unit: 'kg',
  stock: 12,
  thumbnailUrl: '/images/products/p-1/roja.webp',
  imageUrls: ['/images/products/p-1/roja.webp', '/images/products/p-1/corte.webp'],
  producerName: 'Finca del Valle',
};
const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="La tienda."
    />
    <title>Pitahaya Marketplace</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The tags of a page, by their key, read back with a DOM-free parser good enough for our own output. */
function metaOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) {
    found[match[2] as string] = (match[3] as string)
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return found;
}

describe('product head', () => {
  it('puts name, price, photo and availability in the Open Graph and Twitter tags', () => {
    const page = injectHead(INDEX, productHead(PRODUCT, SITE));
    const meta = metaOf(page);
    expect(page).toContain('<title>Pitahaya roja premium · Pitahaya Marketplace</title>');
    expect(page).toContain(`<link rel="canonical" href="${SITE}/products/p-1">`);
    expect(meta).toMatchObject({
      'og:type': 'product',
      'og:site_name': 'Pitahaya Marketplace',
      'og:locale': 'es_ES',
      'og:url': `${SITE}/products/p-1`,
      'og:title': 'Pitahaya roja premium',
      'og:image': `${SITE}/images/products/p-1/roja.webp`,
      'og:image:alt': 'Pitahaya roja premium',
      'product:price:amount': '6.90',
      'product:price:currency': 'EUR',
      'product:availability': 'in stock',
      'twitter:card': 'summary_large_image',
      'twitter:image': `${SITE}/images/products/p-1/roja.webp`,
    });
    expect(meta.description).toMatch(/^6,90\s€ \/ kg · Finca del Valle\. Dulce y jugosa\.$/);
    expect(meta['og:description']).toBe(meta.description);
    // The SPA's own description is replaced, not repeated; its script stays.
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('La tienda.');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('describes the product for search engines (schema.org Product with its offer)', () => {
    expect(productJsonLd(PRODUCT, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${SITE}/products/p-1#product`,
      name: 'Pitahaya roja premium',
      description: 'Dulce y jugosa.',
      sku: 'p-1',
      url: `${SITE}/products/p-1`,
      image: [`${SITE}/images/products/p-1/roja.webp`, `${SITE}/images/products/p-1/corte.webp`],
      brand: { '@type': 'Brand', name: 'Finca del Valle' },
      offers: {
        '@type': 'Offer',
        url: `${SITE}/products/p-1`,
        price: '6.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Finca del Valle' },
      },
    });
    const soldOut = productJsonLd({ ...PRODUCT, stock: 0 }, SITE) as { offers: { availability: string } };
    expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
    const page = injectHead(INDEX, productHead(PRODUCT, SITE));
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(productJsonLd(PRODUCT, SITE));
  });

  it('cannot be broken out of by what a producer types', () => {
    const evil: PublicProduct = {
      ...PRODUCT,
      name: '"><script>alert(1)</script><meta x="',
      shortDescription: '</script><script>alert(2)</script> & <!-- \u2028 fin',
    };
    const page = injectHead(INDEX, productHead(evil, SITE));
    expect(page).not.toContain('<script>alert');
    expect(page.match(/<script/g)).toHaveLength(3); // the SPA's module, our JSON-LD and the first view's JSON
    expect(metaOf(page)['og:title']).toBe(evil.name);
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect((JSON.parse(json) as { description: string }).description).toBe(evil.shortDescription.trim());
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps absolute photo URLs and works without photos or farm', () => {
    expect(absoluteUrl(SITE, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl(SITE, 'images/a.webp')).toBe(`${SITE}/images/a.webp`);
    const bare = {
      ...PRODUCT,
      thumbnailUrl: null,
      imageUrls: [],
      producerName: undefined,
      shortDescription: '',
    };
    const page = injectHead(INDEX, productHead(bare, SITE));
    const meta = metaOf(page);
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
    expect(meta.description).toMatch(/^6,90\s€ \/ kg\.$/);
  });

  it('marks a missing product not to be indexed, and adds the tags to a page without title', () => {
    const page = injectHead('<html><head></head><body></body></html>', notFoundHead());
    expect(page).toContain('<title>Producto no encontrado · Pitahaya Marketplace</title>');
    expect(metaOf(page).robots).toBe('noindex');
    expect(metaOf(page).description).toBe('Este producto no existe o ya no está a la venta.');
  });
});

describe('reviews in the product head (docs/reviews.md)', () => {
  it('carries aggregateRating and the newest reviews when the product has published ones', () => {
    const rated = {
      ...PRODUCT,
      rating: { average: 4.5, count: 2 },
      reviews: [
        { author: 'Ana G.', rating: 5, comment: 'Muy dulces', createdAt: '2026-11-20T10:00:00.000Z' },
        { author: 'Luis P.', rating: 4, comment: null, createdAt: '2026-11-19T10:00:00.000Z' },
      ],
    };
    const json = productJsonLd(rated, SITE) as Record<string, unknown>;
    expect(json.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(json.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ana G.' },
        datePublished: '2026-11-20',
        reviewBody: 'Muy dulces',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Luis P.' },
        datePublished: '2026-11-19',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(productJsonLd(PRODUCT, SITE)).not.toHaveProperty('aggregateRating');
  });
});

describe('the main photo preload', () => {
  it('carries the gallery srcset and sizes when the photo has WebP variants, a plain href otherwise', () => {
    const variants = { width: 800, height: 800, widths: [320, 640, 800] };
    const tag = mainPhotoPreload('/images/p/a.png', variants);
    expect(tag).toContain('href="/images/p/a.png"');
    expect(tag).toContain(`imagesrcset="${imageSrcSet('/images/p/a.png', variants)}"`);
    expect(tag).toContain(`imagesizes="${galleryMainSizes(1)}"`);
    expect(tag).toContain('fetchpriority="high"');
    expect(mainPhotoPreload('/images/p/b.jpg', undefined)).toBe(
      '<link rel="preload" as="image" href="/images/p/b.jpg" fetchpriority="high">',
    );
  });
});

describe("the product page's first view", () => {
  const shell =
    '<body><div id="root" data-prerendered><header></header><main id="contenido" class="site-main" tabindex="-1">' +
    '<!--$--><div class="page product-page" aria-busy="true"><p>skeleton</p></div><!--/$--></main>' +
    '<!--$--><footer></footer><!--/$--></div></body>';
  const product: PublicProduct = {
    ...PRODUCT,
    category: 'fruta-fresca',
    farm: { slug: 'finca-del-valle', name: 'Finca del Valle', province: 'Almería' },
    imageVariants: { '/images/products/p-1/roja.webp': { width: 800, height: 600, widths: [320, 640] } },
  };

  it("replaces the shell's skeleton with the first view the app renders, keeping the screen's boundary", () => {
    const page = withFirstView(shell, product);
    expect(page).toBe(
      '<body><div id="root" data-prerendered><header></header><main id="contenido" class="site-main" tabindex="-1">' +
        `<!--$-->${productFirstViewHtml(firstViewOf(product))}<!--/$--></main>` +
        '<!--$--><footer></footer><!--/$--></div></body>',
    );
    expect(page).toContain(
      '<h1 class="product-page__title user-text" tabindex="-1">Pitahaya roja premium</h1>',
    );
    expect(page).toContain(
      `<img sizes="${galleryMainSizes(800 / 600)}" srcset="${imageSrcSet('/images/products/p-1/roja.webp', product.imageVariants?.['/images/products/p-1/roja.webp'])}" src="/images/products/p-1/roja.webp"`,
    );
    expect(page).toContain(
      'href="/fincas/finca-del-valle" data-discover="true">Finca del Valle, Almería</a>',
    );
  });

  it('leaves a page without the shell’s screen area as it is (index.html)', () => {
    const index = '<body><div id="root"></div></body>';
    expect(withFirstView(index, product)).toBe(index);
  });

  it('gives the app the same fields as JSON, which no text of the producer can break out of', () => {
    const script = firstViewJson({ ...product, name: '</script><script>alert(1)</script>' });
    expect(script).toMatch(/^<script type="application\/json" data-product-first-view="p-1">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual(firstViewOf({ ...product, name: '</script><script>alert(1)</script>' }));
    expect(productHead(product, SITE).extra).toContain(firstViewJson(product));
  });
});
