/**
 * A text that many e-mails end with, stored once instead of in each (docs/cost.md "The confirmation's legal
 * texts stored once"): the order confirmation carries the purchase conditions and the model withdrawal form,
 * about 8 KB of the same text in every order's e-mail. The processor that queues it stores that text as a part
 * (`MAILPART#<month>#<hash>` / `PART`, gzipped) and the e-mail's item names it (`textPart`, mail-text.ts); the
 * delivery appends it when it sends (mail-delivery.ts), so the consumer receives the same bytes as before.
 *
 * A part is immutable and named by the SHA-256 of its text: a text an admin changes, a new identity or a model
 * changed by a release makes another part, and an e-mail queued before still reads the text it was queued with.
 * The id starts with the month it is written in, and the part expires (TTL) a retention period after that
 * month ends, so it outlives every e-mail that names it (each expires MAIL_RETENTION_DAYS after it was queued)
 * and a part no e-mail names any more goes. So a text is written about once a month, not once an order.
 *
 * Both sides remember the parts they have seen in the function's memory (a part never changes): a warm function
 * reads nothing. A cold one reads the part once: the queuing side whether it is there (an eventually
 * consistent GetItem, half a read unit), the delivery its text (a consistent one: it was written just before).
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MAIL_RETENTION_DAYS } from '../../../shared/constants/notifications.js';
import { isConditionFailure } from '../data/condition-failure.js';
import { getItem, putItem } from '../data/item-commands.js';
import { mailKeys } from '../data/keys.js';

export const MAIL_PART_ENTITY = 'MailPart';

/** A stored text and the id that names it. */
export interface MailPart {
  id: string;
  text: string;
}

const DAY_SECONDS = 24 * 60 * 60;
/** Parts this function has seen (written or read), by id: they never change. */
const known = new Map<string, string>();
const KNOWN_AT_MOST = 32;

function remember(part: MailPart): MailPart {
  if (!known.has(part.id) && known.size >= KNOWN_AT_MOST) known.delete(known.keys().next().value as string);
  known.set(part.id, part.text);
  return part;
}

/** `<YYYY-MM>#<SHA-256 of the text, base64url>`: the month it is written in and its content. */
export function mailPartId(text: string, now: Date): string {
  const hash = createHash('sha256').update(text, 'utf8').digest('base64url');
  return `${now.toISOString().slice(0, 7)}#${hash}`;
}

/** When a part of the month of `id` expires: that month's end plus the e-mails' retention and a day. */
export function mailPartExpiry(id: string): number {
  const [year, month] = id.slice(0, 7).split('-').map(Number) as [number, number];
  const nextMonth = Date.UTC(year, month, 1) / 1000;
  return nextMonth + (MAIL_RETENTION_DAYS + 1) * DAY_SECONDS;
}

export function mailPartItem(part: MailPart, now: Date): Record<string, unknown> {
  return {
    ...mailKeys.part(part.id),
    entity: MAIL_PART_ENTITY,
    textGzip: new Uint8Array(gzipSync(Buffer.from(part.text, 'utf8'))),
    createdAt: now.toISOString(),
    expiresAt: mailPartExpiry(part.id),
  };
}

/** The text of a part's item (bytes, or base64 as a stream event would carry them). */
function partTextOf(item: Record<string, unknown>): string | undefined {
  const packed = item.textGzip;
  if (typeof packed === 'string') return gunzipSync(Buffer.from(packed, 'base64')).toString('utf8');
  if (packed instanceof Uint8Array) return gunzipSync(packed).toString('utf8');
  return undefined;
}

/** Stores `text` as a part unless it is there (see the header) and answers the part to name. */
export async function saveMailPart(text: string, now: Date): Promise<MailPart> {
  const part = { id: mailPartId(text, now), text };
  if (known.has(part.id)) return part;
  const key = mailKeys.part(part.id);
  const { Item } = await getItem({ Key: key, ProjectionExpression: 'PK' });
  if (!Item) {
    try {
      await putItem({ Item: mailPartItem(part, now), ConditionExpression: 'attribute_not_exists(PK)' });
    } catch (error) {
      // Another invocation stored it first: the same text under the same id.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return remember(part);
}

/** A part's text, or undefined when no such part is stored (never written, or expired). */
export async function readMailPart(id: string): Promise<string | undefined> {
  const seen = known.get(id);
  if (seen !== undefined) return seen;
  const { Item } = await getItem({ Key: mailKeys.part(id), ConsistentRead: true });
  const text = Item ? partTextOf(Item) : undefined;
  return text === undefined ? undefined : remember({ id, text }).text;
}

/** Forgets the parts seen (tests: a cold function). */
export function forgetMailParts(): void {
  known.clear();
}
