/**
 * The local outbox: the sign-up confirmation and password reset codes that AWS would e-mail. cognito-local
 * prints each code it "sends" as a box in its log (see cognito-local's ConsoleMessageSender):
 *
 *   [1795257587983] INFO: 643e24a8 SignUp ╭──────────╮
 *   │   Confirmation Code Delivery   │
 *   │   Username:    878bf284-...    │
 *   │   Destination: a@b.test        │
 *   │   Code:        444129          │
 *   ╰──────────╯ {"reqId":"643e24a8","target":"SignUp"}
 *
 * The parser reads those lines from the child's output; the outbox keeps the messages in memory and in
 * `.local/outbox.json`, so they survive a restart. Served at GET /_local/outbox (local stack only).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type OutboxKind = 'signup' | 'reset';

export interface OutboxMessage {
  to: string;
  kind: OutboxKind;
  code: string;
  /** ISO time the code was sent. */
  at: string;
}

/** cognito-local target (x-amz-target operation) -> outbox kind. Other deliveries are not e-mails we send. */
const KIND_OF_TARGET: Record<string, OutboxKind> = {
  SignUp: 'signup',
  ResendConfirmationCode: 'signup',
  ForgotPassword: 'reset',
};

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
export const stripAnsi = (text: string): string => text.replace(ANSI, '');

interface OpenBox {
  target?: string;
  destination?: string;
  code?: string;
}

/**
 * Incremental parser of cognito-local's output. Feed it chunks as they arrive; it answers the complete
 * messages found so far. Chunks may split lines anywhere.
 */
export class CognitoLogParser {
  private pending = '';
  private box: OpenBox | null = null;

  constructor(private readonly now: () => Date = () => new Date()) {}

  feed(chunk: string): OutboxMessage[] {
    this.pending += chunk;
    const lines = this.pending.split(/\r?\n/);
    this.pending = lines.pop() ?? '';
    return lines.flatMap((line) => this.line(line));
  }

  /** Parses one complete line. */
  line(raw: string): OutboxMessage[] {
    const line = stripAnsi(raw);
    if (line.includes('╭')) {
      // Header: "[time] INFO: <reqId> <Target> ╭───╮"
      const header = /INFO:\s+\S+\s+(\w+)\s+╭/.exec(line);
      this.box = header?.[1] ? { target: header[1] } : {};
      return [];
    }
    if (!this.box) return [];
    const field = /^\s*│?\s*(Destination|Code|Username):\s+(\S+)/.exec(line);
    if (field) {
      if (field[1] === 'Destination') this.box.destination = field[2];
      if (field[1] === 'Code') this.box.code = field[2];
      return [];
    }
    if (line.includes('╰')) {
      const trailer = /"target":"(\w+)"/.exec(line);
      const box = this.box;
      this.box = null;
      const target = box.target ?? trailer?.[1];
      const kind = target ? KIND_OF_TARGET[target] : undefined;
      if (!kind || !box.destination || !box.code) return [];
      return [{ to: box.destination.toLowerCase(), kind, code: box.code, at: this.now().toISOString() }];
    }
    return [];
  }
}

/** How many messages the outbox keeps (newest). */
export const OUTBOX_LIMIT = 500;

export class Outbox {
  private messages: OutboxMessage[] = [];

  /** `file`: where to persist (e.g. .local/outbox.json); omitted: memory only. */
  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      try {
        const stored = JSON.parse(readFileSync(file, 'utf8')) as { messages?: OutboxMessage[] };
        this.messages = Array.isArray(stored.messages) ? stored.messages.filter(isOutboxMessage) : [];
      } catch {
        this.messages = [];
      }
    }
  }

  add(message: OutboxMessage): void {
    this.messages = [message, ...this.messages].slice(0, OUTBOX_LIMIT);
    this.persist();
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return [...this.messages].sort((a, b) => b.at.localeCompare(a.at));
  }

  private persist(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ messages: this.messages }, null, 2)}\n`);
    renameSync(temporary, this.file);
  }
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  const message = value as Partial<OutboxMessage> | null;
  return (
    typeof message?.to === 'string' &&
    (message.kind === 'signup' || message.kind === 'reset') &&
    typeof message.code === 'string' &&
    typeof message.at === 'string'
  );
}
