/**
 * The `subscriptions` scheduled job (docs/subscriptions.md, "The cycle job"): at each run, as if the time were
 * the run's time,
 *   1. every active subscription whose cycle is due (its farm's rule, cutoff.ts: the order date has come for
 *      the shop's default, the farm's cut-off for that dispatch day has passed for a farm with a calendar)
 *      places that cycle as a normal order (orders' placeCycleOrder: the checkout's plan and one transaction;
 *      its lines leave the farm on the cycle's date). The same transaction puts the
 *      cycle's marker (only if absent: a retried or concurrent run never places a cycle twice), moves the
 *      subscription to its next open date with the prices charged, and tells the consumer what was left out;
 *   2. every active subscription whose next cut-off is within REMINDER_HOURS is reminded once per cycle
 *      (e-mail and notification), and told when a product of the box costs more now than at its last cycle;
 *   3. a due cycle whose address is in a zone the shop does not serve now pauses its subscription and tells the
 *      consumer once (cycle-zone.ts); such a paused box is put back on by a run that finds its zone served again;
 *   4. first of all, a card cycle whose off-session charge was never sent (an earlier run stopped between the
 *      order and the charge) is charged once, with the same Idempotency-Key (resend-charges.ts).
 */
import { SUBSCRIPTION_NOTICES as N } from '../../shared/messages/subscriptions.js';
import {
  addDays,
  dueToPlace,
  madridDate,
  nextCycleDate,
  spanishDay,
  spanishInstant,
  type CycleRule,
} from '../../shared/rules/subscriptions/cycle-dates.js';
import { formatMoney } from '../../shared/utils/money.js';
import type { Logger } from '@aws-lambda-powertools/logger';
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { transactUnlessCancelled } from '../lib/data/transact.js';
import { readEnv } from '../lib/env.js';
import { mapLimited } from '../lib/map-limited.js';
import { placeCycleOrder, type TransactItem } from '../orders/index.js';
import { readProducts, type ProductState } from '../products/index.js';
import { readShopShipping } from '../shop/index.js';
import { chargeCycle } from './cycle-charge.js';
import { cycleRules } from './cutoff.js';
import { pauseForZone, resumeServedZone } from './cycle-zone.js';
import { noticeItems } from './cycle-notices.js';
import { readDueSubscriptions } from './due.js';
import { CHARGE_GRACE_MINUTES, readPendingCharges, resendCharge } from './resend-charges.js';
import { changedSubscriptionPut } from './store.js';
import {
  CYCLES_KEPT,
  laterOf,
  SUBSCRIPTION_CYCLE_ENTITY,
  waitsForZone,
  type StoredSubscription,
} from './subscription-record.js';
import { zoneName } from './zone.js';

/** How long before a cut-off the consumer is reminded (and told of a price rise). */
export const REMINDER_HOURS = 48;
/** Subscriptions handled at once (each is a few reads and one transaction). */
const CONCURRENCY = 8;
/**
 * How far ahead the due index is read: a farm's cut-off may be up to 6 days before its dispatch day (the job
 * places the cycle then), and the reminder comes REMINDER_HOURS before that cut-off.
 */
const LOOKAHEAD_DAYS = 9;

export interface CycleReport {
  placed: number;
  partial: number;
  nothing: number;
  already: number;
  reminded: number;
  /** Card cycles placed whose off-session charge failed (the order awaits payment). */
  chargeFailed: number;
  /** Card cycles of earlier runs whose charge had never been sent, sent now (failures also in chargeFailed). */
  chargesResent: number;
  /** Due cycles whose address the shop does not serve now: their subscriptions paused (cycle-zone.ts). */
  zonePaused: number;
  /** Boxes paused for their zone put back on (the zone is served again). */
  zoneResumed: number;
  failed: number;
}

