/** Building blocks shared by the schemas. */
import { z } from 'zod';
import { ID_MAX_LENGTH, ID_PATTERN, PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';

/** A loose but practical e-mail check (same rule in forms and services). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits, spaces, dashes, parentheses, optional leading + (spec section 5). */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;

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
    .regex(EMAIL_PATTERN, { error: formatMessage })
    .transform((value) => value.toLowerCase());

/** Query strings arrive as text: a number parsed from text, or left undefined. */
export const queryNumber = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z.number({ error: message }).finite({ error: message }).optional(),
  );

export const queryBoolean = (message: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: message }).optional(),
  );

/** `limit` + opaque `nextToken` paging of list calls. */
export const pagingQuery = z.object({
  limit: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: M.limitRange })
      .int({ error: M.limitRange })
      .min(1, { error: M.limitRange })
      .max(PAGE_MAX_LIMIT, { error: M.limitRange })
      .default(PAGE_DEFAULT_LIMIT),
  ),
  nextToken: z.string().min(1).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;
