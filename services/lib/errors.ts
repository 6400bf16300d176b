/** Errors a route throws to answer with the contract's error envelope. */
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import { STATUS_OF_CODE, type ErrorCode, type FieldError } from '../../shared/contracts/http.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The same error under another code (e.g. a field error code such as INVALID_QUANTITY). */
  withCode(code: ErrorCode): HttpError {
    return new HttpError(this.statusCode, code, this.message, this.errors);
  }
}

const make =
  (code: keyof typeof STATUS_OF_CODE, fallback: string) =>
  (message: string = fallback, errors?: FieldError[]) =>
    new HttpError(STATUS_OF_CODE[code], code, message, errors);

/** 400: the request itself is malformed (not JSON, wrong shape of the envelope). */
export const badRequest = (message: string = GENERIC_MESSAGES.malformedJson) =>
  new HttpError(400, 'VALIDATION_ERROR', message);
export const unprocessable = make('VALIDATION_ERROR', GENERIC_MESSAGES.validation);
export const unauthorized = make('UNAUTHORIZED', GENERIC_MESSAGES.notSignedIn);
export const forbidden = make('FORBIDDEN', GENERIC_MESSAGES.forbidden);
export const notFound = make('NOT_FOUND', GENERIC_MESSAGES.notFound);
export const conflict = make('CONFLICT', GENERIC_MESSAGES.conflict);
export const payloadTooLarge = make('PAYLOAD_TOO_LARGE', GENERIC_MESSAGES.payloadTooLarge);
export const tooManyRequests = make('RATE_LIMITED', GENERIC_MESSAGES.rateLimited);
export const notImplemented = make('NOT_IMPLEMENTED', GENERIC_MESSAGES.notImplemented);
/** 503: a dependency (Cognito, DynamoDB) does not answer; the contract's 'Servicio temporalmente no disponible.' */
export const serviceUnavailable = make('SERVICE_UNAVAILABLE', GENERIC_MESSAGES.serviceUnavailable);
