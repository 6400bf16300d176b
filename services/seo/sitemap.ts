/**
 * sitemap.xml and robots.txt of the live site (pure: the handler gives them the catalog, the farm pages and the
 * site URL).
 */
import { blogPages, PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from '../../shared/content/site-pages.js';
import type { SitemapFarm } from './farm-reader.js';
import { farmPath } from './farm-tags.js';
import { escapeHtml, productPath } from './head-tags.js';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapProduct {
  productId: string;
  updatedAt?: string;
}

interface Entry {
  path: string;
  lastModified?: string;
}

/** YYYY-MM-DD of an ISO timestamp, or undefined when it is not one. */
function day(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/** The public pages, the blog, every farm page (by name) and every active product, at most SITEMAP_MAX_URLS. */
export function sitemapXml(
  siteUrl: string,
  products: readonly SitemapProduct[],
  farms: readonly SitemapFarm[] = [],
): string {
  const entries: Entry[] = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...blogPages(),
    ...farms.map((farm) => ({ path: farmPath(farm.slug), lastModified: farm.updatedAt })),
    ...products.map((product) => ({ path: productPath(product.productId), lastModified: product.updatedAt })),
  ].slice(0, SITEMAP_MAX_URLS);
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = day(lastModified);
    return `  <url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
