/**
 * The users list's `filter`: the Cognito ListUsers filter syntax the admin users screen builds, parsed
 * strictly. A filter is one or more clauses joined by ` and `:
 *
 *   custom:role = "producer"     a role in any accepted spelling (roles.ts synonyms: "customer", "seller"...)
 *   status = "Enabled"           or "Disabled" (Cognito's enabled flag); a client of the original API sends "CONFIRMED" for
 *                                active and "FORCE_CHANGE_PASSWORD" for the rest, accepted as the same
 *   email = "ana@finca.es"       exact e-mail (case-insensitive)
 *   email ^= "ana"               e-mail prefix (case-insensitive)
 *
 * Values are double-quoted (`\"` and `\\` escape a quote and a backslash). Each attribute appears at most once.
 * Real Cognito can neither filter on a custom attribute nor combine clauses, so the users service serves the
 * parsed filter from the user directory (docs/administration.md). Anything else is refused with a reason.
 */
import { EMAIL_MAX_LENGTH } from '../constants/auth.js';
import { USER_FILTER_MAX_LENGTH } from '../constants/users.js';
import { normalizeRole, type Role } from '../constants/roles.js';

export interface UserFilter {
  role?: Role;
  isActive?: boolean;
  /** Exact e-mail, lower-case. */
  email?: string;
  /** E-mail prefix, lower-case. */
  emailPrefix?: string;
}

/** Why a filter was refused (Spanish, shown as the field error of `filter`). */
export const USER_FILTER_ERRORS = {
  tooLong: `El filtro no puede superar los ${USER_FILTER_MAX_LENGTH} caracteres`,
  syntax:
    'El filtro no es válido: usa custom:role = "producer", status = "Enabled" o email ^= "ana", unidos por and',
  attribute: 'El filtro solo admite custom:role, status y email',
  operator: 'Solo email admite ^= (empieza por); custom:role y status usan =',
  repeated: 'Cada atributo puede aparecer una sola vez en el filtro',
  role: 'El rol del filtro no es válido: usa admin, producer o customer',
  status: 'El estado del filtro debe ser "Enabled" o "Disabled"',
  email: `El email del filtro debe tener entre 1 y ${EMAIL_MAX_LENGTH} caracteres sin espacios`,
} as const;

export type UserFilterResult = { ok: true; filter: UserFilter } | { ok: false; message: string };

const STATUS_VALUES: Record<string, boolean> = {
  enabled: true,
  disabled: false,
  // A client of the original API maps "active" to CONFIRMED and anything else to FORCE_CHANGE_PASSWORD.
  confirmed: true,
  force_change_password: false,
};

/** One clause: attribute, operator, quoted value; the rest of the text after it. */
const CLAUSE = /^\s*([^\s=^"]+)\s*(\^=|=)\s*"((?:[^"\\]|\\["\\])*)"\s*/;
const JOINER = /^and\s+/;

function unescape(value: string): string {
  return value.replace(/\\(["\\])/g, '$1');
}

/** Parses a filter; an empty or blank text is no filter at all. */
export function parseUserFilter(text: string): UserFilterResult {
  const fail = (message: string): UserFilterResult => ({ ok: false, message });
  if (text.length > USER_FILTER_MAX_LENGTH) return fail(USER_FILTER_ERRORS.tooLong);
  const filter: UserFilter = {};
  const seen = new Set<string>();
  let rest = text;
  if (rest.trim() === '') return { ok: true, filter };
  for (let clause = 0; ; clause += 1) {
    const match = CLAUSE.exec(rest);
    if (!match) return fail(USER_FILTER_ERRORS.syntax);
    const attribute = match[1] as string;
    const operator = match[2] as '=' | '^=';
    const value = unescape(match[3] as string);
    if (attribute !== 'custom:role' && attribute !== 'status' && attribute !== 'email')
      return fail(USER_FILTER_ERRORS.attribute);
    if (seen.has(attribute)) return fail(USER_FILTER_ERRORS.repeated);
    seen.add(attribute);
    if (operator === '^=' && attribute !== 'email') return fail(USER_FILTER_ERRORS.operator);
    if (attribute === 'custom:role') {
      const role = normalizeRole(value);
      if (!role || value !== value.trim()) return fail(USER_FILTER_ERRORS.role);
      filter.role = role;
    } else if (attribute === 'status') {
      const active = STATUS_VALUES[value.toLowerCase()];
      if (active === undefined) return fail(USER_FILTER_ERRORS.status);
      filter.isActive = active;
    } else {
      if (value === '' || value.length > EMAIL_MAX_LENGTH || /\s/.test(value))
        return fail(USER_FILTER_ERRORS.email);
      if (operator === '^=') filter.emailPrefix = value.toLowerCase();
      else filter.email = value.toLowerCase();
    }
    rest = rest.slice(match[0].length);
    if (rest === '') return { ok: true, filter };
    // Clauses are separated by whitespace, `and`, whitespace: the clause pattern ate the whitespace before it.
    if (!/\s$/.test(match[0])) return fail(USER_FILTER_ERRORS.syntax);
    const joiner = JOINER.exec(rest);
    if (!joiner) return fail(USER_FILTER_ERRORS.syntax);
    rest = rest.slice(joiner[0].length);
    if (rest === '') return fail(USER_FILTER_ERRORS.syntax);
  }
}

const quote = (value: string): string => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * The filter text for some criteria (what the admin screen sends): clauses in a fixed order, joined by ` and `;
 * '' when there is none. Roles are written in the original API's spelling (consumer as "customer").
 */
export function formatUserFilter(filter: UserFilter): string {
  const clauses: string[] = [];
  if (filter.role)
    clauses.push(`custom:role = ${quote(filter.role === 'consumer' ? 'customer' : filter.role)}`);
  if (filter.isActive !== undefined)
    clauses.push(`status = ${quote(filter.isActive ? 'Enabled' : 'Disabled')}`);
  if (filter.email) clauses.push(`email = ${quote(filter.email)}`);
  else if (filter.emailPrefix) clauses.push(`email ^= ${quote(filter.emailPrefix)}`);
  return clauses.join(' and ');
}
