/**
 * A test suite's throw-away folder (the CDK tests' web dist and cdk.out, staged layers): made under the system's
 * temporary folder before the suite's tests, removed after them. Call it where the suite's hooks go, before the
 * suite's own beforeAll that writes into it (hooks run in the order they are declared).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** The folder (`prefix` + random characters), read once the suite has started. */
export function scratchFolder(prefix: string): () => string {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    if (!folder) throw new Error(`The scratch folder ${prefix}* is made when the suite starts`);
    return folder;
  };
}
