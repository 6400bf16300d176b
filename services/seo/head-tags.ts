/**
 * The <head> a shared product link answers without JavaScript: its own title and description, the canonical
 * URL, Open Graph and Twitter card tags (name, price, photo) and schema.org Product data (price, currency,
 * availability). Pure functions; every value is escaped for its place (attribute text, JSON in a script).
 */
import { galleryMainSizes, imageSrcSet, type ImageVariants } from '../../shared/utils/image-variants.js';
import { productFirstViewHtml } from '../../shared/rules/catalog/product-first-view-html.js';
import {
  FIRST_VIEW_ATTRIBUTE,
  firstViewOf,
  galleryImages,
} from '../../shared/rules/catalog/product-first-view.js';
import type { ProductCategory } from '../../shared/constants/product-attributes.js';
import type { ProductFarm } from '../../shared/contracts/products/farm-entities.js';
import { SHOP_NAME } from '../../shared/constants/app-shell.js';
import { CURRENCY, LOCALE } from '../../shared/constants/locale.js';
import { escapeHtml } from '../../shared/utils/html.js';
import { metaDescription, pageTitle, productDescription } from '../../shared/utils/meta.js';
import { productsContract } from '../../shared/contracts/products/contract.js';
import { pathOf } from '../../shared/contracts/routing.js';

/** What a product page needs from the product item. */
export interface PublicProduct {
  productId: string;
  name: string;
  shortDescription: string;
  price: number;
  unit: string;
  stock: number;
  thumbnailUrl: string | null;
  imageUrls: string[];
  producerName?: string;
  updatedAt?: string;
  /** The WebP variants of the photos (shared/utils/image-variants.ts), for the main photo's preload. */
  imageVariants?: Record<string, ImageVariants>;
  /** Its category (as the API answers it: 'otros' for none), for the first view's breadcrumbs. */
  category?: ProductCategory;
  /** Its farm's page, as the API answers it on a product (the first view links it). */
  farm?: ProductFarm;
  /** Its published reviews' rating (docs/reviews.md), when it has any. */
  rating?: { average: number; count: number };
  /** Its newest published reviews (rich results: schema.org `review`). */
  reviews?: PublicReview[];
}

/** A published review as the share page describes it. */
export interface PublicReview {
  author: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}

const ratingOf = (value: number) => ({
  '@type': 'Rating',
  ratingValue: value,
  bestRating: 5,
  worstRating: 1,
});

/** schema.org aggregateRating and review of a product with published reviews (docs/reviews.md). */
function reviewsJsonLd(product: PublicProduct): Record<string, unknown> {
  if (!product.rating || product.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(product.reviews && product.reviews.length > 0
      ? {
          review: product.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            ...(review.comment ? { reviewBody: review.comment } : {}),
            reviewRating: ratingOf(review.rating),
          })),
        }
      : {}),
  };
}

export interface HeadTags {
  title: string;
  description: string;
  /** Extra elements for <head>: canonical link, meta tags, JSON-LD. */
  extra: string;
}

export { escapeHtml };

/** JSON inside <script>: no "</script>", no HTML comment or entity tricks, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on the site for a path ("/images/..."), or the URL itself when already absolute. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export const productPath = (productId: string): string => `/products/${encodeURIComponent(productId)}`;

/** og:locale of the shop's language ("es" -> "es_ES"). */
export const OG_LOCALE = LOCALE.includes('-')
  ? LOCALE.replace('-', '_')
  : `${LOCALE}_${LOCALE.toUpperCase()}`;

/** A <meta> tag with its content escaped. */
export const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The photos of a product, main one first, as absolute URLs (no repeats). */
function photos(product: PublicProduct, siteUrl: string): string[] {
  const all = [product.thumbnailUrl, ...product.imageUrls].filter((url): url is string => Boolean(url));
  return [...new Set(all)].map((url) => absoluteUrl(siteUrl, url));
}

/** schema.org Product with its Offer: what search engines show as price and availability. */
export function productJsonLd(product: PublicProduct, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, productPath(product.productId));
  const seller = product.producerName?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.shortDescription.trim() || productDescription(product),
    sku: product.productId,
    url,
    image: photos(product, siteUrl),
    ...(seller ? { brand: { '@type': 'Brand', name: seller } } : {}),
    ...reviewsJsonLd(product),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(seller ? { seller: { '@type': 'Organization', name: seller } } : {}),
    },
  };
}

/** The gallery's main photo: the thumbnail, else the first photo (the gallery's first <img src>). */
const mainPhotoOf = (product: PublicProduct): string | undefined =>
  galleryImages(product.thumbnailUrl, product.imageUrls)[0];

/**
 * The gallery's srcset and sizes of a photo with WebP variants, as [srcset, sizes] attribute text; null for a
 * photo without variants (a plain src).
 */
function galleryMainSet(url: string, variants: ImageVariants | undefined): [string, string] | null {
  const srcSet = imageSrcSet(url, variants);
  if (!srcSet || !variants) return null;
  return [escapeHtml(srcSet), escapeHtml(galleryMainSizes(variants.width / variants.height))];
}

/**
 * The preload of the gallery's main photo: with the gallery's srcset and sizes when the photo has WebP variants
 * (the browser then fetches the same variant the <img> picks, not the original and then a variant). The photo
 * is in the page's HTML too (withFirstView); the preload, in <head>, starts its download before the parser
 * reaches it.
 */
