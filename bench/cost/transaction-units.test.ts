import { describe, expect, it } from 'vitest';
import { transactionWriteUnits } from './transaction-units.js';

const item = (pk: string, bytes: number, index?: string) => ({
  PK: { S: pk },
  SK: { S: 'X' },
  ...(index ? { GSI1PK: { S: index }, GSI1SK: { S: 's' } } : {}),
  body: { S: 'x'.repeat(bytes) },
});

describe('transactionWriteUnits', () => {
  it('bills every item of a transaction twice per started KB, items of one size each counted', () => {
    // DynamoDB Local answers 2 units for four puts of 0.5 KB; AWS bills 8.
    const puts = ['a', 'b', 'c', 'd'].map((pk) => ({ after: item(pk, 500) }));
    expect(transactionWriteUnits(puts)).toBe(8);
    expect(transactionWriteUnits([{ after: item('a', 1500) }, { after: item('b', 2500) }])).toBe(10);
  });

  it('adds each index entry at the standard rate, and prices an update by its larger image', () => {
    expect(transactionWriteUnits([{ before: item('a', 500, 'g'), after: item('a', 1500, 'g') }])).toBe(4 + 2);
    // A moved index key: the old entry removed, the new one put.
    expect(transactionWriteUnits([{ before: item('a', 500, 'g'), after: item('a', 500, 'h') }])).toBe(2 + 2);
    expect(transactionWriteUnits([{ before: item('a', 500, 'g') }])).toBe(2 + 1);
  });

  it('bills a condition check as a transactional write of the item it reads, with no index write', () => {
    expect(transactionWriteUnits([{ before: item('a', 1500, 'g'), conditionOnly: true }])).toBe(4);
    expect(transactionWriteUnits([{ conditionOnly: true }])).toBe(2);
  });
});
