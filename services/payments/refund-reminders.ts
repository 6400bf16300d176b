/**
 * Reminding a shopper to give the account an owed refund goes to (docs/payments.md, "Refunds"): money the shop
 * owes back by transfer waits for the shopper's `refundAccount`. The cancel or refund e-mail asked for it
 * already; while it is still missing the sweeper sends a reminder every REMINDER_INTERVAL_DAYS, at most
 * MAX_REMINDERS times (afterwards the admins, who see the refund without an account, take it up). Each
 * reminder is queued (MAIL#, id derived from the refund and its count) in one transaction with the refund's
 * count, conditioned on the count read: two sweeps at once send it once.
 */
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import { REFUND_MAIL } from '../../shared/messages/refund-mail.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { formatMoney } from '../../shared/utils/money.js';
import { createHash } from 'node:crypto';
import { readRefundAccount } from '../lib/auth/user-directory.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { transactUnlessCancelled } from '../lib/data/transact.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { readRecipients } from '../notifications/index.js';
import { toRefundRecord, type RefundRecord } from '../orders/index.js';
import { refundItemsWithStatus } from './refund-list.js';

export const REMINDER_INTERVAL_DAYS = 3;
export const MAX_REMINDERS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

type Item = Record<string, unknown>;

/** Whether an owed refund is due a reminder now (its account aside): the interval passed since the last one. */
export function reminderDue(refund: Item, now: Date): boolean {
  const sent = Number(refund.reminders) || 0;
  if (sent >= MAX_REMINDERS) return false;
  const since = typeof refund.remindedAt === 'string' ? refund.remindedAt : String(refund.createdAt ?? '');
  const last = Date.parse(since);
  return Number.isFinite(last) && now.getTime() - last >= REMINDER_INTERVAL_DAYS * DAY_MS;
}

const mailId = (refundId: string, count: number) =>
  createHash('sha256').update(`mail#refund-reminder#${refundId}#${count}`).digest('hex').slice(0, 32);

async function remind(refund: RefundRecord, item: Item, now: Date): Promise<boolean> {
  if (!refund.userId) return false;
  const [recipients, account] = await Promise.all([
    readRecipients([refund.userId]),
    readRefundAccount(refund.userId),
  ]);
  const recipient = recipients.get(refund.userId);
  if (account || !recipient?.email || !recipient.isActive) return false;
  const count = Number(item.reminders) || 0;
  const amount = formatMoney(refund.amount);
  const reference = orderReference(refund.orderId);
  const tableName = readEnv().tableName;
  return transactUnlessCancelled([
    {
      Update: {
        TableName: tableName,
        Key: paymentKeys.refund(refund.orderId, refund.id),
        UpdateExpression: 'SET reminders = :next, remindedAt = :now',
        ConditionExpression: '#status = :owed AND (attribute_not_exists(reminders) OR reminders = :count)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':next': count + 1,
          ':count': count,
          ':now': now.toISOString(),
          ':owed': 'owed',
        },
      },
    },
    queueMail(
      tableName,
      {
        to: recipient.email,
        kind: 'order',
        subject: REFUND_MAIL.reminderSubject(amount, reference),
        text: [MAIL_TEXTS.greeting(recipient.fullName), '', REFUND_MAIL.reminderBody(amount, reference)].join(
          '\n',
        ),
        link: { label: REFUND_MAIL.linkProfile, path: '/profile#cuenta-reembolsos' },
      },
      { now, id: mailId(refund.id, count + 1), about: `ORDER#${refund.orderId}` },
    ),
  ]);
}

/** Sends the reminders due now; answers how many. */
export async function remindRefundAccounts(now: Date): Promise<number> {
  if (!mailEnabled(readMailSettings())) return 0;
  let sent = 0;
  for (const item of await refundItemsWithStatus('owed')) {
    if (!reminderDue(item, now)) continue;
    if (await remind(toRefundRecord(item), item, now)) sent += 1;
  }
  return sent;
}
