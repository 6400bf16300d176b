/**
 * A JSON Schema of the API description said in a few Spanish words: its type, the values it takes, its limits
 * (`texto, de 1 a 128 caracteres`), and the fields of an object, for the developers' page.
 */
import type { JsonSchema } from '../../../../shared/contracts/openapi/entities.js';
import { SCHEMA_WORDS } from '../../../../shared/messages/developers.js';

/** A field of an object schema. */
export interface SchemaField {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

const TYPE_WORDS: Record<string, string> = {
  string: SCHEMA_WORDS.string,
  integer: SCHEMA_WORDS.integer,
  number: SCHEMA_WORDS.number,
  boolean: SCHEMA_WORDS.boolean,
  array: SCHEMA_WORDS.array,
  object: SCHEMA_WORDS.object,
  null: SCHEMA_WORDS.null,
};

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const literal = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The schema's alternatives (anyOf / oneOf), or itself. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(list) ? list : [schema];
}

function typeWords(schema: JsonSchema): string[] {
  if (Array.isArray(schema.enum)) return [SCHEMA_WORDS.oneOf(schema.enum.map(literal).join(', '))];
  if ('const' in schema) return [literal(schema.const)];
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const named = types.filter((type): type is string => typeof type === 'string');
  if (named.length === 0) return [SCHEMA_WORDS.any];
  const main = named.filter((type) => type !== 'null').map((type) => TYPE_WORDS[type] ?? type);
  return named.includes('null') ? [...main, SCHEMA_WORDS.orNull] : main;
}

function limitWords(schema: JsonSchema): string[] {
  const words: string[] = [];
  const minLength = numberOf(schema.minLength);
  const maxLength = numberOf(schema.maxLength);
  if (minLength !== undefined || maxLength !== undefined)
    words.push(SCHEMA_WORDS.length(minLength, maxLength));
  const minimum = numberOf(schema.minimum ?? schema.exclusiveMinimum);
  const maximum = numberOf(schema.maximum ?? schema.exclusiveMaximum);
  if (minimum !== undefined || maximum !== undefined) words.push(SCHEMA_WORDS.range(minimum, maximum));
  const maxItems = numberOf(schema.maxItems);
  if (maxItems !== undefined) words.push(SCHEMA_WORDS.items(maxItems));
  if (typeof schema.format === 'string') words.push(`${SCHEMA_WORDS.format} ${schema.format}`);
  return words;
}

/** `texto, de 1 a 128 caracteres` (the pattern apart: patternOf); a null alternative as `, o null`. */
export function describeSchema(schema: JsonSchema): string {
  const all = alternatives(schema);
  const others = all.filter((one) => one.type !== 'null');
  const parts = others.map((one) => {
    const words = [...typeWords(one), ...limitWords(one)];
    const items = one.items as JsonSchema | undefined;
    if (one.type === 'array' && items && !items.properties) words.push(`(${describeSchema(items)})`);
    return words.join(', ');
  });
  const text = [...new Set(parts)].join(' | ') || SCHEMA_WORDS.null;
  return others.length < all.length && others.length > 0 ? `${text}, ${SCHEMA_WORDS.orNull}` : text;
}

/** The pattern a text must match, if any. */
export const patternOf = (schema: JsonSchema): string | null =>
  typeof schema.pattern === 'string' ? schema.pattern : null;

/** The fields of an object schema (of a list's items, for a list of objects), or none. */
export function fieldsOf(schema: JsonSchema): SchemaField[] {
  const object = schema.type === 'array' ? ((schema.items as JsonSchema | undefined) ?? {}) : schema;
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, field]) => ({
    name,
    required: required.has(name),
    schema: field,
  }));
}
