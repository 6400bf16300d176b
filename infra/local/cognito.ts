/**
 * cognito-local as a child process (`node node_modules/cognito-local/lib/bin/start.js`), working folder
 * `<dataDir>/cognito`: it keeps its config in `.cognito/config.json` and its pools in `.cognito/db/`.
 * The token issuer is its own address, so tokens say iss = http://127.0.0.1:<port>/<poolId> and the
 * authorizer fetches the keys from <issuer>/.well-known/jwks.json. The codes it would e-mail are printed in
 * its log; `onOutput` receives that log (the outbox parses it).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger } from './log.js';
import { stripAnsi } from './outbox.js';
import { manage, OutputTail, type ManagedProcess } from './processes.js';
import { waitUntil } from './wait.js';

export interface CognitoOptions {
  port: number;
  /** Working folder of cognito-local (created if missing). */
  directory: string;
  log: Logger;
  /** Every chunk cognito-local prints (stdout and stderr). */
  onOutput?: (chunk: string) => void;
}

export interface RunningCognito {
  endpoint: string;
  /** Issuer domain; a pool's issuer is `${issuerDomain}/${poolId}`. */
  issuerDomain: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

export function cognitoLocalBin(): string {
  return join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
}

/** Writes `.cognito/config.json`, keeping any other settings someone put there. */
export function writeCognitoConfig(directory: string, issuerDomain: string): void {
  const configDirectory = join(directory, '.cognito');
  mkdirSync(join(configDirectory, 'db'), { recursive: true });
  const file = join(configDirectory, 'config.json');
  let config: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      config = {};
    }
  }
  const tokenConfig = {
    ...((config.TokenConfig as Record<string, unknown> | undefined) ?? {}),
    IssuerDomain: issuerDomain,
  };
  const next = { ...config, TokenConfig: tokenConfig, UserPoolDefaults: { UsernameAttributes: ['email'] } };
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}

export async function startCognito({
  port,
  directory,
  log,
  onOutput,
}: CognitoOptions): Promise<RunningCognito> {
  const endpoint = `http://127.0.0.1:${port}`;
  writeCognitoConfig(directory, endpoint);
  const child = spawn(process.execPath, [cognitoLocalBin()], {
    cwd: directory,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      NODE_NO_WARNINGS: '1',
      DEBUG: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const managed = manage('cognito-local', child);
  const tail = new OutputTail();
  const handle = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail.push(stripAnsi(text));
    onOutput?.(text);
    if (log.enabled('debug'))
      for (const line of stripAnsi(text).split('\n')) if (line.trim()) log.debug(`[cognito] ${line}`);
  };
  child.stdout?.on('data', handle);
  child.stderr?.on('data', handle);

  try {
    await waitUntil(
      'cognito-local',
      async () => (await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(2_000) })).ok,
      {
        timeoutMs: 30_000,
        intervalMs: 50,
        abort: () => {
          const exit = managed.exited();
          return exit
            ? new Error(`cognito-local exited (${exit.code ?? exit.signal}) while starting:\n${tail}`)
            : null;
        },
      },
    );
  } catch (error) {
    await managed.stop();
    throw error;
  }
  return { endpoint, issuerDomain: endpoint, process: managed, stop: () => managed.stop() };
}
