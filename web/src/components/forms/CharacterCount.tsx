/**
 * The counter under a limited text field: "Te quedan 75 caracteres", then "Te sobran 3 caracteres" in the error
 * colour once past the limit (the form refuses it with the field's message; nothing is cut silently). The input
 * is described by the counter, and a polite live region repeats it once typing pauses, so screen-reader users
 * hear it without an announcement per keystroke.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TEXT_LIMIT_MESSAGES } from '../../../../shared/messages/validation.js';
import { countedLength } from '../../lib/text-limits';
import './character-count.css';

/** Typing pause after which the live region speaks. */
const ANNOUNCE_AFTER_MS = 1_000;

export function counterText(value: string, max: number): { text: string; over: boolean } {
  const left = max - countedLength(value);
  return left < 0
    ? { text: TEXT_LIMIT_MESSAGES.over(-left), over: true }
    : { text: TEXT_LIMIT_MESSAGES.remaining(left), over: false };
}

export function CharacterCount({ id, value, max }: { id: string; value: string; max: number }) {
  const { text, over } = counterText(value, max);
  const [announced, setAnnounced] = useState('');
  // Nothing is said before the first change: a form with three counters stays quiet when it opens.
  const initial = useRef(text);
  useEffect(() => {
    if (text === initial.current && announced === '') return;
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, announced]);
  return (
    <>
      <p id={id} className={over ? 'field__count is-over' : 'field__count'} data-testid="character-count">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

interface CountedTextareaProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows: number;
  invalid?: boolean;
}

/** A labelled text area described by its counter (a review's comment, an answer to one). */
export function CountedTextarea({ id, label, value, onChange, max, rows, invalid }: CountedTextareaProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={invalid ? true : undefined}
      />
      <CharacterCount id={`${id}-count`} value={value} max={max} />
    </div>
  );
}
