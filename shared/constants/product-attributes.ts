/**
 * What a product is besides its name and price (issue 23): its category (the catalog's groups), the pitahaya
 * variety, where it was grown and when it was harvested. One list of values and labels for the service (zod
 * schemas in shared/contracts/products/attribute-schemas.ts), the catalog filters and the product page. No zod here: the
 * storefront chunks import the labels only.
 *
 * Category: every product has one. The original API's Product has no category field, so there were no values to keep:
 * these four groups are the values. A product stored before categories existed, or created by a client that
 * sends none (the original API's request shape), is `otros` («Otros productos»): it is never hidden, and the filter
 * offers it only when some product is in it.
 *
 * Variety: the three pitahayas sold in Spain (by skin and flesh, the way shops label them), `varias` for a box
 * that mixes them and `no-aplica` for what comes from no one variety (an infusion of flowers, a gift box of
 * several products). Jams, juices and plants are made from or grow into a variety, so they name it.
 *
 * Origin: a place as the farm says it ("Níjar, Almería", "La Palma"), 2 to ORIGIN_MAX_LENGTH characters of
 * one line. Free text rather than a province list: islands and comarcas mean more to a buyer than a
 * province. The catalog filters on it by a key that folds spellings (origin-harvest-filters.ts).
 *
 * Harvest date: an ISO calendar date, not after today (Spain's date: Canarias is an hour behind, so "today"
 * is the peninsula's), not before the same day HARVEST_MAX_AGE_YEARS years ago (a preserve made from last year's harvest
 * still fits): shared/rules/catalog/harvest-date.ts.
 */

export const PRODUCT_CATEGORIES = [
  'fruta-fresca',
  'elaborados',
  'plantas-esquejes',
  'cajas-regalos',
  'otros',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** What a product without a stored category is (the original API's create request names none). */
export const DEFAULT_CATEGORY: ProductCategory = 'otros';

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  'fruta-fresca': 'Fruta fresca',
  elaborados: 'Elaborados',
  'plantas-esquejes': 'Plantas y esquejes',
  'cajas-regalos': 'Cajas y regalos',
  otros: 'Otros productos',
};

export const PITAHAYA_VARIETIES = [
  'roja-pulpa-blanca',
  'roja-pulpa-roja',
  'amarilla',
  'varias',
  'no-aplica',
] as const;
export type PitahayaVariety = (typeof PITAHAYA_VARIETIES)[number];

export const VARIETY_LABELS: Record<PitahayaVariety, string> = {
  'roja-pulpa-blanca': 'Roja de pulpa blanca',
  'roja-pulpa-roja': 'Roja de pulpa roja',
  amarilla: 'Amarilla',
  varias: 'Varias variedades',
  'no-aplica': 'No aplica',
};

export const ORIGIN_MIN_LENGTH = 2;
export const ORIGIN_MAX_LENGTH = 80;
/** How far back a harvest date may go: the same day two years ago. */
export const HARVEST_MAX_AGE_YEARS = 2;

export const isProductCategory = (value: unknown): value is ProductCategory =>
  typeof value === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(value);
export const isPitahayaVariety = (value: unknown): value is PitahayaVariety =>
  typeof value === 'string' && (PITAHAYA_VARIETIES as readonly string[]).includes(value);

/** A stored category as the API answers it (anything else, or none: `otros`). */
export const categoryOf = (value: unknown): ProductCategory =>
  isProductCategory(value) ? value : DEFAULT_CATEGORY;
