/**
 * The session manager (docs/web-session.md), framework-free: the SessionProvider renders its state
 * and plugs it into the API client.
 *
 * States: signed out; signed in with a valid access token; only a refresh token left (refreshed on the next
 * call). Rules:
 * - Start: with a stored session, the user info is fetched (refreshing first when the access token is
 *   expired); any failure clears the local session with 'Sesión inválida. Por favor, inicia sesión nuevamente.'
 * - Login stores the tokens (all or none), fetches the user info, marks the session signed in; any failure
 *   clears the tokens.
 * - Refresh: the refresh token must be there and >= MIN_REFRESH_TOKEN_LENGTH characters; the answer must hold
 *   an access_token; the old refresh token stays when none comes back; metadata type REFRESH.
 * - Refresh, user info and logout are single flight: concurrent callers share one promise.
 * - Forced logout clears the tokens and every in-flight operation (an answer arriving later for the old session
 *   is dropped: each operation remembers the session generation it started in) and goes to /login.
 * - Logout revokes the refresh token on the server when a usable access token exists (up to
 *   LOGOUT_MAX_ATTEMPTS tries), then always clears the local session and goes to /login.
 */
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { LOGOUT_MAX_ATTEMPTS, MIN_REFRESH_TOKEN_LENGTH } from '../../../../shared/constants/auth.js';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { normalizeRole } from '../../../../shared/constants/roles.js';
import type { RouteDef } from '../../../../shared/contracts/route-table.js';
import { configureApiClient, requiresAuth, resetApiClientSession } from '../api/client';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import {
  authActionError,
  localRefreshError,
  refreshFailure,
  SessionEndedError,
  sessionFailure,
  type RefreshError,
} from './auth-errors';
import { SIGNED_OUT, type ForceLogoutOptions, type SessionState } from './session-context';

export type { ForceLogoutOptions };
import {
  clearTokens,
  hasStoredSession,
  isAccessTokenExpired,
  readTokens,
  saveTokens,
  tokenSetFrom,
} from './token-storage';
import { decodeJwtClaims } from './jwt';
import { releaseSessionCalls } from './session-gate';
import { SharedRun } from './shared-run';
import type { SessionUser } from './user';
import { loadUserWithRetries } from './user-loading';

/** Ours: the browser refused to store the session (private mode, full storage). */
export const STORAGE_FAILED_MESSAGE =
  'No se pudo guardar la sesión en este navegador. Revisa que el almacenamiento no esté bloqueado.';

/** Signed out (session-context.ts holds it: the shell starts from it before this manager arrives). */
export { SIGNED_OUT };

export interface SessionManagerOptions {
  /** Goes to /login after a logout or a forced logout (the app passes the router's navigate). */
  navigateToLogin?: () => void | Promise<void>;
  /** Loads the user for a bearer token (default: GET /oauth/auth/user-info). */
  loadUser?: (accessToken: string) => Promise<unknown>;
  /** Clock and wait, for tests. */
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

const TOKEN_KEYS: readonly string[] = Object.values(TOKEN_STORAGE_KEYS);

export class SessionManager {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private readonly options: SessionManagerOptions;
  private navigateToLogin: (() => void | Promise<void>) | undefined;
  /** Session generation: bumped by login, logout and forced logout; stale answers are dropped. */
  private generation = 0;
  private readonly refreshing = new SharedRun(() => this.runRefresh(this.generation));
  private readonly loadingUser = new SharedRun(() => this.loadUserWithRetries(this.generation));
  private loggingOut: Promise<void> | null = null;
  private ending: Promise<void> | null = null;
  private starting: Promise<void> | null = null;
  private sessionId: string | null = null;

  constructor(options: SessionManagerOptions = {}) {
    this.options = options;
    this.navigateToLogin = options.navigateToLogin;
    this.state = hasStoredSession() ? { ...SIGNED_OUT, isLoading: true } : SIGNED_OUT;
  }

