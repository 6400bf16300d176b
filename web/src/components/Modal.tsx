/**
 * An accessible modal dialog: rendered over the page (portal), aria-modal, labelled by its title and
 * described by its text, the focus kept inside (Tab / Shift+Tab wrap), Escape and a click outside close it,
 * the rest of the page is inert meanwhile, and the focus returns to where it was when it closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Buttons, at the bottom. */
  actions: ReactNode;
  onClose: () => void;
  /** alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Element (inside the dialog) focused first; else the first focusable one. */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

export function Modal({ title, children, actions, onClose, role = 'dialog', initialFocus }: ModalProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = initialFocus?.current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first?.focus();

    // The page behind: inert (no focus, no clicks, hidden from assistive tech) and not scrolling.
    const root = document.getElementById('root');
    const inertRoot = root && dialog && !root.contains(dialog) ? root : null;
    inertRoot?.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      inertRoot?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className="modal__dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="modal__title">
          {title}
        </h2>
        <div id={`${id}-body`} className="modal__body">
          {children}
        </div>
        <div className="modal__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: buttons disabled, the label says so. */
  busy?: boolean;
  busyLabel?: string;
  /** danger (default): a destructive action, as an alertdialog; primary: a confirmation of an ordinary one. */
  tone?: 'danger' | 'primary';
  /** What takes the focus first (default: Cancel, so Enter never confirms by accident). */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/** "Are you sure?": Cancel is focused first, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  tone = 'danger',
  initialFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      onClose={() => {
        if (!busy) onCancel();
      }}
      initialFocus={initialFocus ?? cancelRef}
      actions={
        <>
          <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn btn--${tone}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
