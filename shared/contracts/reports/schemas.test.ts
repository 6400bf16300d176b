import { describe, expect, it } from 'vitest';
import { ORDER_SEARCH_MESSAGES } from '../../messages/order-search.js';
import { ORDER_VALIDATION, TEXT_VALIDATION } from '../../messages/validation.js';
import { validate } from '../validation.js';
import { orderCountQuery } from './schemas.js';

const messageOf = (query: unknown) => {
  const result = validate(orderCountQuery, query);
  return result.ok ? null : result.failure.message;
};

describe("GET /v1/orders/count's days", () => {
  it('takes whole calendar days, either or both', () => {
    expect(validate(orderCountQuery, { fromDate: '2026-02-28', toDate: '2026-03-01' })).toEqual({
      ok: true,
      value: { fromDate: '2026-02-28', toDate: '2026-03-01' },
    });
    expect(validate(orderCountQuery, { toDate: '2024-02-29' }).ok).toBe(true);
    expect(validate(orderCountQuery, {}).ok).toBe(true);
  });

  it('refuses anything else in Spanish, without throwing (a garbage day used to reach toISOString)', () => {
    for (const bad of [
      '',
      'ayer',
      '2026-04-31',
      '2025-02-29',
      '2026-13-01',
      '2026-06-01T00:00:00Z',
      '9'.repeat(5000),
    ])
      expect(messageOf({ fromDate: bad }), bad).toBe(ORDER_SEARCH_MESSAGES.dayInvalid);
    expect(messageOf({ toDate: 20260601 })).toBe(ORDER_SEARCH_MESSAGES.dayInvalid);
    expect(messageOf({ fromDate: '2026-06\u0000-01' })).toBe(TEXT_VALIDATION.forbiddenCharacters);
  });

  it('refuses a range that ends before it starts', () => {
    expect(messageOf({ fromDate: '2026-06-02', toDate: '2026-06-01' })).toBe(
      ORDER_VALIDATION.dateRangeInvalid,
    );
  });
});
