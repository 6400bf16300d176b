import { describe, expect, it } from 'vitest';
import { describeSchema, fieldsOf, patternOf } from './describe-schema';

describe('a schema in words', () => {
  it('says the type, the values and the limits', () => {
    expect(describeSchema({ type: 'string', minLength: 1, maxLength: 128 })).toBe(
      'texto, de 1 a 128 caracteres',
    );
    expect(describeSchema({ type: 'string', maxLength: 20 })).toBe('texto, hasta 20 caracteres');
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 100 })).toBe('entero, de 1 a 100');
    expect(describeSchema({ type: 'number', exclusiveMinimum: 0 })).toBe('número, al menos 0');
    expect(describeSchema({ enum: ['newest', 'name'] })).toBe('uno de: newest, name');
    expect(describeSchema({ type: ['string', 'null'] })).toBe('texto, o null');
    expect(describeSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('texto, o null');
    expect(describeSchema({ type: 'array', maxItems: 50, items: { type: 'string' } })).toBe(
      'lista, hasta 50 elementos, (texto)',
    );
    expect(describeSchema({})).toBe('cualquier valor');
  });

  it('gives the fields of an object, or of a list of objects, and a text’s pattern', () => {
    const object = { type: 'object', properties: { a: { type: 'string' }, b: {} }, required: ['a'] };
    expect(fieldsOf(object).map((field) => [field.name, field.required])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(fieldsOf({ type: 'array', items: object })).toHaveLength(2);
    expect(fieldsOf({ type: 'string' })).toEqual([]);
    expect(patternOf({ type: 'string', pattern: '^[0-9]+$' })).toBe('^[0-9]+$');
    expect(patternOf({ type: 'string' })).toBeNull();
  });
});
