import { describe, expect, it } from 'vitest';
import { PRICE_MAX, STOCK_MAX } from '../constants/products.js';
import { NUMBER_INPUT_MESSAGES as N, VALIDATION_MESSAGES as V } from '../messages/validation.js';
import { formatPrice } from '../utils/money.js';
import { parsePriceFilterInput, parsePriceInput, parseStockInput, publishedPrice } from './number-input.js';

const price = (text: string) => parsePriceInput(text);

describe('parsePriceInput', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12,50', 12.5],
    ['0,99', 0.99],
    ['0,29', 0.29],
    [',5', 0.5],
    ['4,05', 4.05],
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['1.234,56', 1234.56],
    ['1.234,5', 1234.5],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1,234.56', 1234.56],
    ['12.345,67', 12345.67],
    ['99.999,99', 99999.99],
    ['99999,99', 99999.99],
    ['1.500,00', 1500],
    ['1 500', 1500],
    ['0.500,5', 500.5],
    ['007,50', 7.5],
    ['  6,90  ', 6.9],
    ['12,50 €', 12.5],
    ['€12,50', 12.5],
    ['€ 12,50', 12.5],
    ['12,50 EUR', 12.5],
    ['12,50eur', 12.5],
  ])('reads %j as %d', (text, value) => {
    expect(price(text)).toEqual({ value });
  });

  it('keeps exact cents (no float drift)', () => {
    for (const cents of [1, 7, 29, 57, 99, 101, 1005, 123456]) {
      const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      expect(price(text).value).toBe(cents / 100);
    }
  });

  it.each([
    ['1.500', '1500', '1,50'],
    ['12.999', '12999', '12,99'],
    ['1,500', '1500', '1,50'],
    ['12,999', '12999', '12,99'],
    ['999.999', '999999', '999,99'],
    ['1.500 €', '1500', '1,50'],
  ])('refuses %j as ambiguous, offering %s or %s', (text, thousands, decimal) => {
    expect(price(text)).toEqual({ error: N.priceAmbiguous(text, thousands, decimal) });
  });

  it('says the ambiguity in words the producer can act on', () => {
    expect(price('1.500').error).toBe('«1.500» se puede leer de dos formas: escribe 1500 o 1,50');
  });

  it.each(['1.2345', '0.500', '0,125', '1234.567', '1.234,567'])(
    'refuses %j: more than two decimals',
    (text) => {
      expect(price(text)).toEqual({ error: N.priceDecimals });
    },
  );

  it.each([
    'abc',
    '12,',
    '12.',
    '.',
    ',',
    '1.23.4',
    '12.34,5',
    '1,2,3',
    '12 50',
    '1..5',
    '1,,5',
    '1.234.56,7',
    '1,234,56',
    '1e3',
    '0x10',
    '+3',
    '12,5,0',
    '1,5.000',
    'NaN',
    'Infinity',
  ])('refuses %j: not a price', (text) => {
    expect(price(text)).toEqual({ error: N.priceFormat });
  });

  it.each(['0', '0,00', '0.0', ',00', '-3', '-0,5', '−4'])('refuses %j: not greater than 0', (text) => {
    expect(price(text)).toEqual({ error: V.priceInvalid });
  });

  it('bounds the price at PRICE_MAX', () => {
    expect(price('99.999,99')).toEqual({ value: PRICE_MAX });
    const tooHigh = { error: V.priceTooHigh };
    expect(price('100.000,00')).toEqual(tooHigh);
    expect(price('100 000')).toEqual(tooHigh);
    expect(price('100000')).toEqual(tooHigh);
    expect(price('99.999.999,00')).toEqual(tooHigh);
    expect(price('1'.repeat(40))).toEqual(tooHigh);
    expect(tooHigh.error).toBe('El precio no puede superar 99.999,99');
  });

  it('answers blank as no value and no error', () => {
    expect(price('')).toEqual({ value: undefined });
    expect(price('   ')).toEqual({ value: undefined });
    expect(price('€')).toEqual({ value: undefined });
  });
});

describe('parsePriceFilterInput', () => {
  it('reads a filter like a price, 0 included, with the filter message otherwise', () => {
    expect(parsePriceFilterInput('0')).toEqual({ value: 0 });
    expect(parsePriceFilterInput('4,50')).toEqual({ value: 4.5 });
    expect(parsePriceFilterInput('1.234,5')).toEqual({ value: 1234.5 });
    expect(parsePriceFilterInput('')).toEqual({ value: undefined });
    expect(parsePriceFilterInput('1.500')).toEqual({ error: N.priceAmbiguous('1.500', '1500', '1,50') });
    for (const bad of ['-1', 'abc', '4,5555', '1.2.3', '100.000,00']) {
      expect(parsePriceFilterInput(bad), bad).toEqual({ error: V.priceFilterInvalid });
    }
  });
});

describe('publishedPrice', () => {
  it('shows the value as the shop will', () => {
    expect(publishedPrice('1.234,56')).toBe(formatPrice(1234.56));
    expect(publishedPrice('12.5')).toMatch(/^12,50\s€$/);
    expect(publishedPrice('99999,99')).toMatch(/^99\.999,99\s€$/);
    expect(publishedPrice('1.500')).toBeNull();
    expect(publishedPrice('')).toBeNull();
  });
});

describe('parseStockInput', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['120', 120],
    ['1.000', 1000],
    ['1,000', 1000],
    ['1 000', 1000],
    ['12.500', 12500],
    ['999.999', STOCK_MAX],
    [' 42 ', 42],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parseStockInput(text)).toEqual({ value });
  });

  it.each(['1,5', '2.5', '-1', 'diez', '1.00', '1.000 000', '1.000,000', '1e3', '12,'])(
    'refuses %j: not whole units',
    (text) => {
      expect(parseStockInput(text)).toEqual({ error: V.stockInvalid });
    },
  );

  it('bounds the stock at STOCK_MAX', () => {
    const tooHigh = { error: V.stockTooHigh };
    expect(parseStockInput('1.000.000')).toEqual(tooHigh);
    expect(parseStockInput('9'.repeat(30))).toEqual(tooHigh);
    expect(tooHigh.error).toBe('El stock no puede superar 999.999 unidades');
  });

  it('answers blank as no value', () => {
    expect(parseStockInput('')).toEqual({ value: undefined });
  });
});
