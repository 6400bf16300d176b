/**
 * IBANs (ISO 13616): the electronic form (no spaces, upper case), the check digits (mod 97 = 1) and the length
 * of the country's format. The shop's account and the farms' payouts use them; the forms and the services
 * check them with this one rule.
 */

/** Lengths of the SEPA countries' IBANs (the shop pays and is paid in euros inside SEPA). */
const LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** An IBAN as typed (spaces, lower case) in its electronic form. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Whether a (normalized) IBAN is well formed: a SEPA country, its length, and check digits that hold. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in groups of four, as people read it: ES91 2100 0418 4502 0005 1332. */
export const formatIban = (value: string): string => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
