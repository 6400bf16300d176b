/**
 * One choice of a group of radio buttons drawn as a card: the button, its name in bold and a hint below, the
 * whole card clickable and marked when chosen (the payment method and the delivery at checkout, a product's IVA
 * rate). The name labels the button and the hint describes it.
 */
import type { ReactNode } from 'react';
import './radio-card.css';

interface RadioCardProps {
  /** The input's id; the name and the hint get `<id>-name` and `<id>-hint`. */
  id: string;
  name: string;
  value?: string | number;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  hint: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined;
}

export function RadioCard({
  id,
  name,
  value,
  checked,
  onChange,
  title,
  hint,
  disabled,
  invalid,
  inputRef,
}: RadioCardProps) {
  return (
    <label className="radio-card" htmlFor={id}>
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid ? true : undefined}
        disabled={disabled}
        ref={inputRef}
      />
      <span className="radio-card__text">
        <span id={`${id}-name`} className="radio-card__name">
          {title}
        </span>
        <span id={`${id}-hint`} className="radio-card__hint">
          {hint}
        </span>
      </span>
    </label>
  );
}
