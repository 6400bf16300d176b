/**
 * The opaque `nextToken` of list calls: base64url JSON of a DynamoDB LastEvaluatedKey. Every key attribute
 * of the table is a string (table-design.ts), so a token decodes to a flat map of strings. A token is
 * checked on the way in (shape, the attributes the query's index needs and, through `accepts`, the values
 * the query allows), so a tampered or foreign token is a 422 VALIDATION_ERROR, never a DynamoDB error (500).
 */
import { GENERIC_MESSAGES } from '../../../shared/messages/generic.js';
import { PAGE_TOKEN_MAX_LENGTH } from '../../../shared/constants/limits.js';
import { unprocessable } from '../errors.js';

export const INVALID_PAGE_TOKEN_MESSAGE = GENERIC_MESSAGES.invalidPageToken;

export const MAX_PAGE_TOKEN_LENGTH = PAGE_TOKEN_MAX_LENGTH;

export type PageKey = Record<string, string>;

export interface DecodeOptions {
  /** Exactly the attributes a LastEvaluatedKey of this query has (table keys + the index's keys). */
  attributes: readonly string[];
  /** Extra check of the values (e.g. the partition is the one being queried). */
  accepts?: (key: PageKey) => boolean;
  /** Field named in the error (default nextToken). */
  field?: string;
}

export function invalidPageToken(field = 'nextToken') {
  return unprocessable(INVALID_PAGE_TOKEN_MESSAGE, [{ field, message: INVALID_PAGE_TOKEN_MESSAGE }]);
}

/** base64url JSON of `value`: the form of every page token (a LastEvaluatedKey or a cursor of our own). */
export function encodeTokenJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/**
 * The JSON value a token carries, before any check of its shape; throws 422 (naming `field`) for a token too
 * long, with characters base64url has not, or that is not base64url JSON.
 */
function decodeTokenJson(token: string, field = 'nextToken'): unknown {
  if (token.length > MAX_PAGE_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) throw invalidPageToken(field);
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidPageToken(field);
  }
}

/** The token for a LastEvaluatedKey, or null when there is none (last page). */
export function encodePageToken(key: Record<string, unknown> | undefined | null): string | null {
  if (!key || Object.keys(key).length === 0) return null;
  return encodeTokenJson(key);
}

/** The ExclusiveStartKey of a token (undefined without one); throws 422 for anything not issued by us. */
export function decodePageToken(
  token: string | undefined | null,
  options: DecodeOptions,
): PageKey | undefined {
  if (token === undefined || token === null || token === '') return undefined;
  const fail = () => invalidPageToken(options.field);
  const decoded = decodeTokenJson(token, options.field);
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) throw fail();
  const entries = Object.entries(decoded as Record<string, unknown>);
  const expected = new Set(options.attributes);
  if (entries.length !== expected.size) throw fail();
  for (const [name, value] of entries) {
    if (!expected.has(name) || typeof value !== 'string' || value === '') throw fail();
  }
  const key = decoded as PageKey;
  if (options.accepts && !options.accepts(key)) throw fail();
  return key;
}

/**
 * A cursor of our own (base64url JSON of an object) from its token, or undefined without a token; throws 422
 * for a token that is not one, or whose object `valid` refuses.
 */
export function decodeCursorToken<T extends object>(
  token: string | undefined,
  valid: (cursor: Partial<T>) => boolean,
): T | undefined {
  if (!token) return undefined;
  const decoded = decodeTokenJson(token);
  if (typeof decoded !== 'object' || decoded === null || !valid(decoded as Partial<T>))
    throw invalidPageToken();
  return decoded as T;
}

/** The page key a cursor carries, checked as a token's would be (decodePageToken); undefined when empty. */
export function cursorPageKey(key: object | undefined, options: DecodeOptions): PageKey | undefined {
  return decodePageToken(encodePageToken(key as Record<string, unknown> | undefined) ?? '', options);
}
