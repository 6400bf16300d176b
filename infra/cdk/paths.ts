/** Filesystem locations the CDK app reads: the repository root, Lambda entries, the lockfile, the built SPA. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** infra/cdk/ -> repository root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** NodejsFunction bundles with the local esbuild; this lockfile tells it where the project root is. */
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** The built SPA (`npm run build`). Deployed only when it exists at synth time. */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

/** Lambda entry of a domain or of the authorizer: services/<name>/handler.ts, export `handler`. */
export function handlerEntry(name: string, root: string = REPO_ROOT): string {
  return join(root, 'services', name, 'handler.ts');
}

/** Whether a built SPA (with its index.html) sits at `dir`. */
export function hasBuiltSpa(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}
