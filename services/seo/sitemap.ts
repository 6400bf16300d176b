/** sitemap.xml and robots.txt of the live site (pure: the handler gives them the catalog and the site URL). */
import { blogPages, PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from '../../shared/site-pages.js';
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

export function sitemapXml(siteUrl: string, products: readonly SitemapProduct[]): string {
  const entries: Entry[] = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...blogPages(),
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
