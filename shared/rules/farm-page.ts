/**
 * A farm's public page (`/fincas/<slug>`): the limits of what its producer writes, and how a slug is made from
 * the farm's name. docs/farms.md.
 */
import { metaDescription } from '../utils/meta.js';
import { normalizeText } from '../utils/text.js';
import { FARM_PAGE_LIMITS } from '../constants/farm-page.js';

/** Lower-case ASCII letters and digits in words joined by single hyphens. */
export const FARM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isFarmSlug = (value: string): boolean =>
  value.length >= FARM_PAGE_LIMITS.slugMin &&
  value.length <= FARM_PAGE_LIMITS.slugMax &&
  FARM_SLUG_PATTERN.test(value);

/**
 * The slug of a farm's name: accents dropped, lower case, anything else a hyphen ("Finca Pitahaya del Valle" ->
 * "finca-pitahaya-del-valle"), cut at a word within the limit; "finca" when nothing usable is left.
 */
export function slugOf(name: string): string {
  const words = normalizeText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > FARM_PAGE_LIMITS.slugMax) break;
    slug = next;
  }
  if (slug === '' && words[0]) slug = words[0].slice(0, FARM_PAGE_LIMITS.slugMax);
  return slug.length >= FARM_PAGE_LIMITS.slugMin ? slug : `finca${slug === '' ? '' : `-${slug}`}`;
}

/** The n-th candidate for a name whose slug is taken: "finca-del-valle-2", cut so it stays within the limit. */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, FARM_PAGE_LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** A farm's story as paragraphs (split at blank lines; single line breaks stay inside a paragraph). */
export const storyParagraphs = (story: string): string[] =>
  story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/**
 * A farm page's description (the SPA's meta description and the shared link's, services/seo): its story's first
 * paragraph, else a sentence of its own; one line of at most 160 characters (metaDescription).
 */
export function farmDescription(farm: { name: string; province: string | null; story: string }): string {
  const first = storyParagraphs(farm.story)[0];
  return metaDescription(
    first ??
      `Productos de ${farm.name}${farm.province ? `, en ${farm.province}` : ''}, directos de la finca.`,
  );
}
