/**
 * Processor of the events function: the shopper's e-mails about their money (refund-mail-plan.ts says when
 * and what): their order cancelled, a refund owed, a refund done. Queued as MAIL# items that mail-delivery.ts
 * sends, once per record (the record's marker, `<eventId>#refund-mails`, apply-once.ts) and once per subject:
 * the MAIL# id is derived from the order or the refund and put only if absent. Sent to the address the user
 * directory holds now, never to a deactivated account; the text reads the shopper's refund account as it is
 * now (an owed transfer refund without one asks for it).
 */
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import { REFUND_MAIL } from '../../shared/messages/refund-mail.js';
import { readRefundAccount } from '../lib/auth/user-directory.js';
import { applyOnce } from '../lib/data/apply-once.js';
import { cancellationCodes, failedAt } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { readRecipients } from '../notifications/index.js';
import { derivedId } from './order-notifications.js';
import { planMoneyMail } from './refund-mail-plan.js';
import type { ChangeProcessor } from './stream-handler.js';

export const REFUND_MAILS_PROCESSOR = 'refund-mails';

export const refundMailsProcessor: ChangeProcessor = {
  name: REFUND_MAILS_PROCESSOR,
  async handle(change, logger) {
    const planned = planMoneyMail(change);
    if (!planned || !mailEnabled(readMailSettings())) return;
    const [recipients, account] = await Promise.all([
      readRecipients([planned.userId]),
      readRefundAccount(planned.userId),
    ]);
    const recipient = recipients.get(planned.userId);
    if (!recipient?.email || !recipient.isActive) {
      logger.info('Money e-mail not sent: no active shopper address', { orderId: planned.orderId });
      return;
    }
    const asks = planned.asksAccount(account);
    const mail = queueMail(
      readEnv().tableName,
      {
        to: recipient.email,
        kind: 'order',
        subject: planned.subject,
        text: [MAIL_TEXTS.greeting(recipient.fullName), '', planned.body(account)].join('\n'),
        link: asks
          ? { label: REFUND_MAIL.linkProfile, path: '/profile#cuenta-reembolsos' }
          : { label: REFUND_MAIL.linkOrder, path: `/orders/${planned.orderId}` },
      },
      {
        now: new Date(),
        id: derivedId('mail', planned.key, planned.orderId),
        about: `ORDER#${planned.orderId}`,
      },
    );
    let result: string;
    try {
      result = await applyOnce(`${change.eventId}#${REFUND_MAILS_PROCESSOR}`, [mail]);
    } catch (error) {
      const codes = cancellationCodes(error);
      // Already queued by another record (the same cancel or refund seen twice): once.
      if (!codes || failedAt(codes, 1) !== 'ConditionalCheckFailed') throw error;
      result = 'already-queued';
    }
    logger.debug('Money e-mail', { eventId: change.eventId, key: planned.key, result });
  },
};
