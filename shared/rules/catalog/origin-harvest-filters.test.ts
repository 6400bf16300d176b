import { describe, expect, it } from 'vitest';
import {
  HARVEST_WINDOW_LABELS,
  HARVEST_WINDOWS,
  harvestWindowStart,
  isHarvestWindow,
  originKeyOf,
} from './origin-harvest-filters.js';

describe('originKeyOf', () => {
  it('folds case, accents, spaces and punctuation: spellings of one place share a key', () => {
    for (const spelling of [
      'Níjar, Almería',
      'nijar almeria',
      '  NÍJAR  (Almería). ',
      'Níjar - Almería',
      'Ｎíjar,Almería',
    ])
      expect(originKeyOf(spelling), spelling).toBe('nijar almeria');
    expect(originKeyOf('La Palma')).toBe('la palma');
    expect(originKeyOf("L'Hospitalet de l'Infant")).toBe('l hospitalet de l infant');
    expect(originKeyOf('Finca nº 3, km 12')).toBe('finca no 3 km 12');
  });

  it('keeps places apart that differ in letters', () => {
    expect(originKeyOf('La Palma')).not.toBe(originKeyOf('Las Palmas'));
    expect(originKeyOf('Motril')).not.toBe(originKeyOf('Motril, Granada'));
  });

  it('is empty without a letter or digit', () => {
    expect(originKeyOf('¡¿--?!')).toBe('');
    expect(originKeyOf('   ')).toBe('');
  });
});

describe('harvest windows', () => {
  it('reach back 7, 30 and 90 days from today in Spain', () => {
    // 23:30 UTC on 31 March is already 1 April in Spain (summer time).
    const now = new Date('2026-03-31T23:30:00Z');
    expect(harvestWindowStart('7d', now)).toBe('2026-03-25');
    expect(harvestWindowStart('30d', now)).toBe('2026-03-02');
    expect(harvestWindowStart('90d', now)).toBe('2026-01-01');
  });

  it('are the only values, each with a Spanish label', () => {
    expect(HARVEST_WINDOWS.filter(isHarvestWindow)).toHaveLength(3);
    for (const value of ['7', '7D', '', 7, null]) expect(isHarvestWindow(value)).toBe(false);
    expect(Object.values(HARVEST_WINDOW_LABELS)).toEqual([
      'Últimos 7 días',
      'Últimos 30 días',
      'Últimos 90 días',
    ]);
  });
});
