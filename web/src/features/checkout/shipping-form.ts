/**
 * The checkout's shipping form: its fields, the values prefilled from the profile (and the session), and the
 * rules of the shared shippingInfoSchema (the contract's messages: 'Dirección es requerida', 'Formato de
 * teléfono inválido', ...). The consumer's checkout also needs an email, so a blank email is refused here with
 * 'El email es requerido'.
 */
import type { ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import type { UserProfile } from '../../../../shared/contracts/profile/entities.js';
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

/** Prefill: the profile's data, the session's name and email where the profile has none. */
export function prefillShipping(
  profile: Partial<UserProfile> | null | undefined,
  user: { fullName?: string; email?: string } | null | undefined,
): ShippingValues {
  const text = (value: unknown) => (typeof value === 'string' && value !== 'N/A' ? value.trim() : '');
  return {
    ...emptyShipping(),
    fullName: text(profile?.fullName) || text(user?.fullName),
    email: text(profile?.email) || text(user?.email),
    phone: text(profile?.phone),
    address: text(profile?.address),
    city: text(profile?.city),
  };
}

export function validateShipping(values: ShippingValues): Validation<ShippingField, ShippingInfo> {
  const result = validateWith(shippingInfoSchema, values, SHIPPING_FIELDS);
  if (values.email.trim() !== '') return result;
  const errors = result.ok ? {} : result.errors;
  return { ok: false, errors: { ...errors, email: VALIDATION_MESSAGES.emailRequired } };
}
