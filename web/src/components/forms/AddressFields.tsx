/**
 * The postal part of a shipping address (street, city, province, postcode), typed the same way wherever an
 * address is asked for: the checkout and the profile's saved address. The name and the phone are the form's own.
 */
import { TextField } from './Fields';
import type { FormApi } from './use-form';

export type AddressField = 'address' | 'city' | 'state' | 'postalCode';

interface AddressFieldsProps<F extends string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<F | AddressField, any>;
  /** The postcode is checked when the buyer leaves it (the checkout). */
  onPostalCodeBlur?: () => void;
}

export function AddressFields<F extends string>({ form, onPostalCodeBlur }: AddressFieldsProps<F>) {
  return (
    <>
      <TextField form={form} name="address" label="Dirección" autoComplete="street-address" maxLength={200} />
      <TextField form={form} name="city" label="Ciudad" autoComplete="address-level2" maxLength={100} />
      <TextField
        form={form}
        name="state"
        label="Provincia"
        optional
        autoComplete="address-level1"
        maxLength={100}
      />
      <TextField
        form={form}
        name="postalCode"
        label="Código postal"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={20}
        hint="De España: 5 cifras, por ejemplo 41001."
        onBlur={onPostalCodeBlur}
      />
    </>
  );
}
