import { describe, expect, it } from 'vitest';
import {
  PRODUCER_ORDERS_PAGE_SIZE,
  parseProducerOrdersParams,
  producerOrdersApiQuery,
  producerOrdersSearch,
} from './producer-orders-query';

describe('producer order list state in the URL', () => {
  it.each([
    [
      'status=shipped&from=2026-05-31&to=2026-05-01&producer=farm-1&cursor=a&cursor=b',
      { status: 'shipped', from: '2026-05-01', to: '2026-05-31', producer: 'farm-1', cursors: ['a', 'b'] },
    ],
    [
      'status=completed&from=2026-02-30&producer=a%20b&cursor=',
      { status: '', from: '', to: '', producer: '', cursors: [] },
    ],
  ])('reads status, days, producer and cursors, ignoring what makes no sense: ?%s', (query, expected) => {
    expect(parseProducerOrdersParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes the state back and builds the API query of the page shown', () => {
    const state = {
      status: 'pending' as const,
      from: '2026-05-01',
      to: '',
      producer: '',
      cursors: ['t1', 't2'],
    };
    expect(producerOrdersSearch(state)).toBe('?status=pending&from=2026-05-01&cursor=t1&cursor=t2');
    expect(producerOrdersSearch({ ...state, status: '', from: '', cursors: [] })).toBe('');
    expect(producerOrdersApiQuery({ ...state, producer: 'farm-1' })).toEqual({
      limit: PRODUCER_ORDERS_PAGE_SIZE,
      status: 'pending',
      fromDate: '2026-05-01',
      toDate: undefined,
      producerId: 'farm-1',
      nextToken: 't2',
    });
  });
});
