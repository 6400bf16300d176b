/** The zod schemas of the contracts as JSON Schemas (draft 2020-12, OpenAPI 3.1's dialect). */
import * as z from 'zod/mini';
import type { Validator } from '../../shared/contracts/kit.js';
import type { JsonSchema, OpenApiParameter } from '../../shared/contracts/openapi/entities.js';

/**
 * What a schema accepts (`io: 'input'`: the value a client sends, before any transform). A check JSON Schema
 * cannot say (a custom refinement: a valid NIF, an IBAN) is left out: the Spanish message says it on failure.
 */
export function schemaOf(validator: Validator): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(validator.schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return schema;
}

/** The path's parameters: each `{name}`, with its schema, or an id's when the route declares none. */
export function pathParametersOf(
  path: string,
  params: Validator | undefined,
  idSchema: JsonSchema,
): OpenApiParameter[] {
  const declared = params ? ((schemaOf(params).properties ?? {}) as Record<string, JsonSchema>) : {};
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? idSchema,
  }));
}
