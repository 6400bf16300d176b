/**
 * One route of the API description: its method, path and summary, opened for who may call it, its parameters
 * and body, its answer and its errors.
 */
import type { ReactNode } from 'react';
import type {
  JsonSchema,
  OpenApiOperation,
  OpenApiResponse,
} from '../../../../shared/contracts/openapi/entities.js';
import {
  ACCESS_LABELS,
  DEVELOPERS_UI,
  OPTIONAL_AUTH_LABEL,
  PARAMETER_PLACES,
} from '../../../../shared/messages/developers.js';
import { BodyFields, SchemaFields } from './SchemaFields';

export interface OperationEntry {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function Answer({ operation }: { operation: OpenApiOperation }) {
  const [status, response] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
  const content = (response as OpenApiResponse | undefined)?.content ?? {};
  const [type, media] = Object.entries(content)[0] ?? [];
  if (!type || !media) return <p>{status}</p>;
  if (type !== 'application/json')
    return (
      <p>
        {status} · {DEVELOPERS_UI.answerFile(type)}
      </p>
    );
  const schema = media.schema;
  const envelope = (schema.properties as Record<string, JsonSchema> | undefined)?.data;
  const data = envelope ?? schema;
  const keys = Object.keys((data.properties ?? {}) as object);
  const required = new Set((data.required ?? []) as string[]);
  return (
    <>
      <p>
        {status} · {envelope ? DEVELOPERS_UI.answerData : DEVELOPERS_UI.answerFlat}
      </p>
      {keys.length > 0 ? (
        <ul className="api-fields">
          {keys.map((key) => (
            <li key={key} className="api-fields__field">
              <code className="api-fields__name">{key}</code>{' '}
              <span className="api-fields__meta">
                {required.has(key) ? DEVELOPERS_UI.always : DEVELOPERS_UI.sometimes}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{DEVELOPERS_UI.noData}</p>
      )}
    </>
  );
}

/** One fact of an operation: its name (dt) and what it says (dd). */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function OperationCard({ method, path, operation }: OperationEntry) {
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    required: parameter.required,
    schema: parameter.schema,
    place: PARAMETER_PLACES[parameter.in],
  }));
  const body = operation.requestBody?.content['application/json']?.schema;
  const errors = Object.keys(operation.responses).filter((code) => /^[45]/.test(code));
  const throttle = operation['x-throttle'];
  return (
    <details className="api-op" id={operation.operationId}>
      <summary className="api-op__summary">
        <span className={`api-op__method api-op__method--${method}`}>{method.toUpperCase()}</span>
        <code className="api-op__path">{path}</code>
        <span className="api-op__text">{operation.summary}</span>
      </summary>
      <dl className="api-op__details">
        <Detail term={DEVELOPERS_UI.who}>
          {operation['x-optional-auth'] ? OPTIONAL_AUTH_LABEL : ACCESS_LABELS[operation['x-access']]}{' '}
          <code>{operation.operationId}</code>
        </Detail>
        {parameters.length > 0 ? (
          <Detail term={DEVELOPERS_UI.parameters}>
            <SchemaFields fields={parameters} />
          </Detail>
        ) : null}
        {body ? (
          <Detail term={DEVELOPERS_UI.body}>
            <BodyFields schema={body} />
          </Detail>
        ) : null}
        <Detail term={DEVELOPERS_UI.answer}>
          <Answer operation={operation} />
        </Detail>
        {errors.length > 0 ? <Detail term={DEVELOPERS_UI.errors}>{errors.join(', ')}</Detail> : null}
        {throttle || operation['x-cache'] ? (
          <Detail term={DEVELOPERS_UI.limits}>
            {[
              throttle ? DEVELOPERS_UI.throttle(throttle.rateLimit, throttle.burstLimit) : null,
              operation['x-cache'] ? DEVELOPERS_UI.cachedPublic : null,
            ]
              .filter(Boolean)
              .join('. ')}
          </Detail>
        ) : null}
      </dl>
    </details>
  );
}
