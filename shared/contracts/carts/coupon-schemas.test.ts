import { describe, expect, it } from 'vitest';
import { COUPON_ADMIN_MESSAGES as M } from '../../messages/coupon-admin.js';
import { GENERIC_MESSAGES } from '../../messages/generic.js';
import { VALIDATION_MESSAGES } from '../../messages/validation.js';
import { validate } from '../validation.js';
import {
  couponCodeParams,
  couponCreateSchema,
  couponListQuery,
  couponUpdateSchema,
} from './coupon-schemas.js';

const VALID = { code: 'otono26', type: 'percent', value: 15 };

/** The Spanish messages of a refused input, field by field. */
function refusals(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`Accepted: ${JSON.stringify(input)}`);
  return result.failure.errors.map((error) => [error.field, error.message]);
}

describe('coupon creation (admins)', () => {
  it('accepts a coupon and normalises its code and dates', () => {
    const result = validate(couponCreateSchema, {
      ...VALID,
      code: '  otono26 ',
      description: ' Otoño ',
      minTotal: 20,
      validFrom: '2026-09-01',
      validUntil: '2026-10-01T00:00:00Z',
      maxUses: 100,
      oncePerCustomer: true,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        code: 'OTONO26',
        type: 'percent',
        value: 15,
        description: 'Otoño',
        minTotal: 20,
        validFrom: '2026-09-01T00:00:00.000Z',
        validUntil: '2026-10-01T00:00:00.000Z',
        maxUses: 100,
        oncePerCustomer: true,
      },
    });
    expect(validate(couponCreateSchema, { code: 'FIJO-5', type: 'fixed', value: 5.5 }).ok).toBe(true);
  });

  it('refuses a missing or malformed code', () => {
    expect(refusals(couponCreateSchema, { ...VALID, code: ' ' })).toEqual([['code', M.codeRequired]]);
    expect(refusals(couponCreateSchema, { ...VALID, code: undefined })).toEqual([['code', M.codeRequired]]);
    expect(refusals(couponCreateSchema, { ...VALID, code: 'ab' })).toEqual([['code', M.codeFormat]]);
    expect(refusals(couponCreateSchema, { ...VALID, code: 'con espacio' })).toEqual([['code', M.codeFormat]]);
    expect(refusals(couponCreateSchema, { ...VALID, code: 'X'.repeat(41) })).toEqual([
      ['code', M.codeFormat],
    ]);
    expect(refusals(couponCreateSchema, { ...VALID, code: 'OTOÑO' })).toEqual([['code', M.codeFormat]]);
  });

  it('refuses a bad type and value', () => {
    expect(refusals(couponCreateSchema, { ...VALID, type: 'gift' })).toEqual([['type', M.typeInvalid]]);
    expect(refusals(couponCreateSchema, { ...VALID, value: undefined })).toEqual([
      ['value', M.valueRequired],
    ]);
    expect(refusals(couponCreateSchema, { ...VALID, value: '10' })).toEqual([['value', M.valueRequired]]);
    expect(refusals(couponCreateSchema, { ...VALID, value: 0 })).toEqual([['value', M.valuePositive]]);
    expect(refusals(couponCreateSchema, { ...VALID, value: 101 })).toEqual([['value', M.percentMax]]);
    expect(refusals(couponCreateSchema, { ...VALID, type: 'fixed', value: 100_000 })).toEqual([
      ['value', M.fixedMax],
    ]);
    expect(refusals(couponCreateSchema, { ...VALID, value: 1.005 })).toEqual([['value', M.valueDecimals]]);
  });

  it('refuses bad optional fields with their own messages', () => {
    expect(refusals(couponCreateSchema, { ...VALID, minTotal: -1 })).toEqual([
      ['minTotal', M.minTotalInvalid],
    ]);
    expect(refusals(couponCreateSchema, { ...VALID, description: 'x'.repeat(201) })).toEqual([
      ['description', M.descriptionTooLong],
    ]);
    expect(refusals(couponCreateSchema, { ...VALID, validFrom: '2026-13-45' })).toEqual([
      ['validFrom', M.dateInvalid],
    ]);
    expect(refusals(couponCreateSchema, { ...VALID, validUntil: 'mañana' })).toEqual([
      ['validUntil', M.dateInvalid],
    ]);
    expect(
      refusals(couponCreateSchema, { ...VALID, validFrom: '2026-10-01', validUntil: '2026-09-01' }),
    ).toEqual([['validUntil', M.datesOrder]]);
    expect(refusals(couponCreateSchema, { ...VALID, maxUses: 0 })).toEqual([['maxUses', M.maxUsesInvalid]]);
    expect(refusals(couponCreateSchema, { ...VALID, maxUses: 1.5 })).toEqual([['maxUses', M.maxUsesInvalid]]);
    expect(refusals(couponCreateSchema, { ...VALID, maxUses: 1_000_001 })).toEqual([
      ['maxUses', M.maxUsesInvalid],
    ]);
    expect(refusals(couponCreateSchema, { ...VALID, oncePerCustomer: 'sí' })).toEqual([
      ['oncePerCustomer', M.oncePerCustomerInvalid],
    ]);
  });
});

