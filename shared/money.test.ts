import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, lineCents, roundMoney, splitProportionally, toCents } from './money.js';

describe('money', () => {
  it('counts whole cents without binary noise', () => {
    expect(toCents(6.9)).toBe(690);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-2.675)).toBe(-268);
    expect(fromCents(1999)).toBe(19.99);
    expect(roundMoney(10.004999)).toBe(10);
    expect(lineCents(4.35, 3)).toBe(1305);
  });

  it('splits a discount in proportion so the parts add up exactly', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(500, [2070, 1900])).toEqual([261, 239]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(7, [])).toEqual([]);
    for (const [total, weights] of [
      [397, [1234, 999, 1]],
      [1, [300, 300, 300]],
      [12345, [17, 23, 29, 31, 37]],
    ] as const) {
      const parts = splitProportionally(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
    }
  });

  it('formats amounts the Spanish way', () => {
    expect(formatMoney(30).replace(/\s/g, ' ')).toBe('30,00 €');
  });
});
