/**
 * The body of a queued e-mail in every shape it is stored in, and the shape of an e-mail that ends with a stored
 * part (docs/cost.md "The confirmation's legal texts stored once"):
 *   - `text` (a short body), or `textGzip` (a body of 1 KB or more, gzipped): queue.ts, the default;
 *   - `textDeflate` + `textPart`: the e-mail's own beginning, raw-deflated with the preset dictionary
 *     `textDictionary` names (dictionaries.ts), followed by the text of the part `textPart` names, stored once for
 *     every e-mail that ends with it (parts.ts). The sent text is the same bytes as the whole text queued.
 * Only the events function bundles this (it queues the order confirmation and delivers every e-mail): the other
 * functions queue through queue.ts and never carry the dictionaries.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { MAIL_DICTIONARIES, type MailDictionaryName } from './dictionaries.js';
import type { MailPart } from './parts.js';
import { plainMailTextOf } from './queue.js';

/** Binary attribute: bytes, or base64 as a Lambda stream event carries them. */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (typeof value === 'string') return Buffer.from(value, 'base64');
  return value instanceof Uint8Array ? value : undefined;
}

const dictionaryBytes = (name: MailDictionaryName) => Buffer.from(MAIL_DICTIONARIES[name], 'utf8');

/** The id of the part a MAIL# item's text ends with, if it names one. */
export const mailPartIdOf = (item: Record<string, unknown>): string | undefined =>
  typeof item.textPart === 'string' && item.textPart !== '' ? item.textPart : undefined;

/** The beginning stored as `textDeflate` (undefined: none, or a dictionary this code does not know). */
function deflatedTextOf(item: Record<string, unknown>): string | undefined {
  const packed = bytesOf(item.textDeflate);
  if (!packed) return undefined;
  if (item.textDictionary === undefined) return inflateRawSync(packed).toString('utf8');
  const name = item.textDictionary as MailDictionaryName;
  if (!Object.hasOwn(MAIL_DICTIONARIES, name)) return undefined;
  return inflateRawSync(packed, { dictionary: dictionaryBytes(name) }).toString('utf8');
}

/**
 * The body of a MAIL# item, whatever its shape (see the header); `parts`: the text of the part it names, by id
 * (parts.ts readMailPart). Undefined when it has none, or when the part it names is not given.
 */
export function mailTextOf(
  item: Record<string, unknown>,
  parts: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const plain = plainMailTextOf(item);
  if (plain !== undefined) return plain;
  const start = deflatedTextOf(item);
  const partId = mailPartIdOf(item);
  if (start === undefined || partId === undefined) return start;
  const part = parts.get(partId);
  return part === undefined ? undefined : start + part;
}

/**
 * The attributes of a body that ends with `part`: its beginning deflated (with `dictionary`), naming the part;
 * null when the text does not end with it (queue.ts then stores it whole). For queue.ts' `packText`.
 */
export function textEndingWithPart(
  text: string,
  part: MailPart,
  dictionary?: MailDictionaryName,
): Record<string, unknown> | null {
  if (part.text === '' || !text.endsWith(part.text)) return null;
  const start = Buffer.from(text.slice(0, text.length - part.text.length), 'utf8');
  const packed = deflateRawSync(start, {
    level: 9,
    ...(dictionary ? { dictionary: dictionaryBytes(dictionary) } : {}),
  });
  return {
    textDeflate: new Uint8Array(packed),
    ...(dictionary ? { textDictionary: dictionary } : {}),
    textPart: part.id,
  };
}
