/**
 * The session as the app shell holds it before the session manager arrives (the first-load budget,
 * docs/performance.md: the manager, the API client and the route table travel in a chunk of their own, fetched
 * right after the first paint). The state starts from the stored tokens, read synchronously: with a stored
 * session the header shows its loading place (never a signed-out header) until the manager has restored the
 * user. Every action waits for the manager; session calls of the API client wait for it too (session-gate.ts).
 */
import { SIGNED_OUT, type SessionActions, type SessionState } from './session-context';
import type { ForceLogoutOptions, SessionManager, SessionManagerOptions } from './session-manager';
import { holdSessionCalls, releaseSessionCalls } from './session-gate';
import { hasStoredTokens } from './stored-session';
import type { SessionUser } from './user';

type LoginTarget = (() => void | Promise<void>) | undefined;

export class LazySession implements SessionActions {
  private manager: SessionManager | null = null;
  private loading: Promise<SessionManager> | null = null;
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private navigateToLogin: LoginTarget;
  private mounted = false;
  private unplug: (() => void) | null = null;

  constructor(
    private readonly options: Omit<SessionManagerOptions, 'navigateToLogin'> = {},
    navigateToLogin?: LoginTarget,
    given?: SessionManager,
  ) {
    this.navigateToLogin = navigateToLogin;
    if (given) {
      this.adopt(given);
      this.loading = Promise.resolve(given);
    }
    const stored = !given && hasStoredTokens();
    if (stored) holdSessionCalls();
    this.state = stored ? { ...SIGNED_OUT, isLoading: true } : SIGNED_OUT;
  }

  getState = (): SessionState => this.manager?.getState() ?? this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private adopt(manager: SessionManager): SessionManager {
    this.manager = manager;
    manager.subscribe(() => this.emit());
    return manager;
  }

  /** The manager's chunk, loaded once; the manager starts (restores a stored session) as it arrives. */
  load = (): Promise<SessionManager> => {
    this.loading ??= import('./session-manager').then(
      ({ SessionManager: Manager }) => {
        const manager = this.adopt(new Manager({ ...this.options, navigateToLogin: this.navigateToLogin }));
        this.plug();
        // Plugged in (connect releases the held calls), or no provider is mounted any more: nothing to wait for.
        releaseSessionCalls();
        this.emit();
        return manager;
      },
      (error: unknown) => {
        // The chunk could not be fetched (offline): signed out for now, the next action tries again.
        this.loading = null;
        releaseSessionCalls();
        if (this.state.isLoading) {
          this.state = SIGNED_OUT;
          this.emit();
        }
        throw error;
      },
    );
    return this.loading;
  };

  private plug(): void {
    if (this.mounted && this.manager && !this.unplug) this.unplug = this.manager.connect();
  }

  /** While the provider is mounted the manager is plugged into the API client (loaded after the paint). */
  mount = (): (() => void) => {
    this.mounted = true;
    this.plug();
    this.load().then(
      (manager) => {
        if (this.mounted) void manager.start();
      },
      () => {},
    );
    return () => {
      this.mounted = false;
      this.unplug?.();
      this.unplug = null;
    };
  };

  setNavigateToLogin(navigate: LoginTarget): void {
    this.navigateToLogin = navigate;
    this.manager?.setNavigateToLogin(navigate);
  }

  onStorage = (key: string | null): void => {
    if (this.manager) this.manager.onStorage(key);
    else this.load().catch(() => {});
  };

  logout = async (): Promise<void> => (await this.load()).logout();
  reload = async (): Promise<SessionUser | null> => (await this.load()).reload();
  clearError = (): void => this.manager?.clearError();
  login = async (username: string, password: string): Promise<SessionUser> =>
    (await this.load()).login(username, password);
  forceLogout = async (message?: string | null, options?: ForceLogoutOptions): Promise<void> =>
    (await this.load()).forceLogout(message, options);
  refreshUser = async (): Promise<SessionUser> => (await this.load()).refreshUser();
  patchUser = (patch: Partial<Pick<SessionUser, 'fullName' | 'email'>>): void =>
    this.manager?.patchUser(patch);
}
