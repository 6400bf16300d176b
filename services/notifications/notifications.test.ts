/** The notifications domain with the table mocked: what each call reads and writes, and what it refuses. */
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { admin, callForBody, consumer, type CallOptions } from '../lib/http/test-event.js';
import { contactLimits } from './contact-limits.js';
import { handler } from './handler.js';

const ddbMock = mockDocumentClient();

const call = (method: string, path: string, options: CallOptions = {}) =>
  callForBody(handler, method, path, options);

const contact = { name: 'Ana', email: 'Ana@Example.com', subject: 'Hola', message: 'Una duda' };

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(TransactWriteCommand).resolves({});
  ddbMock.on(QueryCommand).resolves({ Items: [], Count: 0 });
});

afterEach(() => {
  delete process.env.LOCAL_OUTBOX_URL;
});

describe('contact form', () => {
  it('stores the message (lower-cased e-mail, unread, open) after counting the address and the e-mail', async () => {
    const answer = await call('POST', '/v1/notifications/contact', { body: contact });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toMatch(/^Mensaje enviado/);
    const counted = ddbMock.commandCalls(UpdateCommand).map((update) => update.args[0].input.Key?.PK);
    expect(counted).toEqual(['ATTEMPTS#contact:address#127.0.0.1', 'ATTEMPTS#contact:email#ana@example.com']);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(1);
    expect(items[0]?.Put?.Item).toMatchObject({
      entity: 'ContactMessage',
      email: 'ana@example.com',
      read: false,
      handled: false,
      GSI1PK: 'CONTACTS',
      GSI2PK: 'CONTACTS#OPEN',
      GSI3PK: 'CONTACTS#UNREAD',
    });
  });

  it('queues the copy to the shop in the same transaction when e-mail is on', async () => {
    process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
    await call('POST', '/v1/notifications/contact', { body: contact });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[1]?.Put?.Item).toMatchObject({
      kind: 'contact',
      to: 'contacto@pitahaya.test',
      replyTo: 'ana@example.com',
      subject: 'Contacto: Hola',
      link: {
        label: 'Ábrelo en la bandeja de mensajes',
        path: expect.stringMatching(/^\/admin\/messages\?id=/),
      },
    });
  });

  it('answers a filled honeypot like a success without counting, storing or sending anything', async () => {
    const answer = await call('POST', '/v1/notifications/contact', { body: { ...contact, website: 'spam' } });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toMatch(/^Mensaje enviado/);
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('refuses past a limit with 429 and the original message, storing nothing', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 1_000 } });
    const answer = await call('POST', '/v1/notifications/contact', { body: contact });
    expect(answer.status).toBe(429);
    expect(answer.body.status).toEqual({
      code: 'RATE_LIMITED',
      message: 'Demasiados intentos. Espera un momento antes de reintentar.',
    });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('reads its limits from RATE_LIMIT_CONTACT (production defaults otherwise)', () => {
    expect(contactLimits({})).toEqual({
      perAddress: { scope: 'contact:address', max: 20, windowSeconds: 3600 },
      perEmail: { scope: 'contact:email', max: 5, windowSeconds: 3600 },
    });
    expect(contactLimits({ RATE_LIMIT_CONTACT: '4,2,60' }).perEmail).toMatchObject({
      max: 2,
      windowSeconds: 60,
    });
    expect(contactLimits({ RATE_LIMIT_CONTACT: 'x' }).perAddress.max).toBe(20);
  });
});

describe('global notices', () => {
  it('lists by status newest first on GSI1, hiding expired ones from non-admins', async () => {
    await call('GET', '/v1/notifications');
    const query = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ScanIndexForward: false,
      FilterExpression: '(attribute_not_exists(expiresOn) OR expiresOn > :now)',
    });
    expect(query?.ExpressionAttributeValues?.[':pk']).toBe('NOTIFICATIONS#ACTIVE');
    ddbMock.resetHistory();
    await call('GET', '/v1/notifications', { authorizer: admin });
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input.FilterExpression).toBeUndefined();
  });

  it('sorts by priority on GSI2, a priority filter being a key condition', async () => {
    await call('GET', '/v1/notifications', {
      query: { sortBy: 'priority', priority: 'HIGH', sortOrder: 'asc' },
    });
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :rank)',
      ExpressionAttributeValues: { ':pk': 'NOTIFICATIONS_BY_PRIORITY#ACTIVE', ':rank': '3#' },
      ScanIndexForward: true,
    });
  });

  it('creates a notice with both index keys and the expiry kept out of the TTL attribute', async () => {
    ddbMock.on(PutCommand).resolves({});
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const answer = await call('POST', '/v1/notifications', {
      authorizer: admin,
      body: { title: 'Aviso', message: 'Texto', type: 'WARNING', priority: 'URGENT', expiresAt },
    });
    expect(answer.status).toBe(201);
    const item = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject({
      GSI1PK: 'NOTIFICATIONS#ACTIVE',
      GSI2PK: 'NOTIFICATIONS_BY_PRIORITY#ACTIVE',
      GSI2SK: expect.stringMatching(/^4#/),
      expiresOn: expiresAt,
      createdBy: 'u-admin',
    });
    expect(item).not.toHaveProperty('expiresAt');
    expect(answer.body.data.notification).toMatchObject({ expiresAt, priority: 'URGENT', scope: 'global' });
  });

  it('refuses non-admins and missing notices', async () => {
    const body = { title: 't', message: 'm', type: 'INFO' };
    expect((await call('POST', '/v1/notifications', { authorizer: consumer, body })).status).toBe(403);
    ddbMock
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }));
    const missing = await call('PATCH', '/v1/notifications/n-1/status', {
      authorizer: admin,
      body: { status: 'ARCHIVED' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('summary', () => {
  it("a signed-in caller's summary counts global and own notices after the read marker", async () => {
    ddbMock.on(GetCommand).resolves({ Item: { readAt: '2026-05-01T00:00:00.000Z' } });
    ddbMock.on(QueryCommand, { IndexName: 'GSI1' }).resolves({
      Items: [
        {
          entity: 'Notification',
          id: 'g2',
          createdAt: '2026-05-02T00:00:00.000Z',
          priority: 'URGENT',
          type: 'ERROR',
        },
        {
          entity: 'Notification',
          id: 'g1',
          createdAt: '2026-04-30T00:00:00.000Z',
          priority: 'LOW',
          type: 'INFO',
        },
      ],
    });
    ddbMock
      .on(QueryCommand, { Select: 'COUNT' })
      .callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
        Count: input.ExpressionAttributeValues[':from'] === 'NOTIFICATION#' ? 5 : 2,
      }));
    const answer = await call('GET', '/v1/notifications/summary', { authorizer: consumer });
    expect(answer.status).toBe(200);
    expect(answer.body.data.summary).toMatchObject({
      totalCount: 7,
      unreadCount: 3,
      readAt: '2026-05-01T00:00:00.000Z',
      latestNotification: { id: 'g2' },
    });
    expect(answer.body.data.urgent.map((notice: { id: string }) => notice.id)).toEqual(['g2']);
  });

  it('mark-all-read keeps the newest time (never moves back) and needs a caller', async () => {
    ddbMock.on(PutCommand).resolves({});
    const answer = await call('POST', '/v1/notifications/read', { authorizer: consumer });
    expect(answer.status).toBe(200);
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item).toMatchObject({ PK: 'USER#u-consumer', SK: 'NOTIFICATIONS_READ' });
    expect(put?.ConditionExpression).toBe('attribute_not_exists(readAt) OR readAt < :readAt');
    expect((await call('POST', '/v1/notifications/read')).status).toBe(401);
  });
});
