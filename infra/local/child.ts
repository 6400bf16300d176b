/**
 * The local stack as a child process of a tool (the test harness): `node --import tsx infra/local/child.ts`
 * with the options as JSON in PITAHAYA_STACK_OPTIONS. Prints one line `@@pitahaya-stack <json>` when ready
 * ({type: 'ready', details, ports, timings}) or failed ({type: 'error', message, javaMissing}). Stops the
 * stack on SIGTERM/SIGINT, and when its stdin closes (the parent died), so nothing is left behind.
 */
import { JavaMissingError } from './java.js';
import { createLogger, levelFromEnv } from './log.js';
import { startLocalStack, type LocalStack, type LocalStackOptions } from './stack.js';

export const CHILD_LINE_PREFIX = '@@pitahaya-stack ';

type ChildOptions = Pick<
  LocalStackOptions,
  'dataDir' | 'ports' | 'webDist' | 'seed' | 'extraOrigins' | 'dynamodbStorage'
> & {
  logLevel?: string;
};

const send = (message: unknown) => process.stdout.write(`${CHILD_LINE_PREFIX}${JSON.stringify(message)}\n`);

async function main(): Promise<void> {
  const options = JSON.parse(process.env.PITAHAYA_STACK_OPTIONS ?? '{}') as ChildOptions;
  const log = createLogger(levelFromEnv(options.logLevel ?? process.env.LOG_LEVEL, 'warn'));
  let stack: LocalStack | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stack?.stop();
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  process.stdin.on('end', () => void stop(0));
  process.stdin.on('error', () => void stop(0));
  process.stdin.resume();
  try {
    stack = await startLocalStack({ ...options, log });
  } catch (error) {
    send({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      javaMissing: error instanceof JavaMissingError,
    });
    process.exit(1);
  }
  send({
    type: 'ready',
    details: stack.config,
    ports: stack.ports,
    timings: stack.timings,
    pids: stack.pids,
  });
}

void main();
