/**
 * Prices and stock as a producer types them, read without guessing.
 *
 * Price (euros, at most two decimals, 0 < price <= PRICE_MAX):
 *   - "12", "12,5", "12,50", "0,99", ",5"                  comma decimals (the Spanish way)
 *   - "12.5", "12.50"                                        point decimals (one or two digits after the point)
 *   - "1.234,56", "1 234,56", "1234,56", "1,234.56"          with both marks the last one is the decimal mark
 *                                                            and the other groups thousands (groups of three)
 *   - "12,50 €", "€ 12,50", "12,50 EUR"                      the currency sign is allowed
 *   - "1.500", "12.999", "1,500"                             REFUSED as ambiguous: one mark followed by exactly
 *                                                            three digits reads as thousands in Spain and as
 *                                                            decimals elsewhere; the message offers both
 *   - "12,999", "1.2345"                                     refused: more than two decimals
 *   - "1.23.4", "12 50", "12,", "abc", "-3", "0"             refused: not a price
 * Stock (whole units, 0 <= stock <= STOCK_MAX): digits, optionally grouped in thousands with ".", "," or a
 * space ("1.000", "1 000"); decimals are refused.
 *
 * The result carries the value in cents-exact form (no float drift: "0,29" is 0.29) or the Spanish message of
 * shared/messages/validation.ts to show on the field. Blank is { value: undefined } with no error: the caller decides
 * whether the field is required.
 */
import { PRICE_MAX, STOCK_MAX } from '../constants/products.js';
import { NUMBER_INPUT_MESSAGES as N, PRODUCT_VALIDATION } from '../messages/validation.js';
import { formatPrice } from '../utils/money.js';

export type NumberInput =
  { value: number | undefined; error?: undefined } | { value?: undefined; error: string };

/** Spaces people (or their keyboards) put between thousands: normal, no-break, narrow no-break, thin. */
const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const CURRENCY_SIGN = /^(?:€|eur)\s*|\s*(?:€|eur)$/gi;

type Parsed =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'ambiguous'; thousands: string; decimal: string }
  | { kind: 'decimals' }
  | { kind: 'number'; whole: string; fraction: string };

/** Thousands groups: "1", "12", "123", then groups of exactly three digits. */
function validGroups(groups: string[]): boolean {
  return (
    groups.length > 0 &&
    /^\d{1,3}$/.test(groups[0] ?? '') &&
    groups.slice(1).every((group) => /^\d{3}$/.test(group))
  );
}

/** Splits the text into whole and fraction digits, deciding which mark (if any) is the decimal one. */
function parseDecimalText(raw: string): Parsed {
  const text = raw.replace(SPACES, ' ').trim().replace(CURRENCY_SIGN, '').trim();
  if (text === '') return { kind: 'empty' };
  if (!/^[\d., ]+$/.test(text) || !/\d/.test(text)) return { kind: 'invalid' };
  if (/^[ .,]|[ .,]$/.test(text) && !/^[.,]\d{1,2}$/.test(text)) return { kind: 'invalid' };
  if (/[ .,]{2}/.test(text)) return { kind: 'invalid' };

  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  const hasSpaces = text.includes(' ');
  let decimalMark: '.' | ',' | null = null;
  if (dots > 0 && commas > 0) {
    decimalMark = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    if ((decimalMark === '.' ? dots : commas) > 1) return { kind: 'invalid' };
  } else if (dots + commas === 1) {
    const mark = dots === 1 ? '.' : ',';
    const [before = '', after = ''] = text.split(mark);
    const wholeDigits = before.replace(/ /g, '');
    if (after.length === 3 && !hasSpaces && /^\d{1,3}$/.test(before) && wholeDigits !== '0') {
      // "1.500": thousands in Spain, a decimal elsewhere. Both readings go in the message.
      return { kind: 'ambiguous', thousands: `${before}${after}`, decimal: `${before},${after.slice(0, 2)}` };
    }
    decimalMark = mark;
  } else if (dots + commas > 1) {
    decimalMark = null; // "1.234.567" or "1,234,567": only grouping.
  }

  let wholeText = text;
  let fraction = '';
  if (decimalMark) {
    const index = text.lastIndexOf(decimalMark);
    wholeText = text.slice(0, index);
    fraction = text.slice(index + 1);
    if (!/^\d+$/.test(fraction)) return { kind: 'invalid' };
  }
  const groups = wholeText === '' ? ['0'] : wholeText.split(/[., ]/);
  if (groups.length > 1 && !validGroups(groups)) return { kind: 'invalid' };
  if (groups.length === 1 && !/^\d+$/.test(groups[0] ?? '')) return { kind: 'invalid' };
  if (fraction.length > 2) return { kind: 'decimals' };
  return { kind: 'number', whole: groups.join('').replace(/^0+(?=\d)/, ''), fraction };
}

