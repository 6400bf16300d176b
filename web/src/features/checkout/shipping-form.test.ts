import { describe, expect, it } from 'vitest';
import { FILLED_SHIPPING } from './testing';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { emptyShipping, prefillShipping, validateShipping } from './shipping-form';

const valid = FILLED_SHIPPING;

describe('shipping form', () => {
  it('prefills from the profile, then the session', () => {
    expect(
      prefillShipping(
        { fullName: 'Ana', email: 'ana@x.es', phone: '600 000 000', address: 'Calle 1', city: 'Vigo' },
        { fullName: 'Otra', email: 'otra@x.es' },
      ),
    ).toEqual({
      ...emptyShipping(),
      fullName: 'Ana',
      email: 'ana@x.es',
      phone: '600 000 000',
      address: 'Calle 1',
      city: 'Vigo',
    });
    expect(prefillShipping(null, { fullName: 'Otra', email: 'N/A' })).toMatchObject({
      fullName: 'Otra',
      email: '',
    });
  });

  it('uses the contract messages of shippingInfoSchema', () => {
    const result = validateShipping({ ...emptyShipping(), email: 'x@y.es', phone: 'abc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      fullName: VALIDATION_MESSAGES.fullNameRequired,
      address: VALIDATION_MESSAGES.addressRequired,
      city: VALIDATION_MESSAGES.cityRequired,
      postalCode: VALIDATION_MESSAGES.postalCodeRequired,
      phone: VALIDATION_MESSAGES.phoneFormat,
    });
    const badEmail = validateShipping({ ...valid, email: 'no-es-un-email' });
    expect(badEmail.ok ? null : badEmail.errors.email).toBe(VALIDATION_MESSAGES.shippingEmailFormat);
  });

  it('needs an email at checkout', () => {
    const result = validateShipping({ ...valid, email: ' ' });
    expect(result.ok ? null : result.errors).toEqual({ email: VALIDATION_MESSAGES.emailRequired });
  });

  it('answers the trimmed data, optional blanks left out', () => {
    const result = validateShipping({ ...valid, fullName: '  Lucía Pérez ', phone: '', notes: '' });
    expect(result).toEqual({
      ok: true,
      data: {
        fullName: 'Lucía Pérez',
        email: 'lucia@example.com',
        address: 'Calle Mayor 1',
        city: 'Sevilla',
        postalCode: '41001',
      },
    });
  });
});

describe('the issue 23 address checks, before anything is sent', () => {
  const typed = {
    ...emptyShipping(),
    fullName: 'Ana Pérez',
    email: 'ana@x.es',
    address: 'Calle Mayor 1',
    city: 'Madrid',
  };

  it('refuses postcode 2801 and phone 12 on their fields', () => {
    const result = validateShipping({ ...typed, postalCode: '2801', phone: '12' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.phone).toBe('Formato de teléfono inválido');
    expect(result.errors.postalCode).toMatch(/código postal/i);
  });

  it('takes a Spanish postcode and a 9-digit phone, with or without +34', () => {
    expect(validateShipping({ ...typed, postalCode: '28013', phone: '600 123 456' }).ok).toBe(true);
    expect(validateShipping({ ...typed, postalCode: '28013', phone: '+34 600 123 456' }).ok).toBe(true);
    expect(validateShipping({ ...typed, postalCode: '28013', phone: '' }).ok).toBe(true);
  });
});
