/**
 * cognito-local as a child process, working folder `<dataDir>/cognito`: it keeps its config in
 * `.cognito/config.json` and its pools in `.cognito/db/`. It runs through cognito-server.ts: cognito-local's
 * server as its `lib/bin/start.js` starts it, plus a synchronous report of every code it "e-mails" (see there).
 * The token issuer is its own address, so tokens say iss = http://127.0.0.1:<port>/<poolId> and the
 * authorizer fetches the keys from <issuer>/.well-known/jwks.json. `onOutput` receives its output, per
 * stream (the outbox parses it).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APP_CLIENT_WRITE_ATTRIBUTES } from '../../shared/constants/auth.js';
import { readJsonFile } from './json-file.js';
import type { Logger } from './log.js';
import { stripAnsi } from './outbox.js';
import { manage, OutputTail, type ManagedProcess } from './processes.js';
import { waitUntil } from './wait.js';

export interface CognitoOptions {
  port: number;
  /** Working folder of cognito-local (created if missing). */
  directory: string;
  log: Logger;
  /** Every chunk cognito-local prints, per stream (lines of one stream never mix with the other's). */
  onOutput?: (chunk: string, stream: 'stdout' | 'stderr') => void;
}

export interface RunningCognito {
  endpoint: string;
  /** Issuer domain; a pool's issuer is `${issuerDomain}/${poolId}`. */
  issuerDomain: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** cognito-local's own entry (pretty, asynchronous logs): for manual runs. */
export function cognitoLocalBin(): string {
  return join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
}

/** Our entry: the same server, reporting codes synchronously (see cognito-server.ts). */
export const COGNITO_SERVER = fileURLToPath(new URL('./cognito-server.ts', import.meta.url));

/** Writes `.cognito/config.json`, keeping any other settings someone put there. */
export function writeCognitoConfig(directory: string, issuerDomain: string): void {
  const configDirectory = join(directory, '.cognito');
  mkdirSync(join(configDirectory, 'db'), { recursive: true });
  const file = join(configDirectory, 'config.json');
  const config = readJsonFile<Record<string, unknown>>(file) ?? {};
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
  // tsx by absolute URL: the working folder is the data folder, where `tsx` would not resolve.
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, COGNITO_SERVER], {
    cwd: directory,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      COGNITO_WRITE_ATTRIBUTES: APP_CLIENT_WRITE_ATTRIBUTES.join(','),
      NODE_NO_WARNINGS: '1',
      DEBUG: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const managed = manage('cognito-local', child);
  const tail = new OutputTail();
  // Strings decoded per stream (setEncoding): a chunk may end inside a multi-byte character (the box
  // drawing of the code deliveries is 3 bytes each), which Buffer.toString would garble.
  const handle = (stream: 'stdout' | 'stderr') => (text: string) => {
    tail.push(stripAnsi(text));
    onOutput?.(text, stream);
    if (log.enabled('debug'))
      for (const line of stripAnsi(text).split('\n')) if (line.trim()) log.debug(`[cognito] ${line}`);
  };
  child.stdout?.setEncoding('utf8').on('data', handle('stdout'));
  child.stderr?.setEncoding('utf8').on('data', handle('stderr'));

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
