import { describe, expect, it } from 'vitest';
import {
  lineRefusal,
  startOfSpainDay,
  withdrawableLines,
  withdrawalLastDay,
  withdrawalPeriodEnd,
  type RuleLine,
} from './withdrawal-rules.js';

const delivered = (id: string, at: string, withdrawal?: string): RuleLine => ({
  id,
  status: 'delivered',
  product: { name: id, ...(withdrawal ? { withdrawal } : {}) },
  history: [
    { status: 'pending', at: '2026-06-01T08:00:00.000Z' },
    { status: 'delivered', at },
  ],
});

describe('the withdrawal period (TRLGDCU art. 104)', () => {
  it('runs 14 whole days in Spain from the last delivery of the order', () => {
    // Delivered on 10 June at 23:30 in Spain (21:30 UTC): the last day is 24 June, until 23:59:59 in Spain.
    const lines = [delivered('a', '2026-06-05T10:00:00.000Z'), delivered('b', '2026-06-10T21:30:00.000Z')];
    expect(withdrawalLastDay(lines)).toBe('2026-06-24');
    expect(withdrawalPeriodEnd(lines)?.toISOString()).toBe('2026-06-24T22:00:00.000Z');
    expect(lineRefusal(lines[0]!, lines, new Date('2026-06-24T21:59:59.000Z'))).toBeNull();
    expect(lineRefusal(lines[0]!, lines, new Date('2026-06-24T22:00:00.000Z'))).toEqual({
      kind: 'expired',
      lastDay: '2026-06-24',
    });
  });

  it('ends at the end of the next working day when the 14th falls on a weekend or a national holiday', () => {
    // Delivered on Saturday 13 June: the 14th day is Saturday 27 June, so the period runs to Monday 29 June.
    const weekend = [delivered('a', '2026-06-13T09:00:00.000Z')];
    expect(withdrawalLastDay(weekend)).toBe('2026-06-29');
    expect(lineRefusal(weekend[0]!, weekend, new Date('2026-06-28T10:00:00.000Z'))).toBeNull();
    // Delivered on 24 November: the 14th day is 8 December (a national holiday): 9 December.
    expect(withdrawalLastDay([delivered('b', '2026-11-24T10:00:00.000Z')])).toBe('2026-12-09');
    // Good Friday 2027 (26 March), then the weekend: Monday 29 March.
    expect(withdrawalLastDay([delivered('c', '2027-03-12T10:00:00.000Z')])).toBe('2027-03-29');
  });

  it('has not started while a live line is on its way: every live line may be withdrawn from', () => {
    const lines = [
      delivered('a', '2026-01-05T10:00:00.000Z'),
      { id: 'b', status: 'shipped', product: {} },
      { id: 'c', status: 'cancelled', product: {} },
    ];
    expect(withdrawalPeriodEnd(lines)).toBeNull();
    expect(withdrawableLines(lines, new Date('2026-06-30T10:00:00.000Z')).map((line) => line.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('knows the start of a day in winter and in summer time', () => {
    expect(startOfSpainDay('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfSpainDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });
});

describe('which lines may be withdrawn from', () => {
  const now = new Date('2026-06-12T10:00:00.000Z');
  it('refuses exempt, cancelled and already withdrawn lines; a line without a recorded right keeps it', () => {
    const lines: RuleLine[] = [
      delivered('fresh', '2026-06-10T10:00:00.000Z', 'perishable'),
      { ...delivered('gone', '2026-06-10T10:00:00.000Z'), status: 'cancelled' },
      { ...delivered('done', '2026-06-10T10:00:00.000Z', 'allowed'), withdrawalId: 'w-1' },
      delivered('old', '2026-06-10T10:00:00.000Z'),
      delivered('jam', '2026-06-10T10:00:00.000Z', 'sealed'),
    ];
    expect(lines.map((line) => lineRefusal(line, lines, now))).toEqual([
      { kind: 'exempt', exemption: 'perishable' },
      { kind: 'cancelled' },
      { kind: 'withdrawn' },
      null,
      { kind: 'exempt', exemption: 'sealed' },
    ]);
  });
});
