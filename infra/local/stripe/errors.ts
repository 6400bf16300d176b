/**
 * Stripe's error answers: `{"error": {type, code?, decline_code?, message, param?, doc_url?}}` with its status
 * codes, so the SDK throws its typed errors (400/404 StripeInvalidRequestError, 401 StripeAuthenticationError,
 * 402 StripeCardError, 403 StripePermissionError, idempotency_error StripeIdempotencyError).
 */

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  /** A card error of a PaymentIntent (an off-session charge): the intent as it is now. */
  payment_intent?: unknown;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

const docUrl = (code: string | undefined) =>
  code ? { doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {};

/** 400 invalid_request_error (`code` and `param` when Stripe gives them). */
export function invalidRequest(
  message: string,
  details: { param?: string; code?: string; statusCode?: number } = {},
): StripeApiError {
  return new StripeApiError(details.statusCode ?? 400, {
    type: 'invalid_request_error',
    message,
    ...(details.code ? { code: details.code } : {}),
    ...(details.param ? { param: details.param } : {}),
    ...docUrl(details.code),
  });
}

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });

export const invalidParam = (param: string, message: string, code?: string) =>
  invalidRequest(message, { param, ...(code ? { code } : {}) });

/** 404 resource_missing: `No such checkout.session: 'cs_test_x'`. */
export const noSuch = (kind: string, id: string, param = 'id') =>
  invalidRequest(`No such ${kind}: '${id}'`, { param, code: 'resource_missing', statusCode: 404 });

/**
 * `GET /v1/<collection>/<id>` of what the store keeps in `items` (only `expand` taken): the object, or
 * "No such <kind>" (404, its `param` the kind too, as Stripe names it).
 */
export function storedOr404<T>(
  items: ReadonlyMap<string, T>,
  kind: string,
  id: string,
  params: { allowOnly(names: readonly string[]): void },
): T {
  params.allowOnly(['expand']);
  const found = items.get(id);
  if (!found) throw noSuch(kind, id, kind);
  return found;
}

export const unknownParam = (param: string) =>
  invalidRequest(
    `Received unknown parameter: ${param} (the local Stripe server does not model it: infra/local/stripe/)`,
    { param, code: 'parameter_unknown' },
  );

/**
 * Thrown at a point armed to drop (infra/local/faults.ts `dropAt`): the stand-in closes the connection without
 * acting on the request or answering it, as a provider that cannot be reached.
 */
export class ConnectionDropped extends Error {
  constructor(readonly point: string) {
    super(`Connection dropped at ${point}`);
    this.name = 'ConnectionDropped';
  }
}
