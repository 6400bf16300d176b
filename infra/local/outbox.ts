/**
 * The local outbox: what AWS would e-mail. Two sources:
 *   - kinds `signup` and `reset`: the codes Cognito sends, read from cognito-local's output (below);
 *   - kinds `contact`, `order`, `review`, `withdrawal` and `subscription`: the e-mails the events function sends (services/lib/mail), which on this
 *     machine POST them to /_local/outbox of the gateway instead of calling SES (parseMailPost).
 * cognito-local
 * prints each code it "sends" as a box in its log (see cognito-local's ConsoleMessageSender). The stack runs
 * it through cognito-server.ts, which reports each code at once on a line `@@outbox {"target","to","code"}`
 * and logs JSON lines (the box is the `msg` of one line). With cognito-local's own entry (lib/bin/start.js)
 * the box looks like this. The parser reads all three:
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
import { MAIL_KINDS } from '../../services/lib/mail/mail.js';
import { readJsonFile, replaceFile } from './json-file.js';

/** The sign-up and reset codes (cognito-local's), then every e-mail the services send (services/lib/mail). */
export const OUTBOX_KINDS = ['signup', 'reset', ...MAIL_KINDS] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type CodeKind = Extract<OutboxKind, 'signup' | 'reset'>;
export type MailKind = Exclude<OutboxKind, CodeKind>;

export interface OutboxMessage {
  to: string;
  kind: OutboxKind;
  /** The code of a signup or reset message. */
  code?: string;
  /** Subject and plain text of a contact or order e-mail. */
  subject?: string;
  text?: string;
  replyTo?: string;
  /** ISO time it was sent. */
  at: string;
}

/** A Cognito code message (what CognitoLogParser finds). */
export type CodeMessage = OutboxMessage & { kind: CodeKind; code: string };

/** cognito-local target (x-amz-target operation) -> outbox kind. Other deliveries are not e-mails we send. */
const KIND_OF_TARGET: Record<string, CodeKind> = {
  SignUp: 'signup',
  ResendConfirmationCode: 'signup',
  ForgotPassword: 'reset',
};

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
export const stripAnsi = (text: string): string => text.replace(ANSI, '');

/** Line prefix of cognito-server.ts's code reports (same constant there; not imported: it starts a server). */
const REPORT_PREFIX = '@@outbox ';

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

  feed(chunk: string): CodeMessage[] {
    this.pending += chunk;
    const lines = this.pending.split(/\r?\n/);
    this.pending = lines.pop() ?? '';
    return lines.flatMap((line) => this.line(line));
  }

  /** Parses one complete line; a code reported twice (report line and log line) counts once. */
  line(raw: string): CodeMessage[] {
    return this.parse(stripAnsi(raw)).filter((message) => this.isNew(message));
  }

  private seen: string[] = [];
  private isNew(message: CodeMessage): boolean {
    const key = `${message.kind}|${message.to}|${message.code}`;
    if (this.seen.includes(key)) return false;
    this.seen = [key, ...this.seen].slice(0, 200);
    return true;
  }

  private parse(line: string): CodeMessage[] {
    if (line.startsWith(REPORT_PREFIX)) return this.report(line.slice(REPORT_PREFIX.length));
    if (line.startsWith('{')) return this.jsonLine(line);
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

  /** A report line of cognito-server.ts: `@@outbox {"target":"SignUp","to":"..","code":".."}`. */
  private report(json: string): CodeMessage[] {
    try {
      const report = JSON.parse(json) as { target?: unknown; to?: unknown; code?: unknown };
      const kind = typeof report.target === 'string' ? KIND_OF_TARGET[report.target] : undefined;
      if (!kind || typeof report.to !== 'string' || typeof report.code !== 'string') return [];
      return [{ to: report.to.toLowerCase(), kind, code: report.code, at: this.now().toISOString() }];
    } catch {
      return [];
    }
  }

  /**
   * A JSON log line (cognito-server.ts logs with pino's JSON format): the delivery box is the `msg` of an
   * entry whose `target` is the operation, e.g. {"level":30,"reqId":"..","target":"SignUp","msg":"╭──╮\n│ ..."}.
   */
  private jsonLine(line: string): CodeMessage[] {
    let entry: { target?: unknown; msg?: unknown };
    try {
      entry = JSON.parse(line) as { target?: unknown; msg?: unknown };
    } catch {
      return [];
    }
    if (typeof entry.target !== 'string' || typeof entry.msg !== 'string') return [];
    const kind = KIND_OF_TARGET[entry.target];
    const destination = /Destination:\s+(\S+)/.exec(entry.msg)?.[1];
    const code = /Code:\s+(\S+)/.exec(entry.msg)?.[1];
    if (!kind || !destination || !code) return [];
    return [{ to: destination.toLowerCase(), kind, code, at: this.now().toISOString() }];
  }
}

