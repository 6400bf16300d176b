import { describe, expect, it } from 'vitest';
import { addedUp, mergeShards } from './stats-buckets.js';

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

describe("a scope's running total", () => {
  it('is every month bucket added up: counters summed, labels dropped; null before any order', () => {
    expect(
      addedUp([
        { PK: 'STATS#PRODUCER#f', SK: 'MONTH#2026-01', revenueCents: 500, 'st#pending': 2 },
        { PK: 'STATS#PRODUCER#f', SK: 'MONTH#2026-02', revenueCents: 250, 'st#shipped': 1, 'st#pending': -1 },
      ]),
    ).toEqual({ revenueCents: 750, 'st#pending': 1, 'st#shipped': 1 });
    expect(addedUp([])).toBeNull();
  });
});
