/**
 * A cycle whose address is in a zone the shop does not serve now (docs/subscriptions.md, "An address the shop no
 * longer serves"). The job pauses the subscription (`pauseReason: zone_not_served`) instead of failing that cycle
 * at every run: the cycle is recorded as not sent, nothing is ordered or charged, and the consumer is told once
 * (a notification and an e-mail whose id names the cycle). The paused box stays on the due index (at its next
 * date), so each run within reach of that date looks whether the zone is served again; then the job puts it back
 * on at its first open date and says so. The
 * consumer may also change the address to a served one (PATCH, change-plan.ts), which puts it back on at once.
 */
import { SUBSCRIPTION_NOTICES as N } from '../../shared/messages/subscriptions.js';
import type { ShopShippingSettings } from '../../shared/rules/pricing/entities.js';
import {
  nextCycleDate,
  nextOpenDate,
  spanishDay,
  spanishInstant,
  type CycleRule,
} from '../../shared/rules/subscriptions/cycle-dates.js';
import { transactUnlessCancelled } from '../lib/data/transact.js';
import { readEnv } from '../lib/env.js';
import { noticeItems } from './cycle-notices.js';
import { changedSubscriptionPut } from './store.js';
import { CYCLES_KEPT, laterOf, type StoredSubscription } from './subscription-record.js';
import { unservedZone, zoneName } from './zone.js';

/**
 * The subscription paused at its due cycle because the shop does not serve its zone now: that cycle recorded as
 * not sent, its series moved on past it (a box put back on starts at the first open date after it).
 */
export function pausedForZone(
  subscription: StoredSubscription,
  now: Date,
  rule: CycleRule,
): StoredSubscription {
  const date = subscription.nextOrderDate;
  const nextOrderDate = nextCycleDate(date, subscription.interval, now, rule);
  return {
    ...subscription,
    status: 'paused',
    pauseReason: 'zone_not_served',
    nextOrderDate,
    cutoffAt: rule.cutoffOf(nextOrderDate),
    cycles: [{ date, orderId: null, missing: [] }, ...subscription.cycles].slice(0, CYCLES_KEPT),
    updatedAt: laterOf(now, subscription.updatedAt),
  };
}

/** Pauses a subscription whose cycle cannot go out to its zone, and tells the consumer once. */
export async function pauseForZone(
  subscription: StoredSubscription,
  zone: string,
  now: Date,
  rule: CycleRule,
): Promise<boolean> {
  const date = subscription.nextOrderDate;
  return transactUnlessCancelled([
    { Put: changedSubscriptionPut(pausedForZone(subscription, now, rule), subscription.updatedAt) },
    ...noticeItems(
      readEnv().tableName,
      subscription,
      {
        event: 'subscription_zone_paused',
        title: N.zonePausedTitle,
        message: N.zonePaused(zone, subscription.shippingInfo.postalCode, spanishDay(date)),
        type: 'WARNING',
      },
      { now, key: `${date}-zone` },
    ),
  ]);
}

/**
 * A box paused for its zone, put back on when the shop serves the zone again (at its first date whose cut-off is
 * ahead), with a notice; false when the zone is still not served (nothing written) or it changed meanwhile.
 */
export async function resumeServedZone(
  subscription: StoredSubscription,
  now: Date,
  rule: CycleRule,
  shipping: Pick<ShopShippingSettings, 'remoteZonesEnabled'>,
): Promise<boolean> {
  if (unservedZone(subscription.shippingInfo, shipping) !== null) return false;
  const nextOrderDate = nextOpenDate(subscription.nextOrderDate, subscription.interval, now, rule);
  const { pauseReason: _reason, ...rest } = subscription;
  const next: StoredSubscription = {
    ...rest,
    status: 'active',
    nextOrderDate,
    cutoffAt: rule.cutoffOf(nextOrderDate),
    updatedAt: laterOf(now, subscription.updatedAt),
  };
  return transactUnlessCancelled([
    { Put: changedSubscriptionPut(next, subscription.updatedAt) },
    ...noticeItems(
      readEnv().tableName,
      subscription,
      {
        event: 'subscription_zone_resumed',
        title: N.zoneResumedTitle,
        message: N.zoneResumed(
          zoneName(subscription.shippingInfo.postalCode),
          spanishDay(nextOrderDate),
          spanishInstant(next.cutoffAt),
        ),
        type: 'INFO',
      },
      { now, key: `${nextOrderDate}-zone-resumed` },
    ),
  ]);
}