describe('coupon activation, code and list', () => {
  it('takes a boolean isActive only', () => {
    expect(validate(couponUpdateSchema, { isActive: false })).toEqual({
      ok: true,
      value: { isActive: false },
    });
    expect(refusals(couponUpdateSchema, { isActive: 'false' })).toEqual([['isActive', M.isActiveInvalid]]);
    expect(refusals(couponUpdateSchema, {})).toEqual([['isActive', M.isActiveInvalid]]);
  });

  it('reads the code of the path upper-cased and refuses what no code can be', () => {
    expect(validate(couponCodeParams, { code: 'fresca5' })).toEqual({ ok: true, value: { code: 'FRESCA5' } });
    expect(refusals(couponCodeParams, { code: 'a b' })).toEqual([['code', M.codeFormat]]);
  });

  it('pages the list with limit and nextToken', () => {
    expect(validate(couponListQuery, {})).toEqual({ ok: true, value: { limit: 20 } });
    expect(refusals(couponListQuery, { limit: '0' })).toEqual([['limit', VALIDATION_MESSAGES.limitRange]]);
    expect(refusals(couponListQuery, { nextToken: 'no válido' })).toEqual([
      ['nextToken', GENERIC_MESSAGES.invalidPageToken],
    ]);
  });
});

const miniBase = { code: ' verano26 ', type: 'percent', value: 10 };
const miniMessages = (input: unknown): string[] => {
  const result = couponCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('coupon admin schemas (zod/mini)', () => {
  it('trims and upper-cases the code and turns a date into a date-time', () => {
    const parsed = couponCreateSchema.parse({
      ...miniBase,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
    });
    expect(parsed).toMatchObject({ code: 'VERANO26', validFrom: '2026-12-01T00:00:00.000Z' });
    expect(couponCodeParams.parse({ code: 'abc-1' })).toEqual({ code: 'ABC-1' });
  });

  it('answers each wrong field with its Spanish message', () => {
    expect(miniMessages({ ...miniBase, code: '  ' })).toEqual([M.codeRequired]);
    expect(miniMessages({ ...miniBase, code: 'a b' })).toContain(M.codeFormat);
    expect(miniMessages({ ...miniBase, value: 0 })).toEqual([M.valuePositive]);
    expect(miniMessages({ ...miniBase, type: 'fixed', value: 1.234 })).toEqual([M.valueDecimals]);
    expect(miniMessages({ ...miniBase, value: 150 })).toEqual([M.percentMax]);
    expect(miniMessages({ ...miniBase, maxUses: 1.5 })).toEqual([M.maxUsesInvalid]);
    expect(new Set(miniMessages({ ...miniBase, validFrom: 'mañana' }))).toEqual(new Set([M.dateInvalid]));
    expect(miniMessages({ ...miniBase, validFrom: '2026-12-31', validUntil: '2026-12-01' })).toEqual([
      M.datesOrder,
    ]);
  });
});
