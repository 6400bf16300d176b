/**
 * Processor of the events function: the consumer's one notification and one e-mail per farm change of its lines
 * (farm-change-plan.ts), exactly once per stream record: both go with the record's marker
 * (`<eventId>#farm-changes`) in one transaction (apply-once.ts), and their ids derive from the change's id, so
 * even a replay of the change under another record would write the same items.
 */
import { MAIL_TEXTS as MT } from '../../shared/messages/notifications.js';
import { applyOnce } from '../lib/data/apply-once.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { personalNotificationItem, readRecipients, type Recipient } from '../notifications/index.js';
import type { ChangeRecord } from './change-record.js';
import { planFarmChangeNotice, type FarmChangeNotice } from './farm-change-plan.js';
import { derivedId } from './order-notifications.js';
import type { ChangeProcessor } from './stream-handler.js';

export const FARM_CHANGES_PROCESSOR = 'farm-changes';
const EVENT = 'order_line_status';

/** The notification, and its e-mail when one can be sent (an active recipient with an address). */
export function farmChangeEffects(
  notice: FarmChangeNotice,
  recipient: Recipient | undefined,
  options: { tableName: string; now: Date; mailOn: boolean },
) {
  const notification = {
    Put: {
      TableName: options.tableName,
      Item: personalNotificationItem({
        id: derivedId(notice.changeId, notice.userId, EVENT),
        userId: notice.userId,
        type: notice.type,
        priority: 'MEDIUM',
        title: notice.title,
        message: notice.message,
        createdAt: options.now.toISOString(),
        link: notice.link,
        orderId: notice.orderId,
        event: EVENT,
      }),
    },
  };
  const address = recipient?.email;
  if (!options.mailOn || !address || recipient?.isActive === false) return [notification];
  const mail = queueMail(
    options.tableName,
    {
      to: address,
      kind: 'order',
      subject: notice.title,
      text: [MT.greeting(recipient?.fullName), '', notice.message, ...notice.mailExtra].join('\n'),
      link: { label: MT.seeMore, path: notice.link },
    },
    {
      now: options.now,
      id: derivedId('mail', notice.changeId, notice.userId, EVENT),
      about: `USER#${notice.userId}`,
    },
  );
  return [notification, mail];
}

export const farmChangeNotificationsProcessor: ChangeProcessor = {
  name: FARM_CHANGES_PROCESSOR,
  async handle(change: ChangeRecord, logger) {
    if (!change.keys.PK.startsWith('ORDER#')) return;
    const notice = planFarmChangeNotice(change);
    if (!notice) return;
    const mailOn = mailEnabled(readMailSettings());
    const recipients = mailOn ? await readRecipients([notice.userId]) : new Map<string, Recipient>();
    const effects = farmChangeEffects(notice, recipients.get(notice.userId), {
      tableName: readEnv().tableName,
      now: new Date(),
      mailOn,
    });
    const result = await applyOnce(`${change.eventId}#${FARM_CHANGES_PROCESSOR}`, effects);
    logger.debug('Farm change notice', { eventId: change.eventId, changeId: notice.changeId, result });
  },
};
