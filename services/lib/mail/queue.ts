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
 * names it as a part stored once (parts.ts) instead of carrying it: `textPart` is the part's id and
 * `textDeflate` the e-mail's own beginning (raw deflate, with the preset dictionary `textDictionary` names when
 * there is one: dictionaries.ts). The sent text is the beginning followed by the part, the same bytes as the whole
 * text queued. mailTextOf reads every shape: `text`, `textGzip`, and `textDeflate` with its part.
 */
import { randomUUID } from 'node:crypto';
import { deflateRawSync, gunzipSync, gzipSync, inflateRawSync } from 'node:zlib';
import { MAIL_RETENTION_DAYS } from '../../../shared/constants/notifications.js';
import { mailKeys } from '../data/keys.js';
import { MAIL_DICTIONARIES, type MailDictionaryName } from './dictionaries.js';
import type { OutgoingMail } from './mail.js';
import type { MailPart } from './parts.js';

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

/** Binary attribute: bytes, or base64 as a Lambda stream event carries them. */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (typeof value === 'string') return Buffer.from(value, 'base64');
  return value instanceof Uint8Array ? value : undefined;
}

/** The id of the part a MAIL# item's text ends with (parts.ts), if it names one. */
export const mailPartIdOf = (item: Record<string, unknown>): string | undefined =>
  typeof item.textPart === 'string' && item.textPart !== '' ? item.textPart : undefined;

/** The beginning of a MAIL# item's text stored as `textDeflate` (undefined: none, or an unknown dictionary). */
function deflatedTextOf(item: Record<string, unknown>): string | undefined {
  const packed = bytesOf(item.textDeflate);
  if (!packed) return undefined;
  if (item.textDictionary === undefined) return inflateRawSync(packed).toString('utf8');
  const dictionary = MAIL_DICTIONARIES[item.textDictionary as MailDictionaryName];
  if (typeof dictionary !== 'string') return undefined;
  return inflateRawSync(packed, { dictionary: Buffer.from(dictionary, 'utf8') }).toString('utf8');
}

/**
 * The body of a MAIL# item: `text`, `textGzip`, or `textDeflate` followed by the part it names, whose text the
 * caller read (`parts`, by id: readMailPart). Undefined when there is none or the named part is not given.
 */
export function mailTextOf(
  item: Record<string, unknown>,
  parts: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  if (typeof item.text === 'string') return item.text;
  const packed = bytesOf(item.textGzip);
  if (packed) return gunzipSync(packed).toString('utf8');
  const start = deflatedTextOf(item);
  const partId = mailPartIdOf(item);
  if (start === undefined || partId === undefined) return start;
  const part = parts.get(partId);
  return part === undefined ? undefined : start + part;
}

/** The body's attribute: `text`, or `textGzip` when it is long (see the header). */
function storedText(text: string): { text: string } | { textGzip: Uint8Array } {
  if (Buffer.byteLength(text, 'utf8') < MAIL_TEXT_GZIP_FROM) return { text };
  return { textGzip: new Uint8Array(gzipSync(Buffer.from(text, 'utf8'))) };
}

/** The body without the part it ends with, which the item names (see the header); the whole text otherwise. */
function storedBody(text: string, options: QueueOptions): Record<string, unknown> {
  const { part, dictionary } = options;
  if (!part || part.text === '' || !text.endsWith(part.text)) return storedText(text);
  const start = Buffer.from(text.slice(0, text.length - part.text.length), 'utf8');
  const packed = deflateRawSync(start, {
    level: 9,
    ...(dictionary ? { dictionary: Buffer.from(MAIL_DICTIONARIES[dictionary], 'utf8') } : {}),
  });
  return {
    textDeflate: new Uint8Array(packed),
    ...(dictionary ? { textDictionary: dictionary } : {}),
    textPart: part.id,
  };
}

export interface QueueOptions {
  now: Date;
  id?: string;
  about?: string;
  /** A stored text the body ends with (parts.ts): the item names it instead of carrying it. */
  part?: MailPart;
  /** The preset dictionary the body's own beginning is deflated with (with `part` only). */
  dictionary?: MailDictionaryName;
}

export function mailItem(mail: OutgoingMail, options: QueueOptions): Record<string, unknown> {
  const id = options.id ?? randomUUID();
  const { text, ...rest } = mail;
  const written = {
    ...mailKeys.item(id),
    entity: MAIL_ENTITY,
    id,
    ...rest,
    ...storedBody(text, options),
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
