/**
 * Building blocks shared by the schemas. Every schema is written with zod/mini, zod's tree-shakable API
 * (functions and `.check(...)` instead of methods): a Lambda bundle or a web chunk carries only the checks
 * it uses (about 25 KB instead of the 90 KB of zod's classic API). docs/decisions.md, "Schemas".
 */
import '../zod-locale.js';
import * as z from 'zod/mini';
import {
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  ID_PATTERN,
  PAGE_DEFAULT_LIMIT,
  PAGE_MAX_LIMIT,
  PAGE_TOKEN_MAX_LENGTH,
} from '../constants.js';
import { isValidIban, normalizeIban } from '../iban.js';
import { GENERIC_MESSAGES } from '../messages/generic.js';
import { AUTH_VALIDATION, NOTIFICATION_VALIDATION } from '../messages/validation.js';

/** A loose but practical e-mail check (same rule in forms and services). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits, spaces, dashes, parentheses, optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;
/** What a page token may look like (base64url, bounded): anything else is refused before decoding. */
export const PAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A required trimmed string: blank counts as missing. */
export const requiredText = (message: string, max?: number, maxMessage?: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      ...(max === undefined ? [] : [z.maxLength(max, { error: maxMessage ?? message })]),
    );

/** A required id (path parameter or body field): ID_MAX_LENGTH characters of ID_PATTERN at most. */
export const requiredId = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage).check(
    z.maxLength(ID_MAX_LENGTH, { error: invalidMessage }),
    z.regex(ID_PATTERN, { error: invalidMessage }),
  );

/** A required e-mail with one message when missing and another when malformed. */
export const requiredEmail = (requiredMessage: string, formatMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: AUTH_VALIDATION.emailTooLong, abort: true }),
      z.regex(EMAIL_PATTERN, { error: formatMessage }),
      z.toLowerCase(),
    );

/**
 * An id in a path or a body: required, at most ID_MAX_LENGTH characters of ID_PATTERN (UUIDs, Cognito subs,
 * our own ids). Anything else can name nothing we store, so it never reaches DynamoDB as a key (which would
 * refuse keys over 2 KB with a 500). `requiredMessage` when missing or blank, `invalidMessage` otherwise.
 */
export const idSchema = (requiredMessage: string, invalidMessage: string = requiredMessage) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(ID_MAX_LENGTH, { error: invalidMessage, abort: true }),
      z.regex(ID_PATTERN, { error: invalidMessage }),
    );

/** Path parameters of a route with one id: `{ [name]: id }`. */
export const idParams = <K extends string>(name: K, requiredMessage: string, invalidMessage?: string) =>
  z.object({ [name]: idSchema(requiredMessage, invalidMessage) } as Record<K, ReturnType<typeof idSchema>>);

/**
 * zod's `preprocess` for zod/mini: `prepare` runs on the raw input, then `schema` checks the result (its own
 * messages). Query values arrive as text, so this is how the query schemas read numbers and booleans.
 */
export const preprocess = <S extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(prepare), schema);

/** Query values arrive as text; an empty one (`producerId=`) counts as not given. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
/** Text to a number (NaN stays NaN: the number schema refuses it); empty or absent = not given. */
const textAsNumber = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

/** An optional id in the query string (empty = not given). */
export const queryId = (invalidMessage: string) =>
  preprocess(emptyAsMissing, z.optional(idSchema(invalidMessage, invalidMessage)));

/** Optional free text in the query string, trimmed and bounded (empty = not given). */
export const queryText = (max: number, maxMessage: string) =>
  preprocess(
    emptyAsMissing,
    z.optional(z.string({ error: maxMessage }).check(z.trim(), z.maxLength(max, { error: maxMessage }))),
  );

/** Query strings arrive as text: a finite number parsed from text within [min, max], or undefined. */
export const queryNumber = (message: string, bounds: { min?: number; max?: number } = {}) =>
  preprocess(
    textAsNumber,
    z.optional(
      z
        .number({ error: message })
        .check(
          z.gte(bounds.min ?? -Number.MAX_VALUE, { error: message }),
          z.lte(bounds.max ?? Number.MAX_VALUE, { error: message }),
        ),
    ),
  );

export const queryBoolean = (message: string) =>
  preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : emptyAsMissing(value)),
    z.optional(z.boolean({ error: message })),
  );

/** An opaque page token: empty counts as none; otherwise bounded base64url (decoded by the service). */
export const pageTokenSchema = preprocess(
  emptyAsMissing,
  z.optional(
    z
      .string({ error: GENERIC_MESSAGES.invalidPageToken })
      .check(
        z.maxLength(PAGE_TOKEN_MAX_LENGTH, { error: GENERIC_MESSAGES.invalidPageToken, abort: true }),
        z.regex(PAGE_TOKEN_PATTERN, { error: GENERIC_MESSAGES.invalidPageToken }),
      ),
  ),
);

/** An integer within [min, max] with one message for every way it can be wrong. */
export const boundedInt = (message: string, min: number, max: number) =>
  z.int({ error: message }).check(z.gte(min, { error: message }), z.lte(max, { error: message }));

/** `limit` of list calls: an integer 1..PAGE_MAX_LIMIT (default PAGE_DEFAULT_LIMIT). */
export const limitSchema = (max: number = PAGE_MAX_LIMIT, fallback: number = PAGE_DEFAULT_LIMIT) =>
  preprocess(textAsNumber, z._default(boundedInt(NOTIFICATION_VALIDATION.limitRange, 1, max), fallback));

/** `limit` + opaque `nextToken` paging of list calls. */
export const pagingQuery = z.object({
  limit: limitSchema(),
  nextToken: pageTokenSchema,
});

/** Optional trimmed text: present but blank is `blankMessage`, over `max` is `maxMessage`. */
export const optionalName = (blankMessage: string, max: number, maxMessage: string) =>
  z.optional(
    z
      .string({ error: blankMessage })
      .check(z.trim(), z.minLength(1, { error: blankMessage }), z.maxLength(max, { error: maxMessage })),
  );
/** Optional trimmed text of at most `max` characters. */
export const optionalBoundedText = (max: number, message: string) =>
  z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message })));

/** Longest IBAN as typed (spaces included) before it is checked: the longest SEPA IBAN has 34 characters. */
export const IBAN_INPUT_MAX_LENGTH = 42;
/** The longest name of a bank account's holder. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 100;

/** An IBAN checked by shared/iban.ts (SEPA country, length, check digits), answered in electronic form. */
export const ibanField = (message: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(
        z.maxLength(IBAN_INPUT_MAX_LENGTH, { error: message, abort: true }),
        z.refine(isValidIban, { error: message }),
      ),
    z.transform(normalizeIban),
  );

/** The texts of a bank account: `account` when it is not an object, then one per field and rule. */
export interface BankAccountMessages {
  account: string;
  iban: string;
  holderRequired: string;
  holderTooLong: string;
}

/**
 * A bank account `{ iban, holder }` (the shop's in the payment settings, a farm's for its payouts in its
 * profile): one rule, each with its own Spanish texts.
 */
export const bankAccountObject = (messages: BankAccountMessages) =>
  z.object(
    {
      iban: ibanField(messages.iban),
      holder: requiredText(messages.holderRequired, ACCOUNT_HOLDER_MAX_LENGTH, messages.holderTooLong),
    },
    { error: messages.account },
  );
