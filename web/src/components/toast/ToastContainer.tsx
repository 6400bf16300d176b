import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { TOAST_MAX_VISIBLE } from '../../../../shared/constants/app-shell.js';
import { useToast, useToasts, type Toast, type ToastType } from './toast-context';

export type ToastPosition =
  'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

const LABELS: Record<ToastType, string> = {
  success: 'Éxito',
  error: 'Error',
  warning: 'Aviso',
  info: 'Información',
};

function ToastIcon({ type }: { type: ToastType }) {
  const paths: Record<ToastType, string> = {
    success: 'M20 6 9 17l-5-5',
    error: 'M18 6 6 18M6 6l12 12',
    warning: 'M12 8v5m0 3.5v.5',
    info: 'M12 11v6m0-9.5V8',
  };
  return (
    <svg className="toast__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[type]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A plain click follows the action inside the app (its onFollow) and closes the toast; others open a tab. */
function followAction(event: MouseEvent<HTMLAnchorElement>, toast: Toast, onClose: (id: number) => void) {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (modified || !toast.action?.onFollow) return;
  event.preventDefault();
  toast.action.onFollow();
  onClose(toast.id);
}

/** One toast: closes itself after its duration; hovering or focusing it pauses the countdown. */
function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onClose(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.id, toast.duration, onClose]);

  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <li className="toast-list__item">
      <div
        className={`toast toast--${toast.type}`}
        role={urgent ? 'alert' : 'status'}
        aria-atomic="true"
        data-type={toast.type}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ToastIcon type={toast.type} />
        <div className="toast__body">
          <span className="visually-hidden">{LABELS[toast.type]}: </span>
          {toast.title ? <strong className="toast__title">{toast.title}</strong> : null}
          <span className="toast__message">{toast.message}</span>
          {toast.action ? (
            <a
              href={toast.action.href}
              className="toast__action"
              onClick={(event) => followAction(event, toast, onClose)}
            >
              {toast.action.label}
            </a>
          ) : null}
        </div>
        <button
          type="button"
          className="toast__close"
          aria-label="Cerrar notificación"
          onClick={() => onClose(toast.id)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M18 6 6 18M6 6l12 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </li>
  );
}

/** Shows up to TOAST_MAX_VISIBLE toasts, top-right by default. */
export function ToastContainer({ position = 'top-right' }: { position?: ToastPosition }) {
  const toasts = useToasts();
  const { dismiss } = useToast();
  const visible = toasts.slice(0, TOAST_MAX_VISIBLE);
  return (
    <div className={`toast-region toast-region--${position}`} data-position={position}>
      <ol className="toast-list">
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
        ))}
      </ol>
    </div>
  );
}
