import { describe, expect, it } from 'vitest';
import { FILLED_SHIPPING } from './testing';
import { PRICING_MESSAGES } from '../../../../shared/messages/pricing.js';
import { emptyBilling, validateBilling, validateCheckout } from './billing-form';

const SHIPPING = FILLED_SHIPPING;

describe('billing form', () => {
  it('sends the NIF normalised, the name, and the address only when given', () => {
    expect(
      validateBilling({ billingNif: '12345678-z', billingName: ' Lucía Pérez ', billingAddress: ' ' }),
    ).toEqual({
      ok: true,
      data: { nif: '12345678Z', name: 'Lucía Pérez' },
    });
    expect(
      validateBilling({
        billingNif: 'B12345674',
        billingName: 'Frutas SL',
        billingAddress: 'Calle Sol 2, Murcia',
      }),
    ).toEqual({ ok: true, data: { nif: 'B12345674', name: 'Frutas SL', address: 'Calle Sol 2, Murcia' } });
  });

  it('refuses a wrong control letter and a missing name with the shared messages', () => {
    const result = validateBilling({ ...emptyBilling(), billingNif: '12345678A' });
    expect(result).toEqual({
      ok: false,
      errors: {
        billingNif: PRICING_MESSAGES.billingNifInvalid,
        billingName: PRICING_MESSAGES.billingNameRequired,
      },
      formError: undefined,
    });
  });

  it('checks the billing details only when a complete invoice is asked for', () => {
    const values = { ...SHIPPING, ...emptyBilling() };
    expect(validateCheckout(values, false)).toMatchObject({
      ok: true,
      data: { shippingInfo: { postalCode: '41001' } },
    });
    expect(validateCheckout(values, false)).not.toHaveProperty('data.billing');
    const asked = validateCheckout(values, true);
    expect(asked.ok).toBe(false);
    expect(!asked.ok && asked.errors.billingNif).toBe(PRICING_MESSAGES.billingNifInvalid);
    const both = validateCheckout(
      { ...values, postalCode: '60001', billingNif: '12345678Z', billingName: 'Lucía' },
      true,
    );
    expect(!both.ok && both.errors).toEqual({ postalCode: PRICING_MESSAGES.postalCodeInvalid });
  });
});
