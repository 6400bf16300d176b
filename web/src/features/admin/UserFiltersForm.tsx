import { useState } from 'react';
import { FilterBar, FilterInput, FilterSelect } from '../../components/FilterBar';
import {
  cleanEmailPrefix,
  cleanSearch,
  NO_USER_FILTERS,
  ROLE_LABELS,
  STATUS_LABELS,
  USER_ROLE_FILTERS,
  USER_STATUS_FILTERS,
  USER_TEXT_FILTER_MAX,
  hasUserFilters,
  type UserFilters,
} from './users-query';

/** The users list's filters; applied on submit (they go to the URL). */
export function UserFiltersForm({
  filters,
  onApply,
}: {
  filters: UserFilters;
  onApply: (next: UserFilters) => void;
}) {
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
      <FilterSelect
        label="Rol"
        value={draft.role}
        options={USER_ROLE_FILTERS}
        labels={ROLE_LABELS}
        allLabel="Todos"
        onChange={(role) => set('role', role)}
      />
      <FilterSelect
        label="Estado"
        value={draft.status}
        options={USER_STATUS_FILTERS}
        labels={STATUS_LABELS}
        allLabel="Todos"
        onChange={(status) => set('status', status)}
      />
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
