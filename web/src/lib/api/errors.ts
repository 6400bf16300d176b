/**
 * The web client's error: HTTP status (0 when there was no response), a code (the server's, or the client's
 * TIMEOUT_ERROR / NETWORK_ERROR / UNKNOWN_ERROR / HTTP_{status}), the Spanish message to show and the
 * server's field errors. Messages follow the client's catalogue (API_ERROR_MESSAGES, docs/web.md).
 */
import type { FieldError } from '../../../../shared/contracts/http.js';
import { API_ERROR_MESSAGES, GENERIC_MESSAGES } from '../../../../shared/messages/generic.js';

/** Ours: a 2xx answer that is not the JSON the contract promises (e.g. an HTML page from a proxy). */
export const INVALID_RESPONSE_MESSAGE = 'Respuesta inesperada del servidor. Intenta nuevamente más tarde.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: FieldError[];
    serverMessage?: string | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.serverMessage = init.serverMessage ?? null;
  }

  /** The first field error for `field`, if the server sent one. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.message;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The Spanish message for an HTTP error status. 409 and 422 prefer the server's message (docs/web.md); so does 400
 * (ours: a malformed request is the client's own mistake and the server says which), and so does 501 (ours:
 * "not built yet" reads better than 'Error del servidor: 501'). 403 uses the producer or consumer variant when
 * the server's message names that role.
 */
export function messageForStatus(status: number, serverMessage?: string | null): string {
  const server = serverMessage?.trim() || null;
  switch (status) {
    case 400:
      return server ?? API_ERROR_MESSAGES.other(status);
    case 401:
      return API_ERROR_MESSAGES[401];
    case 403: {
      const text = server?.toLowerCase() ?? '';
      if (/productor|producer/.test(text)) return API_ERROR_MESSAGES[403.1];
      if (/consumidor|consumer|cliente|customer/.test(text)) return API_ERROR_MESSAGES[403.2];
      return API_ERROR_MESSAGES[403];
    }
    case 404:
      return API_ERROR_MESSAGES[404];
    case 409:
      return server ?? API_ERROR_MESSAGES[409];
    case 422:
      return server ?? API_ERROR_MESSAGES[422];
    case 429:
      return API_ERROR_MESSAGES[429];
    case 500:
      return API_ERROR_MESSAGES[500];
    case 501:
      // Ours: a service that is not built yet says so ('Esta función todavía no está disponible.').
      return server ?? GENERIC_MESSAGES.notImplemented;
    case 503:
      return API_ERROR_MESSAGES[503];
    default:
      return API_ERROR_MESSAGES.other(status);
  }
}

export function timeoutError(): ApiError {
  return new ApiError({ status: 0, code: 'TIMEOUT_ERROR', message: API_ERROR_MESSAGES.timeout });
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: API_ERROR_MESSAGES.noResponse });
}

/** A Spanish message for anything thrown: ApiError's own, else a generic one. */
export function errorMessage(error: unknown, fallback: string = API_ERROR_MESSAGES.noResponse): string {
  return isApiError(error) ? error.message : fallback;
}