/** How many messages the outbox keeps (newest). */
export const OUTBOX_LIMIT = 500;

export class Outbox {
  private messages: OutboxMessage[] = [];

  /** `file`: where to persist (e.g. .local/outbox.json); omitted: memory only. */
  constructor(private readonly file?: string) {
    const stored = file ? readJsonFile<{ messages?: unknown }>(file)?.messages : undefined;
    if (Array.isArray(stored)) this.messages = stored.filter(isOutboxMessage);
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
    replaceFile(this.file, `${JSON.stringify({ messages: this.messages }, null, 2)}\n`);
  }
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function isOutboxMessage(value: unknown): value is OutboxMessage {
  const message = value as Partial<OutboxMessage> | null;
  if (typeof message?.to !== 'string' || typeof message.at !== 'string') return false;
  if (message.kind === 'signup' || message.kind === 'reset') return typeof message.code === 'string';
  return (
    (message.kind === 'contact' ||
      message.kind === 'order' ||
      message.kind === 'review' ||
      message.kind === 'withdrawal' ||
      message.kind === 'subscription' ||
      message.kind === 'picklist' ||
      message.kind === 'alert') &&
    typeof message.subject === 'string' &&
    typeof message.text === 'string'
  );
}

/**
 * Bounds of a posted e-mail (the gateway reads at most OUTBOX_POST_MAX_BYTES of it, local-endpoints.ts). An order confirmation carries the purchase
 * conditions and the model withdrawal form (docs/legal.md), each up to 30,000 characters an admin may save.
 */
const MAIL_LIMITS = { to: 254, subject: 300, text: 100_000 } as const;
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/**
 * The e-mail in the body of a POST /_local/outbox (from services/lib/mail's local transport), or null when it
 * is not one: {to, kind: contact | order | review | withdrawal | subscription | picklist | alert, subject, text,
 * replyTo?}.
 */
export function parseMailPost(body: string, now: Date = new Date()): OutboxMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const mail = value as Record<string, unknown> | null;
  if (typeof mail !== 'object' || mail === null) return null;
  const { to, kind, subject, text, replyTo } = mail;
  if (!isText(to, MAIL_LIMITS.to) || !ADDRESS.test(to)) return null;
  if (
    kind !== 'contact' &&
    kind !== 'order' &&
    kind !== 'review' &&
    kind !== 'withdrawal' &&
    kind !== 'subscription' &&
    kind !== 'picklist' &&
    kind !== 'alert'
  )
    return null;
  if (!isText(subject, MAIL_LIMITS.subject) || !isText(text, MAIL_LIMITS.text)) return null;
  if (replyTo !== undefined && (!isText(replyTo, MAIL_LIMITS.to) || !ADDRESS.test(replyTo))) return null;
  return {
    to: to.toLowerCase(),
    kind,
    subject,
    text,
    ...(typeof replyTo === 'string' ? { replyTo } : {}),
    at: now.toISOString(),
  };
}
