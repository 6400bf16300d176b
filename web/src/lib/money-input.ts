/** Amounts as people type them in a form, the Spanish way ("4,90", "40 €"), and as such a field shows them. */

/** "4,90", "4.9", "4 €" -> 4.9; "" -> null; anything else -> NaN (a schema then says what it takes). */
export function parseEuros(text: string): number | null {
  const value = text.trim().replace(/\s*€$/, '').replace(/\s/g, '');
  if (value === '') return null;
  return /^\d{1,6}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/** 4.9 -> "4,90" (what the field shows); null -> "". */
export const eurosText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : value.toFixed(2).replace('.', ',');
