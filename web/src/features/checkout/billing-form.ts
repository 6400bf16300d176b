/**
 * "Quiero factura completa": the buyer's NIF/NIE/CIF, name or razón social and an optional fiscal address,
 * checked with the shared billingSchema (isValidTaxId and the pricing messages, the server's own rule) before
 * the order is sent; the server's field errors (`billing.nif`, ...) land on the same fields.
 */
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { OrdersEndpoints } from '../../../../shared/contracts/orders/contract.js';
import { billingSchema } from '../../../../shared/contracts/orders/checkout-pricing-schemas.js';
import type { ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import { validateWith, type Validation } from '../../components/forms/use-form';
import { SHIPPING_FIELDS, validateShipping, type ShippingField, type ShippingValues } from './shipping-form';

export const BILLING_FIELDS = ['billingNif', 'billingName', 'billingAddress'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingValues = Record<BillingField, string>;
export type BillingRequest = NonNullable<
  NonNullable<ClientInput<OrdersEndpoints['checkout']>['body']>['billing']
>;

/** The schema's and the server's names -> the form's fields. */
export const BILLING_SERVER_FIELDS: Partial<Record<string, BillingField>> = {
  nif: 'billingNif',
  name: 'billingName',
  address: 'billingAddress',
  billing: 'billingNif',
  'billing.nif': 'billingNif',
  'billing.name': 'billingName',
  'billing.address': 'billingAddress',
};

export const emptyBilling = (): BillingValues => ({ billingNif: '', billingName: '', billingAddress: '' });

/** The billing details to send (the address only when given), or the fields' errors. */
export function validateBilling(values: BillingValues): Validation<BillingField, BillingRequest> {
  const address = values.billingAddress.trim();
  const input = {
    nif: values.billingNif,
    name: values.billingName,
    ...(address ? { address } : {}),
  };
  const result = validateWith(billingSchema, input, BILLING_FIELDS, BILLING_SERVER_FIELDS);
  if (!result.ok) return result;
  const { nif, name } = result.data;
  return { ok: true, data: { nif, name, ...(result.data.address ? { address: result.data.address } : {}) } };
}

/** The checkout form's fields: the shipping information, then the billing details. */
export const CHECKOUT_FIELDS = [...SHIPPING_FIELDS, ...BILLING_FIELDS] as const;
export type CheckoutField = ShippingField | BillingField;
export type CheckoutValues = ShippingValues & BillingValues;

/** The server names nested fields `shippingInfo.<field>` and `billing.<field>`. */
export const CHECKOUT_SERVER_FIELDS: Partial<Record<string, CheckoutField>> = {
  ...Object.fromEntries(SHIPPING_FIELDS.map((field) => [`shippingInfo.${field}`, field])),
  billing: 'billingNif',
  'billing.nif': 'billingNif',
  'billing.name': 'billingName',
  'billing.address': 'billingAddress',
};

/** The shipping information, and the billing details when the buyer wants a complete invoice. */
export function validateCheckout(
  values: CheckoutValues,
  wantsInvoice: boolean,
): Validation<CheckoutField, { shippingInfo: ShippingInfo; billing?: BillingRequest }> {
  const shipping = validateShipping(values);
  const billing = wantsInvoice ? validateBilling(values) : null;
  if (shipping.ok && (!billing || billing.ok)) {
    return {
      ok: true,
      data: { shippingInfo: shipping.data, ...(billing?.ok ? { billing: billing.data } : {}) },
    };
  }
  return {
    ok: false,
    errors: { ...(shipping.ok ? {} : shipping.errors), ...(billing && !billing.ok ? billing.errors : {}) },
    formError:
      (shipping.ok ? undefined : shipping.formError) ??
      (billing && !billing.ok ? billing.formError : undefined),
  };
}
