/** The public face of the stats domain: other domains import only what this file exports. */
export { buildAnalytics, previousRange } from './analytics-report.js';
export { COUNTERS, counterDeltas, counterUpdates, orderStatusCounter } from './order-counters.js';
export { readBuckets, scopeOf } from './stats-buckets.js';
export { buildReport, idsToName, periodRange, statusCountsOf, sumCounters } from './stats-report.js';
