/**
 * The other build of `npm run bench:lighthouse -- --against <git ref>` (bench/lighthouse.ts): the ref checked
 * out in a temporary git worktree, built with its own Vite config and served by its own local stack (its own
 * handlers, share pages and seed), so each build is measured with the code it shipped with.
 *
 * Dependencies: when every package the ref's package-lock.json names is installed here at the same version,
 * the worktree links this checkout's node_modules (seconds); otherwise it runs `npm ci` (about a minute).
 * The worktree is removed when the bench ends, also on Ctrl-C.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildSpa } from '../infra/local/build-spa.js';
import { REPO_ROOT } from '../infra/local/config.js';
import type { TestStack } from '../test/support/stack.js';

const run = promisify(execFile);

interface Lockfile {
  packages?: Record<string, { version?: string }>;
}

/**
 * Whether `installed` (this checkout's package-lock.json) has every package of `wanted` (the ref's) at the
 * same version, so the ref can use this checkout's node_modules. The root entry ('') is the project itself.
 */
export function sameDependencies(wanted: Lockfile, installed: Lockfile): boolean {
  const have = installed.packages ?? {};
  return Object.entries(wanted.packages ?? {}).every(
    ([path, entry]) => path === '' || have[path]?.version === entry.version,
  );
}

export interface OtherBuild {
  /** The ref as given and its commit's short hash, e.g. `7b8c016`. */
  name: string;
  root: string;
  stack: TestStack;
  /** Stops its stack and removes the worktree. */
  remove(): Promise<void>;
}

const git = async (args: string[]) => (await run('git', args, { cwd: REPO_ROOT })).stdout.trim();

function npmCi(root: string): Promise<void> {
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ci failed (${code})`)))),
  );
}

/**
 * Checks `ref` out in a temporary worktree, installs or links its dependencies, builds its SPA and starts its
 * test stack with `env`. Throws, after cleaning up, when the ref has no test stack (test/support/stack.ts with
 * startTestStack) or it cannot start.
 */
export async function prepareBuildOf(ref: string, env: Record<string, string>): Promise<OtherBuild> {
  const commit = await git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const short = commit.slice(0, 7);
  const root = mkdtempSync(join(tmpdir(), `pitahaya-against-${short}-`));
  let stack: TestStack | null = null;
  let removed = false;
  const onSignal = () => void remove().finally(() => process.exit(130));
  const remove = async () => {
    if (removed) return;
    removed = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stack?.stop();
    await git(['worktree', 'remove', '--force', root]).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
    await git(['worktree', 'prune']).catch(() => undefined);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`Checking out ${ref} (${short}) in ${root}...`);
    await git(['worktree', 'add', '--detach', root, commit]);
    const lock = (folder: string) =>
      JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')) as Lockfile;
    if (sameDependencies(lock(root), lock(REPO_ROOT))) {
      symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    } else {
      console.log(`${short}'s dependencies differ from this checkout's: npm ci in its worktree...`);
      await npmCi(root);
    }
    console.log(`Building ${short}'s SPA...`);
    await buildSpa(root);
    const stackModule = join(root, 'test', 'support', 'stack.ts');
    if (!existsSync(stackModule)) throw new Error(`${ref} has no test/support/stack.ts to serve its build`);
    const { startTestStack } = (await import(pathToFileURL(stackModule).href)) as {
      startTestStack: (env: Record<string, string>) => Promise<TestStack>;
    };
    console.log(`Starting ${short}'s local stack...`);
    stack = await startTestStack(env);
    if (!stack.baseUrl)
      throw new Error(`${short}'s stack did not start: ${stack.skipReason ?? 'no reason given'}`);
    return { name: short, root, stack, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
