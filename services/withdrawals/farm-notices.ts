/**
 * Each farm of a withdrawal is told, like the order notices (a personal notification and its e-mail copy): what
 * the consumer withdrew from, not to send it if it has not left, and to mark it received. Written after the
 * withdrawal, put if absent with ids derived from it (a retried request tells once); a failure is logged: the
 * farm sees the withdrawal on the order anyway.
 */
import { createHash } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { WITHDRAWAL_UI as UI } from '../../shared/messages/legal.js';
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { ddb } from '../lib/clients/dynamodb.js';
import type { TransactItem } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { personalNotificationItem, readRecipients } from '../notifications/index.js';
import type { StoredWithdrawal } from '../orders/index.js';

const EVENT = 'order_withdrawal';
const derived = (...parts: string[]) =>
  createHash('sha256').update(parts.join('#')).digest('hex').slice(0, 32);

export async function tellFarms(
  order: Order,
  withdrawal: StoredWithdrawal,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  try {
    const TableName = readEnv().tableName;
    const recipients = await readRecipients(withdrawal.producerIds);
    const reference = orderReference(order.id);
    const mailOn = mailEnabled(readMailSettings());
    const items: TransactItem[] = withdrawal.producerIds.flatMap((producerId) => {
      const lines = withdrawal.lines
        .filter((line) => line.producerId === producerId)
        .map((line) => `${line.quantity} × ${line.name}`)
        .join(', ');
      const title = UI.farmTitle(reference);
      const message = UI.farmBody(lines);
      const link = `/producer/orders/${order.id}`;
      const recipient = recipients.get(producerId);
      const notice: TransactItem = {
        Put: {
          TableName,
          Item: personalNotificationItem({
            id: derived(withdrawal.id, producerId, EVENT),
            userId: producerId,
            type: 'WARNING',
            priority: 'HIGH',
            title,
            message,
            createdAt: withdrawal.requestedAt,
            link,
            orderId: order.id,
            event: EVENT,
          }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      };
      if (!mailOn || !recipient?.email || recipient.isActive === false) return [notice];
      return [
        notice,
        queueMail(
          TableName,
          {
            to: recipient.email,
            kind: 'withdrawal',
            subject: title,
            text: [MAIL_TEXTS.greeting(recipient.fullName), '', message].join('\n'),
            link: { label: MAIL_TEXTS.seeMore, path: link },
          },
          {
            now: new Date(),
            id: derived('mail', withdrawal.id, producerId),
            about: `USER#${producerId}`,
          },
        ),
      ];
    });
    if (items.length > 0) await ddb().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    logger.warn('Withdrawal: a farm could not be told (it sees the withdrawal on the order)', {
      withdrawalId: withdrawal.id,
      error: error as Error,
    });
  }
}
