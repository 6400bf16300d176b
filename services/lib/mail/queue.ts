/**
 * Queuing an e-mail: the Put of its MAIL# item, to write in the same transaction as what the e-mail is about
 * (a contact message, an order event's notifications). The events function sends it from the table's stream.
 */
import { randomUUID } from 'node:crypto';
import { MAIL_RETENTION_DAYS } from '../../../shared/constants/notifications.js';
import { mailKeys } from '../data/keys.js';
import type { OutgoingMail } from './mail.js';

export const MAIL_ENTITY = 'Mail';
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailItem extends OutgoingMail {
  id: string;
  status: MailStatus;
  attempts: number;
  createdAt: string;
  /** What the e-mail is about (e.g. CONTACT#<id>, USER#<sub>). */
  about?: string;
}

export function mailItem(
  mail: OutgoingMail,
  options: { now: Date; id?: string; about?: string },
): Record<string, unknown> {
  const id = options.id ?? randomUUID();
  return {
    ...mailKeys.item(id),
    entity: MAIL_ENTITY,
    id,
    ...mail,
    ...(options.about ? { about: options.about } : {}),
    status: 'queued' satisfies MailStatus,
    attempts: 0,
    createdAt: options.now.toISOString(),
    expiresAt: Math.floor(options.now.getTime() / 1000) + MAIL_RETENTION_DAYS * 24 * 60 * 60,
  };
}

/** The transaction item that queues an e-mail (put if absent). */
export function queueMail(
  tableName: string,
  mail: OutgoingMail,
  options: { now: Date; id?: string; about?: string },
) {
  return {
    Put: {
      TableName: tableName,
      Item: mailItem(mail, options),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
