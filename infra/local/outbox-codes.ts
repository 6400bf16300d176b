/**
 * A code read back from the local outbox (GET /_local/outbox of a running local stack, outbox.ts): how the
 * integration tests, the browser tests and the benchmarks confirm a sign-up or a reset without an inbox.
 * cognito-local's output is read a moment after the call that sends the code, so the outbox is asked again
 * every `pauseMs` until the code shows (the newest first, as the outbox lists them).
 */
import type { CodeKind, OutboxMessage } from './outbox.js';

export interface CodeWait {
  /** Only a code sent at or after this time (ms since the epoch): a second sign-up's, not the first's. */
  notBefore?: number;
  tries?: number;
  pauseMs?: number;
}

export async function outboxCode(
  baseUrl: string,
  to: string,
  kind: CodeKind,
  { notBefore = 0, tries = 100, pauseMs = 100 }: CodeWait = {},
): Promise<string> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const response = await fetch(`${baseUrl}/_local/outbox`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const found = messages.find(
      (message) => message.to === to && message.kind === kind && Date.parse(message.at) >= notBefore,
    );
    if (found?.code) return found.code;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const since = notBefore ? ` since ${new Date(notBefore).toISOString()}` : '';
  throw new Error(`No ${kind} code for ${to}${since} in the outbox`);
}
