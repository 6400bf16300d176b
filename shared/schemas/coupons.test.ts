import { describe, expect, it } from 'vitest';
import { COUPON_ADMIN_MESSAGES as M } from '../messages.js';
import { couponCodeParams, couponCreateSchema } from './coupons.js';

const base = { code: ' verano26 ', type: 'percent', value: 10 };
const messages = (input: unknown): string[] => {
  const result = couponCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('coupon admin schemas (zod/mini)', () => {
  it('trims and upper-cases the code and turns a date into a date-time', () => {
    const parsed = couponCreateSchema.parse({ ...base, validFrom: '2026-12-01', validUntil: '2026-12-31' });
    expect(parsed).toMatchObject({ code: 'VERANO26', validFrom: '2026-12-01T00:00:00.000Z' });
    expect(couponCodeParams.parse({ code: 'abc-1' })).toEqual({ code: 'ABC-1' });
  });

  it('answers each wrong field with its Spanish message', () => {
    expect(messages({ ...base, code: '  ' })).toEqual([M.codeRequired]);
    expect(messages({ ...base, code: 'a b' })).toContain(M.codeFormat);
    expect(messages({ ...base, value: 0 })).toEqual([M.valuePositive]);
    expect(messages({ ...base, type: 'fixed', value: 1.234 })).toEqual([M.valueDecimals]);
    expect(messages({ ...base, value: 150 })).toEqual([M.percentMax]);
    expect(messages({ ...base, maxUses: 1.5 })).toEqual([M.maxUsesInvalid]);
    expect(new Set(messages({ ...base, validFrom: 'mañana' }))).toEqual(new Set([M.dateInvalid]));
    expect(messages({ ...base, validFrom: '2026-12-31', validUntil: '2026-12-01' })).toEqual([M.datesOrder]);
  });
});
