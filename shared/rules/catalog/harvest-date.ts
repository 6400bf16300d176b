/**
 * The harvest date's rule (shared/constants/product-attributes.ts): a real calendar date, not after today in
 * Spain (the peninsula's date: Canarias is an hour behind) and not before the same day HARVEST_MAX_AGE_YEARS
 * years ago. Written with the shop's clock (shared/utils/madrid-time.ts), without Intl.
 */
import { HARVEST_MAX_AGE_YEARS } from '../../constants/product-attributes.js';
import { isCalendarDate, madridToday } from '../../utils/madrid-time.js';

export type HarvestDateProblem = 'format' | 'future' | 'tooOld';

/** What is wrong with a harvest date, or null when it is fine (ISO dates compare as text). */
export function harvestDateProblem(value: string, now: Date = new Date()): HarvestDateProblem | null {
  if (!isCalendarDate(value)) return 'format';
  const today = madridToday(now);
  if (value > today) return 'future';
  // ISO dates compare as text ('2023-02-29' sorts right where that day would be).
  const oldest = `${Number(today.slice(0, 4)) - HARVEST_MAX_AGE_YEARS}${today.slice(4)}`;
  if (value < oldest) return 'tooOld';
  return null;
}
