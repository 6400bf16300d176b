import { SubmitButton } from '../../components/forms/Fields';

interface SaveOrCancelProps {
  /** The form (useForm): whether it is being sent. */
  form: { submitting: boolean };
  label: string;
  onCancel: () => void;
}

/** The end of a profile form being edited: save, or leave it as it was. */
export function SaveOrCancel({ form, label, onCancel }: SaveOrCancelProps) {
  return (
    <div className="actions">
      <SubmitButton
        busy={form.submitting}
        label={label}
        busyLabel="Guardando..."
        className="btn btn--primary"
      />
      <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={form.submitting}>
        Cancelar
      </button>
    </div>
  );
}
