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

/** The full-screen 'Cargando...' shown while a lazily loaded screen arrives (spec section 2). */
export function FullScreenLoader({ label = UI_MESSAGES.loading }: { label?: string }) {
  return (
    <div className="fullscreen-loader" role="status" aria-live="polite" data-testid="fullscreen-loader">
      <span className="spinner__circle spinner__circle--large" aria-hidden="true" />
      <p className="fullscreen-loader__label">{label}</p>
    </div>
  );
}
