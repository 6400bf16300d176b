import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_POSTS } from '../../shared/content/blog.js';
import { PUBLIC_PAGES } from '../../shared/content/site-pages.js';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap.js';

const SITE = 'https://pitahaya.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  it('lists the public pages, the blog and every product given, with their last change', () => {
    const xml = sitemapXml(SITE, [
      { productId: 'p-1', updatedAt: '2026-11-20T10:00:00.000Z' },
      { productId: 'p 2' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const urls = locs(xml);
    for (const page of PUBLIC_PAGES) expect(urls).toContain(`${SITE}${page}`);
    for (const post of BLOG_POSTS) expect(urls).toContain(`${SITE}/blog/${post.id}`);
    for (const category of BLOG_CATEGORIES) expect(urls).toContain(`${SITE}/blog/category/${category.id}`);
    expect(urls).toContain(`${SITE}/products/p-1`);
    expect(urls).toContain(`${SITE}/products/p%202`);
    expect(xml).toContain(`<url><loc>${SITE}/products/p-1</loc><lastmod>2026-11-20</lastmod></url>`);
    expect(urls).toHaveLength(PUBLIC_PAGES.length + BLOG_POSTS.length + BLOG_CATEGORIES.length + 2);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists the farm pages given, before the products, with their last change', () => {
    const xml = sitemapXml(
      SITE,
      [{ productId: 'p-1' }],
      [{ slug: 'finca-del-valle', updatedAt: '2026-11-21T08:00:00.000Z' }, { slug: 'huerta-la-pitaya' }],
    );
    const urls = locs(xml);
    expect(xml).toContain(
      `<url><loc>${SITE}/fincas/finca-del-valle</loc><lastmod>2026-11-21</lastmod></url>`,
    );
    expect(urls).toContain(`${SITE}/fincas/huerta-la-pitaya`);
    expect(urls.indexOf(`${SITE}/fincas/huerta-la-pitaya`)).toBeLessThan(
      urls.indexOf(`${SITE}/products/p-1`),
    );
    expect(urls).toHaveLength(PUBLIC_PAGES.length + BLOG_POSTS.length + BLOG_CATEGORIES.length + 3);
  });

  it('stops at the protocol limit of 50 000 addresses', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => ({ productId: `p-${index}` }));
    expect(locs(sitemapXml(SITE, many))).toHaveLength(SITEMAP_MAX_URLS);
  });
});

describe('robots.txt', () => {
  it('closes the private areas and points at the sitemap', () => {
    const text = robotsTxt(SITE);
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/v1/', '/oauth/', '/admin/', '/producer/', '/checkout', '/profile']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/products/);
    expect(text).not.toMatch(/Disallow: \/blog/);
    expect(text.trim().endsWith(`Sitemap: ${SITE}/sitemap.xml`)).toBe(true);
  });
});
