/**
 * What the events function derives from order changes, in order. Each processor keeps its own data exactly once
 * per stream record: the stats counters with applyOnce(`${change.eventId}#${name}`, ...); the buyers' activity by
 * construction (its times only move forward).
 */
import { buyerActivityProcessor } from './buyer-activity.js';
import { orderStatsProcessor } from './order-stats.js';
import type { ChangeProcessor } from './stream-handler.js';

export const PROCESSORS: readonly ChangeProcessor[] = [orderStatsProcessor, buyerActivityProcessor];
