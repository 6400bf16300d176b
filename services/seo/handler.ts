/**
 * The share pages Lambda (behind CloudFront through a function URL for /products/*, /fincas/*, the legal pages,
 * /sitemap.xml and /robots.txt; run in process by the local gateway for the same paths):
 *
 *   GET /products/{id}  the SPA's index.html with the product's title, description, Open Graph, Twitter card
 *                       and schema.org Product tags, so a pasted link shows name, price and photo without
 *                       JavaScript; an unknown or inactive product answers 404 with the SPA and "noindex".
 *   GET /fincas/{slug}  the farm shell with the farm's first view (photo, name, province, story) and its title,
 *                       description (its story), Open Graph, Twitter card and schema.org Organization tags;
 *                       canonical at its current address (an old slug still finds it); an unknown slug or a farm
 *                       no longer shown answers 404 with "noindex" (the SPA's index.html).
 *   GET /aviso-legal, /privacidad, /condiciones, /cookies
 *                       the legal shell with the page's title, description, canonical link, Open Graph and
 *                       Twitter tags, and its text (as the app renders it, and as JSON for the app) in the page
 *                       (docs/legal.md); a failed read leaves the page loading its text itself (not kept).
 *   GET /sitemap.xml    the public pages, the blog, every farm page and every active product (live data).
 *   GET /robots.txt     private areas closed, the sitemap's address.
 *
 * HEAD answers the same headers. A read that fails never breaks the page: the SPA is served as it is (it
 * loads the product itself), and the failure is logged.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createLogger } from '../lib/logger.js';
import { observed } from '../lib/observability/middleware.js';
import { readActiveCatalog, readPublicProduct } from './catalog-reader.js';
import { readFarmPages, readPublicFarm } from './farm-reader.js';
import { farmHead, farmNotFoundHead, withFarmFirstView } from './farm-tags.js';
import { injectHead, notFoundHead, productHead, withFirstView, type HeadTags } from './head-tags.js';
import { legalLoadingPage, legalPage, readLegalPage } from './legal-tags.js';
import { legalPageOfPath, type LegalPageId } from '../../shared/constants/legal-pages.js';
import { farmHtml, legalHtml, productHtml, siteHtml, siteUrlOf } from './site.js';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap.js';

const logger = createLogger('seo');

/** Shared links and crawlers may keep a page for a minute (CloudFront too): prices and stock stay fresh. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60';
export const SITEMAP_CACHE_CONTROL = 'public, max-age=300';

const PRODUCT_PATH = /^\/products\/([^/]+)\/?$/;
const FARM_PATH = /^\/fincas\/([^/]+)\/?$/;

type Answer = APIGatewayProxyStructuredResultV2;

function answer(
  statusCode: number,
  contentType: string,
  body: string,
  cacheControl: string,
  headers: Record<string, string> = {},
): Answer {
  return {
    statusCode,
    headers: { 'content-type': contentType, 'cache-control': cacheControl, ...headers },
    body,
  };
}

const TEXT = 'text/plain; charset=utf-8';

const html = (statusCode: number, body: string, cacheControl = PAGE_CACHE_CONTROL) =>
  answer(statusCode, 'text/html; charset=utf-8', body, cacheControl);

/**
 * A share page: `raw` (from the path) decoded and read; the page with its tags, or 404 (the SPA's not-found page
 * with the `notFound` head, noindex) when it cannot be decoded or is not shown; the page without its tags (not
 * kept by the CDN) when the read fails.
 */
async function sharePage<T>(
  raw: string,
  page: {
    shell: () => string;
    notFound: () => HeadTags;
    /** The HTML of its 404, when not `shell` (a farm's: index.html, whose app shows its not-found page). */
    notFoundShell?: () => string;
    read: (key: string) => Promise<T | null>;
    render: (found: T, key: string) => string;
    /** The log line of a failed read, and the name its key is logged under. */
    failure: string;
    keyName: 'id' | 'slug';
  },
): Promise<Answer> {
  const notFound = () => html(404, injectHead((page.notFoundShell ?? page.shell)(), page.notFound()));
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    return notFound();
  }
  try {
    const found = await page.read(key);
    if (!found) return notFound();
    return html(200, page.render(found, key));
  } catch (error) {
    logger.error(page.failure, { [page.keyName]: key, error });
    return html(200, page.shell(), 'no-store');
  }
}

