/**
 * Child processes of the local stack (DynamoDB Local's java, cognito-local). Every child is registered so
 * that stop() ends it (SIGTERM, then SIGKILL after a grace period) and, should this process exit without
 * stopping them, an exit hook kills whatever is left: no orphans.
 */
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Children started in their own process group (detached): signals go to the whole group. */
const groups = new WeakSet<ChildProcess>();

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    if (groups.has(child) && child.pid !== undefined) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // already gone
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) signal(child, 'SIGKILL');
  });
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  pid: number | undefined;
  /** The exit, once the process has ended (null while it runs). */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Resolves when the process has ended. */
  whenExited: Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has ended. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Registers a child. `group`: the child was spawned with `detached: true` and leads its own process group
 * (e.g. npm, which starts a shell that starts vite): stopping it stops the whole group.
 */
export function manage(
  name: string,
  child: ChildProcess,
  { group = false }: { group?: boolean } = {},
): ManagedProcess {
  installExitHook();
  live.add(child);
  if (group) groups.add(child);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const whenExited = new Promise<void>((resolve) => {
    const done = (code: number | null, signal: NodeJS.Signals | null) => {
      exit ??= { code, signal };
      live.delete(child);
      resolve();
    };
    child.once('exit', done);
    child.once('error', () => done(null, null));
  });
  return {
    name,
    child,
    pid: child.pid,
    exited: () => exit,
    whenExited,
    async stop(graceMs = 5_000) {
      if (exit || child.exitCode !== null || child.signalCode !== null) return whenExited;
      signal(child, 'SIGTERM');
      const timer = setTimeout(() => {
        if (!exit) signal(child, 'SIGKILL');
      }, graceMs);
      await whenExited;
      clearTimeout(timer);
    },
  };
}

/** Pids of the children still running (for diagnostics and tests). */
export function livePids(): number[] {
  return [...live].map((child) => child.pid).filter((pid): pid is number => pid !== undefined);
}

/** Keeps the last lines a child printed, to show them when it fails to start. */
export class OutputTail {
  private lines: string[] = [];
  constructor(private readonly keep = 40) {}
  push(text: string): void {
    for (const line of text.split(/\r?\n/)) if (line.trim() !== '') this.lines.push(line);
    if (this.lines.length > this.keep) this.lines = this.lines.slice(-this.keep);
  }
  toString(): string {
    return this.lines.join('\n');
  }
}
