/**
 * The state of a list's filter form (the admin lists: orders, refunds, products, users): the filters chosen in a
 * draft until "Filtrar" applies them together (the screen puts them in the URL and remounts the form), and
 * "Quitar filtros" while any is in force. The controls are FilterBar.tsx's, each given the draft.
 */
import { useState } from 'react';

/** A list's filter form: the filters in force, and what applies the ones chosen (they go to the URL). */
export interface FilterFormProps<F> {
  filters: F;
  onApply: (next: F) => void;
}

/** A list's filter form's draft (useFilterDraft): the filters chosen so far, what changes them, FilterBar's actions. */
export interface FilterDraft<F> {
  draft: F;
  setDraft: (next: F) => void;
  /** FilterBar's onApply (the draft as `read` gives it back) and onClear (while filters are in force). */
  bar: { onApply: () => void; onClear: (() => void) | undefined };
}

/**
 * The filters of a list's form as a draft: "Filtrar" applies the draft as `read` gives it back (cleaned as the
 * URL would hold it), "Quitar filtros" applies `none`, shown while the filters in force are others.
 */
export function useFilterDraft<F extends object>(
  filters: F,
  onApply: (next: F) => void,
  none: F,
  read: (draft: F) => F,
): FilterDraft<F> {
  const [draft, setDraft] = useState(filters);
  const chosen = (Object.keys(none) as (keyof F)[]).some((key) => filters[key] !== none[key]);
  const bar = { onApply: () => onApply(read(draft)), onClear: chosen ? () => onApply(none) : undefined };
  return { draft, setDraft, bar };
}
