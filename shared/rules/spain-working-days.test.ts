import { describe, expect, it } from 'vitest';
import { addDays, easterSunday, isNonWorkingDay, nextWorkingDay } from './spain-working-days.js';

describe("Spain's working days for a legal time limit", () => {
  it('knows Easter, hence Good Friday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isNonWorkingDay('2026-04-03')).toBe(true);
    expect(isNonWorkingDay('2026-04-06')).toBe(false);
  });

  it('skips weekends and national holidays, and nothing else', () => {
    expect(nextWorkingDay('2026-06-24')).toBe('2026-06-24');
    expect(nextWorkingDay('2026-06-27')).toBe('2026-06-29');
    expect(nextWorkingDay('2026-12-08')).toBe('2026-12-09');
    expect(nextWorkingDay('2027-03-26')).toBe('2027-03-29');
    expect(nextWorkingDay('2026-12-25')).toBe('2026-12-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
