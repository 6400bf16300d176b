import { FormAlert, SubmitButton } from '../../components/forms/Fields';

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
