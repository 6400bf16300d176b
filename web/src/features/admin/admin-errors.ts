/**
 * Error text for the admin screens. The shop's client turns a 403 into a generic permission message (spec
 * section 8), but the admin calls answer 403 with the reason (the spec's refusals: 'No puedes eliminar tu
 * propia cuenta de administrador.', ...), and 404 with what was not found: here the server's words win.
 */
import { errorMessage, isApiError } from '../../lib/api/errors';

export function adminErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 403 || error.status === 404) && error.serverMessage)
    return error.serverMessage;
  return errorMessage(error);
}