  // --- State for React (useSyncExternalStore) ---

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(next: SessionState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  private patch(patch: Partial<SessionState>): void {
    this.set({ ...this.state, ...patch });
  }

  private signedIn(user: SessionUser): void {
    this.sessionId = readTokens().metadata?.sessionId ?? null;
    this.set({ ...SIGNED_OUT, user, role: user.role, isAuthenticated: true });
  }

  setNavigateToLogin(navigate: (() => void | Promise<void>) | undefined): void {
    this.navigateToLogin = navigate;
  }

  clearError = (): void => {
    if (this.state.error !== null) this.patch({ error: null });
  };

  /** Updates the signed-in user locally (e.g. the profile screen saved a new name). */
  patchUser = (patch: Partial<Pick<SessionUser, 'fullName' | 'email'>>): void => {
    if (this.state.user) this.patch({ user: { ...this.state.user, ...patch } });
  };

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Drops every in-flight operation of the current session. */
  private invalidate(): void {
    this.generation += 1;
    this.refreshing.drop();
    this.loadingUser.drop();
    this.sessionId = null;
  }

  // --- Start ---

  /** On start: with a stored session, fetch the user (once, even when called again). */
  start = (): Promise<void> => {
    this.starting ??= this.restore().then(() => undefined);
    return this.starting;
  };

  /** Re-reads the stored session and its user; on failure the local session is cleared. */
  reload = async (): Promise<SessionUser | null> => {
    return this.restore();
  };

  private async restore(): Promise<SessionUser | null> {
    if (!hasStoredSession()) {
      if (this.state.isAuthenticated || this.state.isLoading) this.set(SIGNED_OUT);
      return null;
    }
    const generation = this.generation;
    if (!this.state.isLoading) this.patch({ isLoading: true });
    try {
      const user = await this.fetchUser();
      if (generation !== this.generation) return null;
      this.signedIn(user);
      return user;
    } catch {
      if (generation !== this.generation) return null;
      this.invalidate();
      clearTokens();
      this.set({ ...SIGNED_OUT, error: AUTH_MESSAGES.sessionInvalid });
      return null;
    }
  }

  // --- Login ---

  /** Signs in: stores the tokens, fetches the user, marks the session signed in. Throws ApiError (Spanish). */
  login = async (username: string, password: string): Promise<SessionUser> => {
    this.invalidate();
    const generation = this.generation;
    let answer: unknown;
    try {
      answer = await api.auth.login({ body: { username, password } });
    } catch (error) {
      if (generation === this.generation) clearTokens();
      throw authActionError(error, 'login');
    }
    if (generation !== this.generation) throw authActionError(new SessionEndedError(), 'login');
    const tokens = tokenSetFrom(answer, this.now());
    if (!tokens) {
      clearTokens();
      throw new ApiError({ status: 0, code: 'INVALID_TOKEN_RESPONSE', message: AUTH_MESSAGES.loginFailed });
    }
    if (!saveTokens(tokens, 'LOGIN', this.now())) {
      throw new ApiError({ status: 0, code: 'STORAGE_ERROR', message: STORAGE_FAILED_MESSAGE });
    }
    try {
      const user = await this.fetchUser();
      if (generation !== this.generation) throw new SessionEndedError();
      this.signedIn(user);
      return user;
    } catch (error) {
      if (generation === this.generation) {
        this.invalidate();
        clearTokens();
        if (this.state.isAuthenticated) this.set(SIGNED_OUT);
      }
      throw sessionFailure(error).error;
    }
  };

  // --- Tokens and refresh ---

  /** The stored access token when it is still valid, else a refreshed one; null without any session. */
  private async validToken(): Promise<string | null> {
    const tokens = readTokens();
    if (tokens.accessToken && !isAccessTokenExpired(tokens, this.now())) return tokens.accessToken;
    if (!tokens.accessToken && !tokens.refreshToken) return null;
    return this.refresh();
  }

  /** Exchanges the refresh token for new tokens; concurrent callers share one call. Throws RefreshError. */
  refresh = (): Promise<string> => this.refreshing.run();

  private async runRefresh(generation: number): Promise<string> {
    const refreshToken = readTokens().refreshToken;
    if (!refreshToken) {
      throw localRefreshError('REFRESH_TOKEN_MISSING', AUTH_MESSAGES.refreshTokenMissing);
    }
    if (refreshToken.length < MIN_REFRESH_TOKEN_LENGTH) {
      throw localRefreshError('REFRESH_TOKEN_INVALID', AUTH_MESSAGES.refreshTokenInvalid);
    }
    let answer: unknown;
    try {
      answer = await api.auth.refreshToken({ body: { refresh_token: refreshToken } });
    } catch (error) {
      throw refreshFailure(error);
    }
    if (generation !== this.generation) throw refreshFailure(new SessionEndedError());
    const tokens = tokenSetFrom(answer, this.now());
    if (!tokens) throw localRefreshError('REFRESH_NO_ACCESS_TOKEN', AUTH_MESSAGES.sessionExpired);
    if (!saveTokens(tokens, 'REFRESH', this.now())) {
      throw localRefreshError('REFRESH_STORAGE_FAILED', STORAGE_FAILED_MESSAGE);
    }
    return tokens.access_token;
  }

  /**
   * A failed refresh seen by an API call: on a route that needs the caller, a refusal ends the session
   * (forced logout, /login) and the call fails; on a public route the call goes on without a token (and a
   * dead session is ended quietly).
   */
  private async refreshFailed(error: unknown, route: RouteDef | undefined): Promise<null> {
    const failure: RefreshError = refreshFailure(error);
    if (route && !requiresAuth(route)) {
      if (failure.endsSession && this.state.isAuthenticated) {
        void this.forceLogout(failure.message, { navigate: false });
      }
      return null;
    }
    if (failure.endsSession) await this.forceLogout(failure.message);
    throw failure;
  }

  /** The client's bearer token: refreshed first when expired. */
  tokenForRequest = async (route?: RouteDef): Promise<string | null> => {
    try {
      return await this.validToken();
    } catch (error) {
      return this.refreshFailed(error, route);
    }
  };

  /**
   * After a 401/403 to a call that carried `failedToken`: the token another call already refreshed, or one
   * shared refresh; so concurrent failures make exactly one refresh call.
   */
  tokenForRetry = async (failedToken: string, _error: ApiError, route: RouteDef): Promise<string | null> => {
    const current = readTokens();
    if (
      current.accessToken &&
      current.accessToken !== failedToken &&
      !isAccessTokenExpired(current, this.now())
    ) {
      return current.accessToken;
    }
    if (!current.accessToken && !current.refreshToken) return null;
    try {
      return await this.refresh();
    } catch (error) {
      return this.refreshFailed(error, route);
    }
  };

  /**
   * Whether the caller is known to be a consumer: the loaded user's role, or before it loads the stored ID
   * token's role claim (never the consumer default of a token without one). The API client reads the catalog
   * anonymously for a consumer (client.ts SAME_AS_ANONYMOUS_FOR_CONSUMERS).
   */
  isConsumer = (): boolean => {
    const { user } = this.state;
    if (user) return user.role === 'consumer';
    const claims = decodeJwtClaims(readTokens().idToken);
    return normalizeRole(claims?.['custom:role']) === 'consumer';
  };

  /** Plugs the manager into the API client; answers the unplug function. */
  connect = (): (() => void) => {
    configureApiClient({
      getAccessToken: this.tokenForRequest,
      refreshAccessToken: this.tokenForRetry,
      isConsumer: this.isConsumer,
    });
    releaseSessionCalls();
    return () => resetApiClientSession();
  };

  // --- User info ---

  /** The signed-in user; concurrent callers share one fetch (with the user-info retry policy). */
  fetchUser = (): Promise<SessionUser> => this.loadingUser.run();

  /** The user-info read with its retry policy (user-loading.ts), for the session it started in. */
  private loadUserWithRetries(generation: number): Promise<SessionUser> {
    return loadUserWithRetries({
      validToken: () => this.validToken(),
      refresh: () => this.refresh(),
      load: this.options.loadUser,
      wait: this.options.wait,
      isCurrent: () => generation === this.generation,
    });
  }

  /**
   * Fetches the user again for a signed-in session (after a change), with the auth messages on failure
   * (auth-errors.ts): 401 and token-related 403 end the session. Throws ApiError with the Spanish message.
   */
  refreshUser = async (): Promise<SessionUser> => {
    const generation = this.generation;
    try {
      const user = await this.fetchUser();
      if (generation === this.generation) this.signedIn(user);
      return user;
    } catch (error) {
      const failure = sessionFailure(error);
      if (failure.forceLogout && generation === this.generation) {
        await this.forceLogout(failure.error.message);
      }
      throw failure.error;
    }
  };

  // --- Logout ---

  /** Logs out: revokes on the server when possible, then always clears and goes to /login. */
  logout = (): Promise<void> => {
    this.loggingOut ??= this.runLogout().finally(() => {
      this.loggingOut = null;
    });
    return this.loggingOut;
  };

  private async runLogout(): Promise<void> {
    try {
      const token = await this.validToken().catch(() => null);
      const refreshToken = readTokens().refreshToken;
      if (token) await this.revokeOnServer(token, refreshToken);
    } finally {
      await this.endSession(null, true, true);
    }
  }

  private async revokeOnServer(accessToken: string, refreshToken: string | null): Promise<void> {
    const body =
      refreshToken && refreshToken.length >= MIN_REFRESH_TOKEN_LENGTH ? { refresh_token: refreshToken } : {};
    for (let attempt = 1; attempt <= LOGOUT_MAX_ATTEMPTS; attempt += 1) {
      try {
        await api.auth.logout({ bearer: accessToken, body });
        return;
      } catch {
        // Once more, then give up: the local session is cleared anyway.
      }
    }
  }

  /**
   * Ends the session here and now: tokens and every in-flight operation are dropped, `message` becomes the
   * session error (shown once as a warning), and the app goes to /login unless told otherwise.
   */
  forceLogout = (
    message: string | null = AUTH_MESSAGES.sessionExpired,
    { navigate = true }: ForceLogoutOptions = {},
  ): Promise<void> => {
    this.loggingOut = null;
    return this.endSession(message, navigate);
  };

  private endSession(error: string | null, navigate: boolean, always = false): Promise<void> {
    // A forced logout with nothing left to end (another call ended it a moment ago) goes nowhere; a
    // logout always goes to /login.
    const hadSession = always || this.state.isAuthenticated || this.state.isLoading || hasStoredSession();
    this.invalidate();
    clearTokens();
    if (this.ending || !hadSession) {
      if (error && error !== this.state.error) this.patch({ error });
      return this.ending ?? Promise.resolve();
    }
    this.set({ ...SIGNED_OUT, error, isLoggingOut: navigate && Boolean(this.navigateToLogin) });
    if (!navigate || !this.navigateToLogin) return Promise.resolve();
    const go = this.navigateToLogin;
    const running = (async () => {
      try {
        await go();
      } finally {
        this.ending = null;
        this.patch({ isLoggingOut: false });
      }
    })();
    this.ending = running;
    return running;
  }

  // --- Other tabs ---

  /** Follows another tab's login, logout or user switch (the `storage` event). */
  onStorage = (key: string | null): void => {
    if (key !== null && !TOKEN_KEYS.includes(key)) return;
    if (!hasStoredSession()) {
      if (this.state.isAuthenticated || this.state.isLoading) {
        this.invalidate();
        this.set(SIGNED_OUT);
      }
      return;
    }
    const sessionId = readTokens().metadata?.sessionId ?? null;
    if (!this.state.isAuthenticated || (sessionId !== null && sessionId !== this.sessionId)) {
      this.invalidate();
      void this.restore();
    }
  };
}
