import { useState } from 'react';
import { FilterBar, FilterInput, FilterSelects, type FilterFormProps } from '../../components/FilterBar';
import {
  cleanEmailPrefix,
  cleanSearch,
  NO_USER_FILTERS,
  USER_SELECTS,
  USER_TEXT_FILTER_MAX,
  hasUserFilters,
  type UserFilters,
} from './users-query';

/** The users list's filters; applied on submit (they go to the URL). */
export function UserFiltersForm({ filters, onApply }: FilterFormProps<UserFilters>) {
  const [draft, setDraft] = useState<UserFilters>(filters);
  const set = <K extends keyof UserFilters>(key: K, value: UserFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <FilterBar
      label="Filtrar usuarios"
      search
      onApply={() => onApply({ ...draft, email: cleanEmailPrefix(draft.email), q: cleanSearch(draft.q) })}
      onClear={hasUserFilters(filters) ? () => onApply(NO_USER_FILTERS) : undefined}
    >
      <FilterInput
        label="Buscar por nombre o email"
        type="search"
        value={draft.q}
        maxLength={USER_TEXT_FILTER_MAX}
        onChange={(q) => set('q', q)}
      />
      <FilterSelects filters={draft} choices={USER_SELECTS} onChange={setDraft} />
      <FilterInput
        label="El email empieza por"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={draft.email}
        maxLength={USER_TEXT_FILTER_MAX}
        onChange={(email) => set('email', email)}
      />
    </FilterBar>
  );
}