export function mainPhotoPreload(url: string, variants: ImageVariants | undefined): string {
  const set = galleryMainSet(url, variants);
  const responsive = set ? ` imagesrcset="${set[0]}" imagesizes="${set[1]}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high">`;
}

/**
 * The product's first view as JSON for the app (shared/rules/catalog/product-first-view.ts): the app renders the
 * page's first view from it while its own API request runs, so that it takes the HTML over as it is. Not a
 * script the browser runs (a JSON data block; the CSP's script rules do not apply to it).
 */
export function firstViewJson(product: PublicProduct): string {
  return (
    `<script type="application/json" ${FIRST_VIEW_ATTRIBUTE}="${escapeHtml(product.productId)}">` +
    `${jsonForScript(firstViewOf(product))}</script>`
  );
}

/**
 * A shell's page area: the screen's Suspense boundary inside <main> (web/src/app/lazy-screen.tsx), inside the
 * other routes' boundary for a screen of more-routes.tsx (a farm's, a legal page's): the boundaries' marks are kept.
 */
export const SHELL_PAGE = /(<main\b[^>]*>(?:<!--\$-->)+)[\s\S]*?((?:<!--\/\$-->)+<\/main>)/;

/**
 * A shell's HTML with `markup` in place of its page area (the legal pages' text: legal-tags.ts). Unchanged when
 * the HTML has no such area (index.html, when the shell is missing: the app then renders the page itself).
 */
export const inPageArea = (html: string, markup: string): string =>
  html.replace(SHELL_PAGE, (_, open: string, close: string) => `${open}${markup}${close}`);

/**
 * The product page's HTML with its first view (breadcrumbs, photos, farm, name, price) in place of the
 * prerendered skeleton, as the app renders it (shared/rules/catalog/product-first-view-html.ts): it paints with no
 * JavaScript and the app takes it over without rendering it again. Unchanged when the HTML has no such area
 * (index.html, when the product shell is missing: the app then renders the page itself from the JSON).
 */
export function withFirstView(html: string, product: PublicProduct): string {
  return html.replace(
    SHELL_PAGE,
    (_, open: string, close: string) => `${open}${productFirstViewHtml(firstViewOf(product))}${close}`,
  );
}

interface SharedPage {
  type: 'website' | 'product';
  url: string;
  title: string;
  description: string;
  /** The page's photo (absolute) and its text, when it has one. */
  image?: string | undefined;
  alt?: string;
}

/** A shared page's Open Graph tags: its type, the shop, the locale, its address, title, text and photo. */
export const openGraphTags = ({
  type,
  url,
  title,
  description,
  image,
  alt = title,
}: SharedPage): string[] => [
  meta('property', 'og:type', type),
  meta('property', 'og:site_name', SHOP_NAME),
  meta('property', 'og:locale', OG_LOCALE),
  meta('property', 'og:url', url),
  meta('property', 'og:title', title),
  meta('property', 'og:description', description),
  ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', alt)] : []),
];

/** A shared page's Twitter card: large when it has a photo. */
export const twitterTags = ({
  title,
  description,
  image,
  alt = title,
}: Omit<SharedPage, 'type' | 'url'>): string[] => [
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  meta('name', 'twitter:title', title),
  meta('name', 'twitter:description', description),
  ...(image ? [meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', alt)] : []),
];

/** Title, description and every tag of a product link. */
export function productHead(product: PublicProduct, siteUrl: string): HeadTags {
  const title = pageTitle(product.name);
  const description = productDescription(product);
  const url = absoluteUrl(siteUrl, productPath(product.productId));
  const image = photos(product, siteUrl)[0];
  const main = mainPhotoOf(product);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    // The gallery's main photo is the page's largest paint: fetched with the HTML, not after the app's code
    // and the API answer (docs/performance.md). Same URL as the gallery's <img src>.
    ...(main ? [mainPhotoPreload(main, product.imageVariants?.[main])] : []),
    // The product page's own API request (anonymous; a signed-in one is sent without credentials and so never
    // takes this answer: web/src/lib/api/client.ts), beside the app's code instead of after it.
    `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(pathOf(productsContract.endpoints.get, { id: product.productId }))}">`,
    ...openGraphTags({ type: 'product', url, title: product.name, description, image }),
    meta('property', 'product:price:amount', product.price.toFixed(2)),
    meta('property', 'product:price:currency', CURRENCY),
    meta('property', 'product:availability', product.stock > 0 ? 'in stock' : 'out of stock'),
    ...twitterTags({ title: product.name, description, image }),
    `<script type="application/ld+json">${jsonForScript(productJsonLd(product, siteUrl))}</script>`,
    firstViewJson(product),
  ];
  return { title, description, extra: tags.join('\n    ') };
}

/** The head of a link that leads nowhere: its title and description, not to be indexed. */
export const noindexHead = (title: string, description: string): HeadTags => ({
  title: pageTitle(title),
  description: metaDescription(description),
  extra: meta('name', 'robots', 'noindex'),
});

/** The head of a product link that leads nowhere (unknown or not on sale): not to be indexed. */
export const notFoundHead = (): HeadTags =>
  noindexHead('Producto no encontrado', 'Este producto no existe o ya no está a la venta.');

/** The SPA's index.html with the page's title and description replaced and the other tags added. */
export function injectHead(html: string, head: HeadTags): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  out = /<meta\s+name="description"[\s\S]*?>/i.test(out)
    ? out.replace(/<meta\s+name="description"[\s\S]*?>/i, () => description)
    : out.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  return out.replace(/<\/head>/i, () => `  ${head.extra}\n  </head>`);
}
