/**
 * Remembering where a signed-out visitor wanted to go: the guard sends them to
 * /login?redirect=<path> with state.from, and the login screen reads it back with `redirectTarget`.
 */
import type { Role } from '../../../../shared/constants/roles.js';

export interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';

export function pathOf(location: LocationLike): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

export function loginPathFor(from: LocationLike): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: pathOf(from) }).toString()}`;
}

/** Only same-site absolute paths are followed (no //host, no schemes, no loops back to /login). */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return null;
  return value;
}

/**
 * Where to go after signing in: state.from (same tab), else ?redirect= (survives reloads), else `fallback`.
 */
export function redirectTarget(location: LocationLike & { state?: unknown }, fallback = '/'): string {
  const from = (location.state as { from?: LocationLike } | null | undefined)?.from;
  const fromState = from && typeof from.pathname === 'string' ? safeRedirectPath(pathOf(from)) : null;
  if (fromState) return fromState;
  const query = new URLSearchParams(location.search ?? '').get(REDIRECT_PARAM);
  return safeRedirectPath(query) ?? fallback;
}

/** Where each role lands after signing in when nothing else was asked for. */
export const HOME_PATH_BY_ROLE: Record<Role, string> = {
  consumer: '/',
  producer: '/producer/dashboard',
  admin: '/admin/dashboard',
};

export function homePathForRole(role: Role | null | undefined): string {
  return role ? HOME_PATH_BY_ROLE[role] : '/';
}

/** The remembered target as a `redirect` query value (for links between the auth screens), or null. */
export function redirectParam(location: LocationLike & { state?: unknown }): string | null {
  const target = redirectTarget(location, '');
  return target || null;
}

/** `path` with `?email=` (when given) and `?redirect=` (when given). */
export function authPath(
  path: string,
  { email, redirect }: { email?: string; redirect?: string | null },
): string {
  const search = new URLSearchParams();
  if (email) search.set('email', email);
  if (redirect) search.set(REDIRECT_PARAM, redirect);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
