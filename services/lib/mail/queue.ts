/**
 * Queuing an e-mail: the Put of its MAIL# item, to write in the same transaction as what the e-mail is about
 * (a contact message, an order event's notifications). The events function sends it from the table's stream.
 *
 * A body longer than MAIL_TEXT_GZIP_FROM bytes is stored gzipped (`textGzip`, binary) instead of `text`: an
 * order's confirmation carries the shop's conditions and the withdrawal form (about 9 KB, 3.6 KB gzipped).
 * Its delivery changes its status twice (sending, then sent), and a write is paid per started KB of the whole
 * item. So an item of MAIL_STATUS_APART_FROM bytes or more is written once, marked `statusApart` without a status:
 * the delivery keeps the status in a small item of its own (mailKeys.status; absent: queued), at one unit a
 * change instead of one per KB (docs/cost.md). Items written before keep their status in themselves and are
 * delivered as before.
 *
 * An e-mail that ends with a text many e-mails share (the order confirmation's conditions and withdrawal form)
 * can name it as a part stored once instead of carrying it (`packText`: mail-text.ts, parts.ts). mail-text.ts'
 * mailTextOf reads every shape; plainMailTextOf here the two written by default.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MAIL_RETENTION_DAYS } from '../../../shared/constants/notifications.js';
import { mailKeys } from '../data/keys.js';
import type { OutgoingMail } from './mail.js';

export const MAIL_ENTITY = 'Mail';
/** The status item of a large e-mail (mailKeys.status). */
export const MAIL_STATUS_ENTITY = 'MailStatus';
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

/** Bodies at least this long (UTF-8 bytes) are stored gzipped. */
export const MAIL_TEXT_GZIP_FROM = 1024;
/** Items about this large (bytes) or more keep their delivery's status apart (a write of a 1 KB item costs 1 unit). */
export const MAIL_STATUS_APART_FROM = 900;

/** About the bytes DynamoDB counts for an item: names and values (a binary value its bytes). */
export function approximateItemBytes(item: Record<string, unknown>): number {
  return Buffer.byteLength(
    JSON.stringify(item, (_, value: unknown) =>
      value instanceof Uint8Array ? '#'.repeat(value.byteLength) : value,
    ),
  );
}

/** The body of a MAIL# item stored as `text`, or `textGzip` (bytes, or base64 as a Lambda stream event carries them). */
export function plainMailTextOf(item: Record<string, unknown>): string | undefined {
  if (typeof item.text === 'string') return item.text;
  const packed = item.textGzip;
  if (typeof packed === 'string') return gunzipSync(Buffer.from(packed, 'base64')).toString('utf8');
  if (packed instanceof Uint8Array) return gunzipSync(packed).toString('utf8');
  return undefined;
}

/** The body's attribute: `text`, or `textGzip` when it is long (see the header). */
function storedText(text: string): { text: string } | { textGzip: Uint8Array } {
  if (Buffer.byteLength(text, 'utf8') < MAIL_TEXT_GZIP_FROM) return { text };
  return { textGzip: new Uint8Array(gzipSync(Buffer.from(text, 'utf8'))) };
}

export interface QueueOptions {
  now: Date;
  id?: string;
  about?: string;
  /**
   * Stores the body another way (mail-text.ts `textEndingWithPart`: the beginning deflated, naming the stored part
   * it ends with); null: as `text` or `textGzip`. A function, so that only its callers bundle the dictionaries.
   */
  packText?: (text: string) => Record<string, unknown> | null;
}

export function mailItem(mail: OutgoingMail, options: QueueOptions): Record<string, unknown> {
  const id = options.id ?? randomUUID();
  const { text, ...rest } = mail;
  const written = {
    ...mailKeys.item(id),
    entity: MAIL_ENTITY,
    id,
    ...rest,
    ...(options.packText?.(text) ?? storedText(text)),
    ...(options.about ? { about: options.about } : {}),
    createdAt: options.now.toISOString(),
    expiresAt: Math.floor(options.now.getTime() / 1000) + MAIL_RETENTION_DAYS * 24 * 60 * 60,
  };
  // A large item is written once: its status lives apart (see the header).
  if (approximateItemBytes(written) >= MAIL_STATUS_APART_FROM) return { ...written, statusApart: true };
  return { ...written, status: 'queued' satisfies MailStatus, attempts: 0 };
}

/** The transaction item that queues an e-mail (put if absent). */
export function queueMail(tableName: string, mail: OutgoingMail, options: QueueOptions) {
  return {
    Put: {
      TableName: tableName,
      Item: mailItem(mail, options),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
