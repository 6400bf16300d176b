import { useId, useState, type ChangeEvent } from 'react';
import './quantity-picker.css';

interface QuantityPickerProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label?: string;
  /** The label is read out but not shown (a list where every row has a picker). */
  hideLabel?: boolean;
  /** Names what the − / + buttons change ("Quitar una unidad de <name>") when several pickers share a page. */
  itemName?: string;
  disabled?: boolean;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A whole number between min and max: a number field with − / + buttons (keyboard: arrows in the field). */
export function QuantityPicker({
  value,
  onChange,
  min = 1,
  max,
  label = 'Cantidad',
  hideLabel = false,
  itemName,
  disabled,
}: QuantityPickerProps) {
  const id = useId();
  // What the visitor is typing (may be blank for a moment); the value is clamped when the field is left.
  const [text, setText] = useState<string | null>(null);
  const upper = Math.max(min, max);

  const commit = (next: number) => {
    setText(null);
    onChange(clamp(Number.isFinite(next) ? Math.round(next) : min, min, upper));
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    setText(raw);
    const parsed = Number(raw);
    if (raw.trim() !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= upper) onChange(parsed);
  };

  return (
    <div className="quantity">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'quantity__label'}>
        {label}
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          aria-label={itemName ? `Quitar una unidad de ${itemName}` : 'Quitar una unidad'}
          aria-controls={id}
          onClick={() => commit(value - 1)}
          disabled={disabled || value <= min}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={upper}
          step={1}
          value={text ?? String(value)}
          onChange={onInput}
          onBlur={() => {
            if (text !== null) commit(Number(text));
          }}
          disabled={disabled}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label={itemName ? `Añadir una unidad de ${itemName}` : 'Añadir una unidad'}
          aria-controls={id}
          onClick={() => commit(value + 1)}
          disabled={disabled || value >= upper}
        >
          +
        </button>
      </div>
    </div>
  );
}