/** The subscription after its cycle of `date`: the next open date, the prices charged, the cycle recorded. */
function afterCycle(
  current: StoredSubscription,
  date: string,
  orderId: string | null,
  missing: readonly string[],
  products: ReadonlyMap<string, ProductState>,
  now: Date,
  rule: CycleRule,
): StoredSubscription {
  const nextOrderDate = nextCycleDate(date, current.interval, now, rule);
  const updatedAt = laterOf(now, current.updatedAt);
  return {
    ...current,
    items: current.items.map((item) => {
      const product = products.get(item.productId);
      return product ? { ...item, name: product.name, price: product.price, unit: product.unit } : item;
    }),
    nextOrderDate,
    cutoffAt: rule.cutoffOf(nextOrderDate),
    cycles: [{ date, orderId, missing: [...missing] }, ...current.cycles].slice(0, CYCLES_KEPT),
    updatedAt,
  };
}

async function placeCycle(
  subscription: StoredSubscription,
  now: Date,
  rule: CycleRule,
): Promise<keyof CycleReport> {
  const tableName = readEnv().tableName;
  const date = subscription.nextOrderDate;
  const marker = (orderId: string | null): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: {
        ...subscriptionKeys.cycle(subscription.id, date),
        entity: SUBSCRIPTION_CYCLE_ENTITY,
        subscriptionId: subscription.id,
        date,
        orderId,
        createdAt: now.toISOString(),
        // A card cycle's order waits for its off-session charge until the provider answered (cycle-charge.ts).
        ...(orderId && subscription.paymentMethod === 'card'
          ? subscriptionKeys.pendingCharge(subscription.id, now.toISOString())
          : {}),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  let written: StoredSubscription = subscription;
  const outcome = await placeCycleOrder({
    subscriptionId: subscription.id,
    cycleDate: date,
    userId: subscription.userId,
    consumer: subscription.consumer,
    lines: subscription.items,
    shippingInfo: subscription.shippingInfo,
    paymentMethod: subscription.paymentMethod,
    dispatchDate: rule.cycleOn(date),
    now,
    withItems: (placed, products) => {
      const orderId = placed?.order.id ?? null;
      // Every line of the box the order does not carry (short, inactive or gone), by the name the box knows.
      const missing = subscription.items
        .filter((item) => !placed?.order.items.some((line) => line.productId === item.productId))
        .map((item) => products.get(item.productId)?.name ?? item.name);
      const next = afterCycle(subscription, date, orderId, missing, products, now, rule);
      const notices = placed
        ? missing.length > 0
          ? noticeItems(
              tableName,
              subscription,
              {
                event: 'subscription_missing',
                title: N.missingTitle,
                message: N.missing(missing),
                type: 'WARNING',
                link: `/orders/${placed.order.id}`,
                orderId: placed.order.id,
              },
              { now, key: `${date}-missing` },
            )
          : []
        : noticeItems(
            tableName,
            subscription,
            {
              event: 'subscription_nothing',
              title: N.nothingPlacedTitle,
              message: N.nothingPlaced(spanishDay(date)),
              type: 'WARNING',
            },
            { now, key: `${date}-nothing` },
          );
      written = next;
      return [marker(orderId), { Put: changedSubscriptionPut(next, subscription.updatedAt) }, ...notices];
    },
  });
  if (outcome.status === 'placed' && subscription.paymentMethod === 'card') {
    const charged = await chargeCycle(written, outcome.order, date, now);
    if (charged === 'failed') return 'chargeFailed';
  }
  if (outcome.status === 'placed') return outcome.missing.length > 0 ? 'partial' : 'placed';
  if (outcome.status === 'nothing') return 'nothing';
  if (outcome.status === 'already') return 'already';
  // The shop does not serve the address now: pause the box and say so once, rather than fail at every run (a
  // subscription changed meanwhile is looked at again by the next run).
  const paused = await pauseForZone(subscription, zoneName(subscription.shippingInfo.postalCode), now, rule);
  return paused ? 'zonePaused' : 'failed';
}

/** The reminder before a cycle's cut-off, with any price rise since the last cycle; once per cycle. */
async function remind(subscription: StoredSubscription, now: Date): Promise<boolean> {
  if (subscription.remindedFor === subscription.nextOrderDate) return false;
  const hoursLeft = (Date.parse(subscription.cutoffAt) - now.getTime()) / 3_600_000;
  if (hoursLeft <= 0 || hoursLeft > REMINDER_HOURS) return false;
  const tableName = readEnv().tableName;
  const products = await readProducts(subscription.items.map((item) => item.productId));
  const day = spanishDay(subscription.nextOrderDate);
  const cutoff = spanishInstant(subscription.cutoffAt);
  const risen = subscription.items.flatMap((item) => {
    const product = products.get(item.productId);
    return product && product.price > item.price ? [{ item, product }] : [];
  });
  const next: StoredSubscription = {
    ...subscription,
    remindedFor: subscription.nextOrderDate,
    updatedAt: laterOf(now, subscription.updatedAt),
  };
  const key = subscription.nextOrderDate;
  const items = [
    { Put: changedSubscriptionPut(next, subscription.updatedAt) },
    ...noticeItems(
      tableName,
      subscription,
      {
        event: 'subscription_reminder',
        title: N.reminderTitle,
        message: N.reminder(day, cutoff),
        type: 'INFO',
      },
      { now, key: `${key}-reminder` },
    ),
    ...risen.flatMap(({ item, product }) =>
      noticeItems(
        tableName,
        subscription,
        {
          event: 'subscription_price_rise',
          title: N.priceRiseTitle,
          message: N.priceRise(product.name, formatMoney(item.price), formatMoney(product.price), cutoff),
          type: 'WARNING',
        },
        { now, key: `${key}-price-${item.productId}` },
      ),
    ),
  ];
  // Refused when the consumer changed the box meanwhile, or another run reminded it: the next run looks again.
  return transactUnlessCancelled(items);
}

export async function runSubscriptionCycles(now: Date, logger?: Logger): Promise<CycleReport> {
  const today = madridDate(now);
  const due = await readDueSubscriptions(addDays(today, LOOKAHEAD_DAYS));
  const report: CycleReport = {
    placed: 0,
    partial: 0,
    nothing: 0,
    already: 0,
    reminded: 0,
    chargeFailed: 0,
    chargesResent: 0,
    zonePaused: 0,
    zoneResumed: 0,
    failed: 0,
  };
  const pending = await readPendingCharges(new Date(now.getTime() - CHARGE_GRACE_MINUTES * 60_000));
  await mapLimited(pending, CONCURRENCY, async (charge) => {
    try {
      const sent = await resendCharge(charge, now);
      if (sent !== 'none') report.chargesResent += 1;
      if (sent === 'failed') report.chargeFailed += 1;
    } catch (error) {
      report.failed += 1;
      logger?.warn('Subscription charge not sent', {
        subscriptionId: charge.subscriptionId,
        orderId: charge.orderId,
        error: (error as Error).message,
      });
    }
  });
  const ruleOf = cycleRules();
  // Read once per run, and only when a box paused for its zone is due.
  let shipping: ReturnType<typeof readShopShipping> | undefined;
  await mapLimited(due, CONCURRENCY, async (subscription) => {
    try {
      const rule = await ruleOf(subscription.producerId);
      if (waitsForZone(subscription)) {
        shipping ??= readShopShipping();
        if (await resumeServedZone(subscription, now, rule, await shipping)) report.zoneResumed += 1;
      } else if (dueToPlace(subscription.nextOrderDate, now, rule))
        report[await placeCycle(subscription, now, rule)] += 1;
      else if (await remind(subscription, now)) report.reminded += 1;
    } catch (error) {
      report.failed += 1;
      logger?.warn('Subscription cycle failed', {
        subscriptionId: subscription.id,
        error: (error as Error).message,
      });
    }
  });
  return report;
}
