import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { MailSettings, MailTransport } from '../lib/mail/mail.js';
import { metrics } from '../lib/observability/metrics.js';
import { mailItem } from '../lib/mail/queue.js';
import { forgetMailParts, mailPartItem } from '../lib/mail/parts.js';
import { textEndingWithPart } from '../lib/mail/mail-text.js';
import { deliverMail, mailDeliveryProcessor, mailOf, MAIL_MAX_ATTEMPTS } from './mail-delivery.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('mail-delivery-test');
const settings: MailSettings = { fromName: 'Pitahaya Marketplace', siteUrl: 'https://tienda.example' };

const item = {
  PK: 'MAIL#m-1',
  SK: 'MAIL',
  id: 'm-1',
  to: 'ana@example.com',
  kind: 'order',
  subject: 'Nuevo pedido X',
  text: 'Hola, Ana:\n\nTexto.',
  link: { label: 'Míralo en la tienda', path: '/orders/o-1' },
  status: 'queued',
};

const transport = (send: MailTransport['send'] = async () => undefined) => {
  const spy = vi.fn(send);
  return { transport: { name: 'test', send: spy }, spy };
};

const updates = () => ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
const conditionFailed = Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' });

beforeEach(() => {
  ddbMock.reset();
  forgetMailParts();
  ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
});

