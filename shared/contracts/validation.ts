/** Turns a zod failure into the contract's validation error: a code, a Spanish message and field errors. */
import type * as z from 'zod/mini';
import type { ErrorCode, FieldError, SpecErrorCode } from './http.js';
import { GENERIC_MESSAGES } from '../messages/generic.js';

/**
 * Maps a top-level field name to the original API's error code for it (e.g. quantity -> INVALID_QUANTITY), or to a
 * function of the field's message where one field has two codes (email: INVALID_EMAIL when missing,
 * INVALID_EMAIL_FORMAT when malformed).
 */
export type FieldCodes = Readonly<Record<string, SpecErrorCode | ((message: string) => SpecErrorCode)>>;

export interface ValidationFailure {
  code: ErrorCode;
  message: string;
  errors: FieldError[];
}

/**
 * A payload that is not an object at all ([], "texto", 42, null where {...} is expected): one explicit message
 * instead of zod's generic type message, wherever the schema is used (forms and services).
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object') {
    return GENERIC_MESSAGES.bodyNotObject;
  }
  return issue.message;
}

export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '_',
    message: messageOf(issue),
  }));
}

/**
 * The first failing field decides the code (its field error code, else VALIDATION_ERROR) and the message
 * (that field's Spanish message, so a single-field mistake reads exactly as the original API words it).
 */
export function toValidationFailure(error: z.core.$ZodError, codes: FieldCodes = {}): ValidationFailure {
  const errors = fieldErrors(error);
  const first = error.issues[0];
  const field = first?.path[0];
  const message = first ? messageOf(first) : GENERIC_MESSAGES.validation;
  const mapped = typeof field === 'string' ? codes[field] : undefined;
  const code = (typeof mapped === 'function' ? mapped(message) : mapped) ?? 'VALIDATION_ERROR';
  return { code, message, errors };
}

export type SafeParse<T> = { ok: true; value: T } | { ok: false; failure: ValidationFailure };

/** Parses `input` with `schema`, answering either the value or the contract's failure. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  codes?: FieldCodes,
): SafeParse<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, failure: toValidationFailure(result.error, codes) };
}
