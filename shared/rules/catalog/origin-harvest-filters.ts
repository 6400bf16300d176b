/**
 * The catalog's origin and harvest filters (issue 23, docs/search.md "Origin and harvest filters"). No zod
 * here: the catalog chunk imports the labels and the origin key.
 *
 * Origin: the producer's free text («Níjar, Almería», «La Palma»). Spellings that differ only in case,
 * accents, spaces or punctuation are one place: their key (`originKeyOf`) is the text folded by the project's
 * normalizeText (accents and case) with every run of other characters than letters and digits made one space
 * («Níjar, Almería», «nijar almeria», «Níjar (Almería)» are all `nijar almeria`). Products store that key
 * (`originKey`, product items and search entries) and the filter compares it; the catalog names each key by
 * its most common spelling.
 *
 * Harvest: fixed windows back from today's date in Spain (peninsula): a product harvested at most N days ago,
 * that is on a date from `harvestWindowStart(window)` to today. Products without a harvest date are in none.
 */
import { normalizeText } from '../../utils/text.js';
import { addDays, madridToday } from '../../utils/madrid-time.js';

/** The key an origin is grouped and filtered by: '' when it holds no letter or digit. */
export function originKeyOf(origin: string): string {
  return normalizeText(origin)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const HARVEST_WINDOWS = ['7d', '30d', '90d'] as const;
export type HarvestWindow = (typeof HARVEST_WINDOWS)[number];

/** How many days back each window reaches (a harvest that many days ago is still in). */
export const HARVEST_WINDOW_DAYS: Record<HarvestWindow, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The catalog's labels, under the filter «Cosecha». */
export const HARVEST_WINDOW_LABELS: Record<HarvestWindow, string> = {
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  '90d': 'Últimos 90 días',
};

export const isHarvestWindow = (value: unknown): value is HarvestWindow =>
  typeof value === 'string' && (HARVEST_WINDOWS as readonly string[]).includes(value);

/** The first harvest date (YYYY-MM-DD) a window takes, from today's date in Spain. */
export function harvestWindowStart(window: HarvestWindow, now: Date = new Date()): string {
  return addDays(madridToday(now), -HARVEST_WINDOW_DAYS[window]);
}
