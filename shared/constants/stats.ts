/** The order stats: periods and top lists. */

/** Periods of the order stats (default 30d): days for 7d/30d/90d, months for 12m. */
export const STATS_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_DEFAULT_PERIOD: StatsPeriod = '30d';
/** Products (and, shop-wide, producers) in a stats answer's top lists. */
export const STATS_TOP_COUNT = 5;
