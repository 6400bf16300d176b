import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAIL_RETENTION_DAYS } from '../../../shared/constants/notifications.js';
import { mockDocumentClient } from '../data/testing.js';
import {
  forgetMailParts,
  mailPartExpiry,
  mailPartId,
  mailPartItem,
  readMailPart,
  saveMailPart,
} from './parts.js';

const ddbMock = mockDocumentClient();
const TEXT = 'CONDICIONES DE COMPRA (tu copia)\nTienda gestionada por Cooperativa (NIF F04123451).';
const NOW = new Date('2026-11-30T23:59:59Z');
const puts = () => ddbMock.commandCalls(PutCommand).map((call) => call.args[0].input);
const gets = () => ddbMock.commandCalls(GetCommand).map((call) => call.args[0].input);
const conditionFailed = Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' });

beforeEach(() => {
  ddbMock.reset();
  forgetMailParts();
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(PutCommand).resolves({});
  process.env.TABLE_NAME = 'pitahaya';
});

describe('mail parts', () => {
  it('are named by their month and content, and expire a retention period after their month ends', () => {
    const id = mailPartId(TEXT, NOW);
    expect(id).toMatch(/^2026-11#[A-Za-z0-9_-]{43}$/);
    expect(mailPartId(TEXT, new Date('2026-11-01T00:00:00Z'))).toBe(id);
    expect(mailPartId(TEXT, new Date('2026-12-01T00:00:00Z'))).not.toBe(id);
    expect(mailPartId(`${TEXT}.`, NOW)).not.toBe(id);
    // The last e-mail of November expires 30 days after it: the part one day later still.
    const lastMail = Math.floor(NOW.getTime() / 1000) + MAIL_RETENTION_DAYS * 86_400;
    expect(mailPartExpiry(id)).toBeGreaterThan(lastMail);
    expect(mailPartExpiry(id)).toBe(Date.UTC(2026, 11, 1) / 1000 + (MAIL_RETENTION_DAYS + 1) * 86_400);
    expect(mailPartExpiry('2026-12#x')).toBe(
      Date.UTC(2027, 0, 1) / 1000 + (MAIL_RETENTION_DAYS + 1) * 86_400,
    );
    const item = mailPartItem({ id, text: TEXT }, NOW);
    expect(item).toMatchObject({ PK: `MAILPART#${id}`, SK: 'PART', entity: 'MailPart' });
    expect(gunzipSync(item.textGzip as Uint8Array).toString('utf8')).toBe(TEXT);
  });

  it('is written once: put if absent when not found, not at all when stored or already seen', async () => {
    const part = await saveMailPart(TEXT, NOW);
    expect(part).toEqual({ id: mailPartId(TEXT, NOW), text: TEXT });
    expect(gets()).toEqual([
      { TableName: 'pitahaya', Key: { PK: `MAILPART#${part.id}`, SK: 'PART' }, ProjectionExpression: 'PK' },
    ]);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ ConditionExpression: 'attribute_not_exists(PK)' });
    // Seen: nothing read nor written; and the delivery in the same function reads nothing either.
    await saveMailPart(TEXT, NOW);
    expect(await readMailPart(part.id)).toBe(TEXT);
    expect(gets()).toHaveLength(1);
    expect(puts()).toHaveLength(1);
    // A cold function finding it stored writes nothing.
    forgetMailParts();
    ddbMock.on(GetCommand).resolves({ Item: { PK: `MAILPART#${part.id}` } });
    await saveMailPart(TEXT, NOW);
    expect(puts()).toHaveLength(1);
  });

  it('another invocation storing it first is fine; any other failure is thrown (the stream retries)', async () => {
    ddbMock.on(PutCommand).rejects(conditionFailed);
    await expect(saveMailPart(TEXT, NOW)).resolves.toMatchObject({ text: TEXT });
    forgetMailParts();
    ddbMock.on(PutCommand).rejects(Object.assign(new Error('slow'), { name: 'ThrottlingException' }));
    await expect(saveMailPart(TEXT, NOW)).rejects.toThrow('slow');
  });

  it('is read consistently (it was written just before its e-mail), as bytes or base64; missing: undefined', async () => {
    const id = mailPartId(TEXT, NOW);
    const item = mailPartItem({ id, text: TEXT }, NOW);
    ddbMock.on(GetCommand).resolves({ Item: item });
    expect(await readMailPart(id)).toBe(TEXT);
    expect(gets()[0]).toMatchObject({ Key: { PK: `MAILPART#${id}`, SK: 'PART' }, ConsistentRead: true });
    expect(await readMailPart(id)).toBe(TEXT);
    expect(gets()).toHaveLength(1);
    forgetMailParts();
    const base64 = Buffer.from(item.textGzip as Uint8Array).toString('base64');
    ddbMock.on(GetCommand).resolves({ Item: { ...item, textGzip: base64 } });
    expect(await readMailPart(id)).toBe(TEXT);
    ddbMock.on(GetCommand).resolves({});
    expect(await readMailPart('2026-10#gone')).toBeUndefined();
  });
});
