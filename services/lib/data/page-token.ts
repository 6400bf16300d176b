/**
 * The opaque `nextToken` of list calls: base64url JSON of a DynamoDB LastEvaluatedKey. Every key attribute
 * of the table is a string (table-design.ts), so a token decodes to a flat map of strings. A token is
 * checked on the way in (shape, the attributes the query's index needs and, through `accepts`, the values
 * the query allows), so a tampered or foreign token is a 422 VALIDATION_ERROR, never a DynamoDB error (500).
 */
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { PAGE_TOKEN_MAX_LENGTH } from '../../../shared/constants.js';
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

/** The token for a LastEvaluatedKey, or null when there is none (last page). */
export function encodePageToken(key: Record<string, unknown> | undefined | null): string | null {
  if (!key || Object.keys(key).length === 0) return null;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The ExclusiveStartKey of a token (undefined without one); throws 422 for anything not issued by us. */
export function decodePageToken(
  token: string | undefined | null,
  options: DecodeOptions,
): PageKey | undefined {
  if (token === undefined || token === null || token === '') return undefined;
  const fail = () => invalidPageToken(options.field);
  if (token.length > MAX_PAGE_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) throw fail();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
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
