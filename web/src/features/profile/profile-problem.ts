import { isApiError } from '../../lib/api/errors';

export interface ProblemText {
  message: string;
  detail: string | null;
}

/**
 * What a failed profile call shows: the server's own message for a refused request (403, 409, 422, ...);
 * otherwise the contract's profile message, with the client's explanation (no connection, timeout...) under it.
 */
export function profileProblem(error: unknown, fallback: string): ProblemText {
  if (isApiError(error)) {
    if (error.status >= 400 && error.status < 500 && error.status !== 404 && error.serverMessage) {
      return { message: error.serverMessage, detail: null };
    }
    return { message: fallback, detail: error.message && error.message !== fallback ? error.message : null };
  }
  return { message: fallback, detail: null };
}
