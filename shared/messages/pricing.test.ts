import { describe, expect, it } from 'vitest';
import { taxSummary } from './pricing.js';

describe('taxSummary', () => {
  it('says the IVA included per rate, or that the order is exempt', () => {
    expect(
      taxSummary([
        { rate: 4, tax: 0.45 },
        { rate: 21, tax: 2.27 },
      ]),
    ).toBe('IVA incluido: 0,45 € al 4 %, 2,27 € al 21 %');
    expect(taxSummary([{ rate: 0, tax: 0 }])).toBe('exento de IVA');
    expect(taxSummary([])).toBe('');
  });
});
