import { describe, expect, it } from 'vitest';
import { CURRENCY, LOCALE } from '../constants/locale.js';
import {
  formatMoney,
  formatTenths,
  fromCents,
  lineCents,
  roundMoney,
  splitProportionally,
  toCents,
} from './money.js';

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

describe('formatMoney', () => {
  const intl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

  it("writes exactly what Intl writes for the shop's locale and currency", () => {
    const amounts = [
      0,
      -0,
      0.005,
      0.015,
      0.125,
      0.285,
      1.005,
      1.015,
      2.675,
      6.9,
      30,
      999.99,
      1234.5,
      9999.99,
      9999.995,
      10_000,
      12_345.5,
      99_999.999,
      1_234_567.891,
      123_456_789.01,
      1e12 + 0.5,
      999_999_999_999_999,
      -0.001,
      -3.2,
      -12_345,
      -1_234_567.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e16,
      -1e20,
    ];
    // Every cent up to 2,000 EUR, and amounts with up to 4 decimals spread over twelve orders of magnitude.
    for (let cents = 0; cents <= 200_000; cents += 1) amounts.push(cents / 100);
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let index = 0; index < 20_000; index += 1) {
      const amount = Math.round(random() * 10 ** (1 + (index % 12)) * 10_000) / 10_000;
      amounts.push(index % 3 === 0 ? -amount : amount);
    }
    const differences = amounts.filter((amount) => formatMoney(amount) !== intl.format(amount));
    expect(differences.map((amount) => [amount, formatMoney(amount), intl.format(amount)])).toEqual([]);
  });
});

describe('formatTenths', () => {
  const intl = (fixed: boolean) =>
    new Intl.NumberFormat(LOCALE, { minimumFractionDigits: fixed ? 1 : 0, maximumFractionDigits: 1 });

  it("writes what Intl writes with at most one decimal, for every rating and its halves' edges", () => {
    const values = [
      0, 1, 4.5, 4.25, 4.35, 4.05, 4.95, 4.999, 4.666666666666667, 3.3333333333333335, 0.04, 0.05,
    ];
    for (let tenth = 0; tenth <= 5000; tenth += 1) values.push(tenth / 1000, tenth / 7, -tenth / 700);
    const [plain, one] = [intl(false), intl(true)];
    for (const value of values) {
      expect(formatTenths(value), String(value)).toBe(plain.format(value));
      expect(formatTenths(value, { fixed: true }), String(value)).toBe(one.format(value));
    }
  });

  it('leaves large and non-finite figures to Intl', () => {
    expect(formatTenths(12345.67)).toBe(intl(false).format(12345.67));
    expect(formatTenths(Number.NaN)).toBe(intl(false).format(Number.NaN));
  });

  it('reads as Spanish writes a rating', () => {
    expect(formatTenths(4.5)).toBe('4,5');
    expect(formatTenths(4)).toBe('4');
    expect(formatTenths(4, { fixed: true })).toBe('4,0');
  });
});
