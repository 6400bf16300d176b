import { describe, expect, it } from 'vitest';
import { pluralWord, quantityWithUnit, unitFor } from './units.js';

describe('units', () => {
  it('puts the first word of a unit in the plural', () => {
    expect(quantityWithUnit(4, 'esqueje')).toBe('4 esquejes');
    expect(quantityWithUnit(2, 'caja de 5 kg')).toBe('2 cajas de 5 kg');
    expect(quantityWithUnit(3, 'maceta de 3 L')).toBe('3 macetas de 3 L');
    expect(quantityWithUnit(2, 'tarrina de 500 ml')).toBe('2 tarrinas de 500 ml');
    expect(quantityWithUnit(5, 'unidad')).toBe('5 unidades');
    expect(quantityWithUnit(2, 'ración')).toBe('2 raciones');
    expect(quantityWithUnit(2, 'nuez')).toBe('2 nueces');
  });

  it('keeps one in the singular and symbols as they are', () => {
    expect(quantityWithUnit(1, 'esqueje')).toBe('1 esqueje');
    expect(quantityWithUnit(3, 'kg')).toBe('3 kg');
    expect(quantityWithUnit(3, 'Kg')).toBe('3 Kg');
    expect(unitFor(2, 'g')).toBe('g');
    expect(pluralWord('bolsas')).toBe('bolsas');
  });

  it('says units when the product has none', () => {
    expect(quantityWithUnit(1, undefined)).toBe('1 unidad');
    expect(quantityWithUnit(4, '  ')).toBe('4 unidades');
  });
});
