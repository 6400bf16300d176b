/**
 * The phone rule of the shipping form, the checkout and the profile (one rule, used by the form and the
 * service): the original API's characters (digits, spaces, dashes, parentheses, an optional leading +) and enough digits
 * to ring someone. A Spanish number has 9 digits; an optional +34 or 0034 prefix does not count towards them.
 * A number with another international prefix (+44 ..., 0044 ...) counts its digits after the + or 00. At most
 * 15 digits in all (E.164's limit) after the + or 00. The message is the original API's 'Formato de teléfono inválido'.
 */
import { PHONE_PATTERN } from './fields.js';

/** The fewest digits a phone number has, besides a +34 / 0034 prefix (a Spanish number has 9). */
export const PHONE_MIN_DIGITS = 9;
/** The most digits of an international number (E.164), country code included. */
export const PHONE_MAX_DIGITS = 15;

/** Whether `value` (as typed; surrounding spaces ignored) is a phone number a farm can call. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_PATTERN.test(trimmed)) return false;
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (!trimmed.startsWith('+') && digits.startsWith('00')) digits = digits.slice(2);
  if (international && digits.length > PHONE_MAX_DIGITS) return false;
  const national = international && digits.startsWith('34') ? digits.slice(2) : digits;
  return national.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}
