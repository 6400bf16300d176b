/**
 * A short text sent about a review (a reason to hide or show it, a farm's reply or report), inline under the
 * review: a labelled text area with its counter, the server's Spanish message when it refuses.
 */
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/api/errors';
import { countedLength } from '../lib/text-limits';
import { CountedTextarea } from './forms/CharacterCount';
import { FormAlert } from './forms/Fields';
import { BusyButton } from './BusyButton';

interface ReviewActionFormProps {
  label: string;
  submitLabel: string;
  max: number;
  /** Said when the text is blank or too long (the schema's own messages). */
  requiredMessage: string;
  tooLongMessage: string;
  initial?: string;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}

export function ReviewActionForm({
  label,
  submitLabel,
  max,
  requiredMessage,
  tooLongMessage,
  initial = '',
  onSubmit,
  onCancel,
}: ReviewActionFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (countedLength(text) === 0) return setError(requiredMessage);
    if (countedLength(text) > max) return setError(tooLongMessage);
    setError(null);
    setSending(true);
    try {
      await onSubmit(text);
    } catch (caught) {
      setError(errorMessage(caught));
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <CountedTextarea
        id={id}
        label={label}
        rows={3}
        value={text}
        onChange={setText}
        max={max}
        invalid={!!error}
      />
      <FormAlert message={error} />
      <div className="managed-review__buttons">
        <BusyButton
          type="submit"
          className="btn btn--primary btn--small"
          busy={sending}
          busyLabel="Enviando..."
        >
          {submitLabel}
        </BusyButton>
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
