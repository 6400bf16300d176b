/**
 * `npm start` builds the SPA only when needed: web/dist is missing, or older than the newest file under
 * web/src, web/public, web/index.html, web/vite.config.ts or shared/.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { manage, OutputTail } from './processes.js';

/** Newest modification time (ms) of the files at or under `paths` (0 when there are none). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else if (info.mtimeMs > newest) newest = info.mtimeMs;
  };
  paths.forEach(visit);
  return newest;
}

export function spaSources(root: string): string[] {
  return ['web/src', 'web/build', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared'].map(
    (path) => join(root, path),
  );
}

/** Why the SPA must be built, or null when web/dist is up to date. */
export function spaBuildReason(root: string): string | null {
  const index = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(index)) return 'web/dist no existe';
  const built = statSync(index).mtimeMs;
  return newestMtime(spaSources(root)) > built
    ? 'hay cambios en web/ o shared/ posteriores a web/dist'
    : null;
}

/** Runs `npm run build` in `root`; its output is shown only when it fails. */
export function buildSpa(root: string): Promise<void> {
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
    detached: true,
  });
  const managed = manage('npm run build', child, { group: true });
  const tail = new OutputTail(200);
  child.stdout?.on('data', (chunk: Buffer) => tail.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => tail.push(chunk.toString('utf8')));
  return managed.whenExited.then(() => {
    const exit = managed.exited();
    if (exit?.code !== 0) throw new Error(`npm run build failed (${exit?.code ?? exit?.signal}):\n${tail}`);
  });
}
