/** A product's IVA rate in the create and update bodies (issue 21). */
import { describe, expect, it } from 'vitest';
import { validate } from '../validation.js';
import { PRICING_MESSAGES } from '../../messages/pricing.js';
import { productCreateSchema, productUpdateSchema } from './schemas.js';

const base = {
  name: 'Pitahaya roja',
  price: 4.5,
  imageTypes: [{ filename: 'a.jpg', contentType: 'image/jpeg', isThumb: true }],
};

describe('taxRate on product create', () => {
  it("defaults to 10 when absent (the original API's request shape)", () => {
    const result = validate(productCreateSchema, base);
    expect(result.ok && result.value.taxRate).toBe(10);
  });

  it.each([4, 10, 21])('accepts %i', (taxRate) => {
    const result = validate(productCreateSchema, { ...base, taxRate });
    expect(result.ok && result.value.taxRate).toBe(taxRate);
  });

  it.each([[7], ['10'], [null], [4.5], [0], [-10], ['']])(
    'refuses %j with the Spanish message on the field',
    (taxRate) => {
      const result = validate(productCreateSchema, { ...base, taxRate });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.failure.code).toBe('VALIDATION_ERROR');
      expect(result.failure.message).toBe(PRICING_MESSAGES.taxRateInvalid);
      expect(result.failure.errors).toContainEqual({
        field: 'taxRate',
        message: 'El IVA debe ser 4 %, 10 % o 21 %.',
      });
    },
  );
});

describe('taxRate on product update', () => {
  it('is optional and absent when not sent', () => {
    const result = validate(productUpdateSchema, { price: 3 });
    expect(result.ok && result.value.taxRate).toBeUndefined();
  });

  it('counts as something to update on its own', () => {
    const result = validate(productUpdateSchema, { taxRate: 4 });
    expect(result.ok && result.value.taxRate).toBe(4);
  });

  it.each([[7], ['21'], [null]])('refuses %j with the Spanish message', (taxRate) => {
    const result = validate(productUpdateSchema, { taxRate });
    expect(result.ok ? null : result.failure.message).toBe(PRICING_MESSAGES.taxRateInvalid);
  });
});
