import { FilterBar, FilterInput, FilterSearch, FilterSelects } from '../../components/FilterBar';
import { useFilterDraft, type FilterFormProps } from '../../components/filter-draft';
import {
  cleanEmailPrefix,
  cleanSearch,
  NO_USER_FILTERS,
  USER_SELECTS,
  USER_TEXT_FILTER_MAX,
  type UserFilters,
} from './users-query';

/** The e-mail prefix and the search as the URL keeps them. */
const asApplied = (draft: UserFilters) => ({
  ...draft,
  email: cleanEmailPrefix(draft.email),
  q: cleanSearch(draft.q),
});

/** The users list's filters; applied on submit (they go to the URL). */
export function UserFiltersForm({ filters, onApply }: FilterFormProps<UserFilters>) {
  const { draft, setDraft, bar } = useFilterDraft(filters, onApply, NO_USER_FILTERS, asApplied);

  return (
    <FilterBar label="Filtrar usuarios" search {...bar}>
      <FilterSearch
        label="Buscar por nombre o email"
        filters={draft}
        maxLength={USER_TEXT_FILTER_MAX}
        onChange={setDraft}
      />
      <FilterSelects filters={draft} choices={USER_SELECTS} onChange={setDraft} />
      <FilterInput
        label="El email empieza por"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={draft.email}
        maxLength={USER_TEXT_FILTER_MAX}
        onChange={(email) => setDraft({ ...draft, email })}
      />
    </FilterBar>
  );
}
