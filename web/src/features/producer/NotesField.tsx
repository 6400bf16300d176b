/**
 * The optional note that goes with a status change (one line's or the whole order's): a textarea bounded by
 * NOTES_MAX_LENGTH with its count in the hint, and the problem under it when there is one.
 */
import type { ReactNode } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../shared/constants/limits.js';

interface NotesFieldProps {
  /** The textarea's id; the hint's is `<id>-hint`. */
  id: string;
  label: string;
  /** What the hint says before the count. */
  hint: ReactNode;
  value: string;
  onChange: (notes: string) => void;
  placeholder?: string;
  problem?: string | undefined;
  className?: string;
}

export function NotesField({
  id,
  label,
  hint,
  value,
  onChange,
  placeholder,
  problem,
  className,
}: NotesFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label} <span className="field__optional">(opcional)</span>
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        maxLength={NOTES_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint} {value.length}/{NOTES_MAX_LENGTH}
      </p>
      {problem ? <p className="field__error">{problem}</p> : null}
    </div>
  );
}
