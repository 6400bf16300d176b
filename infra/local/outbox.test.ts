import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CognitoLogParser, Outbox, parseMailPost, stripAnsi } from './outbox.js';

const ESC = '\u001b';
/** What cognito-local 5.3 prints for a sign-up (pino-pretty, colours on). */
const signUpLog = (target = 'SignUp', email = 'ana@pitahaya.test', code = '444129') =>
  [
    `[1795257587983] ${ESC}[32mINFO${ESC}[39m: ${ESC}[36m643e24a8 ${target} ╭────────────────────────────╮`,
    '│                                                       │',
    '│   Confirmation Code Delivery                          │',
    '│                                                       │',
    '│   Username:    878bf284-6d76-457e-ba5b-ea7a5af422af   │',
    `│   Destination: ${email}                               │`,
    `│   Code:        ${code}                                 │`,
    '│                                                       │',
    `╰───────────────────────────────────────────────────────╯${ESC}[39m ${ESC}[90m{"reqId":"643e24a8","target":"${target}"}${ESC}[39m`,
    '',
  ].join('\n');

const fixedNow = () => new Date('2026-05-01T10:00:00.000Z');

describe('CognitoLogParser', () => {
  it('reads a sign-up confirmation code', () => {
    expect(new CognitoLogParser(fixedNow).feed(signUpLog())).toEqual([
      { to: 'ana@pitahaya.test', kind: 'signup', code: '444129', at: '2026-05-01T10:00:00.000Z' },
    ]);
  });

  it('reads a forgot-password code as a reset', () => {
    expect(
      new CognitoLogParser(fixedNow).feed(signUpLog('ForgotPassword', 'Luis@Pitahaya.test', '407572')),
    ).toEqual([{ to: 'luis@pitahaya.test', kind: 'reset', code: '407572', at: '2026-05-01T10:00:00.000Z' }]);
  });

  it('handles chunks that split lines anywhere', () => {
    const parser = new CognitoLogParser(fixedNow);
    const text = signUpLog() + signUpLog('ForgotPassword', 'b@pitahaya.test', '000111');
    const found = [];
    for (let i = 0; i < text.length; i += 7) found.push(...parser.feed(text.slice(i, i + 7)));
    expect(found.map((message) => [message.kind, message.to, message.code])).toEqual([
      ['signup', 'ana@pitahaya.test', '444129'],
      ['reset', 'b@pitahaya.test', '000111'],
    ]);
  });

  it('ignores deliveries that are not e-mailed codes and ordinary log lines', () => {
    const parser = new CognitoLogParser(fixedNow);
    expect(parser.feed('[1] INFO: NONE NONE Cognito Local running on http://127.0.0.1:9229\n')).toEqual([]);
    expect(parser.feed(signUpLog('AdminCreateUser'))).toEqual([]);
    expect(parser.feed(signUpLog('UpdateUserAttributes'))).toEqual([]);
  });

  it('takes the target from the trailer when the header has none', () => {
    const text = signUpLog().replace('643e24a8 SignUp ╭', '╭');
    expect(new CognitoLogParser(fixedNow).feed(text)).toHaveLength(1);
  });

  it('strips ANSI colours', () => {
    expect(stripAnsi(`${ESC}[32mINFO${ESC}[39m`)).toBe('INFO');
  });
});

describe('Outbox', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('lists newest first and keeps messages in its file across restarts', () => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const file = join(dir, 'outbox.json');
    const outbox = new Outbox(file);
    outbox.add({ to: 'a@x.test', kind: 'signup', code: '111111', at: '2026-01-01T00:00:00.000Z' });
    outbox.add({ to: 'b@x.test', kind: 'reset', code: '222222', at: '2026-01-02T00:00:00.000Z' });
    expect(outbox.list().map((message) => message.code)).toEqual(['222222', '111111']);
    expect(JSON.parse(readFileSync(file, 'utf8')).messages).toHaveLength(2);
    expect(new Outbox(file).list().map((message) => message.code)).toEqual(['222222', '111111']);
  });

  it('starts empty on a missing or broken file', () => {
    expect(new Outbox().list()).toEqual([]);
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const file = join(dir, 'outbox.json');
    writeFileSync(file, 'not json');
    expect(new Outbox(file).list()).toEqual([]);
  });
});

