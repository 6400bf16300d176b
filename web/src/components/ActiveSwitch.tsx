import './switch.css';

interface ActiveSwitchProps {
  /** Whether the item is active (visible in the shop, usable at checkout). */
  active: boolean;
  /** What the switch turns on or off, for assistive technology, e.g. 'Tomates: visible en la tienda'. */
  label: string;
  /** Disabled while the change is under way. */
  busy: boolean;
  onToggle: () => void;
  /** The texts beside the track (default "Activo" / "Inactivo"). */
  onText?: string;
  offText?: string;
}

/**
 * The on/off switch of a list row (a button with role="switch") that turns a product or a coupon active or
 * inactive, with "Activo" / "Inactivo" beside its track (hidden from assistive technology, which reads the
 * checked state). Its styles (`.switch`) are in switch.css beside it.
 */
export function ActiveSwitch({
  active,
  label,
  busy,
  onToggle,
  onText = 'Activo',
  offText = 'Inactivo',
}: ActiveSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={label}
      className="switch"
      disabled={busy}
      onClick={onToggle}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text" aria-hidden="true">
        {active ? onText : offText}
      </span>
    </button>
  );
}