const productPage = (rawId: string, siteUrl: string): Promise<Answer> =>
  sharePage(rawId, {
    shell: productHtml,
    notFound: notFoundHead,
    read: readPublicProduct,
    render: (product) => withFirstView(injectHead(productHtml(), productHead(product, siteUrl)), product),
    failure: 'Product page without its tags: the product could not be read',
    keyName: 'id',
  });

/**
 * A farm's page: the farm shell with its tags and its first view in place of the loading state; 404 (the SPA's
 * not-found page in index.html, noindex) when not shown, as before.
 */
const farmPage = (rawSlug: string, siteUrl: string): Promise<Answer> =>
  sharePage(rawSlug, {
    shell: farmHtml,
    notFound: farmNotFoundHead,
    notFoundShell: siteHtml,
    // Addresses are lower case; the API finds "Finca-X" as "finca-x" too (services/products/farm-routes.ts).
    read: (slug) => readPublicFarm(slug.toLowerCase()),
    render: (farm, slug) => withFarmFirstView(injectHead(farmHtml(), farmHead(farm, siteUrl, slug)), farm),
    failure: 'Farm page without its tags: the farm could not be read',
    keyName: 'slug',
  });

/**
 * A legal page: the legal shell with the page's text (read as the API reads it), for a minute like every
 * share page: an admin's edit shows within it, and the app reads the text again once it has the page (docs/
 * legal.md). A failed read: the page loading its text, not kept by the CDN.
 */
async function legalSharePage(page: LegalPageId, siteUrl: string): Promise<Answer> {
  try {
    return html(200, legalPage(legalHtml(), page, siteUrl, await readLegalPage(page)));
  } catch (error) {
    logger.error('Legal page without its text: the text could not be read', { page, error });
    return html(200, legalLoadingPage(legalHtml(), page, siteUrl), 'no-store');
  }
}

/** The sitemap's live part: every farm page shown, then the active products, within the file's limit. */
async function sitemapData() {
  const [farms, products] = await Promise.all([readFarmPages(SITEMAP_MAX_URLS), readActiveCatalog()]);
  return { farms, products };
}

async function handle(event: APIGatewayProxyEventV2): Promise<Answer> {
  const method = event.requestContext?.http?.method?.toUpperCase() ?? 'GET';
  const path = event.rawPath ?? '/';
  if (method !== 'GET' && method !== 'HEAD') {
    return answer(405, TEXT, 'Method Not Allowed', 'no-store', { allow: 'GET, HEAD' });
  }
  const siteUrl = siteUrlOf(event.headers ?? {});
  let result: Answer;
  const product = PRODUCT_PATH.exec(path);
  const farm = FARM_PATH.exec(path);
  const legal = legalPageOfPath(path);
  if (legal) {
    result = await legalSharePage(legal, siteUrl);
  } else if (product) {
    result = await productPage(product[1] ?? '', siteUrl);
  } else if (farm) {
    result = await farmPage(farm[1] ?? '', siteUrl);
  } else if (path === '/sitemap.xml') {
    try {
      const { farms, products } = await sitemapData();
      result = answer(
        200,
        'application/xml; charset=utf-8',
        sitemapXml(siteUrl, products, farms),
        SITEMAP_CACHE_CONTROL,
      );
    } catch (error) {
      logger.error('sitemap.xml: the catalog or the farms could not be read', { error });
      result = answer(503, TEXT, 'Service Unavailable', 'no-store', { 'retry-after': '60' });
    }
  } else if (path === '/robots.txt') {
    result = answer(200, TEXT, robotsTxt(siteUrl), SITEMAP_CACHE_CONTROL);
  } else if (path.startsWith('/fincas/')) {
    result = html(404, injectHead(siteHtml(), farmNotFoundHead()), 'no-store');
  } else {
    result = html(404, injectHead(productHtml(), notFoundHead()), 'no-store');
  }
  return method === 'HEAD' ? { ...result, body: '' } : result;
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
