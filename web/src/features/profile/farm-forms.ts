/**
 * A farm's "Datos fiscales" and "Envíos" forms (producers, in /profile): the values as typed, and the bodies of
 * PUT /v1/users/profile (`fiscal`, `shipping`), checked with the shared fiscalSchema and shippingTermsSchema
 * (isValidTaxId and the pricing messages, the server's own rules). Amounts are typed the Spanish way ("4,90").
 */
import type { ProfileUpdateRequest } from '../../../../shared/contracts/profile/schemas.js';
import type { FieldError } from '../../../../shared/contracts/http.js';
import type { FiscalData, ShippingTerms } from '../../../../shared/rules/pricing/entities.js';
import {
  fiscalSchema,
  shippingTermsSchema,
} from '../../../../shared/contracts/profile/farm-terms-schemas.js';
import { fieldErrors } from '../../../../shared/contracts/validation.js';
import { serverFieldErrors, type FieldErrors, type Validation } from '../../components/forms/use-form';
import { eurosText, parseEuros } from '../../lib/money-input';

export { eurosText, parseEuros } from '../../lib/money-input';

export const FISCAL_FIELDS = ['legalName', 'nif', 'address'] as const;
export type FiscalField = (typeof FISCAL_FIELDS)[number];
export type FiscalValues = Record<FiscalField, string>;

export const SHIPPING_TERMS_FIELDS = [
  'flatFee',
  'freeFrom',
  'offersPickup',
  'pickupAddress',
  'pickupHours',
] as const;
export type ShippingTermsField = (typeof SHIPPING_TERMS_FIELDS)[number];
export type ShippingTermsValues = Record<ShippingTermsField, string>;

/** The checkbox "Ofrezco recogida en la finca" as a form value. */
export const PICKUP_ON = 'on';

/** The schema's and the server's names -> the form's fields. */
const FISCAL_RENAME: Partial<Record<string, FiscalField>> = {
  fiscal: 'legalName',
  'fiscal.legalName': 'legalName',
  'fiscal.nif': 'nif',
  'fiscal.address': 'address',
};
const SHIPPING_RENAME: Partial<Record<string, ShippingTermsField>> = {
  shipping: 'flatFee',
  'shipping.flatFee': 'flatFee',
  'shipping.freeFrom': 'freeFrom',
  'shipping.pickup': 'pickupAddress',
  'shipping.pickup.address': 'pickupAddress',
  'shipping.pickup.hours': 'pickupHours',
  'pickup.address': 'pickupAddress',
  'pickup.hours': 'pickupHours',
  pickup: 'pickupAddress',
};

export const fiscalValues = (fiscal: FiscalData | null | undefined): FiscalValues => ({
  legalName: fiscal?.legalName ?? '',
  nif: fiscal?.nif ?? '',
  address: fiscal?.address ?? '',
});

export function validateFiscal(values: FiscalValues): Validation<FiscalField, ProfileUpdateRequest> {
  const result = fiscalSchema.safeParse(values);
  if (result.success) return { ok: true, data: { fiscal: result.data } };
  return placed(fieldErrors(result.error), FISCAL_FIELDS, FISCAL_RENAME);
}

/** The form's values of a farm's terms (its own, or the shop's default it follows). */
export const shippingTermsValues = (terms: ShippingTerms | null | undefined): ShippingTermsValues => ({
  flatFee: eurosText(terms?.flatFee),
  freeFrom: eurosText(terms?.freeFrom),
  offersPickup: terms?.pickup ? PICKUP_ON : '',
  pickupAddress: terms?.pickup?.address ?? '',
  pickupHours: terms?.pickup?.hours ?? '',
});

export function validateShippingTerms(
  values: ShippingTermsValues,
): Validation<ShippingTermsField, ProfileUpdateRequest> {
  const offersPickup = values.offersPickup === PICKUP_ON;
  const body = {
    flatFee: parseEuros(values.flatFee) ?? Number.NaN,
    freeFrom: parseEuros(values.freeFrom),
    pickup: offersPickup ? { address: values.pickupAddress, hours: values.pickupHours } : null,
  };
  const result = shippingTermsSchema.safeParse(body);
  if (result.success) return { ok: true, data: { shipping: result.data } };
  return placed(fieldErrors(result.error), SHIPPING_TERMS_FIELDS, SHIPPING_RENAME);
}

/** Errors (the schema's or the server's) on the form's fields; the first one it cannot place is the form's. */
export function placed<F extends string>(
  errors: readonly FieldError[],
  fields: readonly F[],
  rename: Partial<Record<string, F>>,
): { ok: false; errors: FieldErrors<F>; formError?: string } {
  const onFields = serverFieldErrors(errors, fields, rename);
  const rest = errors.find((error) => !fields.includes((rename[error.field] ?? error.field) as F));
  return { ok: false, errors: onFields, formError: rest?.message };
}

export const placeFiscalErrors = (errors: readonly FieldError[]) =>
  placed(errors, FISCAL_FIELDS, FISCAL_RENAME);
export const placeShippingErrors = (errors: readonly FieldError[]) =>
  placed(errors, SHIPPING_TERMS_FIELDS, SHIPPING_RENAME);
