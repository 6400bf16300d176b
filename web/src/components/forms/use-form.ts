/**
 * Form state for the account screens: values, field errors (from a shared zod schema, with its exact Spanish
 * messages, and from the server's `errors[]`), a form-level message, and the accessibility wiring (ids,
 * aria-invalid, aria-describedby, focus on the first invalid field on submit).
 */
import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { FieldError } from '../../../../shared/contracts/http.js';
import { overLimit, type TextLimit } from '../../lib/text-limits';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Validation<F extends string, T> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<F>; formError?: string };

/** Runs a shared schema; the first message of each field, issues without a field become the form error. */
export function validateWith<F extends string, T>(
  schema: ZodMiniType<T>,
  input: unknown,
  fields: readonly F[],
  /** Schema field name -> form field name, where they differ. */
  rename: Partial<Record<string, F>> = {},
): Validation<F, T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    const field = (typeof key === 'string' ? (rename[key] ?? key) : undefined) as F | undefined;
    if (field && fields.includes(field)) {
      errors[field] ??= issue.message;
    } else {
      formError ??= issue.message;
    }
  }
  return { ok: false, errors, formError };
}

/** The server's field errors on the form's fields; answers those it could place. */
export function serverFieldErrors<F extends string>(
  errors: readonly FieldError[],
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  const placed: FieldErrors<F> = {};
  for (const error of errors) {
    const field = (rename[error.field] ?? error.field) as F;
    if (fields.includes(field)) placed[field] ??= error.message;
  }
  return placed;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface UseFormOptions<F extends string, T> {
  fields: readonly F[];
  initial: Record<F, string>;
  validate: (values: Record<F, string>) => Validation<F, T>;
  /** Limited text fields: a counter under the field, and its message as soon as the text is past the limit. */
  limits?: Partial<Record<F, TextLimit>>;
}

export interface FieldWiring {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  ref: (element: FieldElement | null) => void;
}

export function useForm<F extends string, T>({
  fields,
  initial,
  validate,
  limits = {},
}: UseFormOptions<F, T>) {
  const baseId = useId();
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const refs = useRef<Partial<Record<F, FieldElement | null>>>({});

  const idOf = useCallback((field: F) => `${baseId}-${field}`, [baseId]);
  const errorIdOf = useCallback((field: F) => `${baseId}-${field}-error`, [baseId]);
  const hintIdOf = useCallback((field: F) => `${baseId}-${field}-hint`, [baseId]);
  const countIdOf = useCallback((field: F) => `${baseId}-${field}-count`, [baseId]);
  const limitOf = (field: F): TextLimit | undefined => limits[field];

  /** The schema's verdict plus the limits (a form never sends a text past its limit, whatever the schema). */
  const check = (next: Record<F, string>): Validation<F, T> => {
    const result = validate(next);
    const over: FieldErrors<F> = {};
    for (const field of fields) {
      const message = overLimit(next[field], limits[field]);
      if (message) over[field] = message;
    }
    if (Object.keys(over).length === 0) return result;
    return {
      ok: false,
      errors: { ...(result.ok ? {} : result.errors), ...over },
      formError: result.ok ? undefined : result.formError,
    };
  };

  const focusFirst = useCallback(
    (withErrors: FieldErrors<F>) => {
      const first = fields.find((field) => withErrors[field]);
      if (first) refs.current[first]?.focus();
      return first;
    },
    [fields],
  );

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, keep the messages in step with what is typed. Past a limit: said at once.
    const over = overLimit(value, limits[field]);
    if (submitted) {
      const result = check(next);
      setErrors(result.ok ? {} : result.errors);
    } else if (over || errors[field]) {
      setErrors((previous) => ({ ...previous, [field]: over }));
    }
  };

  /** Props that wire an input to its label, error and hint. `hint`: the field has a hint element. */
  const field = (name: F, { hint = false, describedBy }: { hint?: boolean; describedBy?: string } = {}) => {
    const described = [
      errors[name] ? errorIdOf(name) : null,
      hint ? hintIdOf(name) : null,
      limits[name] ? countIdOf(name) : null,
      describedBy ?? null,
    ]
      .filter(Boolean)
      .join(' ');
    const wiring: FieldWiring = {
      id: idOf(name),
      name,
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': described || undefined,
      ref: (element) => {
        refs.current[name] = element;
      },
    };
    return wiring;
  };

  /**
   * Shows field errors (focusing the first one) and/or a form-level message. A message that one of the fields
   * already shows (a wrong confirmation code: the server names the field and says the same for the whole
   * request) is said once, on its field, unless `keepFormMessage` (the form message carries more, e.g. links).
   * `focus: false` leaves the focus where it is (the message is said elsewhere, e.g. in a toast).
   */
  const showErrors = (
    next: FieldErrors<F>,
    message: string | null = null,
    { keepFormMessage = false, focus = true }: { keepFormMessage?: boolean; focus?: boolean } = {},
  ) => {
    setErrors(next);
    const repeated = message !== null && Object.values(next).includes(message);
    setFormError(repeated && !keepFormMessage ? null : message);
    if (focus) focusFirst(next);
  };

  /** The submit handler: validates, focuses the first invalid field, or runs `onValid` with the data. */
  const handleSubmit = (onValid: (data: T) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const result = check(values);
    if (!result.ok) {
      showErrors(result.errors, result.formError ?? null);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setErrors({});
    setFormError(null);
    setSubmitted(false);
  };

  return {
    values,
    errors,
    formError,
    submitting,
    field,
    idOf,
    errorIdOf,
    hintIdOf,
    countIdOf,
    limitOf,
    setValue,
    setFormError,
    showErrors,
    handleSubmit,
    reset,
    focus: (name: F) => refs.current[name]?.focus(),
  };
}

export type FormApi<F extends string, T = unknown> = ReturnType<typeof useForm<F, T>>;
