/** Building blocks shared by the schemas. */
import '../zod-locale.js';
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  ID_PATTERN,
  PAGE_DEFAULT_LIMIT,
  PAGE_MAX_LIMIT,
  PAGE_TOKEN_MAX_LENGTH,
} from '../constants.js';
import { GENERIC_MESSAGES, VALIDATION_MESSAGES as M } from '../messages.js';

/** A loose but practical e-mail check (same rule in forms and services). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits, spaces, dashes, parentheses, optional leading + (spec section 5). */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;
/** What a page token may look like (base64url, bounded): anything else is refused before decoding. */
export const PAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A required trimmed string: blank counts as missing. */
export const requiredText = (message: string, max?: number, maxMessage?: string) => {
  const base = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return max === undefined ? base : base.max(max, { error: maxMessage ?? message });
};

/** A required id (path parameter or body field): ID_MAX_LENGTH characters of ID_PATTERN at most. */
export const requiredId = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage)
    .max(ID_MAX_LENGTH, { error: invalidMessage })
    .regex(ID_PATTERN, { error: invalidMessage });

/** A required e-mail with one message when missing and another when malformed. */
export const requiredEmail = (requiredMessage: string, formatMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: M.emailTooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: formatMessage })
    .transform((value) => value.toLowerCase());

/**
 * An id in a path or a body: required, at most ID_MAX_LENGTH characters of ID_PATTERN (UUIDs, Cognito subs,
 * our own ids). Anything else can name nothing we store, so it never reaches DynamoDB as a key (which would
 * refuse keys over 2 KB with a 500). `requiredMessage` when missing or blank, `invalidMessage` otherwise.
 */
export const idSchema = (requiredMessage: string, invalidMessage: string = requiredMessage) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(ID_MAX_LENGTH, { error: invalidMessage, abort: true })
    .regex(ID_PATTERN, { error: invalidMessage });

/** Path parameters of a route with one id: `{ [name]: id }`. */
export const idParams = <K extends string>(name: K, requiredMessage: string, invalidMessage?: string) =>
  z.object({ [name]: idSchema(requiredMessage, invalidMessage) } as Record<K, ReturnType<typeof idSchema>>);

/** Query values arrive as text; an empty one (`producerId=`) counts as not given. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** An optional id in the query string (empty = not given). */
export const queryId = (invalidMessage: string) =>
  z.preprocess(emptyAsMissing, idSchema(invalidMessage, invalidMessage).optional());

/** Optional free text in the query string, trimmed and bounded (empty = not given). */
export const queryText = (max: number, maxMessage: string) =>
  z.preprocess(
    emptyAsMissing,
    z.string({ error: maxMessage }).trim().max(max, { error: maxMessage }).optional(),
  );

/** Query strings arrive as text: a finite number parsed from text within [min, max], or undefined. */
export const queryNumber = (message: string, bounds: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: message })
      .finite({ error: message })
      .min(bounds.min ?? -Number.MAX_VALUE, { error: message })
      .max(bounds.max ?? Number.MAX_VALUE, { error: message })
      .optional(),
  );

export const queryBoolean = (message: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : emptyAsMissing(value)),
    z.boolean({ error: message }).optional(),
  );

/** An opaque page token: empty counts as none; otherwise bounded base64url (decoded by the service). */
export const pageTokenSchema = z.preprocess(
  emptyAsMissing,
  z
    .string({ error: GENERIC_MESSAGES.invalidPageToken })
    .max(PAGE_TOKEN_MAX_LENGTH, { error: GENERIC_MESSAGES.invalidPageToken, abort: true })
    .regex(PAGE_TOKEN_PATTERN, { error: GENERIC_MESSAGES.invalidPageToken })
    .optional(),
);

/** `limit` of list calls: an integer 1..PAGE_MAX_LIMIT (default PAGE_DEFAULT_LIMIT). */
export const limitSchema = (max: number = PAGE_MAX_LIMIT, fallback: number = PAGE_DEFAULT_LIMIT) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: M.limitRange })
      .int({ error: M.limitRange })
      .min(1, { error: M.limitRange })
      .max(max, { error: M.limitRange })
      .default(fallback),
  );

/** `limit` + opaque `nextToken` paging of list calls. */
export const pagingQuery = z.object({
  limit: limitSchema(),
  nextToken: pageTokenSchema,
});
export type PagingQuery = z.infer<typeof pagingQuery>;
