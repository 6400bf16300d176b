import { useId, useState, type FormEvent } from 'react';
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
  const id = useId();
  const [draft, setDraft] = useState<UserFilters>(filters);
  const set = <K extends keyof UserFilters>(key: K, value: UserFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, email: cleanEmailPrefix(draft.email), q: cleanSearch(draft.q) });
  };

  return (
    <form className="admin-filters" role="search" aria-label="Filtrar usuarios" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-q`}>Buscar por nombre o email</label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft.q}
          maxLength={USER_TEXT_FILTER_MAX}
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>Rol</label>
        <select
          id={`${id}-role`}
          value={draft.role}
          onChange={(event) => set('role', event.target.value as UserFilters['role'])}
        >
          <option value="">Todos</option>
          {USER_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Estado</label>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={(event) => set('status', event.target.value as UserFilters['status'])}
        >
          <option value="">Todos</option>
          {USER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>El email empieza por</label>
        <input
          id={`${id}-email`}
          type="text"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={draft.email}
          maxLength={USER_TEXT_FILTER_MAX}
          onChange={(event) => set('email', event.target.value)}
        />
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="btn btn--primary">
          Filtrar
        </button>
        {hasUserFilters(filters) ? (
          <button type="button" className="btn btn--ghost" onClick={() => onApply(NO_USER_FILTERS)}>
            Quitar filtros
          </button>
        ) : null}
      </div>
    </form>
  );
}
