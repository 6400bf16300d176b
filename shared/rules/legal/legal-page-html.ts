/**
 * A legal page as the app renders it (web/src/features/legal/LegalPageScreen.tsx with LegalTextView): the
 * markup the share pages (services/seo) put in the page's HTML. It is React's own output, written by hand
 * because the share pages do not run React: the same elements, attributes in the same order, and React's
 * `<!-- -->` between two texts that sit side by side. web/src/features/legal/first-view-markup.test.tsx renders
 * both for texts of every shape and compares them; change one, change the other.
 *
 * Everything typed by the admin (the text, the identity) is escaped; the only links are the shop's own paths
 * (shared/utils/legal-text.ts).
 */
import { LEGAL_PAGE_INFO, type LegalPageId } from '../../constants/legal-pages.js';
import { LEGAL_MESSAGES, LEGAL_TEXTS_UI } from '../../messages/legal.js';
import { escapeHtml } from '../../utils/html.js';
import {
  filledLegalSections,
  sectionAnchor,
  type Inline,
  type LegalSectionBlocks,
} from '../../utils/legal-text.js';
import { legalDay, legalLoadingLabel, legalUpdatedAt, type LegalFirstView } from './legal-first-view.js';

/** InlineParts: text in a span, emphasis, a router link as React Router renders it on the server. */
const inlineHtml = (parts: readonly Inline[]): string =>
  parts
    .map((part) =>
      part.type === 'link'
        ? `<a href="${escapeHtml(part.to)}" data-discover="true">${escapeHtml(part.text)}</a>`
        : part.type === 'strong'
          ? `<strong>${escapeHtml(part.text)}</strong>`
          : `<span>${escapeHtml(part.text)}</span>`,
    )
    .join('');

/** SectionBody: paragraphs and lists. */
const sectionBody = (section: LegalSectionBlocks): string =>
  section.blocks
    .map((block) =>
      block.type === 'paragraph'
        ? `<p>${inlineHtml(block.parts)}</p>`
        : `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('');

/** LegalTextView (with its table of contents): notice, date, contents, numbered sections. */
export function legalTextHtml({ text, legal }: LegalFirstView): string {
  const { sections, titled } = filledLegalSections(text.body, legal);
  const updated = legalUpdatedAt(text, legal);
  const notice = text.reviewed
    ? ''
    : `<p class="legal__model" role="note" data-testid="legal-model-notice">${escapeHtml(LEGAL_TEXTS_UI.modelNotice)}</p>`;
  const date = updated
    ? `<p class="legal__updated">${escapeHtml(LEGAL_TEXTS_UI.updated(legalDay(updated)))}</p>`
    : '';
  const toc =
    titled.length > 1
      ? '<nav aria-label="Contenido" class="legal__toc"><ol>' +
        titled
          .map(
            (section, index) => `<li><a href="#seccion-${index + 1}">${escapeHtml(section.title)}</a></li>`,
          )
          .join('') +
        '</ol></nav>'
      : '';
  const body = sections
    .map((section) => {
      if (section.title === '') return sectionBody(section);
      const number = titled.indexOf(section) + 1;
      return (
        `<section id="seccion-${number}" aria-labelledby="seccion-${number}-titulo">` +
        `<span id="${escapeHtml(sectionAnchor(section.title))}" aria-hidden="true"></span>` +
        `<h2 id="seccion-${number}-titulo" tabindex="-1">${number}. <!-- -->${escapeHtml(section.title)}</h2>` +
        `${sectionBody(section)}</section>`
      );
    })
    .join('');
  return `<div class="prose legal">${notice}${date}${toc}${body}</div>`;
}

/** Page's frame: the page element and its h1 around `content`. */
const page = (id: LegalPageId, content: string): string =>
  '<div class="page page--narrow legal-page"><div class="page__header">' +
  `<h1 class="page__title" tabindex="-1">${escapeHtml(LEGAL_PAGE_INFO[id].title)}</h1></div>${content}</div>`;

/**
 * The page with its text (LegalPageScreen's LegalPage with the answer, or the page's JSON): the notice when the
 * shop's identity is not configured, then the text. What follows the text (the browser storage list of /cookies)
 * renders once the app has taken the page over, below it.
 */
export const legalPageHtml = (id: LegalPageId, answer: LegalFirstView): string =>
  page(
    id,
    (answer.legal.configured
      ? ''
      : `<p class="legal__model" role="note">${escapeHtml(LEGAL_MESSAGES.notConfigured)}</p>`) +
      legalTextHtml(answer),
  );

/** The page while its text loads (no answer, no JSON): its heading and the spinner. */
export const legalLoadingHtml = (id: LegalPageId): string =>
  page(
    id,
    '<div class="spinner spinner--page" role="status" aria-live="polite">' +
      '<span class="spinner__circle" aria-hidden="true"></span>' +
      `<span class="spinner__label">${escapeHtml(legalLoadingLabel(id))}</span></div>`,
  );
