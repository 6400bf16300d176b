/**
 * What the events function derives from order changes, in order. Each processor keeps its own data (stats
 * counters, notifications, ...) idempotently with applyOnce(`${change.eventId}#${name}`, ...).
 */
import { orderStatsProcessor } from './order-stats.js';
import type { ChangeProcessor } from './stream-handler.js';

export const PROCESSORS: readonly ChangeProcessor[] = [orderStatsProcessor];
