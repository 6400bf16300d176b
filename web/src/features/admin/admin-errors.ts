/**
 * Error text for the admin screens. The shop's client turns a 403 into a generic permission message
 * (API_ERROR_MESSAGES), but the admin calls answer 403 with the reason (the contract's refusals: 'No puedes
 * eliminar tu propia cuenta de administrador.', ...), and 404 with what was not found: here the server's words
 * win.
 */
import { serverFieldErrors, type FieldErrors, type FormApi } from '../../components/forms/use-form';
import { errorMessage, isApiError } from '../../lib/api/errors';

/** The server's reason for a 403 or a 404, otherwise the client's message for the failure. */
export function adminErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 403 || error.status === 404) && error.serverMessage)
    return error.serverMessage;
  return errorMessage(error);
}

/**
 * An admin form's failed save: a 409 (the code or the e-mail already taken) on its `taken` field, in the
 * server's own words when it has some; otherwise the server's field errors on their fields and the message
 * above the form.
 */
export function showSaveFailure<F extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<F, any>,
  failure: unknown,
  fields: readonly F[],
  /** The field a conflict is about, and what to say when the server says nothing (its error's message). */
  taken: { field: F; message?: string },
): void {
  if (isApiError(failure) && failure.status === 409) {
    const message = failure.serverMessage ?? taken.message ?? failure.message;
    form.showErrors({ [taken.field]: message } as FieldErrors<F>);
    return;
  }
  const placed = isApiError(failure) ? serverFieldErrors(failure.errors, fields) : {};
  form.showErrors(placed, adminErrorMessage(failure));
}
