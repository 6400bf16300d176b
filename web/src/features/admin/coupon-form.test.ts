import { describe, expect, it } from 'vitest';
import { COUPON_ADMIN_MESSAGES as M } from '../../../../shared/messages/coupon-admin.js';
import {
  COUPON_NUMBER_FORMAT,
  couponRequest,
  couponValidity,
  EMPTY_COUPON_FORM,
  nextDay,
  readAmount,
  type CouponField,
  type CouponFormValues,
} from './coupon-form';

describe('coupon form', () => {
  it.each<[string, Partial<CouponFormValues>, Partial<Record<CouponField, string>>]>([
    ['a bad code and no value', { code: 'a!', value: '' }, { code: M.codeFormat, value: M.valueRequired }],
    ['a percentage over 100', { code: 'VERANO', value: '150' }, { value: M.percentMax }],
    ['zero uses', { code: 'VERANO', value: '10', maxUses: '0' }, { maxUses: M.maxUsesInvalid }],
    [
      'an end before the start',
      { code: 'VERANO', value: '10', validFrom: '2026-07-01', validUntil: '2026-06-01' },
      { validUntil: M.datesOrder },
    ],
    ['a value that is no amount', { code: 'VERANO', value: '4,5x' }, { value: COUPON_NUMBER_FORMAT }],
  ])("refuses %s with the shared schema's Spanish messages before sending", (_case, fields, errors) => {
    expect(couponRequest({ ...EMPTY_COUPON_FORM, ...fields })).toMatchObject({ ok: false, errors });
  });

  it('builds the body: amounts with a comma, the last day included, optional fields left out', () => {
    expect(
      couponRequest({
        ...EMPTY_COUPON_FORM,
        code: 'fiesta-26',
        type: 'fixed',
        value: '4,50',
        minTotal: '20',
        validUntil: '2026-06-30',
        maxUses: '100',
        oncePerCustomer: 'true',
      }),
    ).toEqual({
      ok: true,
      body: {
        code: 'fiesta-26',
        type: 'fixed',
        value: 4.5,
        minTotal: 20,
        validUntil: '2026-07-01',
        maxUses: 100,
        oncePerCustomer: true,
      },
    });
  });

  it('reads amounts and days', () => {
    expect(readAmount(' 12,5 € ')).toEqual({ ok: true, value: 12.5 });
    expect(readAmount('')).toEqual({ ok: true, value: undefined });
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(couponValidity({})).toBe('Siempre');
  });
});