/**
 * A price text read as the price and the price filter both read it: blank, a sign (`negative` says why not),
 * an ambiguous mark, its whole cents (Infinity past 12 whole digits) or why it is not a number.
 */
function readPrice(
  text: string,
  negative: string,
): { answer: NumberInput } | { cents: number } | { refused: 'invalid' | 'decimals' } {
  if (/^\s*[-−]/.test(text)) return { answer: { error: negative } };
  const parsed = parseDecimalText(text);
  switch (parsed.kind) {
    case 'empty':
      return { answer: { value: undefined } };
    case 'ambiguous':
      return { answer: { error: N.priceAmbiguous(text.trim(), parsed.thousands, parsed.decimal) } };
    case 'number':
      return {
        cents:
          parsed.whole.length <= 12
            ? Number(parsed.whole) * 100 + Number(parsed.fraction.padEnd(2, '0'))
            : Infinity,
      };
    default:
      return { refused: parsed.kind };
  }
}

/** A price typed in a form; see the module comment for what is accepted. */
export function parsePriceInput(text: string): NumberInput {
  const read = readPrice(text, PRODUCT_VALIDATION.priceInvalid);
  if ('answer' in read) return read.answer;
  if ('refused' in read) return { error: read.refused === 'invalid' ? N.priceFormat : N.priceDecimals };
  if (read.cents > Math.round(PRICE_MAX * 100)) return { error: PRODUCT_VALIDATION.priceTooHigh };
  if (read.cents <= 0) return { error: PRODUCT_VALIDATION.priceInvalid };
  return { value: read.cents / 100 };
}

/**
 * A price filter typed in the catalog (minimum or maximum): the same reading as a price, but 0 is allowed and
 * any other refusal says the filter's own message (the service's priceFilterInvalid).
 */
export function parsePriceFilterInput(text: string): NumberInput {
  const read = readPrice(text, PRODUCT_VALIDATION.priceFilterInvalid);
  if ('answer' in read) return read.answer;
  return 'cents' in read && read.cents <= Math.round(PRICE_MAX * 100)
    ? { value: read.cents / 100 }
    : { error: PRODUCT_VALIDATION.priceFilterInvalid };
}

/** Whole units of stock typed in a form: "120", "1.000", "1 000". */
export function parseStockInput(text: string): NumberInput {
  const trimmed = text.replace(SPACES, ' ').trim();
  if (trimmed === '') return { value: undefined };
  if (!/^\d{1,3}(?:[., ]\d{3})+$/.test(trimmed) && !/^\d+$/.test(trimmed))
    return { error: PRODUCT_VALIDATION.stockInvalid };
  if (/[.,]/.test(trimmed) && /[ ]/.test(trimmed)) return { error: PRODUCT_VALIDATION.stockInvalid };
  const marks = new Set(trimmed.replace(/\d/g, ''));
  if (marks.size > 1) return { error: PRODUCT_VALIDATION.stockInvalid };
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length > 9 || Number(digits) > STOCK_MAX) return { error: PRODUCT_VALIDATION.stockTooHigh };
  return { value: Number(digits) };
}

/** How a typed price will be shown in the shop ("1.234,56" -> "1234,56 €"), or null while it is not valid. */
export function publishedPrice(text: string): string | null {
  const parsed = parsePriceInput(text);
  return parsed.value === undefined ? null : formatPrice(parsed.value);
}
