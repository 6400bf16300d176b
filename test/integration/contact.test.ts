/**
 * The contact form and the admins' inbox on the local stack: the original API's messages and codes, bounds, the
 * honeypot (success answered, nothing stored or sent), the stored message and its e-mail copy to the shop in
 * the outbox, and the inbox calls (list and filters, counts, one message, read/handled) with their refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContactInboxCounts,
  ContactInboxMessage,
} from '../../shared/contracts/notifications/entities.js';
import { api } from './commerce.js';
import { closeTable, queryIndex } from './table.js';
import { seededSuite } from './suite.js';
import { eventually, noStack, outbox, type OutboxMessage } from './helpers.js';

const RUN = Date.now().toString(36);
const CONTACT = '/v1/notifications/contact';

interface InboxData {
  messages: ContactInboxMessage[];
  nextToken: string | null;
  counts: ContactInboxCounts;
}

const send = (body: unknown) => api<{ message: string }>(CONTACT, '', { method: 'POST', body });

const valid = (suffix: string) => ({
  name: 'Lucía Gómez',
  email: `lucia-${RUN}-${suffix}@example.com`,
  subject: `Consulta ${RUN} ${suffix}`,
  message: '¿Hacen envíos a Ceuta?',
});

/** Contact items stored, newest first (GSI1 CONTACTS). */
async function storedContacts(): Promise<Record<string, unknown>[]> {
  const { Items } = await queryIndex('GSI1', 'CONTACTS', { ScanIndexForward: false });
  return Items ?? [];
}

describe.skipIf(noStack)('contact form', () => {
  afterAll(() => closeTable());

  it.each([
    ['name', { name: '' }, 'INVALID_NAME', 'El nombre es requerido'],
    ['name', { name: '   ' }, 'INVALID_NAME', 'El nombre es requerido'],
    ['email', { email: '' }, 'INVALID_EMAIL', 'El email es requerido'],
    ['email', { email: 'lucia@' }, 'INVALID_EMAIL_FORMAT', 'El formato del email no es válido'],
    ['subject', { subject: ' ' }, 'INVALID_SUBJECT', 'El asunto es requerido'],
    ['message', { message: '' }, 'INVALID_MESSAGE', 'El mensaje es requerido'],
    ['message', { message: undefined }, 'INVALID_MESSAGE', 'El mensaje es requerido'],
  ])('refuses a bad %s (%j): 422 %s, nothing stored', async (field, change, code, message) => {
    const before = (await storedContacts()).length;
    const answer = await send({ ...valid('mal'), ...change });
    expect(answer.status).toBe(422);
    expect(answer.body.status).toEqual({ code, message });
    expect(answer.body.errors).toContainEqual({ field, message });
    expect((await storedContacts()).length).toBe(before);
  });

  it('bounds every text', async () => {
    for (const [field, length] of [
      ['name', 101],
      ['subject', 201],
      ['message', 5001],
    ] as const) {
      const answer = await send({ ...valid('largo'), [field]: 'x'.repeat(length) });
      expect(answer.status, field).toBe(422);
      expect(answer.body.errors?.[0]?.field).toBe(field);
    }
  });

  it('stores the message for the admins and sends the shop a copy (data.message, 201)', async () => {
    const body = valid('ok');
    const answer = await send(body);
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe(
      'Mensaje enviado. Te responderemos por email en uno o dos días laborables.',
    );
    const stored = (await storedContacts()).find((item) => item.subject === body.subject);
    expect(stored).toMatchObject({ name: body.name, email: body.email, message: body.message, read: false });
    const copy = await eventually(async () => {
      const found = (await outbox()).find((message) => message.subject === `Contacto: ${body.subject}`);
      expect(found).toBeDefined();
      return found as OutboxMessage;
    });
    expect(copy).toMatchObject({ to: 'contacto@pitahaya.test', kind: 'contact', replyTo: body.email });
    expect(copy.text).toContain(body.message);
    expect(copy.text).toContain(`/admin/messages?id=${String(stored?.id)}`);
  });

  it('answers a filled honeypot like a success and stores and sends nothing', async () => {
    const body = { ...valid('bot'), website: 'http://ofertas.example' };
    const answer = await send(body);
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe(
      'Mensaje enviado. Te responderemos por email en uno o dos días laborables.',
    );
    // A real message sent after it is delivered, so the bot's would be there by now if it had been queued.
    const after = valid('despues-del-bot');
    expect((await send(after)).status).toBe(201);
    await eventually(async () =>
      expect((await outbox()).some((message) => message.subject === `Contacto: ${after.subject}`)).toBe(true),
    );
    expect((await storedContacts()).some((item) => item.subject === body.subject)).toBe(false);
    expect((await outbox()).some((message) => message.subject === `Contacto: ${body.subject}`)).toBe(false);
  });
});

