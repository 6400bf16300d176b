/**
 * POST /v1/notifications/contact (public): a visitor's message to the shop. Validated by the route's schema (the
 * original API's messages and codes); then:
 *   - the hidden honeypot field filled (a bot): the same success answer, nothing stored, nothing sent;
 *   - over the limits per sender address or per source address: 429 with the original API's message (contact-limits.ts);
 *   - otherwise the message is stored for the admins' inbox and, when e-mail is on, a copy to the shop is queued
 *     (reply-to: the sender), both in one transaction; the events function sends the copy.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import { NOTIFICATION_MESSAGES } from '../../shared/messages/notification-answers.js';
import { isHoneypotFilled, type ContactRequest } from '../../shared/contracts/notifications/schemas.js';
import { readEnv } from '../lib/env.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { notificationKeys } from '../lib/data/keys.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import type { Handler, RouteResult } from '../lib/http/types.js';
import type { NotificationsEndpoints } from '../../shared/contracts/notifications/contract.js';
import { limitContact } from './contact-limits.js';

export const CONTACT_ENTITY = 'ContactMessage';

/** Where an admin reads the inbox in the SPA. */
export const INBOX_PATH = '/admin/messages';

export function contactItem(id: string, body: ContactRequest, createdAt: string): Record<string, unknown> {
  return {
    ...notificationKeys.contact(id),
    ...notificationKeys.contactsByDate(createdAt, id),
    ...notificationKeys.contactsByState(false, createdAt, id),
    ...notificationKeys.contactsUnread(createdAt, id),
    entity: CONTACT_ENTITY,
    id,
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    createdAt,
    read: false,
    handled: false,
  };
}

const answer = (): RouteResult<{ message: string }> => ({
  message: NOTIFICATION_MESSAGES.contactSent,
  data: { message: NOTIFICATION_MESSAGES.contactSent },
});

export const submitContact: Handler<NotificationsEndpoints['contact']> = async ({ body, event, logger }) => {
  if (isHoneypotFilled(body)) {
    logger.info('Contact form honeypot filled: message dropped');
    return answer();
  }
  await limitContact(event, body.email);
  const id = randomUUID();
  const now = new Date();
  const tableName = readEnv().tableName;
  const settings = readMailSettings();
  const copy =
    mailEnabled(settings) && settings.shopInbox
      ? [
          queueMail(
            tableName,
            {
              to: settings.shopInbox,
              kind: 'contact',
              subject: MAIL_TEXTS.contactSubject(body.subject),
              text: MAIL_TEXTS.contactBody(body.name, body.email, body.subject, body.message),
              replyTo: body.email,
              link: { label: MAIL_TEXTS.openInbox, path: `${INBOX_PATH}?id=${id}` },
            },
            { now, about: `CONTACT#${id}` },
          ),
        ]
      : [];
  await ddb().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: contactItem(id, body, now.toISOString()),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...copy,
      ],
    }),
  );
  return answer();
};
