/**
 * The checkout's shipping information (`shippingInfo`: the original API's fields and messages), in a module of its own so
 * that a schema built on it (the profile's saved address, issue 23) does not take in the rest of the checkout.
 * shared/contracts/orders/schemas.ts re-exports it.
 */
import * as z from 'zod/mini';
import { NOTES_MAX_LENGTH } from '../../constants/limits.js';
import { ORDER_VALIDATION, SHIPPING_VALIDATION } from '../../messages/validation.js';
import { CHECKOUT_PRICING_MESSAGES as PRICING_MESSAGES } from '../../messages/pricing.js';
import { isSpanishPostalCode } from '../../rules/pricing/postal-zones.js';
import { EMAIL_PATTERN, requiredText, text } from '../fields.js';
import { isValidPhone } from '../phone.js';

/**
 * Optional trimmed text; blank counts as not given. `pattern`, when given, must match a non-blank value.
 * `multiline` for notes (line feeds and tabs kept).
 */
export const optionalText = (
  max: number,
  message: string,
  pattern?: { test(value: string): boolean },
  multiline = false,
) =>
  z.pipe(
    z.optional(text(message, { multiline }).check(z.maxLength(max, { error: message }))),
    z
      .transform((value: string | undefined) => (value === '' ? undefined : value))
      .check(z.refine((value) => value === undefined || !pattern || pattern.test(value), { error: message })),
  );

export const SHIPPING_LIMITS = {
  fullName: 100,
  address: 200,
  city: 100,
  state: 100,
  postalCode: 20,
  notes: NOTES_MAX_LENGTH,
  phone: 30,
  email: 254,
} as const;

export const shippingInfoSchema = z.object(
  {
    fullName: requiredText(
      SHIPPING_VALIDATION.fullNameRequired,
      SHIPPING_LIMITS.fullName,
      SHIPPING_VALIDATION.fullNameMax,
    ),
    address: requiredText(
      SHIPPING_VALIDATION.addressRequired,
      SHIPPING_LIMITS.address,
      SHIPPING_VALIDATION.addressMax,
    ),
    city: requiredText(SHIPPING_VALIDATION.cityRequired, SHIPPING_LIMITS.city, SHIPPING_VALIDATION.cityMax),
    state: optionalText(SHIPPING_LIMITS.state, SHIPPING_VALIDATION.stateMax),
    postalCode: requiredText(
      SHIPPING_VALIDATION.postalCodeRequired,
      SHIPPING_LIMITS.postalCode,
      SHIPPING_VALIDATION.postalCodeMax,
    ).check(z.refine(isSpanishPostalCode, { error: PRICING_MESSAGES.postalCodeInvalid })),
    notes: optionalText(SHIPPING_LIMITS.notes, SHIPPING_VALIDATION.notesMax, undefined, true),
    /** Optional; when given, at least 9 digits besides a +34 / 0034 prefix (shared/contracts/phone.ts). */
    phone: optionalText(SHIPPING_LIMITS.phone, SHIPPING_VALIDATION.phoneFormat, { test: isValidPhone }),
    email: optionalText(SHIPPING_LIMITS.email, SHIPPING_VALIDATION.shippingEmailFormat, EMAIL_PATTERN),
  },
  { error: ORDER_VALIDATION.shippingInfoRequired },
);
