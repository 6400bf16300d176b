/**
 * The test stack: the whole local stack (DynamoDB Local, cognito-local, s3rver, gateway with the real
 * handlers), seeded like `npm start`, on free ports, in a throw-away data folder under the OS temp folder.
 * It serves web/dist when it is built (the e2e script builds it first); without a build it serves a tiny
 * stand-in SPA so the gateway's static behaviour can still be tested.
 *
 * Without Java: under CI it throws with the install command; elsewhere it prints the command and answers
 * baseUrl '' with a `skipReason`, and the suites skip.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/config.js';
import { checkJava, javaCommand } from '../../infra/local/java.js';
import { createLogger, levelFromEnv } from '../../infra/local/log.js';
import type { StackDetails } from '../../infra/local/stack-file.js';
import { startLocalStack } from '../../infra/local/stack.js';

export interface TestStack {
  /** e.g. http://127.0.0.1:41234 ('' when the stack could not start, see skipReason). */
  baseUrl: string;
  details: StackDetails | null;
  skipReason?: string;
  stop(): Promise<void>;
}

/** A minimal build: index.html plus one hashed asset, like Vite's output. */
function standInSpa(folder: string): string {
  const dist = join(folder, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pitahaya Marketplace</title>' +
      '<script type="module" src="/assets/index-t3st1234.js"></script></head><body><div id="root"></div></body></html>\n',
  );
  writeFileSync(
    join(dist, 'assets', 'index-t3st1234.js'),
    'document.getElementById("root").textContent = "Pitahaya";\n',
  );
  return dist;
}

export async function startTestStack(): Promise<TestStack> {
  const java = checkJava(javaCommand());
  if (!java.ok) {
    if (process.env.CI) throw new Error(java.reason);
    console.warn(`[integration/e2e skipped] ${java.reason}`);
    return { baseUrl: '', details: null, skipReason: java.reason, stop: async () => {} };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pitahaya-stack-'));
  const builtSpa = join(REPO_ROOT, 'web', 'dist');
  const webDist = existsSync(join(builtSpa, 'index.html')) ? builtSpa : standInSpa(dataDir);
  const started = Date.now();
  try {
    const stack = await startLocalStack({
      dataDir,
      webDist,
      ports: { gateway: 0, dynamodb: 0, cognito: 0, s3: 0 },
      log: createLogger(levelFromEnv(process.env.LOG_LEVEL, 'warn')),
    });
    const baseUrl = `http://127.0.0.1:${stack.ports.gateway}`;
    console.log(
      `[test stack] ${baseUrl} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (data: ${dataDir})`,
    );
    return {
      baseUrl,
      details: { ...stack.config, gatewayUrl: baseUrl },
      async stop() {
        await stack.stop();
        if (!process.env.KEEP_TEST_STACK_DATA) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
