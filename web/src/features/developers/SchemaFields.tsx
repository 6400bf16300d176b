/** The fields of a request's parameters or body, each with its place, whether it is required and its limits. */
import type { JsonSchema } from '../../../../shared/contracts/openapi/entities.js';
import { DEVELOPERS_UI, SCHEMA_WORDS } from '../../../../shared/messages/developers.js';
import { describeSchema, fieldsOf, patternOf, type SchemaField } from './describe-schema';

interface FieldRow extends SchemaField {
  /** Where it goes (`en la consulta`), for parameters. */
  place?: string;
}

/** Nested objects are shown this deep (a checkout's shippingInfo, a product's attributes). */
const MAX_DEPTH = 3;

export function SchemaFields({ fields, depth = 0 }: { fields: FieldRow[]; depth?: number }) {
  return (
    <ul className={depth === 0 ? 'api-fields' : 'api-fields api-fields--nested'}>
      {fields.map((field) => {
        const pattern = patternOf(field.schema);
        const nested = depth < MAX_DEPTH ? fieldsOf(field.schema) : [];
        return (
          <li key={`${field.place ?? ''}${field.name}`} className="api-fields__field">
            <code className="api-fields__name">{field.name}</code>{' '}
            <span className="api-fields__meta">
              {[field.place, field.required ? DEVELOPERS_UI.required : DEVELOPERS_UI.optional]
                .filter(Boolean)
                .join(', ')}
            </span>
            <span className="api-fields__type">{describeSchema(field.schema)}</span>
            {pattern ? (
              <span className="api-fields__pattern">
                {SCHEMA_WORDS.pattern} <code>{pattern}</code>
              </span>
            ) : null}
            {nested.length > 0 ? <SchemaFields fields={nested} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A body's fields, or its type when it is no object. */
export function BodyFields({ schema }: { schema: JsonSchema }) {
  const fields = fieldsOf(schema);
  return fields.length > 0 ? (
    <SchemaFields fields={fields} />
  ) : (
    <p className="api-fields__type">{describeSchema(schema)}</p>
  );
}
