import { describe, expect, it } from 'vitest';
import { payoutPeriod } from './payout-schedule.js';

describe('the payout schedule', () => {
  it('has no period when payouts are manual', () => {
    expect(payoutPeriod('manual', new Date('2026-11-26T10:00:00Z'))).toBeNull();
  });

  it("names the ISO week or the month of Spain's calendar day", () => {
    expect(payoutPeriod('weekly', new Date('2026-11-26T10:00:00Z'))).toBe('2026-W48');
    // Sunday 23:30 in Madrid is still the week before; Monday 00:30 in Madrid (23:30 UTC Sunday) the new one.
    expect(payoutPeriod('weekly', new Date('2026-11-29T22:30:00Z'))).toBe('2026-W48');
    expect(payoutPeriod('weekly', new Date('2026-11-29T23:30:00Z'))).toBe('2026-W49');
    expect(payoutPeriod('weekly', new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(payoutPeriod('monthly', new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(payoutPeriod('monthly', new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
  });
});
