/**
 * The profile's "Dirección de envío" form (issue 23): its fields, the values of a saved address, and the shared
 * savedAddressSchema (the checkout's rules and messages: 'Código postal es requerido', 'Formato de teléfono
 * inválido', the 5-digit Spanish postal code...). The server names nested fields `shippingAddress.<field>`.
 */
import { savedAddressSchema } from '../../../../shared/contracts/profile/schemas.js';
import type { SavedAddress } from '../../../../shared/contracts/profile/entities.js';
import { validateWith, type Validation } from '../../components/forms/use-form';

export const SAVED_ADDRESS_FIELDS = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone'] as const;
export type SavedAddressField = (typeof SAVED_ADDRESS_FIELDS)[number];
export type SavedAddressValues = Record<SavedAddressField, string>;

/** `shippingAddress.city` (the server's name) -> `city`. */
export const SAVED_ADDRESS_SERVER_FIELDS: Partial<Record<string, SavedAddressField>> = Object.fromEntries(
  SAVED_ADDRESS_FIELDS.map((field) => [`shippingAddress.${field}`, field]),
);

/** The form's values: the saved address, or the account's name (and its city) for a first one. */
export function savedAddressValues(
  saved: SavedAddress | null | undefined,
  fallback: { fullName?: string; city?: string } = {},
): SavedAddressValues {
  return {
    fullName: saved?.fullName ?? fallback.fullName ?? '',
    address: saved?.address ?? '',
    city: saved?.city ?? fallback.city ?? '',
    state: saved?.state ?? '',
    postalCode: saved?.postalCode ?? '',
    phone: saved?.phone ?? '',
  };
}

export const validateSavedAddress = (
  values: SavedAddressValues,
): Validation<SavedAddressField, SavedAddress> =>
  validateWith(savedAddressSchema, values, SAVED_ADDRESS_FIELDS);
