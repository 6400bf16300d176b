/**
 * Walks every schema of the route table (params, query, body) with wrong types, blanks, huge strings and
 * extreme numbers, field by field and as a whole, and checks that every message a client could read is
 * Spanish: no zod English default anywhere (docs/security.md).
 */
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { englishWordIn, looksSpanish } from '../utils/language-check.js';
import type { Validator } from './kit.js';
import { loadRouteInputs } from './route-inputs.js';
import { validate } from './validation.js';

/** The keys of the object a schema validates (through refine/transform/preprocess wrappers). */
function keysOf(schema: z.ZodMiniType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
    if (def.type === 'pipe') current = def.in;
    else return [];
  }
  return [];
}

const WRONG_VALUES: unknown[] = [
  12345,
  -1e308,
  1e308,
  2 ** 53 + 1,
  1e-200,
  true,
  null,
  {},
  { a: { b: { c: [1, 2, 3] } } },
  [],
  ['x', 1, null],
  '',
  '   ',
  'x'.repeat(10_000),
  '\u0000\u202e\ud83c\udf35',
  'no-es-un-valor-válido',
];
const NOT_OBJECTS: unknown[] = [[], [{}], 'texto', 42, true, null];

function messagesOf(validator: Validator, input: unknown): string[] {
  const result = validate(validator.schema, input, validator.codes);
  if (result.ok) return [];
  return [result.failure.message, ...result.failure.errors.map((error) => error.message)];
}

const ROUTE_VALIDATORS = await loadRouteInputs();
const cases = Object.entries(ROUTE_VALIDATORS).flatMap(([routeId, validators]) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const validator = validators[part];
    return validator ? [{ name: `${routeId} ${part}`, validator }] : [];
  }),
);

describe('every schema answers in Spanish', () => {
  it('knows the fields of every schema it walks', () => {
    for (const { name, validator } of cases) expect(keysOf(validator.schema).length, name).toBeGreaterThan(0);
  });

  it.each(cases)('$name', ({ validator }) => {
    const keys = keysOf(validator.schema);
    const inputs: unknown[] = [...NOT_OBJECTS, {}];
    for (const key of keys) for (const value of WRONG_VALUES) inputs.push({ [key]: value });
    for (const value of WRONG_VALUES) inputs.push(Object.fromEntries(keys.map((key) => [key, value])));
    let refused = 0;
    for (const input of inputs) {
      const messages = messagesOf(validator, input);
      if (messages.length > 0) refused += 1;
      for (const message of messages) {
        expect(englishWordIn(message), `${JSON.stringify(input).slice(0, 80)} -> ${message}`).toBeNull();
        expect(looksSpanish(message), message).toBe(true);
      }
    }
    expect(refused).toBeGreaterThan(keys.length);
  });

  it('names a non-object payload explicitly', () => {
    for (const { validator } of cases.filter((c) => c.name.endsWith('body'))) {
      expect(messagesOf(validator, [1, 2])[0]).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
    }
  });
});
