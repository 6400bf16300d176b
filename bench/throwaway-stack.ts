/**
 * A bench's own local stack: a throw-away data folder, free ports, only errors logged by the stack itself.
 * Imported late, so a bench sets its environment and installs its meters and taps before the stack loads.
 * `close()` stops it and removes its folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CREDENTIALS } from '../infra/local/config.js';
import { createLogger } from '../infra/local/log.js';
import type { StackDetails } from '../infra/local/stack-file.js';

export async function throwawayStack(name: string, handlerLogLevel: 'INFO' | 'ERROR' = 'ERROR') {
  const { startLocalStack } = await import('../infra/local/stack.js');
  const dataDir = mkdtempSync(join(tmpdir(), `pitahaya-${name}-`));
  const stack = await startLocalStack({
    dataDir,
    ports: { gateway: 0, dynamodb: 0, cognito: 0, s3: 0, stripe: 0 },
    log: createLogger('error'),
    handlerLogLevel,
  });
  const close = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { stack, close };
}

/** An AWS SDK client's settings for the stack's DynamoDB emulator (and its streams). */
export const emulatorConfig = (details: StackDetails) => ({
  region: details.region,
  endpoint: details.endpoints.dynamodb,
  credentials: { ...LOCAL_CREDENTIALS },
});
