import { UI_MESSAGES } from '../../../shared/messages/ui.js';

interface SpinnerProps {
  /** Text read out and shown next to the spinner. */
  label?: string;
  className?: string;
}

/** An inline busy indicator (role="status"). */
export function Spinner({ label = UI_MESSAGES.loading, className }: SpinnerProps) {
  return (
    <div className={['spinner', className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
