/**
 * The daily summary of a farm's new orders (pure: the clock and the farm's notices in, the e-mail out); the reads
 * and the write are new-order-digest.ts. A farm that did not choose one e-mail per order (`newOrderEmails`, the
 * daily summary by default) gets its 'Nuevo pedido' notices at once in the bell, marked `mailLater`, and their
 * e-mail copy the next morning in one e-mail: each order's reference and time, what the notice said (buyer,
 * the farm's own lines, their amount, the delivery), and its page. An order cancelled since says so.
 */
import {
  NEW_ORDER_DIGEST_FROM,
  NEW_ORDER_DIGEST_LISTED,
  NEW_ORDER_DIGEST_UNTIL,
  NEW_ORDER_EMAILS_ANCHOR,
} from '../../shared/constants/notifications.js';
import { NEW_ORDER_DIGEST_TEXTS as T } from '../../shared/messages/new-order-mail.js';
import { ORDER_NOTIFICATION_TEXTS } from '../../shared/messages/notifications.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import {
  addDays,
  madridClock,
  madridInstant,
  minutesOf,
  type IsoDate,
} from '../../shared/utils/madrid-time.js';
import { sitePath } from '../lib/mail/mail.js';

type Item = Record<string, unknown>;

/**
 * The Madrid day whose summary is due at `now`: the day before, from NEW_ORDER_DIGEST_FROM until
 * NEW_ORDER_DIGEST_UNTIL (Madrid time); null outside those hours.
 */
export function digestDay(now: Date): IsoDate | null {
  const clock = madridClock(now);
  if (clock.minutes < minutesOf(NEW_ORDER_DIGEST_FROM) || clock.minutes >= minutesOf(NEW_ORDER_DIGEST_UNTIL))
    return null;
  return addDays(clock.date, -1);
}

/** The instants (ISO) a Madrid day starts and the next one starts. */
export const dayBounds = (day: IsoDate): { from: string; to: string } => ({
  from: madridInstant(day, '00:00').toISOString(),
  to: madridInstant(addDays(day, 1), '00:00').toISOString(),
});

/** The summary's e-mail id: one per farm and day, so a second run (or two at once) writes it once. */
export const digestMailId = (producerId: string, day: IsoDate): string => `new-orders-${producerId}-${day}`;

export interface DigestOrder {
  orderId: string;
  reference: string;
  /** 'HH:MM', Madrid. */
  time: string;
  /** What the notice said, without its last sentence (the summary says it once). */
  facts: string;
  cancelled: boolean;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The orders of `day`'s summary from the farm's notices read from the day's start until now: the 'Nuevo pedido'
 * notices of the day marked `mailLater` (oldest first, one per order), each cancelled when a cancel notice of its
 * order came after it.
 */
export function digestOrders(notices: readonly Item[], day: IsoDate): DigestOrder[] {
  const { from, to } = dayBounds(day);
  const cancelled = new Set(
    notices
      .filter((notice) => notice.event === 'order_cancelled')
      .map((notice) => text(notice.orderId))
      .filter((id): id is string => id !== undefined),
  );
  const seen = new Set<string>();
  return notices
    .filter((notice) => notice.mailLater === true && notice.event === 'order_created')
    .map((notice) => ({
      orderId: text(notice.orderId),
      createdAt: text(notice.createdAt),
      message: text(notice.message),
    }))
    .filter(
      (notice): notice is { orderId: string; createdAt: string; message: string } =>
        !!notice.orderId &&
        !!notice.createdAt &&
        !!notice.message &&
        notice.createdAt >= from &&
        notice.createdAt < to,
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .filter((notice) => (seen.has(notice.orderId) ? false : (seen.add(notice.orderId), true)))
    .map((notice) => ({
      orderId: notice.orderId,
      reference: orderReference(notice.orderId),
      time: madridClock(new Date(notice.createdAt)).time,
      facts: ORDER_NOTIFICATION_TEXTS.newOrderFactsOf(notice.message),
      cancelled: cancelled.has(notice.orderId),
    }));
}

/**
 * The summary's subject and text, or null when the day had no order to tell of. Its links are pages of the site
 * (sitePath: the e-mail is queued with `sitePaths`, completed with the site's address when it is sent).
 */
export function digestMail(
  farm: { fullName?: string },
  day: IsoDate,
  orders: readonly DigestOrder[],
): { subject: string; text: string } | null {
  if (orders.length === 0) return null;
  const listed = orders
    .slice(0, NEW_ORDER_DIGEST_LISTED)
    .map((order) =>
      [
        T.order(order.reference, order.time),
        order.facts,
        ...(order.cancelled ? [T.cancelled] : []),
        `${T.open}: ${sitePath(`/producer/orders/${order.orderId}`)}`,
      ].join('\n'),
    );
  const more = orders.length - listed.length;
  return {
    subject: T.subject(day, orders.length),
    text: [
      T.greeting(farm.fullName),
      T.intro(day, orders.length),
      ...listed,
      ...(more > 0 ? [T.more(more)] : []),
      `${T.choice}: ${sitePath(`/profile#${NEW_ORDER_EMAILS_ANCHOR}`)}`,
    ].join('\n\n'),
  };
}
