/**
 * The <head> a shared farm link (`/fincas/<slug>`) answers without JavaScript: the farm's own title and
 * description (the words the SPA sets: shared/rules/farm-page.ts farmDescription), the canonical URL (its current
 * address, also for an old one), Open Graph and Twitter card tags (name, story, main photo) and schema.org
 * Organization data. Pure; every value escaped for its place (head-tags.ts).
 */
import { productsContract } from '../../shared/contracts/products/contract.js';
import { pathOf } from '../../shared/contracts/routing.js';
import { farmDescription } from '../../shared/rules/farm-page.js';
import { pageTitle } from '../../shared/utils/meta.js';
import {
  absoluteUrl,
  escapeHtml,
  type HeadTags,
  jsonForScript,
  noindexHead,
  openGraphTags,
  twitterTags,
} from './head-tags.js';

/** What a farm's share page needs from its stored page (checked photos only). */
export interface PublicFarm {
  slug: string;
  name: string;
  province: string | null;
  story: string;
  /** Checked photos, the main one first. */
  imageUrls: string[];
  updatedAt?: string;
}

export const farmPath = (slug: string): string => `/fincas/${encodeURIComponent(slug)}`;

/** The main photo's text alternative (the farm page's own: web/src/features/farm/FarmScreen.tsx). */
export const farmPhotoAlt = (name: string): string => `${name}: foto principal de la finca`;

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
    `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(api)}">`,
    ...openGraphTags({ type: 'website', url, title: farm.name, description, image, alt }),
    ...twitterTags({ title: farm.name, description, image, alt }),
    `<script type="application/ld+json">${jsonForScript(farmJsonLd(farm, siteUrl))}</script>`,
  ];
  return { title, description, extra: tags.join('\n    ') };
}

/** The head of a farm link that leads nowhere (unknown slug, or a farm no longer shown): not to be indexed. */
export const farmNotFoundHead = (): HeadTags =>
  noindexHead('Finca no encontrada', 'Esta finca no existe o ya no vende en la tienda.');
