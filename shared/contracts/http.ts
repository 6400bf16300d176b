/** The HTTP contract: envelopes, error codes and their statuses (docs/decisions.md, "HTTP contract"). */
import { GENERIC_MESSAGES } from '../messages/generic.js';

/** Codes the contract names for notification, cart and other field errors. */
export const SPEC_ERROR_CODES = [
  'INVALID_NAME',
  'INVALID_EMAIL',
  'INVALID_SUBJECT',
  'INVALID_MESSAGE',
  'INVALID_EMAIL_FORMAT',
  'INVALID_TITLE',
  'INVALID_TYPE',
  'INVALID_NOTIFICATION_ID',
  'INVALID_PRODUCT_ID',
  'INVALID_QUANTITY',
  'INVALID_ITEM_ID',
  'INVALID_COUPON_CODE',
] as const;

/** Generic codes where the original API names none. */
export const GENERIC_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'NOT_IMPLEMENTED',
  'SERVICE_UNAVAILABLE',
] as const;

/** Codes only the web client produces (timeouts, network failures, unknown answers); never sent by a server. */
export const CLIENT_ERROR_CODES = ['TIMEOUT_ERROR', 'NETWORK_ERROR', 'UNKNOWN_ERROR'] as const;

export type SpecErrorCode = (typeof SPEC_ERROR_CODES)[number];
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number] | `HTTP_${number}`;
export type ErrorCode = SpecErrorCode | GenericErrorCode;

/** HTTP status of each generic code. The field codes (SPEC_ERROR_CODES) are validation errors: 422. */
export const STATUS_OF_CODE: Record<GenericErrorCode, number> = {
  VALIDATION_ERROR: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
};

export const SUCCESS_CODE = 'SUCCESS';

export interface FieldError {
  field: string;
  message: string;
}

export interface SuccessEnvelope<T> {
  status: { code: typeof SUCCESS_CODE; message: string };
  data: T;
}

export interface ErrorEnvelope {
  status: { code: ErrorCode; message: string };
  errors?: FieldError[];
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: { code?: unknown } }).status;
  return typeof status?.code === 'string' && status.code !== SUCCESS_CODE;
}

export function successEnvelope<T>(data: T, message: string = GENERIC_MESSAGES.success): SuccessEnvelope<T> {
  return { status: { code: SUCCESS_CODE, message }, data };
}

export function errorEnvelope(code: ErrorCode, message: string, errors?: FieldError[]): ErrorEnvelope {
  return errors && errors.length > 0 ? { status: { code, message }, errors } : { status: { code, message } };
}

/** A list page: the items under their key (`orders`, `products`, ...) plus an opaque cursor (null on the last page). */
export interface Page {
  nextToken: string | null;
}
