import { describe, expect, it } from 'vitest';
import { PartitionTally } from './partition-tally.js';
import { changeKindsLine, partitionLines } from './report.js';

describe('bench:counters report', () => {
  it('prints units per order and the order rate at the partition limit', () => {
    const tally = new PartitionTally();
    for (let i = 0; i < 40; i += 1) tally.addWrite('STATS#SHOP', 1_000 + i, 4);
    tally.addWrite('GSI2 ORDERS#2026-11', 1_000, 2);
    tally.addRead('COUPON#X', 1_000, 1);
    const lines = partitionLines(tally.rows(), 10, 2);
    const stats = lines.find((text) => text.startsWith('STATS#SHOP'));
    // 160 WCU over 10 orders: 16 per order, 1,000 WCU/s at 63 orders/s; all 40 writes in one second.
    expect(stats).toMatch(/stats counters\s+40\s+160\s+16\.00\s+40\/160\s+0\s+63$/);
    expect(lines).toContain(
      '  stats counters     1 partitions,    160 WCU; hottest STATS#SHOP 16.00 WCU/order -> 1,000 WCU/s at 63 orders/s',
    );
    expect(lines.some((text) => text.includes('COUPON#X') && text.includes('at 30000 orders/s'))).toBe(true);
    // Only the top 2 in the table.
    expect(lines.filter((text) => /^(STATS|GSI2|COUPON)/.test(text))).toHaveLength(2);
  });

  it('counts item changes per order by key prefix', () => {
    const line = changeKindsLine(
      [
        { pk: 'ORDER#1', sk: 'ORDER', eventName: 'INSERT' },
        { pk: 'ORDER#1', sk: 'PO#a', eventName: 'INSERT' },
        { pk: 'STATS#SHOP', sk: 'TOTAL', eventName: 'MODIFY' },
        { pk: 'STATS#SHOP', sk: 'DAY#x', eventName: 'MODIFY' },
      ],
      2,
    );
    expect(line).toContain('STATS 0.00+1.00, ORDER 0.50+0.00, ORDER PO 0.50+0.00');
  });
});
