/**
 * The <head> of a shared legal page (/aviso-legal, /privacidad, /condiciones, /cookies; docs/legal.md): its own
 * title, description and canonical address, Open Graph and Twitter tags, and a preload of the page's one API
 * read (its text), so a link pasted anywhere names the page and the page paints its text sooner.
 */
import { LEGAL_PAGE_INFO, type LegalPageId } from '../../shared/constants/legal-pages.js';
import { legalContract } from '../../shared/contracts/legal/contract.js';
import { pathOf } from '../../shared/contracts/routing.js';
import { metaDescription, pageTitle } from '../../shared/utils/meta.js';
import { absoluteUrl, escapeHtml, openGraphTags, twitterTags, type HeadTags } from './head-tags.js';

export function legalHead(page: LegalPageId, siteUrl: string): HeadTags {
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
  ];
  return { title, description, extra: tags.join('\n    ') };
}
