import { describe, expect, it } from 'vitest';
import { isValidTaxId, normalizeTaxId, taxIdKind } from './tax-id.js';

describe('Spanish tax ids', () => {
  it('accepts a DNI-NIF, an NIE and a CIF with their right control character', () => {
    expect(taxIdKind('12345678Z')).toBe('nif');
    expect(taxIdKind('x1234567l')).toBe('nie');
    expect(taxIdKind('Y2345678Z')).toBe('nie');
    expect(taxIdKind('Y2345678A')).toBe(null);
    expect(taxIdKind('B12345674')).toBe('cif');
    expect(taxIdKind('P1234567D')).toBe('cif');
    expect(taxIdKind('Q2826000H')).toBe('cif');
  });

  it('refuses a wrong control character, a wrong length or anything else', () => {
    for (const id of [
      '12345678A',
      'X1234567A',
      'B12345675',
      'P12345674',
      '1234567Z',
      '',
      'ABCDEFGHI',
      'B1234567',
    ]) {
      expect(isValidTaxId(id), id).toBe(false);
    }
  });

  it('ignores case, spaces, dots and dashes', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z');
    expect(isValidTaxId('12.345.678-z')).toBe(true);
  });
});
