/**
 * Spain's calendar days that are not working days for a legal time limit: Saturdays, Sundays and the national
 * public holidays (the fixed ones and Good Friday, kept in every region). A period whose last day is one of
 * them ends at the end of the next working day (Reg. (EEC, Euratom) 1182/71 art. 3.4, which the consumer rights
 * directive applies to the withdrawal period; docs/legal.md, "The withdrawal function"). Regional and local
 * holidays are not known here: the shop's own figure never shortens a period.
 */

/** Days (MM-DD) that are national public holidays every year in Spain. */
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '05-01',
  '08-15',
  '10-12',
  '11-01',
  '12-06',
  '12-08',
  '12-25',
]);

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether `day` (YYYY-MM-DD) is a Saturday, a Sunday or a national public holiday in Spain. */
export function isNonWorkingDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  if (FIXED_HOLIDAYS.has(day.slice(5))) return true;
  return day === addDays(easterSunday(year), -2);
}

/** `day`, or the first working day after it when it is not one. */
export function nextWorkingDay(day: string): string {
  let current = day;
  while (isNonWorkingDay(current)) current = addDays(current, 1);
  return current;
}
