/**
 * The <head> a shared farm link (`/fincas/<slug>`) answers without JavaScript: the farm's own title and
 * description (the words the SPA sets: shared/rules/farm-page.ts farmDescription), the canonical URL (its current
 * address, also for an old one), Open Graph and Twitter card tags (name, story, main photo) and schema.org
 * Organization data. Pure; every value escaped for its place (head-tags.ts). The page itself is the farm shell
 * with the farm's first view in place of its loading state (withFarmFirstView), and the same fields as JSON.
 */
import { productsContract } from '../../shared/contracts/products/contract.js';
import { pathOf } from '../../shared/contracts/routing.js';
import { farmDescription } from '../../shared/rules/farm-page.js';
import { farmFirstViewHtml } from '../../shared/rules/farm-first-view-html.js';
import {
  FARM_FIRST_VIEW_ATTRIBUTE,
  FARM_MAIN_PHOTO_SIZES,
  farmFirstViewOf,
  farmPhotoAlt,
  type FarmFirstView,
} from '../../shared/rules/farm-first-view.js';
import { imageSrcSet, type ImageVariants } from '../../shared/utils/image-variants.js';
import { pageTitle } from '../../shared/utils/meta.js';
import {
  absoluteUrl,
  escapeHtml,
  type HeadTags,
  jsonForScript,
  noindexHead,
  openGraphTags,
  SHELL_PAGE,
  twitterTags,
} from './head-tags.js';

/** What a farm's share page needs from its stored page (checked photos only): its first view's fields. */
export interface PublicFarm extends FarmFirstView {
  updatedAt?: string;
}

export const farmPath = (slug: string): string => `/fincas/${encodeURIComponent(slug)}`;

/** The main photo's text alternative (the farm page's own: shared/rules/farm-first-view.ts). */
export { farmPhotoAlt };

/**
 * The main photo's preload: the page's largest paint, fetched with the HTML's head, with the <img>'s own srcset
 * and sizes (the same request, fetched once).
 */
export function farmPhotoPreload(url: string, variants: ImageVariants | undefined): string {
  const srcSet = imageSrcSet(url, variants);
  const responsive = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(FARM_MAIN_PHOTO_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high">`;
}

/**
 * The farm's first view as JSON for the app (shared/rules/farm-first-view.ts), keyed by the address asked (maybe
 * an old one: the app looks for the address in its bar). A data block, not a script the browser runs.
 */
export function farmFirstViewJson(farm: PublicFarm, requestedSlug = farm.slug): string {
  return (
    `<script type="application/json" ${FARM_FIRST_VIEW_ATTRIBUTE}="${escapeHtml(requestedSlug)}">` +
    `${jsonForScript(farmFirstViewOf(farm))}</script>`
  );
}

/**
 * The farm page's HTML with its first view (breadcrumbs, main photo, name, province, story, its products' place)
 * in place of the farm shell's loading state, as the app renders it (shared/rules/farm-first-view-html.ts): it
 * paints with no JavaScript and the app takes it over without rendering it again. Unchanged when the HTML has
 * no such area (index.html, when the farm shell is missing: the app then renders the page from the JSON).
 */
export function withFarmFirstView(html: string, farm: PublicFarm): string {
  return html.replace(
    SHELL_PAGE,
    (_, open: string, close: string) => `${open}${farmFirstViewHtml(farmFirstViewOf(farm))}${close}`,
  );
}

/** schema.org Organization of the farm: name, story, address, photos, region (its province, in Spain). */
export function farmJsonLd(farm: PublicFarm, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, farmPath(farm.slug));
  const story = farm.story.replace(/\s+/g, ' ').trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#farm`,
    name: farm.name,
    description: story || farmDescription(farm),
    url,
    ...(farm.imageUrls.length > 0
      ? { image: farm.imageUrls.map((photo) => absoluteUrl(siteUrl, photo)) }
      : {}),
    address: {
      '@type': 'PostalAddress',
      ...(farm.province ? { addressRegion: farm.province } : {}),
      addressCountry: 'ES',
    },
  };
}

/**
 * Title, description and every tag of a farm link. `requestedSlug` is the address asked for (maybe an old one):
 * the page's own API read of that address is preloaded beside the app's code (the SPA asks for it by the
 * address in the bar, then moves to the current one).
 */
export function farmHead(farm: PublicFarm, siteUrl: string, requestedSlug = farm.slug): HeadTags {
  const title = pageTitle(farm.name);
  const description = farmDescription(farm);
  const url = absoluteUrl(siteUrl, farmPath(farm.slug));
  const main = farm.imageUrls[0];
  const image = main ? absoluteUrl(siteUrl, main) : undefined;
  const alt = farmPhotoAlt(farm.name);
  const api = pathOf(productsContract.endpoints.farm, { slug: requestedSlug });
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(main ? [farmPhotoPreload(main, farm.imageVariants?.[main])] : []),
    `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(api)}">`,
    ...openGraphTags({ type: 'website', url, title: farm.name, description, image, alt }),
    ...twitterTags({ title: farm.name, description, image, alt }),
    `<script type="application/ld+json">${jsonForScript(farmJsonLd(farm, siteUrl))}</script>`,
    farmFirstViewJson(farm, requestedSlug),
  ];
  return { title, description, extra: tags.join('\n    ') };
}

/** The head of a farm link that leads nowhere (unknown slug, or a farm no longer shown): not to be indexed. */
export const farmNotFoundHead = (): HeadTags =>
  noindexHead('Finca no encontrada', 'Esta finca no existe o ya no vende en la tienda.');
