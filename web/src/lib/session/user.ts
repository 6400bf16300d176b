/**
 * The signed-in user as the web app keeps it, read from `GET /oauth/auth/user-info` and tolerant of the
 * answer's older shapes: id and email, or attributes with sub and email, or the username as fallback ('N/A'
 * when missing).
 */
import { api } from '../api/endpoints';
import { displayName } from './display-name';
import { NOT_AVAILABLE, type SessionUser } from './session-user';
import { resolveRole } from './role';

/** The header's name (display-name.ts: part of the app shell, without the API client this file brings). */
export { displayName };
export type { SessionUser };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function toSessionUser(raw: unknown, accessToken?: string | null): SessionUser {
  const info = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const attributes =
    typeof info.attributes === 'object' && info.attributes !== null
      ? (info.attributes as Record<string, string | undefined>)
      : {};
  const username = text(info.username) ?? NOT_AVAILABLE;
  return {
    id: text(info.id) ?? text(attributes.sub) ?? text(info.username) ?? NOT_AVAILABLE,
    email: text(info.email) ?? text(attributes.email) ?? text(info.username) ?? NOT_AVAILABLE,
    username,
    fullName: text(info.fullName) ?? text(attributes.name) ?? '',
    role: resolveRole({ role: info.role, attributes }, accessToken),
    isActive: info.isActive !== false,
    attributes,
  };
}

let inFlight: Promise<unknown> | null = null;

/** Fetches the user info; concurrent callers share one request. */
export function fetchUserInfo(): Promise<unknown> {
  inFlight ??= api.auth.userInfo().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
