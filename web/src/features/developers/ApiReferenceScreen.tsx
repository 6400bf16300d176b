/**
 * /developers: the API description (GET /v1/openapi.json, written from the contracts) as a page to read: every
 * route by domain, searchable, each opening on who may call it, what it takes and what it answers. Lazily
 * loaded like every screen beyond the landing pages: nothing of it is in the shopper's first load.
 */
import { useId, useMemo, useState } from 'react';
import type { OpenApiDocument, OpenApiMethod } from '../../../../shared/contracts/openapi/entities.js';
import { DEVELOPERS_UI } from '../../../../shared/messages/developers.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api/errors';
import { useApiDocument } from './api';
import { OperationCard, type OperationEntry } from './OperationCard';
import './developers.css';

/** The raw document, for tools (linked from the page). */
export const DOCUMENT_PATH = '/v1/openapi.json';

interface Group {
  name: string;
  description: string;
  operations: OperationEntry[];
}

/** The document's operations by tag (its domain), in the document's order. */
export function groupsOf(document: OpenApiDocument): Group[] {
  const groups = new Map<string, Group>(
    document.tags.map((tag) => [tag.name, { name: tag.name, description: tag.description, operations: [] }]),
  );
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation) continue;
      groups.get(operation.tags[0])?.operations.push({ method: method as OpenApiMethod, path, operation });
    }
  }
  return [...groups.values()];
}

const matches = (entry: OperationEntry, words: string[]): boolean => {
  const text =
    `${entry.method} ${entry.path} ${entry.operation.operationId} ${entry.operation.summary}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

function Operations({ document }: { document: OpenApiDocument }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupsOf(document), [document]);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = groups
    .map((group) => ({ ...group, operations: group.operations.filter((entry) => matches(entry, words)) }))
    .filter((group) => group.operations.length > 0);
  const total = groups.reduce((sum, group) => sum + group.operations.length, 0);
  const count = shown.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <>
      <div className="field api-reference__search" role="search">
        <label htmlFor={`${id}-search`}>{DEVELOPERS_UI.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          placeholder={DEVELOPERS_UI.searchHint}
          autoComplete="off"
          aria-describedby={`${id}-count`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p id={`${id}-count`} className="api-reference__count" role="status">
          {DEVELOPERS_UI.routes(count, total)}
        </p>
      </div>
      {shown.length === 0 ? <p>{DEVELOPERS_UI.none}</p> : null}
      {shown.map((group) => (
        <section key={group.name} className="api-group" aria-labelledby={`${id}-${group.name}`}>
          <h2 id={`${id}-${group.name}`} className="api-group__title">
            {group.name}
          </h2>
          {group.description ? <p className="api-group__about">{group.description}</p> : null}
          {group.operations.map((entry) => (
            <OperationCard key={entry.operation.operationId} {...entry} />
          ))}
        </section>
      ))}
    </>
  );
}

export default function ApiReferenceScreen() {
  const query = useApiDocument();
  const { data, error } = query;
  return (
    <Page
      title={DEVELOPERS_UI.title}
      description={DEVELOPERS_UI.description}
      lead={DEVELOPERS_UI.lead}
      className="api-reference"
    >
      <div className="card api-reference__intro">
        <p>
          <a href={DOCUMENT_PATH}>{DEVELOPERS_UI.documentLink}</a> (<code>{DOCUMENT_PATH}</code>)
        </p>
        <p>{DEVELOPERS_UI.authentication}</p>
        <p>{DEVELOPERS_UI.envelope}</p>
        <p className="api-reference__note">{DEVELOPERS_UI.notes}</p>
      </div>
      {data ? (
        <Operations document={data} />
      ) : error ? (
        <LoadError
          title={DEVELOPERS_UI.unavailable}
          detail={errorMessage(error)}
          retrying={query.isValidating}
          onRetry={() => void query.mutate()}
        />
      ) : (
        <Spinner label={DEVELOPERS_UI.loading} className="spinner--page" />
      )}
    </Page>
  );
}
