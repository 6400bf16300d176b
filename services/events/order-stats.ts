/**
 * Processor of the events function: keeps the order stats counters (services/stats/order-counters.ts) from
 * the old and new images of every order and product-order change, exactly once per stream record: the counter
 * updates and the record's marker (`<eventId>#order-stats`) go in one transaction (apply-once.ts), so a record
 * delivered twice counts once. Nothing else is read: the images carry everything the counters need.
 */
import { applyOnce } from '../lib/data/apply-once.js';
import { readEnv } from '../lib/env.js';
import { counterDeltas, counterUpdates } from '../stats/index.js';
import type { ChangeRecord } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';

export const ORDER_STATS_PROCESSOR = 'order-stats';

/** The counter updates of one change (empty when it changes nothing counted). */
export function orderStatsEffects(change: ChangeRecord, tableName: string, now: Date = new Date()) {
  return counterUpdates(counterDeltas(change.oldImage, change.newImage), tableName, now.toISOString());
}

export const orderStatsProcessor: ChangeProcessor = {
  name: ORDER_STATS_PROCESSOR,
  async handle(change, logger) {
    const effects = orderStatsEffects(change, readEnv().tableName);
    if (effects.length === 0) return;
    const result = await applyOnce(`${change.eventId}#${ORDER_STATS_PROCESSOR}`, effects);
    logger.debug('Order stats', {
      eventId: change.eventId,
      keys: change.keys,
      result,
      updates: effects.length,
    });
  },
};
