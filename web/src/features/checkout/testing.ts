/** Test values of the checkout's forms (the unit tests of shipping-form.ts and billing-form.ts). */
import { emptyShipping, type ShippingValues } from './shipping-form';

/** A shipping form filled in as a buyer would: every required field, nothing optional. */
export const FILLED_SHIPPING: ShippingValues = {
  ...emptyShipping(),
  fullName: 'Lucía Pérez',
  email: 'lucia@example.com',
  address: 'Calle Mayor 1',
  city: 'Sevilla',
  postalCode: '41001',
};
