import { describe, expect, it } from 'vitest';
import { lineStatusCountsOf } from './line-status-counts.js';
import { statusCountsOf, sumCounters } from './stats-report.js';

describe('line status counts', () => {
  it("are the report's status counts of the same items", () => {
    const items = [
      { SK: 'TOTAL', 'st#pending': 3, 'st#shipped': 1, 'st#awaiting_payment': 2, orders: 9, 'pu#p-1': 4 },
      { SK: 'TOTAL', 'st#pending': -1, 'st#cancelled': 2, 'st#delivered': 5 },
    ];
    expect(lineStatusCountsOf(items)).toEqual(statusCountsOf(sumCounters(items)));
    expect(lineStatusCountsOf(items)).toMatchObject({ pending: 2, awaiting_payment: 2, all: 12 });
    expect(lineStatusCountsOf([])).toEqual(statusCountsOf(sumCounters([])));
  });
});
