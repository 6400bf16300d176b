/**
 * The stack a test file runs against. The global setup (global-setup.ts) starts one stack per worker; the files
 * worker N runs (Vitest's VITEST_POOL_ID) use stack N, one after the other, so a file has its stack to itself
 * while it runs, but finds what the files before it left there: a file makes its own accounts and data
 * (docs/testing.md).
 */
import { inject } from 'vitest';
import type { StackInfo } from './global-setup.js';

function stackOfThisWorker(): StackInfo {
  const stacks = inject('stacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return stacks[(Math.max(1, worker) - 1) % stacks.length]!;
}

/** Where the stack is: its gateway (baseUrl) and its emulators, pool, table and bucket. */
export const stack: StackInfo = stackOfThisWorker();
/** The gateway, e.g. http://127.0.0.1:41234 ('' when the stack could not start here: the suites skip). */
export const baseUrl: string = stack.gatewayUrl;
/** The suites skip when the stack could not start here (no Java outside CI). */
export const noStack = !baseUrl;