describe('mail delivery', () => {
  it('only acts on inserted MAIL# items', async () => {
    const base = { eventId: 'e', sequenceNumber: '1', at: new Date() };
    await mailDeliveryProcessor.handle(
      { ...base, kind: 'MODIFY', keys: { PK: 'MAIL#m-1', SK: 'MAIL' }, oldImage: item, newImage: item },
      logger,
    );
    await mailDeliveryProcessor.handle(
      { ...base, kind: 'INSERT', keys: { PK: 'ORDER#o', SK: 'ORDER' }, newImage: item },
      logger,
    );
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('claims the e-mail, sends it composed (link and signature) and marks it sent', async () => {
    const { transport: test, spy } = transport();
    expect(await deliverMail(item, logger, settings, test, new Date('2026-05-01T10:00:00Z'))).toBe('sent');
    const [claim, sent] = updates();
    expect(claim?.ConditionExpression).toBe(
      'attribute_exists(PK) AND (#status = :queued OR (#status = :sending AND claimedAt < :stale))',
    );
    expect(claim?.ExpressionAttributeValues).toMatchObject({
      ':sending': 'sending',
      ':stale': '2026-05-01T09:59:00.000Z',
    });
    expect(spy).toHaveBeenCalledWith({
      to: 'ana@example.com',
      kind: 'order',
      subject: 'Nuevo pedido X',
      link: { label: 'Míralo en la tienda', path: '/orders/o-1' },
      text:
        'Hola, Ana:\n\nTexto.\n\nMíralo en la tienda: https://tienda.example/orders/o-1\n\n— Pitahaya Marketplace\n' +
        'Recibes este correo porque tienes una cuenta en Pitahaya Marketplace.',
    });
    expect(sent?.ExpressionAttributeValues).toMatchObject({ ':status': 'sent', ':transport': 'test' });
  });

  it('sends nothing when the e-mail was already claimed or sent (a retried batch)', async () => {
    ddbMock.on(UpdateCommand).rejects(conditionFailed);
    const { transport: test, spy } = transport();
    expect(await deliverMail(item, logger, settings, test)).toBe('not-claimed');
    expect(spy).not.toHaveBeenCalled();
  });

  it('puts it back in the queue and fails the record on a temporary error, so the stream retries', async () => {
    const { transport: test } = transport(async () => {
      throw Object.assign(new Error('slow down'), { name: 'TooManyRequestsException' });
    });
    await expect(deliverMail(item, logger, settings, test)).rejects.toThrow('slow down');
    expect(updates()[1]?.ExpressionAttributeValues).toMatchObject({
      ':status': 'queued',
      ':lastError': 'slow down',
    });
  });

  it('gives up (failed, no retry) on a permanent error or after the last attempt', async () => {
    const rejected = transport(async () => {
      throw Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' });
    });
    expect(await deliverMail(item, logger, settings, rejected.transport)).toBe('failed');
    expect(updates()[1]?.ExpressionAttributeValues).toMatchObject({ ':status': 'failed' });
    ddbMock.reset();
    ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: MAIL_MAX_ATTEMPTS } });
    const flaky = transport(async () => {
      throw new Error('network');
    });
    expect(await deliverMail(item, logger, settings, flaky.transport)).toBe('failed');
  });

  it('marks it skipped with e-mail off, and failed when the item is not a whole e-mail', async () => {
    expect(await deliverMail(item, logger, settings, null)).toBe('skipped');
    expect(updates()[1]?.ExpressionAttributeValues).toMatchObject({ ':status': 'skipped' });
    expect(mailOf({ ...item, to: '' })).toBeNull();
    expect(mailOf({ ...item, kind: 'spam' })).toBeNull();
    expect(mailOf({ ...item, sitePaths: true })).toMatchObject({ sitePaths: true });
    expect(mailOf(item)).not.toHaveProperty('sitePaths');
    expect(mailOf({ ...item, link: { label: 'x', path: 'https://otra.example' } })).not.toHaveProperty(
      'link',
    );
    const { transport: test, spy } = transport();
    expect(await deliverMail({ ...item, subject: undefined }, logger, settings, test)).toBe('failed');
    expect(spy).not.toHaveBeenCalled();
  });

  it('reads a long body stored gzipped, as bytes (the SDK) or base64 (a Lambda stream event)', async () => {
    const long = `Hola, Ana:\n\n${'Condiciones de compra. '.repeat(100)}`;
    const stored = mailItem(
      { to: item.to, kind: 'order', subject: item.subject, text: long },
      { now: new Date() },
    );
    expect(stored.text).toBeUndefined();
    const packed = stored.textGzip as Uint8Array;
    expect(packed.byteLength).toBeLessThan(long.length / 4);
    expect(mailOf(stored)?.text).toBe(long);
    expect(mailOf({ ...stored, textGzip: Buffer.from(packed).toString('base64') })?.text).toBe(long);
    // Short bodies stay as they were (and items queued before keep being read).
    expect(mailItem({ ...mailOf(item)!, text: 'Hola' }, { now: new Date() }).text).toBe('Hola');
    const { transport: test, spy } = transport();
    expect(await deliverMail(stored, logger, settings, test)).toBe('sent');
    expect(spy.mock.calls[0]?.[0].text).toContain(long);
  });

  it('sends an e-mail that names a stored part with the part appended, read before the claim', async () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const legal = `CONDICIONES DE COMPRA (tu copia)\n\n${'Condiciones. '.repeat(400)}`;
    const whole = `Hola, Ana:\n\nTu pedido.\n\n${legal}`;
    const part = { id: '2026-05#abc', text: legal };
    const stored = mailItem(
      { to: item.to, kind: 'order', subject: item.subject, text: whole },
      {
        now,
        id: 'm-7',
        packText: (text) => textEndingWithPart(text, part, 'order-confirmation-1'),
      },
    );
    ddbMock.on(GetCommand).resolves({ Item: mailPartItem(part, now) });
    const { transport: test, spy } = transport();
    // As a stream event carries it: binary attributes in base64.
    const streamed = {
      ...stored,
      textDeflate: Buffer.from(stored.textDeflate as Uint8Array).toString('base64'),
    };
    expect(await deliverMail(streamed, logger, settings, test, now)).toBe('sent');
    expect(spy.mock.calls[0]?.[0].text.startsWith(whole)).toBe(true);
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: 'MAILPART#2026-05#abc', SK: 'PART' },
      ConsistentRead: true,
    });
    // Small without its part: its status in itself.
    expect(updates().map((update) => update.Key)).toEqual([
      { PK: 'MAIL#m-7', SK: 'MAIL' },
      { PK: 'MAIL#m-7', SK: 'MAIL' },
    ]);
    // A failed read changes nothing (the record is delivered again).
    forgetMailParts();
    ddbMock.reset();
    ddbMock.on(GetCommand).rejects(new Error('throttled'));
    await expect(deliverMail(stored, logger, settings, test, now)).rejects.toThrow('throttled');
    expect(updates()).toHaveLength(0);
    // A part not stored (never written, or expired): the e-mail is incomplete, given up, not sent cut short.
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
    expect(await deliverMail(stored, logger, settings, test, now)).toBe('failed');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(updates().at(-1)?.ExpressionAttributeValues).toMatchObject({
      ':status': 'failed',
      ':lastError': 'incomplete e-mail item',
    });
  });

  it('a large e-mail is written once: its status goes to a small item beside it, made by the first claim', async () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const long = `Hola, Ana:\n\n${randomBytes(2000).toString('base64')}`;
    const stored = mailItem(
      { to: item.to, kind: 'order', subject: item.subject, text: long },
      { now, id: 'm-9' },
    );
    expect(stored).toMatchObject({ PK: 'MAIL#m-9', SK: 'MAIL', statusApart: true });
    expect(stored).not.toHaveProperty('status');
    const { transport: test, spy } = transport();
    expect(await deliverMail(stored, logger, settings, test, now)).toBe('sent');
    expect(spy).toHaveBeenCalledTimes(1);
    const [claim, sent] = updates();
    // Never the e-mail's own item: both writes go to MAIL#m-9 / STATUS.
    expect(claim?.Key).toEqual({ PK: 'MAIL#m-9', SK: 'STATUS' });
    expect(claim?.ConditionExpression).toBe(
      'attribute_not_exists(PK) OR #status = :queued OR (#status = :sending AND claimedAt < :stale)',
    );
    expect(claim?.ExpressionAttributeValues).toMatchObject({
      ':entity': 'MailStatus',
      ':expiresAt': stored.expiresAt,
    });
    expect(sent?.Key).toEqual({ PK: 'MAIL#m-9', SK: 'STATUS' });
    expect(sent?.ExpressionAttributeValues).toMatchObject({ ':status': 'sent' });
    // Claimed or sent already (its status item says so): nothing sent again.
    ddbMock.on(UpdateCommand).rejects(conditionFailed);
    expect(await deliverMail(stored, logger, settings, test, now)).toBe('not-claimed');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a small e-mail, and one queued before (status in itself), keep their status in their own item', async () => {
    const small = mailItem({ to: item.to, kind: 'order', subject: 's', text: 'Hola' }, { now: new Date() });
    expect(small).toMatchObject({ status: 'queued', attempts: 0 });
    expect(small).not.toHaveProperty('statusApart');
    const old = {
      ...item,
      textGzip: mailItem({ ...mailOf(item)!, text: 'x'.repeat(5000) }, { now: new Date() }).textGzip,
      text: undefined,
    };
    expect(await deliverMail(old, logger, settings, transport().transport)).toBe('sent');
    expect(updates().map((update) => update.Key)).toEqual([
      { PK: 'MAIL#m-1', SK: 'MAIL' },
      { PK: 'MAIL#m-1', SK: 'MAIL' },
    ]);
  });

  it("the status item's own changes are not e-mails to send", async () => {
    const base = { eventId: 'e', sequenceNumber: '1', at: new Date() };
    await mailDeliveryProcessor.handle(
      {
        ...base,
        kind: 'INSERT',
        keys: { PK: 'MAIL#m-9', SK: 'STATUS' },
        newImage: { PK: 'MAIL#m-9', SK: 'STATUS', status: 'sending' },
      },
      logger,
    );
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('counts each e-mail given up in EmailsFailed, and none sent, skipped or sent again later', async () => {
    const added = vi.spyOn(metrics, 'addMetric').mockImplementation(() => metrics);
    try {
      await deliverMail(item, logger, settings, transport().transport);
      await deliverMail(item, logger, settings, null);
      await expect(
        deliverMail(
          item,
          logger,
          settings,
          transport(async () => Promise.reject(new Error('net'))).transport,
        ),
      ).rejects.toThrow('net');
      expect(added).not.toHaveBeenCalled();
      const rejected = Object.assign(new Error('no'), { name: 'MessageRejected' });
      await deliverMail(item, logger, settings, transport(async () => Promise.reject(rejected)).transport);
      await deliverMail({ ...item, to: '' }, logger, settings, transport().transport);
      expect(added.mock.calls).toEqual([
        ['EmailsFailed', 'Count', 1],
        ['EmailsFailed', 'Count', 1],
      ]);
    } finally {
      added.mockRestore();
    }
  });
});