describe('CognitoLogParser on JSON logs (cognito-server.ts)', () => {
  const box = (code: string, email: string) =>
    `╭────╮\n│   Confirmation Code Delivery   │\n│   Username:    u-1   │\n│   Destination: ${email}   │\n│   Code:        ${code}   │\n╰────╯`;
  const line = (target: string, msg: string) =>
    `${JSON.stringify({ level: 30, time: 1, pid: 1, hostname: 'h', reqId: 'r1', target, msg })}\n`;

  it('reads sign-up and reset codes from the JSON entries', () => {
    const parser = new CognitoLogParser(fixedNow);
    expect(parser.feed(line('SignUp', box('123456', 'Ana@Pitahaya.test')))).toEqual([
      { to: 'ana@pitahaya.test', kind: 'signup', code: '123456', at: '2026-05-01T10:00:00.000Z' },
    ]);
    expect(parser.feed(line('ForgotPassword', box('654321', 'b@pitahaya.test')))).toEqual([
      { to: 'b@pitahaya.test', kind: 'reset', code: '654321', at: '2026-05-01T10:00:00.000Z' },
    ]);
  });

  it('ignores other entries and broken JSON', () => {
    const parser = new CognitoLogParser(fixedNow);
    expect(parser.feed(line('AdminCreateUser', box('1', 'a@x.test')))).toEqual([]);
    expect(
      parser.feed(
        `${JSON.stringify({ level: 30, msg: 'Cognito Local running on http://127.0.0.1:9229' })}\n`,
      ),
    ).toEqual([]);
    expect(parser.feed('{"target":"SignUp", broken\n')).toEqual([]);
  });
});

describe('CognitoLogParser on report lines (cognito-server.ts)', () => {
  it('reads the report and ignores the same code logged again afterwards', () => {
    const parser = new CognitoLogParser(fixedNow);
    expect(
      parser.feed('@@outbox {"target":"ForgotPassword","to":"Ana@pitahaya.test","code":"777000"}\n'),
    ).toEqual([{ to: 'ana@pitahaya.test', kind: 'reset', code: '777000', at: '2026-05-01T10:00:00.000Z' }]);
    expect(parser.feed(signUpLog('ForgotPassword', 'ana@pitahaya.test', '777000'))).toEqual([]);
  });

  it('ignores reports of other deliveries and broken reports', () => {
    const parser = new CognitoLogParser(fixedNow);
    expect(parser.feed('@@outbox {"target":"AdminCreateUser","to":"a@x.test","code":"1"}\n')).toEqual([]);
    expect(parser.feed('@@outbox {"target":null,"to":"a@x.test","code":"1"}\n')).toEqual([]);
    expect(parser.feed('@@outbox nope\n')).toEqual([]);
  });
});

describe('parseMailPost (e-mails of the local mail transport)', () => {
  const now = new Date('2026-05-01T10:00:00.000Z');
  const mail = { to: 'Tienda@Pitahaya.test', kind: 'contact', subject: 'Contacto: Hola', text: 'Texto' };

  it('reads a contact or order e-mail, with an optional reply-to', () => {
    expect(parseMailPost(JSON.stringify({ ...mail, replyTo: 'ana@example.com' }), now)).toEqual({
      to: 'tienda@pitahaya.test',
      kind: 'contact',
      subject: 'Contacto: Hola',
      text: 'Texto',
      replyTo: 'ana@example.com',
      at: '2026-05-01T10:00:00.000Z',
    });
    expect(parseMailPost(JSON.stringify({ ...mail, kind: 'order' }), now)?.kind).toBe('order');
  });

  it('refuses anything else', () => {
    for (const body of [
      'nope',
      'null',
      '[]',
      JSON.stringify({ ...mail, kind: 'reset' }),
      JSON.stringify({ ...mail, to: '' }),
      JSON.stringify({ ...mail, text: 3 }),
      JSON.stringify({ ...mail, subject: 'x'.repeat(301) }),
    ])
      expect(parseMailPost(body, now), body.slice(0, 40)).toBeNull();
  });

  it('keeps e-mails beside codes in the file and reads both back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      const file = join(dir, 'outbox.json');
      const first = new Outbox(file);
      first.add({ to: 'a@x.test', kind: 'signup', code: '123456', at: '2026-05-01T09:00:00.000Z' });
      first.add(parseMailPost(JSON.stringify(mail), now)!);
      expect(new Outbox(file).list().map((message) => message.kind)).toEqual(['contact', 'signup']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
