/**
 * Building blocks shared by the schemas. Every schema is written with zod/mini, zod's tree-shakable API
 * (functions and `.check(...)` instead of methods): a Lambda bundle or a web chunk carries only the checks
 * it uses (about 25 KB instead of the 90 KB of zod's classic API). docs/decisions.md, "Schemas".
 */
import '../utils/zod-locale.js';
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../constants/auth.js';
import {
  ID_MAX_LENGTH,
  ID_PATTERN,
  PAGE_DEFAULT_LIMIT,
  PAGE_MAX_LIMIT,
  PAGE_TOKEN_MAX_LENGTH,
} from '../constants/limits.js';
import { isValidIban, normalizeIban } from '../rules/iban.js';
import { GENERIC_MESSAGES } from '../messages/generic.js';
import { FIELD_VALIDATION, TEXT_VALIDATION } from '../messages/validation.js';
import { hasForbiddenCharacters, isInvisibleOnly, unifyLineEnds } from '../utils/text-hygiene.js';

/** A loose but practical e-mail check (same rule in forms and services). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits, spaces, dashes, parentheses, optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;
/** What a page token may look like (base64url, bounded): anything else is refused before decoding. */
export const PAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** How a text field reads its text (every field but passwords: shared/utils/text-hygiene.ts, docs/security.md). */
export interface TextOptions {
  /** Keeps line feeds and tabs (descriptions, notes, messages); `\r\n` becomes `\n`. Default: single line. */
  multiline?: boolean;
  /**
   * Invisible-only text (zero-width spaces, lone combining marks...): `'blank'` turns it into '' (a required
   * field then answers its own required message, an optional one its blank rule), `'refuse'` (default) answers
   * TEXT_VALIDATION.invisibleOnly.
   */
  invisible?: 'blank' | 'refuse';
  /** Trims white space around the text (default true). */
  trim?: boolean;
}

/**
 * The one way a schema reads text: `message` when it is not text at all, then NFC, trimmed, and refused with
 * TEXT_VALIDATION.forbiddenCharacters for a lone surrogate, a control character (line feed and tab allowed
 * in multi-line fields), or a bidirectional override or isolate; invisible-only text per `invisible`. Every
 * helper below starts from it; schemas add their own checks with `.check(...)`.
 */
export const text = (
  message: string,
  { multiline = false, invisible = 'refuse', trim = true }: TextOptions = {},
) =>
  z.string({ error: message }).check(
    ...(multiline ? [z.overwrite(unifyLineEnds)] : []),
    z.normalize('NFC'),
    ...(trim ? [z.trim()] : []),
    z.refine((value: string) => !hasForbiddenCharacters(value, { multiline }), {
      error: TEXT_VALIDATION.forbiddenCharacters,
      abort: true,
    }),
    invisible === 'blank'
      ? z.overwrite((value: string) => (isInvisibleOnly(value) ? '' : value))
      : z.refine((value: string) => !isInvisibleOnly(value), {
          error: TEXT_VALIDATION.invisibleOnly,
          abort: true,
        }),
  );

/** A required trimmed text: blank (or invisible-only) counts as missing. */
export const requiredText = (
  message: string,
  max?: number,
  maxMessage?: string,
  options: Pick<TextOptions, 'multiline'> = {},
) =>
  text(message, { ...options, invisible: 'blank' }).check(
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
  text(requiredMessage, { invisible: 'blank' }).check(
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: FIELD_VALIDATION.emailTooLong, abort: true }),
    z.regex(EMAIL_PATTERN, { error: formatMessage }),
    z.toLowerCase(),
  );

/**
 * An id in a path or a body: required, at most ID_MAX_LENGTH characters of ID_PATTERN (UUIDs, Cognito subs,
 * our own ids). Anything else can name nothing we store, so it never reaches DynamoDB as a key (which would
 * refuse keys over 2 KB with a 500). `requiredMessage` when missing or blank, `invalidMessage` otherwise.
 */
export const idSchema = (requiredMessage: string, invalidMessage: string = requiredMessage) =>
  text(requiredMessage, { invisible: 'blank' }).check(
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.maxLength(ID_MAX_LENGTH, { error: invalidMessage, abort: true }),
    z.regex(ID_PATTERN, { error: invalidMessage }),
  );

/** A field a change may leave out (unchanged) or send as null (cleared). */
export const clearable = <S extends z.ZodMiniType>(schema: S) => z.optional(z.nullable(schema));

