import type { FormEvent, ReactNode } from 'react';
import { FormAlert, SubmitButton } from '../../components/forms/Fields';

interface AdminFormProps {
  /** The form's submit (useForm's handleSubmit): the browser's own checks are off, the schema's messages show. */
  onSubmit: (event: FormEvent) => Promise<void>;
  testId?: string;
  children: ReactNode;
}

/** An admin form in two columns (`admin-form--columns`; its wide parts `admin-form__wide`), ending in AdminFormEnd. */
export function AdminForm({ onSubmit, testId, children }: AdminFormProps) {
  return (
    <form
      className="admin-form admin-form--columns"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid={testId}
    >
      {children}
    </form>
  );
}

interface AdminFormEndProps {
  /** The form (useForm): its message, and whether it is being sent. */
  form: { formError: string | null; submitting: boolean };
  label: string;
  busyLabel: string;
}

/** The end of an admin form in columns (`admin-form--columns`): its message, then its button, full width. */
export function AdminFormEnd({ form, label, busyLabel }: AdminFormEndProps) {
  return (
    <>
      <div className="admin-form__wide">
        <FormAlert message={form.formError} />
      </div>
      <div className="admin-form__actions admin-form__wide">
        <SubmitButton
          busy={form.submitting}
          label={label}
          busyLabel={busyLabel}
          className="btn btn--primary"
        />
      </div>
    </>
  );
}
