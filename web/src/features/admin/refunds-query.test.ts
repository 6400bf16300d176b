import { describe, expect, it } from 'vitest';
import { OPEN_REFUNDS, parseRefundFilters, refundFiltersToParams, refundsListQuery } from './refunds-query';

describe("the refunds screen's filters", () => {
  it('reads the address, keeping only what the call takes', () => {
    expect(
      parseRefundFilters(
        new URLSearchParams('status=all&method=card&reason=returned&from=2026-05-31&to=2026-05-01'),
      ),
    ).toEqual({ status: 'all', method: 'card', reason: 'returned', from: '2026-05-01', to: '2026-05-31' });
    expect(parseRefundFilters(new URLSearchParams('status=bogus&method=cash&from=mayo'))).toEqual(
      OPEN_REFUNDS,
    );
  });

  it('writes the address without the defaults, and the call with them', () => {
    expect(refundFiltersToParams(OPEN_REFUNDS).toString()).toBe('');
    expect(
      refundFiltersToParams({ ...OPEN_REFUNDS, status: 'owed', method: 'bank_transfer' }).toString(),
    ).toBe('status=owed&method=bank_transfer');
    expect(refundsListQuery(OPEN_REFUNDS)).toEqual({ status: 'open', limit: 50 });
    expect(refundsListQuery({ ...OPEN_REFUNDS, status: 'all', from: '2026-05-01' }, 'tok', 100)).toEqual({
      status: 'all',
      from: '2026-05-01',
      limit: 100,
      nextToken: 'tok',
    });
  });
});
