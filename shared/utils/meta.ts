/**
 * Titles and descriptions of pages, one rule for the SPA (document title, meta description) and for the
 * HTML the server answers to a shared product link (services/seo): the same words wherever they are read.
 */
import type { Product } from '../contracts/products/entities.js';
import { formatPrice } from './money.js';

/** The shop's description (web/index.html has the same text): pages without their own use it. */
export const DEFAULT_DESCRIPTION =
  'Pitahaya Marketplace: pitahayas frescas y productos de pitahaya directamente de las fincas que las cultivan.';

/** Search results and link previews show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** "<Página> · Pitahaya Marketplace" (page-title.ts: the web's shell takes it without the rest of this file). */
export { pageTitle } from './page-title.js';

/** One line, at most 160 characters, cut at a word with "…"; the shop's description when empty. */
export function metaDescription(text?: string | null): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return DEFAULT_DESCRIPTION;
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

type ProductMetaFields = Pick<Product, 'name' | 'price'> &
  Partial<Pick<Product, 'shortDescription' | 'unit' | 'producerName'>>;

/** "6,90 € / kg" */
export function priceLine(product: Pick<Product, 'price'> & Partial<Pick<Product, 'unit'>>): string {
  const unit = product.unit?.trim();
  return unit ? `${formatPrice(product.price)} / ${unit}` : formatPrice(product.price);
}

/**
 * A product's description for search results and link previews: price first (what people want to know
 * from a shared link), the farm, then the producer's own description.
 */
export function productDescription(product: ProductMetaFields): string {
  const farm = product.producerName?.trim();
  const parts = [`${priceLine(product)}${farm ? ` · ${farm}` : ''}.`, product.shortDescription?.trim() ?? ''];
  return metaDescription(parts.filter(Boolean).join(' '));
}