describe.skipIf(noStack)('contact inbox (admins)', () => {
  const tokens = seededSuite();
  let first: ContactInboxMessage;
  let second: ContactInboxMessage;

  const inbox = (query = '', token = tokens.admin) => api<InboxData>(`${CONTACT}${query}`, token);
  const update = (id: string, body: unknown, token = tokens.admin) =>
    api<{ contactMessage: ContactInboxMessage }>(`${CONTACT}/${id}`, token, { method: 'PATCH', body });

  beforeAll(async () => {
    for (const suffix of ['uno', 'dos']) expect((await send(valid(`bandeja-${suffix}`))).status).toBe(201);
    const listed = (await inbox('?limit=100')).body.data.messages;
    first = listed.find(
      (message) => message.subject === `Consulta ${RUN} bandeja-uno`,
    ) as ContactInboxMessage;
    second = listed.find(
      (message) => message.subject === `Consulta ${RUN} bandeja-dos`,
    ) as ContactInboxMessage;
  });

  it('lists the messages newest first, unread and open, with the counts', async () => {
    const answer = await inbox();
    expect(answer.status).toBe(200);
    const { messages, counts } = answer.body.data;
    expect(messages.slice(0, 2).map((message) => message.id)).toEqual([second.id, first.id]);
    expect(second).toMatchObject({
      name: 'Lucía Gómez',
      read: false,
      handled: false,
      createdAt: expect.any(String),
    });
    expect(counts.unread).toBeGreaterThanOrEqual(2);
    expect(counts.open).toBeGreaterThanOrEqual(2);
    const summary = await api<{ counts: ContactInboxCounts }>(`${CONTACT}/summary`, tokens.admin);
    expect(summary.body.data.counts).toEqual(counts);
  });

  it('opens one message; reading and handling it move it between the lists and the counts', async () => {
    const opened = await api<{ contactMessage: ContactInboxMessage }>(`${CONTACT}/${first.id}`, tokens.admin);
    expect(opened.status).toBe(200);
    expect(opened.body.data.contactMessage).toMatchObject({
      id: first.id,
      message: '¿Hacen envíos a Ceuta?',
    });
    const before = (await inbox()).body.data.counts;

    const read = await update(first.id, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.data.contactMessage).toMatchObject({
      read: true,
      readAt: expect.any(String),
      handled: false,
    });
    expect((await inbox()).body.data.counts).toEqual({ unread: before.unread - 1, open: before.open });
    const unreadIds = (await inbox('?unread=true&limit=100')).body.data.messages.map((message) => message.id);
    expect(unreadIds).toContain(second.id);
    expect(unreadIds).not.toContain(first.id);

    const handled = await update(first.id, { handled: true });
    expect(handled.body.data.contactMessage).toMatchObject({
      handled: true,
      handledAt: expect.any(String),
      handledBy: expect.any(String),
    });
    expect(
      (await inbox('?status=handled&limit=100')).body.data.messages.map((message) => message.id),
    ).toContain(first.id);
    expect(
      (await inbox('?status=open&limit=100')).body.data.messages.map((message) => message.id),
    ).not.toContain(first.id);
    expect((await inbox()).body.data.counts).toEqual({ unread: before.unread - 1, open: before.open - 1 });

    // Handling an unread message reads it too; reopening and marking unread put it back.
    const handledUnread = await update(second.id, { handled: true });
    expect(handledUnread.body.data.contactMessage).toMatchObject({ read: true, handled: true });
    await update(second.id, { handled: false, read: false });
    const back = (await inbox('?status=open&unread=true&limit=100')).body.data.messages.map(
      (message) => message.id,
    );
    expect(back).toContain(second.id);
  });

  it('pages with nextToken', async () => {
    const page = await inbox('?limit=1');
    expect(page.body.data.messages).toHaveLength(1);
    const next = await inbox(`?limit=1&nextToken=${page.body.data.nextToken}`);
    expect(next.body.data.messages[0]?.id).not.toBe(page.body.data.messages[0]?.id);
    expect((await inbox('?status=handled&nextToken=abc')).status).toBe(422);
  });

  it('refuses bad requests with Spanish messages and unknown ids with 404', async () => {
    expect((await inbox('?status=closed')).body.status.message).toBe(
      'El estado debe ser open, handled o all',
    );
    expect((await inbox('?unread=quizas')).body.status.message).toBe('unread debe ser verdadero o falso');
    expect((await inbox('?limit=0')).status).toBe(422);
    const empty = await update(first.id, {});
    expect(empty.status).toBe(422);
    expect(empty.body.status.message).toBe('Indica si el mensaje está leído (read) o atendido (handled)');
    expect((await update(first.id, { handled: 'si' })).body.status.message).toBe(
      'handled debe ser verdadero o falso',
    );
    const missing = await api(`${CONTACT}/no-existe`, tokens.admin);
    expect(missing.status).toBe(404);
    expect(missing.body.status.message).toBe('El mensaje no fue encontrado.');
    expect((await update('no-existe', { read: true })).status).toBe(404);
  });

  it('is for admins only: 401 anonymous, 403 consumer and producer', async () => {
    for (const [token, status] of [
      ['', 401],
      [tokens.consumer, 403],
      [tokens.producer, 403],
    ] as const) {
      expect((await inbox('', token)).status).toBe(status);
      expect((await api(`${CONTACT}/summary`, token)).status).toBe(status);
      expect((await api(`${CONTACT}/${first.id}`, token)).status).toBe(status);
      expect((await update(first.id, { read: false }, token)).status).toBe(status);
    }
  });
});
