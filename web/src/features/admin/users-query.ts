/**
 * The users list's filters as they sit in the URL (?role=&status=&email=&q=) and as the users call takes them:
 * the Cognito filter string (`custom:role = "producer" and status = "Enabled" and email ^= "ana"`), or a
 * search term (matched by the server against name and e-mail).
 */
import type { Role } from '../../../../shared/constants/roles.js';
import { formatUserFilter } from '../../../../shared/rules/user-filter.js';
import type { FilterChoices } from '../../components/FilterBar';
import { listParams } from '../../lib/list-params';

export const USER_ROLE_FILTERS = ['consumer', 'producer', 'admin'] as const satisfies readonly Role[];
export const USER_STATUS_FILTERS = ['active', 'inactive'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const ROLE_LABELS: Record<Role, string> = {
  consumer: 'Cliente',
  producer: 'Productor',
  admin: 'Administrador',
};

export const STATUS_LABELS: Record<UserStatusFilter, string> = {
  active: 'Activo',
  inactive: 'Inactivo',
};

/** The longest e-mail prefix and search term the screen sends (the server's bound is larger). */
export const USER_TEXT_FILTER_MAX = 100;

export interface UserFilters {
  role: Role | '';
  status: UserStatusFilter | '';
  /** Start of the e-mail address. */
  email: string;
  /** Search term (name or e-mail). */
  q: string;
}

/** The list's selects: "Rol" and "Estado", each with "Todos" first. */
export const USER_SELECTS: FilterChoices<UserFilters> = {
  role: { label: 'Rol', options: USER_ROLE_FILTERS, labels: ROLE_LABELS, allLabel: 'Todos' },
  status: { label: 'Estado', options: USER_STATUS_FILTERS, labels: STATUS_LABELS, allLabel: 'Todos' },
};

export const NO_USER_FILTERS: UserFilters = { role: '', status: '', email: '', q: '' };

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** What an e-mail prefix may hold: the characters of an address, never a quote or a backslash. */
export function cleanEmailPrefix(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '')
    .slice(0, USER_TEXT_FILTER_MAX);
}

export function cleanSearch(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, USER_TEXT_FILTER_MAX);
}

export function parseUserFilters(params: URLSearchParams): UserFilters {
  return {
    role: oneOf(USER_ROLE_FILTERS, params.get('role')),
    status: oneOf(USER_STATUS_FILTERS, params.get('status')),
    email: cleanEmailPrefix(params.get('email')),
    q: cleanSearch(params.get('q')),
  };
}

export function userFiltersToParams(filters: UserFilters): URLSearchParams {
  const { role, status, email, q } = filters;
  return listParams({ role, status, email, q });
}

/**
 * The Cognito filter string (`custom:role = "<role>"`, `status = "Enabled" | "Disabled"`, `email ^= "<prefix>"`,
 * joined by ` and `), written by the shared formatter the users service parses; undefined without any of them.
 */
export function buildUserFilter(filters: Pick<UserFilters, 'role' | 'status' | 'email'>): string | undefined {
  const text = formatUserFilter({
    role: filters.role || undefined,
    isActive: filters.status ? filters.status === 'active' : undefined,
    emailPrefix: cleanEmailPrefix(filters.email) || undefined,
  });
  return text || undefined;
}

/**
 * The query of GET /v1/users: the Cognito filter string, the search term (the server matches it against names
 * and e-mails, within the filter), the page size and the page token.
 */
export function usersListQuery(
  filters: UserFilters,
  limit: number,
  paginationToken?: string,
): Record<string, string | number | undefined> {
  return { limit, filter: buildUserFilter(filters), search: filters.q || undefined, paginationToken };
}

export function hasUserFilters(filters: UserFilters): boolean {
  return Boolean(filters.role || filters.status || filters.email || filters.q);
}
