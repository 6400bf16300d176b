/**
 * Processor of the events function: the personal notifications of order events (order-notification-plan.ts)
 * and their e-mail copies, exactly once per stream record. No applied marker: each notice's key follows from the
 * record (the recipient, the record's stream time, an id derived from the event id and the recipient), so each
 * notice and its queued e-mail (MAIL#, sent later by mail-delivery.ts) is put only if absent, one PutItem each
 * (notice-writes.ts; docs/cost.md "The order notices without their marker"): a record delivered twice writes
 * nothing the second time. Records the version before may have applied (with a marker item each,
 * `EVENT#<eventId>#order-notifications`, in one transaction with their notices keyed by the time they were
 * written) are looked up among those markers first (order-stats-markers.ts `appliedByRecordMarkers`). A farm's
 * 'Nuevo pedido' is e-mailed now only when the farm chose one e-mail per order; otherwise its notice is marked
 * `mailLater` and the next morning's summary tells of it (services/notifications/new-order-digest.ts).
 */
import { createHash } from 'node:crypto';
import { MAIL_TEXTS as MT } from '../../shared/messages/notifications.js';
import { getItem } from '../lib/data/item-commands.js';
import { orderKeys } from '../lib/data/keys.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { mailItem } from '../lib/mail/queue.js';
import { personalNotificationItem, readRecipients, type Recipient } from '../notifications/index.js';
import type { ChangeRecord, Item } from './change-record.js';
import {
  needsOrder,
  needsOrderLines,
  planOrderNotifications,
  type PlannedNotice,
} from './order-notification-plan.js';
import { withOrderItems } from './order-lines.js';
import { appliedByRecordMarkers } from './order-stats-markers.js';
import { writeNoticesOnce, type NoticeWrite } from './notice-writes.js';
import type { ChangeProcessor } from './stream-handler.js';

export const ORDER_NOTIFICATIONS_PROCESSOR = 'order-notifications';

/** A stable id for what one event gives one recipient (hex, 32 characters). */
export const derivedId = (...parts: string[]): string =>
  createHash('sha256').update(parts.join('#')).digest('hex').slice(0, 32);

/** The e-mail copy of a notice (composeMail adds the link and the signature when it is sent). */
export function noticeMailText(notice: PlannedNotice, recipient: Recipient | undefined): string {
  return [MT.greeting(recipient?.fullName), '', notice.message].join('\n');
}

/**
 * The writes of the planned notices: each notification, and its e-mail when one can be sent now. `at` is the
 * record's stream time (the notices' `createdAt` and key: the same on every delivery); `now` dates the e-mails.
 */
export function noticeWrites(
  eventId: string,
  notices: readonly PlannedNotice[],
  recipients: ReadonlyMap<string, Recipient>,
  options: { at: Date; now: Date; mailOn: boolean },
): NoticeWrite[] {
  const createdAt = options.at.toISOString();
  return notices.map((notice) => {
    const id = derivedId(eventId, notice.userId, notice.event);
    const recipient = recipients.get(notice.userId);
    // Only an address the directory holds: a user without a row was deleted (the directory follows Cognito,
    // docs/security.md "Deleted accounts"), and the order's copy of their address may belong to someone else now.
    const address = recipient?.email;
    const mailable = options.mailOn && notice.mail !== false && !!address && recipient?.isActive !== false;
    // A farm that did not choose one e-mail per order hears of it in the next morning's summary.
    const mailLater = mailable && notice.farmNewOrder === true && recipient?.newOrderEmails !== 'each';
    const mailNow = mailable && !mailLater && !!address;
    const notification = personalNotificationItem({
      id,
      userId: notice.userId,
      type: notice.type,
      priority: notice.priority,
      title: notice.title,
      message: notice.message,
      createdAt,
      link: notice.link,
      orderId: notice.orderId,
      event: notice.event,
      ...(mailLater ? { mailLater: true as const } : {}),
      ...(mailNow ? { mailed: true as const } : {}),
    });
    if (!mailNow || !address) return { notification };
    const mail = mailItem(
      {
        to: address,
        kind: 'order',
        subject: notice.title,
        text: noticeMailText(notice, recipient),
        link: { label: MT.seeMore, path: notice.link },
      },
      {
        now: options.now,
        id: derivedId('mail', eventId, notice.userId, notice.event),
        about: `USER#${notice.userId}`,
      },
    );
    return { notification, mail };
  });
}

async function readOrderItem(orderId: string): Promise<Item | undefined> {
  const { Item } = await getItem({ Key: orderKeys.item(orderId), ConsistentRead: true });
  return Item;
}

export const orderNotificationsProcessor: ChangeProcessor = {
  name: ORDER_NOTIFICATIONS_PROCESSOR,
  async handle(change: ChangeRecord, logger) {
    if (!change.keys.PK.startsWith('ORDER#')) return;
    const order = needsOrder(change) ? await readOrderItem(change.keys.PK.slice('ORDER#'.length)) : undefined;
    const notices = planOrderNotifications(
      needsOrderLines(change) ? await withOrderItems(change) : change,
      order,
    );
    if (notices.length === 0) return;
    // Applied by the version before (a marker item per record): written then, nothing to write again.
    const marked = await appliedByRecordMarkers(
      [{ eventId: change.eventId, partition: change.keys.PK, at: change.at }],
      ORDER_NOTIFICATIONS_PROCESSOR,
    );
    if (marked.size > 0) {
      logger.debug('Order notifications', { eventId: change.eventId, result: 'applied-before' });
      return;
    }
    const mailOn = mailEnabled(readMailSettings());
    const recipients = mailOn
      ? await readRecipients(notices.map((notice) => notice.userId))
      : new Map<string, Recipient>();
    const writes = noticeWrites(change.eventId, notices, recipients, {
      at: change.at,
      now: new Date(),
      mailOn,
    });
    const result = await writeNoticesOnce(writes);
    logger.debug('Order notifications', {
      eventId: change.eventId,
      keys: change.keys,
      notices: notices.length,
      ...result,
    });
  },
};
