/**
 * What the consumer is told about a cycle (pure): a personal notification and an e-mail (kind `subscription`),
 * as transaction items written with what they are about (the cycle, the reminder). Their ids are derived from
 * the subscription, the cycle and the notice, so a retried write cannot tell twice.
 */
import { personalNotificationItem } from '../notifications/index.js';
import { queueMail } from '../lib/mail/queue.js';
import type { NotificationType } from '../../shared/contracts/notifications/entities.js';
import type { StoredSubscription } from './subscription-record.js';

export const SUBSCRIPTIONS_PATH = '/suscripciones';

export interface Notice {
  /** What happened (the notification's event), e.g. subscription_missing. */
  event: string;
  title: string;
  message: string;
  type: NotificationType;
  /** The page it points to (defaults to /suscripciones). */
  link?: string;
  orderId?: string;
}

/** A personal notification and (when the consumer has an e-mail) the e-mail of a notice. */
export function noticeItems(
  tableName: string,
  subscription: StoredSubscription,
  notice: Notice,
  { now, key }: { now: Date; key: string },
): Record<string, unknown>[] {
  const id = `sub-${subscription.id}-${key}`;
  const createdAt = now.toISOString();
  const link = notice.link ?? SUBSCRIPTIONS_PATH;
  const items: Record<string, unknown>[] = [
    {
      Put: {
        TableName: tableName,
        Item: personalNotificationItem({
          id,
          userId: subscription.userId,
          type: notice.type,
          priority: notice.type === 'WARNING' || notice.type === 'ERROR' ? 'HIGH' : 'MEDIUM',
          title: notice.title,
          message: notice.message,
          createdAt,
          link,
          ...(notice.orderId ? { orderId: notice.orderId } : {}),
          event: notice.event,
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  const to = subscription.consumer.email ?? subscription.shippingInfo.email;
  if (to) {
    items.push(
      queueMail(
        tableName,
        {
          to,
          kind: 'subscription',
          subject: notice.title,
          text: notice.message,
          link: { label: notice.orderId ? 'Ver el pedido' : 'Ver mis suscripciones', path: link },
        },
        { now, id, about: `SUBSCRIPTION#${subscription.id}` },
      ),
    );
  }
  return items;
}
