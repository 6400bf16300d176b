/**
 * Unit tests only: a real session manager plugged into the API client for the length of one test (never imported
 * by the app).
 */
import { onTestFinished, vi } from 'vitest';
import { SessionManager, type SessionManagerOptions } from '../session/session-manager';

/** A session manager connected to the API client, unplugged when the test finishes; navigateToLogin is a mock. */
export function connectedSessionManager(options: SessionManagerOptions = {}) {
  const navigateToLogin = vi.fn();
  const session = new SessionManager({ navigateToLogin, ...options });
  onTestFinished(session.connect());
  return { session, navigateToLogin };
}
