/**
 * The test stack: the whole local stack (DynamoDB Local, cognito-local, s3rver, gateway with the real
 * handlers), seeded like `npm start`, on free ports, in a throw-away data folder under the OS temp folder.
 * It runs in a child process (infra/local/child.ts under tsx): Node loads the AWS SDK there several times
 * faster than Vitest's module runner does, and the handlers' process.env stays out of the test runner.
 * It serves the SPA `npm test` built for this run (PITAHAYA_TEST_WEB_DIST), else web/dist when it is built (the
 * e2e script builds it first); without a build it serves a tiny stand-in SPA so the gateway's static behaviour
 * can still be tested.
 *
 * Without Java: under CI it throws with the install command; elsewhere it prints the command and answers
 * baseUrl '' with a `skipReason`, and the suites skip.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT, type Ports } from '../../infra/local/config.js';
import { checkJava, javaCommand } from '../../infra/local/java.js';
import type { StackDetails } from '../../infra/local/stack-file.js';

/** Same as infra/local/child.ts (not imported: that module starts the stack when loaded). */
const CHILD_LINE_PREFIX = '@@pitahaya-stack ';
const START_TIMEOUT_MS = 120_000;

export interface TestStack {
  /** e.g. http://127.0.0.1:41234 ('' when the stack could not start, see skipReason). */
  baseUrl: string;
  details: StackDetails | null;
  /** Process ids of the emulators (cognito-local), to stop one in an outage test, and of the stack itself. */
  pids: { cognito?: number; stack?: number };
  skipReason?: string;
  /** Settles when the stack's process has ended (stopped, or killed). */
  exited?: Promise<void>;
  stop(): Promise<void>;
}

type ChildMessage =
  | {
      type: 'ready';
      details: StackDetails;
      ports: Ports;
      timings: Record<string, number>;
      pids: { cognito?: number };
    }
  | { type: 'error'; message: string; javaMissing: boolean };

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

function skipped(reason: string): TestStack {
  if (process.env.CI) throw new Error(reason);
  console.warn(`[integration/e2e skipped] ${reason}`);
  return { baseUrl: '', details: null, pids: {}, skipReason: reason, stop: async () => {} };
}

/**
 * The abuse limits of the auth API (services/auth/attempt-limits.ts) and of the contact form raised for the
 * shared test stack: the suites sign in as the demo accounts far more often than a person would. The abuse test starts a stack of
 * its own with low limits.
 */
export const TEST_STACK_LIMITS: Record<string, string> = {
  // The authorizer reuses a user's role and active flag for 1 s instead of 30 s, so the users suite sees an
  // admin's role change or deactivation at once (services/lib/auth/user-status.ts cacheSeconds; the 30 s
  // bound itself is a unit test there).
  AUTHORIZER_CACHE_SECONDS: '1',
  // Card orders wait 15 s for their payment instead of 30 minutes (the default itself is a unit test of
  // services/orders/payment/deadlines.ts); a test that needs the deadline past runs the sweep as if it were later.
  PAYMENT_TIMEOUT_SECONDS: '15',
  // No scheduled job runs on its own: a test runs the one it needs, when it needs it, through
  // POST /_local/schedules/run (test/support/schedules.ts), instead of waiting for an interval.
  PAYMENT_SWEEP_INTERVAL_MS: 'off',
  PAYMENT_RECONCILE_INTERVAL_MS: 'off',
  DIRECTORY_SYNC_INTERVAL_MS: 'off',
  REVIEW_REQUESTS_INTERVAL_MS: 'off',
  SUBSCRIPTIONS_INTERVAL_MS: 'off',
  CUTOFFS_INTERVAL_MS: 'off',
  // Sign-in counts only failures, so the suites' many sign-ins cost nothing: the production limits apply (30 failures
  // per address, 10 per username in 15 min), which test/integration/sessions.test.ts shows from addresses of its own.
  RATE_LIMIT_LOGIN: '30,10,900',
  RATE_LIMIT_SIGNUP: '100000,100000,60',
  RATE_LIMIT_FORGOT: '100000,100000,60',
  RATE_LIMIT_RESET: '100000,100000,60',
  // The contact form (services/notifications/contact-limits.ts): the suites send far more than a person.
  RATE_LIMIT_CONTACT: '100000,100000,60',
};

export interface TestStackOptions {
  /** DynamoDB Local in memory (the catalog benchmark; see infra/local/dynamodb.ts). */
  dynamodbStorage?: 'disk' | 'memory';
  /**
   * The data folder to use, kept when the stack stops (the crash test starts the stack again on what a
   * killed one left). Default: a throw-away folder.
   */
  dataDir?: string;
  /** Fixed ports (the crash test restarts on the same ones: the Stripe stand-in's page URLs name its port). */
  ports?: Ports;
  /** The stack in a process group of its own, so a kill point kills all of it (infra/local/faults.ts). */
  detached?: boolean;
}

export async function startTestStack(
  env: Record<string, string> = TEST_STACK_LIMITS,
  options: TestStackOptions = {},
): Promise<TestStack> {
  const java = checkJava(javaCommand());
  if (!java.ok) return skipped(java.reason);

  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pitahaya-stack-'));
  // The build `npm test` made for this run (test/run.ts), else web/dist, else a stand-in.
  const builtSpa = [process.env.PITAHAYA_TEST_WEB_DIST, join(REPO_ROOT, 'web', 'dist')].find(
    (folder) => folder && existsSync(join(folder, 'index.html')),
  );
  const webDist = builtSpa ?? standInSpa(dataDir);
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'infra', 'local', 'child.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      PITAHAYA_STACK_OPTIONS: JSON.stringify({
        dataDir,
        webDist,
        ports: options.ports ?? { gateway: 0, dynamodb: 0, cognito: 0, s3: 0, stripe: 0 },
        logLevel: process.env.LOG_LEVEL ?? 'warn',
        ...(options.dynamodbStorage ? { dynamodbStorage: options.dynamodbStorage } : {}),
      }),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
    ...(options.detached ? { detached: true } : {}),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => {
    if (!process.env.KEEP_TEST_STACK_DATA && !options.dataDir)
      rmSync(dataDir, { recursive: true, force: true });
  };
  // Should this process die without calling stop(), the child's stdin closes and it stops by itself.
  process.once('exit', () => child.kill('SIGTERM'));

  const message = await new Promise<ChildMessage>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The test stack did not start in time')),
      START_TIMEOUT_MS,
    );
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith(CHILD_LINE_PREFIX)) {
        console.log(line);
        return;
      }
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(CHILD_LINE_PREFIX.length)) as ChildMessage);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test stack exited (${code}) before it was ready`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGTERM');
    await exited;
    cleanUp();
    throw error;
  });

  if (message.type === 'error') {
    await exited;
    cleanUp();
    if (message.javaMissing) return skipped(message.message);
    throw new Error(`The test stack could not start: ${message.message}`);
  }

  const baseUrl = `http://127.0.0.1:${message.ports.gateway}`;
  const phases = Object.entries(message.timings)
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[test stack] ${baseUrl} ready in ${seconds} s (${phases}; data: ${dataDir})`);
  return {
    baseUrl,
    details: { ...message.details, gatewayUrl: baseUrl },
    pids: { ...message.pids, ...(child.pid ? { stack: child.pid } : {}) },
    exited,
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
      cleanUp();
    },
  };
}
