/**
 * Processor of the events function: the personal notifications of order events (order-notification-plan.ts)
 * and their e-mail copies, exactly once per stream record. Every notification and every queued e-mail (MAIL#,
 * sent later by mail-delivery.ts) goes with the record's marker (`<eventId>#order-notifications`) in one
 * transaction (apply-once.ts): a record delivered twice writes nothing the second time. Ids are derived from
 * the event id and the recipient, so even a replay without the marker would write the same items. A farm's
 * 'Nuevo pedido' is e-mailed now only when the farm chose one e-mail per order; otherwise its notice is marked
 * `mailLater` and the next morning's summary tells of it (services/notifications/new-order-digest.ts).
 */
import { createHash } from 'node:crypto';
import { MAIL_TEXTS as MT } from '../../shared/messages/notifications.js';
import { getItem } from '../lib/data/item-commands.js';
import { applyOnce } from '../lib/data/apply-once.js';
import { orderKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { personalNotificationItem, readRecipients, type Recipient } from '../notifications/index.js';
import type { ChangeRecord, Item } from './change-record.js';
import {
  needsOrder,
  needsOrderLines,
  planOrderNotifications,
  type PlannedNotice,
} from './order-notification-plan.js';
import { withOrderItems } from './order-lines.js';
import type { ChangeProcessor } from './stream-handler.js';

export const ORDER_NOTIFICATIONS_PROCESSOR = 'order-notifications';

/** A stable id for what one event gives one recipient (hex, 32 characters). */
export const derivedId = (...parts: string[]): string =>
  createHash('sha256').update(parts.join('#')).digest('hex').slice(0, 32);

/** The e-mail copy of a notice (composeMail adds the link and the signature when it is sent). */
export function noticeMailText(notice: PlannedNotice, recipient: Recipient | undefined): string {
  return [MT.greeting(recipient?.fullName), '', notice.message].join('\n');
}

/** The transaction items of the planned notices: each notification, and its e-mail when one can be sent. */
export function noticeEffects(
  eventId: string,
  notices: readonly PlannedNotice[],
  recipients: ReadonlyMap<string, Recipient>,
  options: { tableName: string; now: Date; mailOn: boolean },
) {
  const createdAt = options.now.toISOString();
  return notices.flatMap((notice) => {
    const id = derivedId(eventId, notice.userId, notice.event);
    const recipient = recipients.get(notice.userId);
    // Only an address the directory holds: a user without a row was deleted (the directory follows Cognito,
    // docs/security.md "Deleted accounts"), and the order's copy of their address may belong to someone else now.
    const address = recipient?.email;
    const mailable = options.mailOn && notice.mail !== false && !!address && recipient?.isActive !== false;
    // A farm that did not choose one e-mail per order hears of it in the next morning's summary.
    const mailLater = mailable && notice.farmNewOrder === true && recipient?.newOrderEmails !== 'each';
    const notification = {
      Put: {
        TableName: options.tableName,
        Item: personalNotificationItem({
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
        }),
      },
    };
    if (!mailable || mailLater || !address) return [notification];
    const mail = queueMail(
      options.tableName,
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
    return [notification, mail];
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
    const mailOn = mailEnabled(readMailSettings());
    const recipients = mailOn
      ? await readRecipients(notices.map((notice) => notice.userId))
      : new Map<string, Recipient>();
    const effects = noticeEffects(change.eventId, notices, recipients, {
      tableName: readEnv().tableName,
      now: new Date(),
      mailOn,
    });
    const result = await applyOnce(`${change.eventId}#${ORDER_NOTIFICATIONS_PROCESSOR}`, effects);
    logger.debug('Order notifications', {
      eventId: change.eventId,
      keys: change.keys,
      result,
      notices: notices.length,
      mails: effects.length - notices.length,
    });
  },
};
