import { describe, expect, it } from 'vitest';
import { isFarmSlug, numberedSlug, slugOf } from './farm-page.js';
import { FARM_PAGE_LIMITS } from '../constants/farm-page.js';
import { provinceName, provinceOfAddress, provinceOfPostalCode, PROVINCE_CODES } from './provinces.js';

describe('farm slugs', () => {
  it('makes a slug of a farm name: no accents, lower case, hyphens', () => {
    expect(slugOf('Finca Pitahaya del Valle')).toBe('finca-pitahaya-del-valle');
    expect(slugOf('  Huerta «La Piñuela» & Cía.  ')).toBe('huerta-la-pinuela-cia');
    expect(slugOf('El')).toBe('finca-el');
    expect(slugOf('¡¡!!')).toBe('finca');
    const long = slugOf('Finca '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(FARM_PAGE_LIMITS.slugMax);
    expect(isFarmSlug(long)).toBe(true);
  });

  it('numbers a taken slug within the limit', () => {
    expect(numberedSlug('finca-del-valle', 2)).toBe('finca-del-valle-2');
    const base = 'a'.repeat(FARM_PAGE_LIMITS.slugMax);
    expect(numberedSlug(base, 12)).toHaveLength(FARM_PAGE_LIMITS.slugMax);
    expect(isFarmSlug(numberedSlug(`${'a'.repeat(57)}-b`, 9))).toBe(true);
  });

  it('accepts only lower-case words joined by single hyphens, 3 to 60 characters', () => {
    for (const ok of ['abc', 'finca-2', 'a1-b2-c3']) expect(isFarmSlug(ok)).toBe(true);
    for (const bad of ['ab', 'Finca', 'finca--valle', '-finca', 'finca-', 'fínca', 'a b', 'x'.repeat(61)]) {
      expect(isFarmSlug(bad), bad).toBe(false);
    }
  });
});

describe('provinces', () => {
  it('has the 52 INE codes, 01 to 52', () => {
    expect(PROVINCE_CODES).toHaveLength(52);
    expect(PROVINCE_CODES[0]).toBe('01');
    expect(PROVINCE_CODES[51]).toBe('52');
    expect(provinceName('04')).toBe('Almería');
    expect(provinceName('53')).toBeNull();
    expect(provinceName(4)).toBeNull();
  });

  it('reads the province of a postal code or of the first one in an address', () => {
    expect(provinceOfPostalCode(' 04700 ')).toBe('04');
    expect(provinceOfPostalCode('53000')).toBeNull();
    expect(provinceOfPostalCode('0470')).toBeNull();
    expect(provinceOfAddress('Camino de los Llanos 12, 04700 El Ejido (Almería)')).toBe('04');
    expect(provinceOfAddress('Carretera km 123456, 29590 Campanillas')).toBe('29');
    expect(provinceOfAddress('Sin código')).toBeNull();
  });
});
