import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The button's action is under way: the button is disabled, aria-busy, and says `busyLabel`. */
  busy: boolean;
  /** What it says meanwhile, e.g. 'Guardando...'. */
  busyLabel: ReactNode;
  /** What it says otherwise. */
  children: ReactNode;
}

/**
 * A button whose action takes a while (a save, an export, a confirmation in a form of the admin's, the farm's or
 * the profile's screens): disabled while it runs (`disabled` adds other reasons), aria-busy, its words swapped for
 * `busyLabel`. A plain button (type="button") unless told `type="submit"`.
 */
export function BusyButton({
  busy,
  busyLabel,
  children,
  type = 'button',
  disabled,
  ...button
}: BusyButtonProps) {
  return (
    <button {...button} type={type} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
