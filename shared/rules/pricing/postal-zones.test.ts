import { describe, expect, it } from 'vitest';
import { isOutsideVatTerritory, isSpanishPostalCode, zoneOf } from './postal-zones.js';

describe('Spanish postal codes', () => {
  it('are 5 digits of a province from 01 to 52', () => {
    for (const code of ['01001', '28012', '52001', '07001'])
      expect(isSpanishPostalCode(code), code).toBe(true);
    for (const code of ['2801', '00123', '53001', '99999', '280123', 'ABCDE', '28 01'])
      expect(isSpanishPostalCode(code), code).toBe(false);
  });

  it('places Baleares in the served zones and Canarias, Ceuta and Melilla outside the IVA territory', () => {
    expect(zoneOf('07800')).toBe('baleares');
    expect(zoneOf('35001')).toBe('canarias');
    expect(zoneOf('38001')).toBe('canarias');
    expect(zoneOf('51001')).toBe('ceuta');
    expect(zoneOf('52001')).toBe('melilla');
    expect(zoneOf('28012')).toBe('peninsula');
    expect(isOutsideVatTerritory(zoneOf('07800'))).toBe(false);
    expect(isOutsideVatTerritory(zoneOf('38001'))).toBe(true);
  });
});
