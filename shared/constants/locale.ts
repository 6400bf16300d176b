/** The shop's one currency and language. */

/** One shop-wide currency; amounts travel as numbers with two decimals. */
export const CURRENCY = 'EUR';
export const LOCALE = 'es';
