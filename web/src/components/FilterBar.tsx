/**
 * The filter strip above a list and the labelled controls it holds: a select ("Estado", "Rol", with "Todos"
 * first), a text or search input, and the "Desde" / "Hasta" date range with its check. Used by the consumer's
 * and the producer's orders and by the admin lists (orders, users, products, notifications, messages).
 */
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation.js';
import { Options } from './forms/Options';
import './filter-bar.css';

interface FilterBarProps {
  /** The form's name for assistive technology, e.g. 'Filtrar pedidos'. */
  label?: string;
  /** A search landmark (role="search"): the admin lists, which search as well as filter. */
  search?: boolean;
  /**
   * Called on "Filtrar" (the form's submit, its default prevented). Without it the strip is a plain row of
   * controls that apply as soon as they change, with no buttons.
   */
  onApply?: () => void;
  /** Given while filters are in force: shows the button that removes them. */
  onClear?: () => void;
  /** The text of that button ('Quitar filtros' by default). */
  clearLabel?: string;
  /** Leaves the checks to the screen (the date range): the browser does not block the submit. */
  noValidate?: boolean;
  /** A message about the filters (a reversed date range), under them and read out at once. */
  error?: string | null;
  /** The message's id, which the faulty control names in aria-describedby. */
  errorId?: string;
  children: ReactNode;
}

/** The filters of a list in a framed strip: its controls, then "Filtrar" and "Quitar filtros". */
export function FilterBar({
  label,
  search = false,
  onApply,
  onClear,
  clearLabel = 'Quitar filtros',
  noValidate,
  error,
  errorId,
  children,
}: FilterBarProps) {
  if (!onApply) return <div className="filter-bar">{children}</div>;
  return (
    <form
      className="filter-bar"
      role={search ? 'search' : undefined}
      aria-label={label}
      noValidate={noValidate}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      <div className="filter-bar__actions">
        <button type="submit" className="btn btn--primary">
          Filtrar
        </button>
        {onClear ? (
          <button type="button" className="btn btn--ghost" onClick={onClear}>
            {clearLabel}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field__error filter-bar__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  /** The choices besides "all" (the empty value), in order. */
  options: readonly Exclude<V, ''>[];
  /** Each choice's text. */
  labels: Readonly<Record<Exclude<V, ''>, string>>;
  /** The text of the first option, the empty value (e.g. 'Todos'); none when the choices include "all". */
  allLabel?: string;
  onChange: (value: V) => void;
}

/** A labelled select of a filter. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  labels,
  allLabel,
  onChange,
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        <Options values={options} labels={labels} />
      </select>
    </div>
  );
}

/** A select of a list's filters in its table (FilterSelects): its label and its choices. */
export type FilterChoice<V extends string> = Pick<
  FilterSelectProps<V>,
  'label' | 'options' | 'labels' | 'allLabel'
>;

/** A list's selects, by the filter each sets, in the order they show. */
export type FilterChoices<F> = { [K in keyof F]?: F[K] extends string ? FilterChoice<F[K]> : never };

interface FilterSelectsProps<F> {
  /** The filters as chosen so far. */
  filters: F;
  choices: FilterChoices<F>;
  /** The filters with the one a select changed. */
  onChange: (next: F) => void;
}

/** A list's selects from its table, one a filter, each changing its own filter. */
export function FilterSelects<F>({ filters, choices, onChange }: FilterSelectsProps<F>) {
  return (Object.keys(choices) as (keyof F & string)[]).map((name) => (
    <FilterSelect
      key={name}
      {...(choices[name] as FilterChoice<string>)}
      value={filters[name] as string}
      onChange={(value) => onChange({ ...filters, [name]: value })}
    />
  ));
}

type FilterInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled text input of a filter (a search, the start of an e-mail); `type` and the rest go to the input. */
export function FilterInput({ label, value, onChange, type = 'text', ...input }: FilterInputProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </div>
  );
}

interface FilterSearchProps<F extends { q: string }> {
  label: string;
  /** The filters as chosen so far, the search (`q`) among them. */
  filters: F;
  /** The longest search the list takes. */
  maxLength: number;
  /** The filters with the search changed. */
  onChange: (next: F) => void;
}

/** The search box of a list's filters. */
export function FilterSearch<F extends { q: string }>({
  label,
  filters,
  maxLength,
  onChange,
}: FilterSearchProps<F>) {
  return (
    <FilterInput
      label={label}
      type="search"
      value={filters.q}
      maxLength={maxLength}
      onChange={(q) => onChange({ ...filters, q })}
    />
  );
}

/** The check of a date range before it applies (useDateRangeCheck). */
export interface DateRangeCheck {
  /** The refusal shown under the filters, or null. */
  error: string | null;
  /** The id of that message (FilterBar's errorId). */
  errorId: string;
  /** "Desde", which takes the focus when the range is refused. */
  fromRef: RefObject<HTMLInputElement | null>;
  /** True when "Desde" is not after "Hasta"; otherwise shows the refusal and focuses "Desde". */
  accepts: (from: string, to: string) => boolean;
}

/** Refuses a range whose "Desde" is after its "Hasta" (the contract's message), before the filters apply. */
export function useDateRangeCheck(): DateRangeCheck {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const accepts = (from: string, to: string) => {
    if (from && to && from > to) {
      setError(VALIDATION_MESSAGES.dateRangeInvalid);
      fromRef.current?.focus();
      return false;
    }
    setError(null);
    return true;
  };
  return { error, errorId, fromRef, accepts };
}

interface FilterDateRangeProps<F extends { from: string; to: string }> {
  /** The filters as chosen so far, "Desde" and "Hasta" among them. */
  filters: F;
  /** The filters with the dates changed. */
  onChange: (next: F) => void;
  /**
   * The range's check: each date then bounds the other (min / max) and a refusal marks "Desde" as invalid.
   * Without it the two dates are free.
   */
  check?: DateRangeCheck;
}

/** "Desde" and "Hasta", two labelled date inputs. */
export function FilterDateRange<F extends { from: string; to: string }>({
  filters,
  onChange,
  check,
}: FilterDateRangeProps<F>) {
  const id = useId();
  const { from, to } = filters;
  const invalid = Boolean(check?.error);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>Desde</label>
        <input
          ref={check?.fromRef}
          id={`${id}-from`}
          type="date"
          value={from}
          max={(check && to) || undefined}
          onChange={(event) => onChange({ ...filters, from: event.target.value })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? check?.errorId : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>Hasta</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={(check && from) || undefined}
          onChange={(event) => onChange({ ...filters, to: event.target.value })}
        />
      </div>
    </>
  );
}
