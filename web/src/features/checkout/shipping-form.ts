/**
 * The checkout's shipping form: its fields, the values prefilled from the profile (and the session), and the
 * rules of the shared shippingInfoSchema (the contract's messages: 'Dirección es requerida', 'Formato de
 * teléfono inválido', ...). The consumer's checkout also needs an email, so a blank email is refused here with
 * 'El email es requerido'.
 */
import type { ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import type { SavedAddress, UserProfile } from '../../../../shared/contracts/profile/entities.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { shippingInfoSchema } from '../../../../shared/contracts/orders/schemas.js';
import { validateWith, type Validation } from '../../components/forms/use-form';

export const SHIPPING_FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'postalCode',
  'notes',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;

/** The server names nested fields `shippingInfo.<field>`. */
export const SERVER_FIELD_NAMES: Partial<Record<string, ShippingField>> = Object.fromEntries(
  SHIPPING_FIELDS.map((field) => [`shippingInfo.${field}`, field]),
);

export function emptyShipping(): ShippingValues {
  return { fullName: '', email: '', phone: '', address: '', city: '', state: '', postalCode: '', notes: '' };
}

/**
 * Prefill: the address the consumer saved (issue 23) when there is one, else the profile's data; the session's
 * name and email where the profile has none.
 */
export function prefillShipping(
  profile: Partial<UserProfile> | null | undefined,
  user: { fullName?: string; email?: string } | null | undefined,
): ShippingValues {
  const text = (value: unknown) => (typeof value === 'string' && value !== 'N/A' ? value.trim() : '');
  const saved = profile?.shippingAddress;
  const email = text(profile?.email) || text(user?.email);
  if (saved) {
    return {
      ...emptyShipping(),
      fullName: text(saved.fullName),
      email,
      phone: text(saved.phone),
      address: text(saved.address),
      city: text(saved.city),
      state: text(saved.state),
      postalCode: text(saved.postalCode),
    };
  }
  return {
    ...emptyShipping(),
    fullName: text(profile?.fullName) || text(user?.fullName),
    email,
    phone: text(profile?.phone),
    address: text(profile?.address),
    city: text(profile?.city),
  };
}

/** What is saved of a checkout's shipping information: the address, without the notes and the e-mail. */
export function savedAddressOf(shipping: ShippingInfo): SavedAddress {
  return {
    fullName: shipping.fullName,
    address: shipping.address,
    city: shipping.city,
    ...(shipping.state ? { state: shipping.state } : {}),
    postalCode: shipping.postalCode,
    ...(shipping.phone ? { phone: shipping.phone } : {}),
  };
}

/** The address as typed, for the review; null while a required part of it is blank. */
export function reviewAddress(values: ShippingValues): ShippingInfo | null {
  const typed = (field: ShippingField) => values[field].trim();
  if (!typed('fullName') || !typed('address') || !typed('city') || !typed('postalCode')) return null;
  return {
    fullName: typed('fullName'),
    address: typed('address'),
    city: typed('city'),
    postalCode: typed('postalCode'),
    ...(typed('state') ? { state: typed('state') } : {}),
    ...(typed('phone') ? { phone: typed('phone') } : {}),
    ...(typed('email') ? { email: typed('email') } : {}),
  };
}

/** Whether two saved addresses say the same (nothing to save again). */
export function sameAddress(a: SavedAddress | null | undefined, b: SavedAddress | null | undefined): boolean {
  if (!a || !b) return a === b;
  const keys = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone'] as const;
  return keys.every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());
}

export function validateShipping(values: ShippingValues): Validation<ShippingField, ShippingInfo> {
  const result = validateWith(shippingInfoSchema, values, SHIPPING_FIELDS);
  if (values.email.trim() !== '') return result;
  const errors = result.ok ? {} : result.errors;
  return { ok: false, errors: { ...errors, email: VALIDATION_MESSAGES.emailRequired } };
}
