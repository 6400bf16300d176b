/** Test helpers: the API's JSON answers as the services send them (success envelope, errors). */
import { jsonResponse } from './utils';

/** A success envelope around `data`. */
export const ok = (data: unknown, status = 200) =>
  jsonResponse({ status: { code: 'SUCCESS', message: '' }, data }, status);

/** An error envelope, with the field errors when given. */
export const fail = (
  status: number,
  code: string,
  message: string,
  errors?: { field: string; message: string }[],
) => jsonResponse({ status: { code, message }, ...(errors ? { errors } : {}) }, status);

/** The API refusing one field (422 VALIDATION_ERROR): `message` is both the answer's and the field's. */
export const fieldRejected = (field: string, message: string) =>
  fail(422, 'VALIDATION_ERROR', message, [{ field, message }]);
