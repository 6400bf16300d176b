import { describe, expect, it } from 'vitest';
import { itemSize, numberSize, valueSize, writeUnits } from './item-size.js';

describe('DynamoDB item size', () => {
  it('counts names and string values in UTF-8 bytes', () => {
    expect(itemSize({ PK: { S: 'STATS#SHOP' }, SK: { S: 'DAY#2026-11-26' } })).toBe(2 + 10 + 2 + 14);
    expect(valueSize({ S: 'Dragón' })).toBe(7);
  });

  it('counts numbers by their significant digits', () => {
    expect(numberSize('0')).toBe(2);
    expect(numberSize('7')).toBe(2);
    expect(numberSize('12345')).toBe(4);
    expect(numberSize('-1200')).toBe(2);
    expect(numberSize('3.25')).toBe(3);
    expect(numberSize('1'.repeat(60))).toBe(21);
  });

  it('counts maps, lists, sets, booleans and the typeless empty map', () => {
    expect(valueSize({ BOOL: true })).toBe(1);
    expect(valueSize({ NULL: true })).toBe(1);
    expect(valueSize({ L: [{ S: 'ab' }, { N: '1' }] })).toBe(3 + (1 + 2) + (1 + 2));
    expect(valueSize({ M: { a: { S: 'xy' } } })).toBe(3 + 1 + 1 + 2);
    expect(valueSize({})).toBe(3);
    expect(valueSize({ SS: ['a', 'bc'] })).toBe(3);
    expect(itemSize(undefined)).toBe(0);
  });

  it('bills one write unit per started KB, at least one', () => {
    expect(writeUnits(0)).toBe(1);
    expect(writeUnits(1024)).toBe(1);
    expect(writeUnits(1025)).toBe(2);
    expect(writeUnits(10 * 1024 + 1)).toBe(11);
  });
});
