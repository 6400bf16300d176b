/**
 * What a PATCH /v1/subscriptions/{id} makes of a subscription (pure). The rules (docs/subscriptions.md):
 *   - a cancelled subscription changes no more (409); one still waiting for its card may only be cancelled;
 *   - while active, a change to the next cycle (items, interval, skip, pause, cancel) is refused after its
 *     cut-off (409: that cycle is being prepared; the next one opens once it is placed);
 *   - skipping moves the next order date one interval on; pausing takes it out of the job's list; resuming
 *     puts it back at the first date of its series whose cut-off is ahead (and forgets failed charges);
 *   - asking for the status it already has is a 409 with its name;
 *   - a new shipping address replaces the box's; a box the job paused because the shop does not serve its address
 *     (`zone_not_served`) goes on with it, as if resumed (the caller checked the shop serves the new address).
 */
import type { SubscriptionItem } from '../../shared/contracts/subscriptions/entities.js';
import type { SubscriptionPatchBody } from '../../shared/contracts/subscriptions/schemas.js';
import {
  SUBSCRIPTION_MESSAGES as M,
  SUBSCRIPTION_STATUS_LABELS,
} from '../../shared/messages/subscriptions.js';
import {
  beforeCutoff,
  nextCycleDate,
  nextOpenDate,
  spanishDay,
  spanishInstant,
  type CycleRule,
} from '../../shared/rules/subscriptions/cycle-dates.js';
import { conflict } from '../lib/errors.js';
import { laterOf, type StoredSubscription } from './subscription-record.js';

export interface ChangeContext {
  now: Date;
  /** How the farm's cycles fall (its calendar or the shop's default: services/subscriptions/cutoff.ts). */
  rule: CycleRule;
  /** The new box's lines (checked against the products by the caller) when the items change. */
  items?: SubscriptionItem[];
}

export function planChange(
  current: StoredSubscription,
  body: SubscriptionPatchBody,
  { now, rule, items }: ChangeContext,
): StoredSubscription {
  if (current.status === 'cancelled') throw conflict(M.cancelled);
  if (current.status === 'incomplete' && body.status !== 'cancelled') throw conflict(M.incomplete);
  if (body.status && body.status === current.status)
    throw conflict(M.alreadyStatus(SUBSCRIPTION_STATUS_LABELS[body.status]));
  // An active subscription has a cycle pending: past its cut-off that cycle is fixed.
  if (current.status === 'active' && !beforeCutoff(current.nextOrderDate, now, rule)) {
    throw conflict(
      M.afterCutoff(spanishDay(current.nextOrderDate), spanishInstant(rule.cutoffOf(current.nextOrderDate))),
    );
  }
  const updatedAt = laterOf(now, current.updatedAt);
  const next: StoredSubscription = { ...current, updatedAt };
  if (items) next.items = items;
  if (body.shippingInfo) next.shippingInfo = body.shippingInfo;
  const resume =
    body.status === 'active' ||
    (body.status === undefined &&
      body.shippingInfo !== undefined &&
      current.status === 'paused' &&
      current.pauseReason === 'zone_not_served');
  if (body.interval) next.interval = body.interval;
  if (body.skipNext && current.status === 'active') {
    next.nextOrderDate = nextCycleDate(current.nextOrderDate, next.interval, now, rule);
  }
  if (body.status === 'paused') {
    next.status = 'paused';
    next.pauseReason = 'consumer';
  } else if (resume) {
    next.status = 'active';
    delete next.pauseReason;
    next.failedCharges = 0;
    next.nextOrderDate = nextOpenDate(current.nextOrderDate, next.interval, now, rule);
  } else if (body.status === 'cancelled') {
    next.status = 'cancelled';
    delete next.pauseReason;
    next.cancelledAt = now.toISOString();
  }
  next.cutoffAt = rule.cutoffOf(next.nextOrderDate);
  return next;
}
