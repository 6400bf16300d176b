import { describe, expect, it } from 'vitest';
import { USER_FILTER_MAX_LENGTH } from '../constants/users.js';
import { USER_FILTER_ERRORS as E, formatUserFilter, parseUserFilter } from './user-filter.js';

const ok = (text: string) => {
  const result = parseUserFilter(text);
  if (!result.ok) throw new Error(`refused ${text}: ${result.message}`);
  return result.filter;
};
const refusal = (text: string) => {
  const result = parseUserFilter(text);
  if (result.ok) throw new Error(`accepted ${text}`);
  return result.message;
};

describe('parseUserFilter', () => {
  it('reads each clause of the filter syntax', () => {
    expect(ok('custom:role = "producer"')).toEqual({ role: 'producer' });
    expect(ok('status = "Enabled"')).toEqual({ isActive: true });
    expect(ok('status = "Disabled"')).toEqual({ isActive: false });
    expect(ok('email ^= "Ana"')).toEqual({ emailPrefix: 'ana' });
    expect(ok('email = "Ana@Finca.es"')).toEqual({ email: 'ana@finca.es' });
  });

  it('joins clauses with and, in any order', () => {
    expect(ok('custom:role = "producer" and status = "Enabled" and email ^= "fin"')).toEqual({
      role: 'producer',
      isActive: true,
      emailPrefix: 'fin',
    });
    expect(ok('email ^= "a"   and   custom:role="admin"')).toEqual({ emailPrefix: 'a', role: 'admin' });
  });

  it("accepts the original API's role synonyms and its status words", () => {
    expect(ok('custom:role = "customer"')).toEqual({ role: 'consumer' });
    expect(ok('custom:role = "seller"')).toEqual({ role: 'producer' });
    expect(ok('custom:role = "super_admin"')).toEqual({ role: 'admin' });
    expect(ok('status = "CONFIRMED"')).toEqual({ isActive: true });
    expect(ok('status = "FORCE_CHANGE_PASSWORD"')).toEqual({ isActive: false });
  });

  it('reads escaped quotes in a value', () => {
    expect(ok('email ^= "a\\"b"')).toEqual({ emailPrefix: 'a"b' });
  });

  it('an empty or blank filter is no filter', () => {
    expect(ok('')).toEqual({});
    expect(ok('   ')).toEqual({});
  });

  it.each([
    ['custom:role = producer', E.syntax],
    ['custom:role = "producer" status = "Enabled"', E.syntax],
    ['custom:role = "producer" and', E.syntax],
    ['custom:role = "producer" or status = "Enabled"', E.syntax],
    ['custom:role = "producer" AND status = "Enabled"', E.syntax],
    ['custom:role = "producer"and status = "Enabled"', E.syntax],
    ['email ^= "ana', E.syntax],
    ['email != "ana"', E.syntax],
    ['and email ^= "ana"', E.syntax],
    ['name = "Ana"', E.attribute],
    ['Custom:Role = "admin"', E.attribute],
    ['custom:role ^= "pro"', E.operator],
    ['status ^= "En"', E.operator],
    ['custom:role = "producer" and custom:role = "admin"', E.repeated],
    ['custom:role = "farmer"', E.role],
    ['custom:role = ""', E.role],
    ['status = "active"', E.status],
    ['email ^= ""', E.email],
    ['email ^= "a b"', E.email],
    [`email ^= "${'a'.repeat(300)}"`, E.email],
    ['x'.repeat(USER_FILTER_MAX_LENGTH + 1), E.tooLong],
  ])('refuses %s', (text, message) => {
    expect(refusal(text)).toBe(message);
  });
});

describe('formatUserFilter', () => {
  it('writes what parseUserFilter reads back', () => {
    const criteria = { role: 'consumer' as const, isActive: false, emailPrefix: 'luc"ia' };
    const text = formatUserFilter(criteria);
    expect(text).toBe('custom:role = "customer" and status = "Disabled" and email ^= "luc\\"ia"');
    expect(ok(text)).toEqual(criteria);
    expect(formatUserFilter({})).toBe('');
  });
});
