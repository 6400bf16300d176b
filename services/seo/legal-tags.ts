/**
 * A shared legal page (/aviso-legal, /privacidad, /condiciones, /cookies; docs/legal.md): its <head> (its own
 * title, description and canonical address, Open Graph and Twitter tags, a preload of the page's one API read,
 * so a link pasted anywhere names the page) and its first view: the page's text, read as the API reads it, in
 * the legal shell's page area (shared/rules/legal/legal-page-html.ts) and as JSON for the app, which takes the
 * HTML over as it is (docs/share-pages.md).
 */
import { LEGAL_PAGE_INFO, type LegalPageId } from '../../shared/constants/legal-pages.js';
import { legalContract, type LegalTextAnswer } from '../../shared/contracts/legal/contract.js';
import { pathOf } from '../../shared/contracts/routing.js';
import { LEGAL_FIRST_VIEW_ATTRIBUTE } from '../../shared/rules/legal/legal-first-view.js';
import { legalLoadingHtml, legalPageHtml } from '../../shared/rules/legal/legal-page-html.js';
import { metaDescription, pageTitle } from '../../shared/utils/meta.js';
import { readLegalIdentity, readLegalText } from '../legal/index.js';
import {
  absoluteUrl,
  escapeHtml,
  injectHead,
  inPageArea,
  jsonForScript,
  openGraphTags,
  twitterTags,
  type HeadTags,
} from './head-tags.js';

/** The page's head; with its text, the text as JSON for the app (a data block: the CSP does not apply to it). */
export function legalHead(page: LegalPageId, siteUrl: string, answer?: LegalTextAnswer): HeadTags {
  const info = LEGAL_PAGE_INFO[page];
  const title = pageTitle(info.title);
  const description = metaDescription(info.description);
  const url = absoluteUrl(siteUrl, info.path);
  const api = pathOf(legalContract.endpoints.text, { id: page });
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(api)}">`,
    ...openGraphTags({ type: 'website', url, title: info.title, description }),
    ...twitterTags({ title: info.title, description }),
    ...(answer
      ? [
          `<script type="application/json" ${LEGAL_FIRST_VIEW_ATTRIBUTE}="${page}">${jsonForScript(answer)}</script>`,
        ]
      : []),
  ];
  return { title, description, extra: tags.join('\n    ') };
}

/** The page's text and the identity it is filled with, read as GET /v1/legal/texts/{id} reads them. */
export async function readLegalPage(page: LegalPageId): Promise<LegalTextAnswer> {
  const [legal, text] = await Promise.all([readLegalIdentity(), readLegalText(page)]);
  return { legal, text };
}

/** The legal shell (`html`) as the page with its text: its head, the text in its page area, the JSON. */
export const legalPage = (
  html: string,
  page: LegalPageId,
  siteUrl: string,
  answer: LegalTextAnswer,
): string => inPageArea(injectHead(html, legalHead(page, siteUrl, answer)), legalPageHtml(page, answer));

/**
 * The legal shell as the page while its text loads (the text could not be read): its head, its own heading and
 * spinner in the page area (the shell is prerendered at one of the four pages), no JSON; the app reads the text.
 */
export const legalLoadingPage = (html: string, page: LegalPageId, siteUrl: string): string =>
  inPageArea(injectHead(html, legalHead(page, siteUrl)), legalLoadingHtml(page));
