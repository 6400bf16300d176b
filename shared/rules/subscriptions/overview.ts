/**
 * The admins' overview of subscriptions (pure): how many in each status, those with failed card cycles, and
 * churn per month: started, cancelled, and cancelled over the subscriptions alive at the month's start (a
 * subscription counts as alive from its creation until its cancellation; paused ones are alive).
 */
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionsOverview,
  type SubscriptionStatus,
} from '../../contracts/subscriptions/entities.js';

export interface OverviewBox {
  id: string;
  status: SubscriptionStatus;
  createdAt: string;
  cancelledAt?: string;
  failedCharges: number;
  customer: string;
  producerName?: string;
}

const monthAfter = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** The `count` months ending with `last` (YYYY-MM), oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const [year, number] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + (number - 1) - (count - 1 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

export function subscriptionsOverview(
  boxes: readonly OverviewBox[],
  months: readonly string[],
): SubscriptionsOverview {
  const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, 0])) as Record<
    SubscriptionStatus,
    number
  >;
  for (const box of boxes) byStatus[box.status] += 1;
  const failedCharges = boxes
    .filter((box) => box.failedCharges > 0)
    .sort((a, b) => b.failedCharges - a.failedCharges || a.id.localeCompare(b.id))
    .map((box) => ({
      subscriptionId: box.id,
      customer: box.customer,
      producerName: box.producerName ?? null,
      status: box.status,
      failedCharges: box.failedCharges,
    }));
  // Waiting for a card is not a subscription yet: churn counts the ones that started.
  const started = boxes.filter((box) => box.status !== 'incomplete' || box.cancelledAt);
  const churn = months.map((month) => {
    const start = `${month}-01`;
    const end = `${monthAfter(month)}-01`;
    const activeAtStart = started.filter(
      (box) => box.createdAt < start && (!box.cancelledAt || box.cancelledAt >= start),
    ).length;
    const cancelled = started.filter(
      (box) => box.cancelledAt && box.cancelledAt >= start && box.cancelledAt < end,
    ).length;
    return {
      month,
      started: started.filter((box) => box.createdAt >= start && box.createdAt < end).length,
      cancelled,
      activeAtStart,
      churnRate: activeAtStart > 0 ? Math.round((cancelled / activeAtStart) * 1000) / 10 : null,
    };
  });
  return { byStatus, failedCharges, churn };
}
