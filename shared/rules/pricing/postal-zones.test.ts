import { describe, expect, it } from 'vitest';
import { isOutsideVatTerritory, isSpanishPostalCode, zoneOf } from './postal-zones.js';

describe('Spanish postal codes', () => {
  it('are 5 digits of a province from 01 to 52', () => {
    for (const code of ['01001', '28012', '52001', '07001'])
      expect(isSpanishPostalCode(code), code).toBe(true);
    for (const code of ['2801', '00123', '53001', '99999', '280123', 'ABCDE', '28 01'])
      expect(isSpanishPostalCode(code), code).toBe(false);
  });

  // Baleares is in the served zones; Canarias, Ceuta and Melilla are outside the IVA territory.
  it.each([
    ['07800', 'baleares', false],
    ['35001', 'canarias', true],
    ['38001', 'canarias', true],
    ['51001', 'ceuta', true],
    ['52001', 'melilla', true],
    ['28012', 'peninsula', false],
  ] as const)('places %s in %s (outside the IVA territory: %s)', (code, zone, outside) => {
    expect(zoneOf(code)).toBe(zone);
    expect(isOutsideVatTerritory(zoneOf(code))).toBe(outside);
  });
});
