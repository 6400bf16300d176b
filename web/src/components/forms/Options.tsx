import type { ReactNode } from 'react';

interface OptionsProps<V extends string> {
  /** The choices, in order: each an option whose value is the choice. */
  values: readonly V[];
  /** Each choice's text: a table of texts, or a function for a text built from the choice. */
  labels: Readonly<Record<V, ReactNode>> | ((value: V) => ReactNode);
}

/** The options of a select, one a choice, with its text (a filter, a category, a carrier, a role...). */
export function Options<V extends string>({ values, labels }: OptionsProps<V>) {
  const textOf = typeof labels === 'function' ? labels : (value: V) => labels[value];
  return values.map((value) => (
    <option key={value} value={value}>
      {textOf(value)}
    </option>
  ));
}
