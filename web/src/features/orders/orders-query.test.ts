import { describe, expect, it } from 'vitest';
import { cleanDay, hasFilters, ordersApiQuery, ordersSearch, parseOrdersParams } from './orders-query';

describe('orders query', () => {
  it('reads status, range and cursors from the URL and writes them back', () => {
    const state = parseOrdersParams(
      new URLSearchParams('status=pending&from=2026-05-01&to=2026-05-31&cursor=a&cursor=b'),
    );
    expect(state).toEqual({ status: 'pending', from: '2026-05-01', to: '2026-05-31', cursors: ['a', 'b'] });
    expect(ordersSearch(state)).toBe('?status=pending&from=2026-05-01&to=2026-05-31&cursor=a&cursor=b');
    expect(ordersApiQuery(state)).toEqual({
      limit: 10,
      status: 'pending',
      fromDate: '2026-05-01',
      toDate: '2026-05-31',
      nextToken: 'b',
    });
  });

  it('ignores what makes no sense and swaps a reversed range', () => {
    expect(parseOrdersParams(new URLSearchParams('status=lost&from=2026-02-30&to=ayer'))).toEqual({
      status: '',
      from: '',
      to: '',
      cursors: [],
    });
    expect(parseOrdersParams(new URLSearchParams('from=2026-06-10&to=2026-06-01'))).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-10',
    });
    expect(cleanDay('2026-13-01')).toBe('');
    expect(ordersApiQuery(parseOrdersParams(new URLSearchParams()))).toEqual({
      limit: 10,
      status: undefined,
      fromDate: undefined,
      toDate: undefined,
      nextToken: undefined,
    });
  });

  it('knows when filters are on', () => {
    expect(hasFilters({ status: '', from: '', to: '' })).toBe(false);
    expect(hasFilters({ status: 'shipped', from: '', to: '' })).toBe(true);
  });
});
