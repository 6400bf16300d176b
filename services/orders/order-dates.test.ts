import { describe, expect, it } from 'vitest';
import { dateBounds, monthsBefore, previousMonth, sortKeyCondition } from './order-dates.js';

describe('order list dates', () => {
  it('makes whole days inclusive and normalises date-times to UTC', () => {
    expect(dateBounds('2026-06-01', '2026-06-01')).toEqual({
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-06-01T23:59:59.999Z#\uffff',
    });
    expect(dateBounds('2026-06-01T10:00:00+02:00')).toEqual({ from: '2026-06-01T08:00:00.000Z' });
    expect(dateBounds()).toEqual({});
  });

  it('turns the bounds into a key condition', () => {
    expect(sortKeyCondition('GSI1SK', { from: 'a', to: 'b' })).toEqual({
      expression: ' AND GSI1SK BETWEEN :from AND :to',
      values: { ':from': 'a', ':to': 'b' },
    });
    expect(sortKeyCondition('GSI1SK', { to: 'b' }).expression).toBe(' AND GSI1SK <= :to');
    expect(sortKeyCondition('GSI1SK', {}).expression).toBe('');
  });

  it('walks months backwards across years', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(monthsBefore('2026-03', 24)).toBe('2024-03');
  });
});
