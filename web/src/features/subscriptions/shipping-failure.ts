/**
 * A box's address refused by the server (subscribing, or changing it later): its errors, named
 * `shippingInfo.<field>`, on the form's fields, and its message above the form.
 */
import { serverFieldErrors, type FormApi } from '../../components/forms/use-form';
import { errorMessage, isApiError } from '../../lib/api';

export function showShippingFailure<F extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<F, any>,
  failure: unknown,
  fields: readonly F[],
): void {
  const placed = isApiError(failure)
    ? serverFieldErrors(
        failure.errors ?? [],
        fields,
        Object.fromEntries(fields.map((field) => [`shippingInfo.${field}`, field])),
      )
    : {};
  form.showErrors(placed, errorMessage(failure));
}
