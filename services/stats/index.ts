/** The public face of the stats domain: other domains import only what this file exports. */
export { buildAnalytics, previousRange } from './analytics-report.js';
export { lineStatusCountsOf } from './line-status-counts.js';
export {
  COUNTERS,
  counterDeltas,
  counterUpdates,
  mergeContributions,
  orderStatusCounter,
  type Contribution,
} from './order-counters.js';
export { mergeShards, readBuckets, readFigures, readTotal, scopeOf } from './stats-buckets.js';
export {
  buildReport,
  idsToName,
  LEGACY_REVENUE,
  LEGACY_UNITS,
  periodRange,
  statusCountsOf,
  sumCounters,
} from './stats-report.js';
