import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban.js';

describe('IBAN', () => {
  it.each([
    'ES9121000418450200051332',
    'es91 2100 0418 4502 0005 1332',
    'DE89370400440532013000',
    'FR1420041010050500013M02606',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['a wrong check digit', 'ES9221000418450200051332'],
    ['a digit changed', 'ES9121000418450200051333'],
    ['the wrong length', 'ES912100041845020005133'],
    ['a country outside SEPA', 'US9121000418450200051332'],
    ['letters in the check digits', 'ESAB21000418450200051332'],
    ['an empty text', ''],
  ])('refuses %s', (_why, iban) => expect(isValidIban(iban)).toBe(false));

  it('normalizes and groups', () => {
    expect(normalizeIban(' es91 2100 0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});
