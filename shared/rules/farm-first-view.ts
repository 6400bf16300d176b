/**
 * A farm page's first view (docs/share-pages.md "Farm pages"): what it shows before its API answer is there:
 * the breadcrumbs, the main photo (the page's largest paint) and the places of the other photos, the farm's
 * name, province and story. The share pages (services/seo) write it into the page's HTML, so it paints with no
 * JavaScript, and put these same fields in the page as JSON; the app renders the same markup from that JSON
 * while its own request runs, so it takes the HTML over element for element. The rest (the other photos
 * themselves, the rating, the shipping terms, the products) comes after, below or inside places already held.
 *
 * The markup itself is farm-first-view-html.ts; web/src/features/farm renders the same, which a web test checks
 * for farms of every shape.
 */
import type { ImageVariants } from '../utils/image-variants.js';

export interface FarmFirstView {
  slug: string;
  name: string;
  /** The province's name ('Almería'), or null. */
  province: string | null;
  /** Its whole story (plain text, paragraphs split by blank lines); '' when none. */
  story: string;
  /** Its checked photos, the main one first. */
  imageUrls: string[];
  /** Per photo URL, its WebP variants, when recorded. */
  imageVariants?: Record<string, ImageVariants>;
}

/** The fields of a farm (the API's answer, or the share page's read) that its first view shows. */
export type FarmFirstViewSource = Pick<FarmFirstView, 'slug' | 'name' | 'province' | 'story'> & {
  imageUrls?: readonly string[] | null;
  imageVariants?: Record<string, ImageVariants> | undefined;
};

/**
 * The main photo's `sizes`: the page's width on a phone, its column (at most 660 px) beside the text on a
 * laptop (web/src/features/farm/farm.css). The share page's preload and its <img> use it, as the app does.
 */
export const FARM_MAIN_PHOTO_SIZES = '(min-width: 900px) min(660px, 55vw), calc(100vw - 2rem)';

/** The main photo's text alternative (also the shared link's og:image:alt). */
export const farmPhotoAlt = (name: string): string => `${name}: foto principal de la finca`;

/**
 * Only what the first view shows, in one order, so that the share page's JSON and the app's own answer give the
 * same markup (absent fields left out, not undefined: the JSON has no undefined). Only the variants of the
 * farm's own photos.
 */
export function farmFirstViewOf(farm: FarmFirstViewSource): FarmFirstView {
  const imageUrls = [...(farm.imageUrls ?? [])];
  const variants = Object.entries(farm.imageVariants ?? {}).filter(([url]) => imageUrls.includes(url));
  return {
    slug: farm.slug,
    name: farm.name,
    province: farm.province ?? null,
    story: farm.story,
    imageUrls,
    ...(variants.length > 0 ? { imageVariants: Object.fromEntries(variants) } : {}),
  };
}

/** The attribute of the page's JSON script (`<script type="application/json" data-farm-first-view="<slug>">`). */
export const FARM_FIRST_VIEW_ATTRIBUTE = 'data-farm-first-view';

/**
 * The farm's first view as the app reads it back from the JSON of the page at `/fincas/<slug>`: null when it is
 * not an object with the fields the markup needs (an old page, or anything tampered with), so the page falls
 * back to its loading state. The slug may be an old address of the farm: the JSON is keyed by the address asked.
 */
export function readFarmFirstView(value: unknown): FarmFirstView | null {
  if (typeof value !== 'object' || value === null) return null;
  const first = value as Partial<FarmFirstView>;
  const valid =
    typeof first.slug === 'string' &&
    typeof first.name === 'string' &&
    (first.province === null || typeof first.province === 'string') &&
    typeof first.story === 'string' &&
    Array.isArray(first.imageUrls) &&
    first.imageUrls.every((url) => typeof url === 'string') &&
    (first.imageVariants === undefined ||
      (typeof first.imageVariants === 'object' && first.imageVariants !== null));
  return valid ? farmFirstViewOf(first as FarmFirstView) : null;
}
