/**
 * What Spanish and EU law asks of the shop, as values (docs/legal.md): the legal pages and their addresses, the
 * withdrawal right's classes and period, the 14 allergens. No zod and no long texts here: the storefront's
 * chunks and the share pages import these; the model texts live in shared/content/legal/. A product's legal facts
 * (withdrawal classes, allergens, their bounds) are in legal-facts.ts, re-exported here: the products' schemas
 * and rules import that module alone, so the products and orders functions do not bundle the legal pages' table.
 */

export * from './legal-pages.js';
export * from './legal-facts.js';
import { LEGAL_PAGE_INFO, LEGAL_PAGES, type LegalPageId } from './legal-pages.js';

/** Every legal text the admin edits: the four pages and the model withdrawal form (TRLGDCU annex B). */
export const LEGAL_TEXTS = [...LEGAL_PAGES, 'formulario-desistimiento'] as const;
export type LegalTextId = (typeof LEGAL_TEXTS)[number];

export const LEGAL_TEXT_TITLES: Readonly<Record<LegalTextId, string>> = {
  ...(Object.fromEntries(LEGAL_PAGES.map((page) => [page, LEGAL_PAGE_INFO[page].title])) as Record<
    LegalPageId,
    string
  >),
  'formulario-desistimiento': 'Formulario de desistimiento',
};

export const isLegalTextId = (value: unknown): value is LegalTextId =>
  typeof value === 'string' && (LEGAL_TEXTS as readonly string[]).includes(value);

/** The longest legal text an admin may save (characters). */
export const LEGAL_TEXT_MAX = 30_000;