/** Whether any of `keys` was given: a change that names none changes nothing (its schema refuses it). */
export const anyGiven = <T>(body: T, keys: readonly (keyof T)[]): boolean =>
  keys.some((key) => body[key] !== undefined);

/** Path parameters of a route with one id: `{ [name]: id }`. */
export const idParams = <K extends string>(name: K, requiredMessage: string, invalidMessage?: string) =>
  z.object({ [name]: idSchema(requiredMessage, invalidMessage) } as Record<K, ReturnType<typeof idSchema>>);

/** A route's one id in its path with the original API's error code of a wrong one (`{itemId}`, INVALID_ITEM_ID). */
export const idPath = <K extends string, C extends string, S extends z.ZodMiniType>(
  name: K,
  code: C,
  id: S,
) => ({
  schema: z.object({ [name]: id } as Record<K, S>),
  codes: { [name]: code } as Record<K, C>,
});

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
  preprocess(emptyAsMissing, z.optional(text(maxMessage).check(z.maxLength(max, { error: maxMessage }))));

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
    text(GENERIC_MESSAGES.invalidPageToken, { trim: false }).check(
      z.maxLength(PAGE_TOKEN_MAX_LENGTH, { error: GENERIC_MESSAGES.invalidPageToken, abort: true }),
      z.regex(PAGE_TOKEN_PATTERN, { error: GENERIC_MESSAGES.invalidPageToken }),
    ),
  ),
);

/** An integer within [min, max] with one message for every way it can be wrong. */
export const boundedInt = (message: string, min: number, max: number) =>
  z.int({ error: message }).check(z.gte(min, { error: message }), z.lte(max, { error: message }));

/**
 * A quantity of a product: a whole number from 1 (from 0 with `zero: true`, where 0 takes the line out) up to
 * `max`; `invalid` for anything else under it, `tooMany` above.
 */
export const quantitySchema = (
  max: number,
  messages: { invalid: string; tooMany: string },
  { zero = false }: { zero?: boolean } = {},
) =>
  z
    .int({ error: messages.invalid })
    .check(
      zero ? z.gte(0, { error: messages.invalid }) : z.gt(0, { error: messages.invalid }),
      z.lte(max, { error: messages.tooMany }),
    );

/** `limit` of list calls: an integer 1..PAGE_MAX_LIMIT (default PAGE_DEFAULT_LIMIT). */
export const limitSchema = (max: number = PAGE_MAX_LIMIT, fallback: number = PAGE_DEFAULT_LIMIT) =>
  preprocess(textAsNumber, z._default(boundedInt(FIELD_VALIDATION.limitRange, 1, max), fallback));

/** `limit` + opaque `nextToken` paging of list calls. */
export const pagingQuery = z.object({
  limit: limitSchema(),
  nextToken: pageTokenSchema,
});

/** A whole UTC day, 'AAAA-MM-DD', that exists on the calendar (no 31 of April). */
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isCalendarDay = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
};

/**
 * A day filter: text (its hygiene first: control characters and the like answer their own message), bounded,
 * then the pattern (aborting: the calendar check only ever sees the pattern's shape).
 */
export const dayText = (message: string) =>
  text(message).check(
    z.maxLength(10, { error: message, abort: true }),
    z.regex(DAY_PATTERN, { error: message, abort: true }),
    z.refine(isCalendarDay, { error: message }),
  );

/** Optional trimmed text: present but blank (or invisible-only) is `blankMessage`, over `max` is `maxMessage`. */
export const optionalName = (blankMessage: string, max: number, maxMessage: string) =>
  z.optional(
    text(blankMessage, { invisible: 'blank' }).check(
      z.minLength(1, { error: blankMessage }),
      z.maxLength(max, { error: maxMessage }),
    ),
  );
/**
 * Optional trimmed text of at most `max` characters; blank is accepted (the schema says what blank means),
 * invisible-only is refused. `typeMessage` when it is not text (default `message`).
 */
export const optionalBoundedText = (
  max: number,
  message: string,
  options: Pick<TextOptions, 'multiline'> & { typeMessage?: string } = {},
) =>
  z.optional(
    text(options.typeMessage ?? message, { multiline: options.multiline }).check(
      z.maxLength(max, { error: message }),
    ),
  );

/** Longest IBAN as typed (spaces included) before it is checked: the longest SEPA IBAN has 34 characters. */
export const IBAN_INPUT_MAX_LENGTH = 42;
/** The longest name of a bank account's holder. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 100;

/** An IBAN checked by shared/rules/iban.ts (SEPA country, length, check digits), answered in electronic form. */
export const ibanField = (message: string) =>
  z.pipe(
    text(message).check(
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
