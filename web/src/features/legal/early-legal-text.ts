import type { LegalPageId } from '../../../../shared/constants/legal-pages.js';
import type { LegalTextAnswer } from '../../../../shared/contracts/legal/contract.js';
import {
  LEGAL_FIRST_VIEW_ATTRIBUTE,
  readLegalFirstView,
} from '../../../../shared/rules/legal/legal-first-view.js';
import { pageDataBlock } from '../../lib/page-data';

/**
 * The text a legal page's HTML already shows (services/seo writes it, and the same answer as JSON in
 * `<script type="application/json" data-legal-first-view="<page>">`), for `page`; null on any other page and
 * while prerendering (no document). The page renders it while its own request runs, so the app's first render
 * is the markup the HTML holds (shared/rules/legal/legal-page-html.ts).
 */
export const earlyLegalText = (page: LegalPageId): LegalTextAnswer | null =>
  pageDataBlock(LEGAL_FIRST_VIEW_ATTRIBUTE, page, (value) => readLegalFirstView(value, page));
