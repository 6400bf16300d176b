/**
 * `npm run dev`: the local stack plus Vite's dev server (web/vite.config.ts) with hot reload. Vite proxies
 * /oauth, /v1, /images and /_local to the gateway (GATEWAY_PORT). Open Vite's URL (http://localhost:5173).
 */
import { join } from 'node:path';
import { banner } from './banner.js';
import { portsFromEnv, REPO_ROOT } from './config.js';
import { createLogger, levelFromEnv } from './log.js';
import { failAndExit, handleSignals } from './run.js';
import { startLocalStack } from './stack.js';

const VITE_PORT = 5173;
const started = Date.now();
const log = createLogger(levelFromEnv(process.env.LOG_LEVEL));
const signals = handleSignals(log);

async function main(): Promise<void> {
  const stack = await startLocalStack({
    ports: portsFromEnv(),
    log,
    extraOrigins: [`http://localhost:${VITE_PORT}`, `http://127.0.0.1:${VITE_PORT}`],
  });
  signals.setStop(stack.stop);
  process.env.GATEWAY_PORT = String(stack.ports.gateway);
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: join(REPO_ROOT, 'web', 'vite.config.ts') });
  await vite.listen();
  // Vite exits the process on SIGTERM without waiting for the stack: our handler stops both, in order.
  signals.reclaim();
  signals.setStop(async () => {
    await vite.close();
    await stack.stop();
  });
  const webUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://localhost:${VITE_PORT}`;
  log.info(
    banner(
      stack,
      (Date.now() - started) / 1000,
      `${webUrl}  (Vite, recarga en caliente; la pila en ${stack.urls.gateway})`,
    ),
  );
}

main().catch((error: unknown) => failAndExit(log, error));
