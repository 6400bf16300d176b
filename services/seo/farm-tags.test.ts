import { describe, expect, it } from 'vitest';
import { FARM_LIST_INDEX } from '../farms/index.js';
import { FARM_INDEX, toPublicFarm } from './farm-reader.js';
import { farmHead, farmJsonLd, farmNotFoundHead, type PublicFarm } from './farm-tags.js';
import { injectHead } from './head-tags.js';

const SITE = 'https://pitahaya.example';
const FARM: PublicFarm = {
  slug: 'finca-del-valle',
  name: 'Finca del Valle',
  province: 'Almería',
  story: 'Cultivamos pitahaya en El Ejido desde 2014.\n\nRegamos por goteo.',
  imageUrls: ['/images/farms/u-1/a.webp', '/images/farms/u-1/b.webp'],
  updatedAt: '2026-11-21T08:00:00.000Z',
};

function jsonLdOf(extra: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(extra);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

describe('farm link tags', () => {
  it("gives the farm's title, its story's first paragraph, the canonical address and Open Graph / Twitter tags", () => {
    const head = farmHead(FARM, SITE);
    expect(head.title).toBe('Finca del Valle · Pitahaya Marketplace');
    expect(head.description).toBe('Cultivamos pitahaya en El Ejido desde 2014.');
    const tags = head.extra;
    expect(tags).toContain(`<link rel="canonical" href="${SITE}/fincas/finca-del-valle">`);
    expect(tags).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/v1/products/farms/finca-del-valle">',
    );
    expect(tags).toContain('<meta property="og:type" content="website">');
    expect(tags).toContain('<meta property="og:locale" content="es_ES">');
    expect(tags).toContain(`<meta property="og:url" content="${SITE}/fincas/finca-del-valle">`);
    expect(tags).toContain('<meta property="og:title" content="Finca del Valle">');
    expect(tags).toContain(
      '<meta property="og:description" content="Cultivamos pitahaya en El Ejido desde 2014.">',
    );
    expect(tags).toContain(`<meta property="og:image" content="${SITE}/images/farms/u-1/a.webp">`);
    expect(tags).toContain(
      '<meta property="og:image:alt" content="Finca del Valle: foto principal de la finca">',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain(`<meta name="twitter:image" content="${SITE}/images/farms/u-1/a.webp">`);
    expect(tags).not.toContain('product:price');
  });

  it('describes a farm without a story by its name and province, and without a photo as a summary card', () => {
    const head = farmHead({ ...FARM, story: '  ', imageUrls: [], province: null }, SITE);
    expect(head.description).toBe('Productos de Finca del Valle, directos de la finca.');
    expect(head.extra).toContain('<meta name="twitter:card" content="summary">');
    expect(head.extra).not.toContain('og:image');
    expect(jsonLdOf(head.extra)).not.toHaveProperty('image');
    expect(farmHead({ ...FARM, story: '' }, SITE).description).toBe(
      'Productos de Finca del Valle, en Almería, directos de la finca.',
    );
  });

  it('cuts a long first paragraph at a word within 160 characters', () => {
    const story = `${'Cosechamos la fruta a mano cuando la piel ha tomado su color. '.repeat(5)}\n\nOtra.`;
    const { description } = farmHead({ ...FARM, story }, SITE);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('describes the farm as a schema.org Organization in Spain, with its province and every photo', () => {
    expect(farmJsonLd(FARM, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/fincas/finca-del-valle#farm`,
      name: 'Finca del Valle',
      description: 'Cultivamos pitahaya en El Ejido desde 2014. Regamos por goteo.',
      url: `${SITE}/fincas/finca-del-valle`,
      image: [`${SITE}/images/farms/u-1/a.webp`, `${SITE}/images/farms/u-1/b.webp`],
      address: { '@type': 'PostalAddress', addressRegion: 'Almería', addressCountry: 'ES' },
    });
  });

  it('escapes what the producer typed: no tag, attribute or script can be closed', () => {
    const hostile: PublicFarm = {
      ...FARM,
      name: 'Finca "X" <script>alert(1)</script>',
      story: '</script><img src=x onerror=alert(1)> & \u2028 fin',
    };
    const html = injectHead(
      '<html><head><title>x</title></head><body></body></html>',
      farmHead(hostile, SITE),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>Finca &quot;X&quot; &lt;script&gt;alert(1)&lt;/script&gt; · Pitahaya Marketplace</title>',
    );
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(ld).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(ld) as { name: string }).name).toBe(hostile.name);
  });

  it('says not found with noindex', () => {
    const head = farmNotFoundHead();
    expect(head.title).toBe('Finca no encontrada · Pitahaya Marketplace');
    expect(head.extra).toBe('<meta name="robots" content="noindex">');
  });
});

describe('farm as read for its share page', () => {
  const item = {
    id: 'u-1',
    role: 'producer',
    fullName: 'Finca del Valle',
    farm: {
      slug: 'finca-del-valle',
      story: 'Hola.',
      provinceCode: '04',
      imageUrls: ['/p.webp', '/a.webp'],
      verifiedImageUrls: ['/a.webp'],
      updatedAt: '2026-11-21T08:00:00.000Z',
    },
  };

  it('shows only checked photos, the province by name, the producer as the farm', () => {
    expect(toPublicFarm(item)).toEqual({
      slug: 'finca-del-valle',
      name: 'Finca del Valle',
      province: 'Almería',
      story: 'Hola.',
      imageUrls: ['/a.webp'],
      updatedAt: '2026-11-21T08:00:00.000Z',
    });
  });

  it('is nothing for an account the storefront does not show, or one without a page', () => {
    expect(toPublicFarm({ ...item, isActive: false })).toBeNull();
    expect(toPublicFarm({ ...item, role: 'admin' })).toBeNull();
    expect(toPublicFarm({ ...item, farm: undefined })).toBeNull();
    expect(toPublicFarm(null)).toBeNull();
  });

  it('reads the same index as the farm list', () => {
    expect(FARM_INDEX).toBe(FARM_LIST_INDEX);
  });
});
