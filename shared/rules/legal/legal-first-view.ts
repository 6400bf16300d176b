/**
 * A legal page's first view (docs/legal.md, docs/share-pages.md): the text and the shop's identity it is filled
 * with, as GET /v1/legal/texts/{id} answers them. The share pages (services/seo) write it into the page's HTML
 * twice: as markup (legal-page-html.ts) and as JSON (`<script type="application/json"
 * data-legal-first-view="<page>">`), which the app renders while its own request runs, so that it takes the
 * HTML over element for element (web/src/features/legal/early-legal-text.ts).
 */
import { LEGAL_PAGE_INFO, type LegalPageId } from '../../constants/legal-pages.js';
import type { LegalIdentity, LegalText } from '../../contracts/legal/entities.js';
import { madridClock } from '../../utils/madrid-time.js';
import { dayMonthYear } from '../../utils/spanish-dates.js';

/** A text and the identity it is filled with: GET /v1/legal/texts/{id}'s answer (LegalFirstView). */
export interface LegalFirstView {
  legal: LegalIdentity;
  text: LegalText;
}

/** The JSON data block's attribute; its value is the page (`aviso-legal`, ...). */
export const LEGAL_FIRST_VIEW_ATTRIBUTE = 'data-legal-first-view';

/**
 * «1 de mayo de 2026»: the calendar day in Spain of an instant (the text's last change), without Intl: no Intl
 * object is made while the page loads (docs/performance.md, "No Intl object at load").
 */
export const legalDay = (iso: string): string => dayMonthYear(madridClock(new Date(iso)).date);

/** The date under the page's heading: the text's own, else the identity's (the text is filled with it). */
export const legalUpdatedAt = (text: LegalText, identity: LegalIdentity): string | null =>
  text.updatedAt ?? identity.updatedAt;

/** The spinner's words while a page's text loads («Cargando aviso legal...»). */
export const legalLoadingLabel = (page: LegalPageId): string =>
  `Cargando ${LEGAL_PAGE_INFO[page].title.toLocaleLowerCase('es')}...`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptionalText = (value: unknown): boolean => value === undefined || typeof value === 'string';
const isDate = (value: unknown): boolean =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

function isIdentity(value: unknown): value is LegalIdentity {
  return (
    isRecord(value) &&
    ['name', 'nif', 'address', 'email'].every((key) => typeof value[key] === 'string') &&
    isOptionalText(value.phone) &&
    isOptionalText(value.registry) &&
    typeof value.configured === 'boolean' &&
    isDate(value.updatedAt)
  );
}

function isText(value: unknown, page: LegalPageId): value is LegalText {
  return (
    isRecord(value) &&
    value.id === page &&
    typeof value.title === 'string' &&
    typeof value.body === 'string' &&
    typeof value.model === 'boolean' &&
    typeof value.reviewed === 'boolean' &&
    isDate(value.updatedAt)
  );
}

/** The page's JSON read back: the answer for `page`, or null for anything else (another page, a bad shape). */
export function readLegalFirstView(value: unknown, page: LegalPageId): LegalFirstView | null {
  if (!isRecord(value) || !isIdentity(value.legal) || !isText(value.text, page)) return null;
  return { legal: value.legal, text: value.text };
}
