import { randomBytes } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import { composeMail, mailEnabled, readMailSettings, SHOP_INBOX_FALLBACK, sitePath } from './mail.js';
import { approximateItemBytes, MAIL_STATUS_APART_FROM, mailItem, queueMail } from './queue.js';
import { formatSender, localOutboxTransport, mailTransport } from './transports.js';

const sesMock = mockClient(SESv2Client);

describe('mail settings', () => {
  it('is off without a sender or a local outbox', () => {
    const settings = readMailSettings({});
    expect(mailEnabled(settings)).toBe(false);
    expect(mailTransport(settings)).toBeNull();
    expect(settings.shopInbox).toBeUndefined();
  });

  it('sends through SES with MAIL_FROM (the shop inbox defaults to the sender)', () => {
    const settings = readMailSettings({
      MAIL_FROM: 'tienda@pitahaya.example',
      SITE_URL: 'https://t.example/',
    });
    expect(settings).toMatchObject({ shopInbox: 'tienda@pitahaya.example', siteUrl: 'https://t.example' });
    expect(mailTransport(settings)?.name).toBe('ses');
  });

  it('uses the local outbox on this machine, where the shop inbox is contacto@pitahaya.test', () => {
    const settings = readMailSettings({ LOCAL_OUTBOX_URL: 'http://127.0.0.1:3000/_local/outbox' });
    expect(mailTransport(settings)?.name).toBe('local-outbox');
    expect(settings.shopInbox).toBe(SHOP_INBOX_FALLBACK);
  });
});

describe('composing and queuing', () => {
  it('adds the absolute link and the signature; only order e-mails say why they came', () => {
    const settings = readMailSettings({ SITE_URL: 'https://t.example' });
    const contact = composeMail(
      {
        to: 'a@b.es',
        kind: 'contact',
        subject: 's',
        text: 'Texto',
        link: { label: 'Ábrelo', path: '/admin/messages?id=1' },
      },
      settings,
    );
    expect(contact).toBe('Texto\n\nÁbrelo: https://t.example/admin/messages?id=1\n\n— Pitahaya Marketplace');
    expect(composeMail({ to: 'a@b.es', kind: 'order', subject: 's', text: 'T' }, settings)).toContain(
      'Recibes este correo porque tienes una cuenta',
    );
  });

  it("completes the site's pages named in the text of a mail with sitePaths (a summary's one link per order)", () => {
    const settings = readMailSettings({ SITE_URL: 'https://t.example/' });
    const text = `Uno: ${sitePath('/producer/orders/a')}\nDos: ${sitePath('/producer/orders/b')}`;
    expect(
      composeMail({ to: 'a@b.es', kind: 'order', subject: 's', text, sitePaths: true }, settings),
    ).toMatch(
      /^Uno: https:\/\/t\.example\/producer\/orders\/a\nDos: https:\/\/t\.example\/producer\/orders\/b\n/,
    );
    // Without the flag a text is sent as written (a visitor's message is never rewritten).
    expect(composeMail({ to: 'a@b.es', kind: 'contact', subject: 's', text }, settings)).toContain(text);
  });

  it('a large item is marked statusApart and written without a status (its delivery keeps it apart)', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const item = (text: string) =>
      mailItem({ to: 'a@b.es', kind: 'order', subject: 's', text }, { now, id: 'm1' });
    const large = item(randomBytes(1500).toString('base64'));
    expect(large).toMatchObject({ statusApart: true });
    expect(large).not.toHaveProperty('status');
    expect(large).not.toHaveProperty('attempts');
    expect(approximateItemBytes(large)).toBeGreaterThanOrEqual(MAIL_STATUS_APART_FROM);
    const small = item('Hola');
    expect(small).toMatchObject({ status: 'queued', attempts: 0 });
    expect(approximateItemBytes(small)).toBeLessThan(MAIL_STATUS_APART_FROM);
  });

  it('queues an e-mail as a MAIL# item, put if absent, kept 30 days', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const put = queueMail(
      'tabla',
      { to: 'a@b.es', kind: 'order', subject: 's', text: 't' },
      { now, id: 'm1' },
    );
    expect(put.Put).toMatchObject({
      TableName: 'tabla',
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: {
        PK: 'MAIL#m1',
        SK: 'MAIL',
        status: 'queued',
        attempts: 0,
        expiresAt: now.getTime() / 1000 + 2_592_000,
      },
    });
  });
});

describe('transports', () => {
  it('SES: SendEmail from the named sender, with reply-to, charset and the configuration set', async () => {
    sesMock.reset();
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'x' });
    const settings = readMailSettings({
      MAIL_FROM: 'tienda@pitahaya.example',
      MAIL_FROM_NAME: 'Pitahaya "Marketplace"',
      MAIL_CONFIGURATION_SET: 'avisos',
      SES_REGION: 'eu-west-1',
    });
    await mailTransport(settings)?.send({
      to: 'hola@pitahaya.example',
      kind: 'contact',
      subject: 'Contacto: Hola',
      text: 'Texto',
      replyTo: 'ana@example.com',
    });
    expect(sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      FromEmailAddress: '"Pitahaya Marketplace" <tienda@pitahaya.example>',
      Destination: { ToAddresses: ['hola@pitahaya.example'] },
      ReplyToAddresses: ['ana@example.com'],
      Content: {
        Simple: {
          Subject: { Data: 'Contacto: Hola', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Texto', Charset: 'UTF-8' } },
        },
      },
      ConfigurationSetName: 'avisos',
      EmailTags: [{ Name: 'kind', Value: 'contact' }],
    });
    expect(formatSender('', 'a@b.es')).toBe('a@b.es');
  });

  it('local outbox: POSTs the e-mail as JSON and fails on a refusal', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    const outbox = localOutboxTransport(
      'http://127.0.0.1:1/_local/outbox',
      fetcher as unknown as typeof fetch,
    );
    await outbox.send({ to: 'a@b.es', kind: 'order', subject: 's', text: 't' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:1/_local/outbox');
    expect(JSON.parse(String(init.body))).toEqual({ to: 'a@b.es', kind: 'order', subject: 's', text: 't' });
    fetcher.mockResolvedValueOnce(new Response('{}', { status: 400 }));
    await expect(outbox.send({ to: 'a@b.es', kind: 'order', subject: 's', text: 't' })).rejects.toThrow(
      /400/,
    );
  });
});
