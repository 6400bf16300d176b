/**
 * What the events function derives from order and product changes, in order. Each processor keeps its own data (stats
 * counters, notifications, ...) idempotently with applyOnce(`${change.eventId}#${name}`, ...).
 */
import { orderStatsProcessor } from './order-stats.js';
import { searchIndexProcessor } from './search-index.js';
import type { BatchChangeProcessor, ChangeProcessor } from './stream-handler.js';

export const PROCESSORS: readonly ChangeProcessor[] = [orderStatsProcessor];

/** Processors that apply a whole batch together (after the per-record ones): the catalog's search index. */
export const BATCH_PROCESSORS: readonly BatchChangeProcessor[] = [searchIndexProcessor];
