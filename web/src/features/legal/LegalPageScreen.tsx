/**
 * /aviso-legal, /privacidad, /condiciones and /cookies (docs/legal.md): each legal text as the admin saved it, or
 * its model while none was saved, filled with the shop's identity (GET /v1/legal/texts/{id}). Lazily loaded,
 * never in the first load. The cookies page adds what the shop really stores in the browser.
 * The share pages write the page into its HTML with its text (shared/rules/legal/legal-page-html.ts) and the
 * answer as JSON, which the page renders while its own request runs: the app takes the HTML over as it is.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { LEGAL_PAGE_INFO, legalPageOfPath, type LegalPageId } from '../../../../shared/constants/legal.js';
import { LEGAL_MESSAGES, LEGAL_TEXTS_UI } from '../../../../shared/messages/legal.js';
import { legalLoadingLabel } from '../../../../shared/rules/legal/legal-first-view.js';
import { LoadError } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api/errors';
import { AfterFirstView } from '../../lib/deferred-part';
import { useLegalText } from './api';
import { BrowserStorageList } from './BrowserStorageList';
import { earlyLegalText } from './early-legal-text';
import { LegalTextView } from '../../components/LegalTextView';
import './legal.css';

export default function LegalPageScreen() {
  const page = legalPageOfPath(useLocation().pathname);
  return page ? <LegalPage page={page} /> : <NotFound />;
}

function LegalPage({ page }: { page: LegalPageId }) {
  const info = LEGAL_PAGE_INFO[page];
  const query = useLegalText(page);
  // The text the page's HTML already shows (services/seo), until the answer comes (the same text, or a newer one).
  const early = useMemo(() => earlyLegalText(page), [page]);
  const data = query.data ?? early;
  const { error } = query;
  return (
    <Page title={info.title} description={info.description} narrow className="legal-page">
      {data ? (
        <>
          {data.legal.configured ? null : (
            <p className="legal__model" role="note">
              {LEGAL_MESSAGES.notConfigured}
            </p>
          )}
          <LegalTextView text={data.text} identity={data.legal} />
          {/* Below the text, once the page has been taken over: the HTML (shared/rules/legal/legal-page-html.ts)
              ends with the text. */}
          {page === 'cookies' ? (
            <AfterFirstView>
              <BrowserStorageList />
            </AfterFirstView>
          ) : null}
        </>
      ) : error ? (
        <LoadError
          title={LEGAL_TEXTS_UI.unavailable}
          detail={errorMessage(error)}
          retrying={query.isValidating}
          onRetry={() => void query.mutate()}
        />
      ) : (
        <Spinner label={legalLoadingLabel(page)} className="spinner--page" />
      )}
    </Page>
  );
}
