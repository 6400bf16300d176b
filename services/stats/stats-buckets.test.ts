import { describe, expect, it } from 'vitest';
import { mergeShards } from './stats-buckets.js';

describe("a bucket's shards", () => {
  it('are added up into one item per bucket: counters summed, the labels of the first kept', () => {
    expect(
      mergeShards([
        { PK: 'STATS#SHOP', SK: 'DAY#2026-01-01', bucket: '2026-01-01', orders: 2, 'ost#pending': 2 },
        { PK: 'STATS#SHOP#3', SK: 'DAY#2026-01-01', bucket: '2026-01-01', orders: 1, 'ost#cancelled': 1 },
        { PK: 'STATS#SHOP#3', SK: 'DAY#2026-01-02', bucket: '2026-01-02', orders: 4 },
      ]),
    ).toEqual([
      {
        PK: 'STATS#SHOP',
        SK: 'DAY#2026-01-01',
        bucket: '2026-01-01',
        orders: 3,
        'ost#pending': 2,
        'ost#cancelled': 1,
      },
      { PK: 'STATS#SHOP#3', SK: 'DAY#2026-01-02', bucket: '2026-01-02', orders: 4 },
    ]);
  });
});
