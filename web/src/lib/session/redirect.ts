/**
 * Remembering where a signed-out visitor wanted to go: the guard sends them to
 * /login?redirect=<path> with state.from, and the login screen reads it back with `redirectTarget`.
 */
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
