import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import { approximateItemBytes } from '../lib/mail/queue.js';
import { mailTextOf } from '../lib/mail/mail-text.js';
import { forgetMailParts, mailPartId } from '../lib/mail/parts.js';
import { gunzipSync } from 'node:zlib';
import type { ChangeRecord } from './change-record.js';
import { confirmationMailId, orderConfirmationProcessor } from './order-confirmation.js';
import { orderImage } from './testing.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('order-confirmation-test');
const ORDER_ID = 'o-1';

const inserted = (eventId = 'evt-1', fields: Record<string, unknown> = {}): ChangeRecord => ({
  eventId,
  kind: 'INSERT',
  sequenceNumber: '1',
  at: new Date(),
  keys: { PK: `ORDER#${ORDER_ID}`, SK: 'ORDER' },
  newImage: orderImage(ORDER_ID, {
    items: [{ quantity: 1, price: 6, product: { name: 'Mermelada', producerId: 'farm-a' } }],
    totalPrice: 6,
    payment: { method: 'cash_on_delivery', status: 'pending', amount: 6 },
    shippingInfo: { fullName: 'Lucía', address: 'Calle 1', city: 'Sevilla', postalCode: '41003' },
    ...fields,
  }),
});

const consumer = (fields: Record<string, unknown> = {}) =>
  ddbMock.on(BatchGetCommand).resolves({
    Responses: {
      pitahaya: [
        { id: 'consumer-1', email: 'lucia@correo.es', fullName: 'Lucía', isActive: true, ...fields },
      ],
    },
  });

const allPuts = () => ddbMock.commandCalls(PutCommand).map((call) => call.args[0].input);
/** The e-mails put (MAIL#), and the parts (MAILPART#: the conditions and the form, stored once). */
const puts = () => allPuts().filter((put) => String(put.Item?.PK).startsWith('MAIL#'));
const partPuts = () => allPuts().filter((put) => String(put.Item?.PK).startsWith('MAILPART#'));
/** The parts put, by id, as the delivery reads them. */
const partTexts = () =>
  new Map(
    partPuts().map((put) => [
      String(put.Item?.PK).slice('MAILPART#'.length),
      gunzipSync(put.Item?.textGzip as Uint8Array).toString('utf8'),
    ]),
  );

/** The shop's identity as the legal store keeps it. */
const IDENTITY = {
  PK: 'LEGAL',
  SK: 'IDENTITY',
  name: 'Cooperativa',
  nif: 'F04123451',
  address: 'Calle 1',
  email: 'hola@c.es',
};

beforeEach(() => {
  ddbMock.reset();
  forgetMailParts();
  ddbMock.on(PutCommand).resolves({});
  // No part stored yet.
  ddbMock.on(GetCommand).resolves({});
  // The shop's identity; the texts are their models (services/legal).
  ddbMock.on(QueryCommand).resolves({
    Items: [IDENTITY],
  });
  consumer();
  process.env.TABLE_NAME = 'pitahaya';
  process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
});

afterEach(() => {
  delete process.env.LOCAL_OUTBOX_URL;
});

describe('order-confirmation processor', () => {
  it("queues one e-mail to the consumer's directory address, put if absent with the id derived from the order (no marker, no transaction)", async () => {
    await orderConfirmationProcessor.handle(inserted(), logger);
    expect(puts()).toHaveLength(1);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    const [mail] = puts();
    expect(mail?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(mail?.Item).toMatchObject({
      id: confirmationMailId(ORDER_ID),
      to: 'lucia@correo.es',
      kind: 'order',
      subject: 'Pedido O1 confirmado: gracias por tu compra',
      link: { label: 'Ver tu pedido', path: `/orders/${ORDER_ID}` },
      // Under MAIL_STATUS_APART_FROM without the legal texts: its status stays in itself (one unit a change).
      status: 'queued',
    });
    // The conditions and the form end the body: stored once as a part the item names (services/lib/mail/parts.ts),
    // the rest deflated with the confirmation's dictionary: one write unit.
    expect(mail?.Item?.text).toBeUndefined();
    expect(mail?.Item?.textGzip).toBeUndefined();
    expect(mail?.Item?.textDeflate).toBeInstanceOf(Uint8Array);
    expect(mail?.Item?.textDictionary).toBe('order-confirmation-1');
    expect(approximateItemBytes(mail?.Item ?? {})).toBeLessThan(900);
    const [part] = partPuts();
    expect(part?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(mail?.Item?.textPart).toBe(String(part?.Item?.PK).slice('MAILPART#'.length));
    expect(mailTextOf(mail?.Item ?? {})).toBeUndefined();
    const text = String(mailTextOf(mail?.Item ?? {}, partTexts()));
    expect(text).toMatch(/^Hola, Lucía:\n\n¡Gracias por tu compra!/);
    // The durable medium (issue 31): withdrawal information, the conditions and the model form.
    expect(text).toContain('TU DERECHO DE DESISTIMIENTO');
    expect(text).toContain('CONDICIONES DE COMPRA (tu copia)');
    expect(text).toContain('A la atención de Cooperativa, Calle 1, hola@c.es:');
    const partText = [...partTexts().values()][0] ?? '';
    expect(partText.startsWith('CONDICIONES DE COMPRA (tu copia)')).toBe(true);
    expect(text.endsWith(partText)).toBe(true);
    expect(confirmationMailId(ORDER_ID)).toBe(confirmationMailId(ORDER_ID));
    expect(confirmationMailId('o-2')).not.toBe(confirmationMailId(ORDER_ID));
  });

  it('lists the lines of an order item without items (issue 35), read from its product orders', async () => {
    const { items: _items, ...image } = inserted().newImage as Record<string, unknown>;
    const legal = ddbMock.commandCalls(QueryCommand).length;
    ddbMock.on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :po)' }).resolves({
      Items: [
        {
          PK: `ORDER#${ORDER_ID}`,
          SK: 'PO#po-1',
          id: 'po-1',
          productId: 'p-1',
          producerId: 'farm-a',
          quantity: 3,
          price: 2,
          product: {
            productId: 'p-1',
            name: 'Esqueje de pitahaya',
            price: 2,
            isActive: true,
            producerId: 'farm-a',
          },
          position: 0,
        },
      ],
    });
    await orderConfirmationProcessor.handle({ ...inserted(), newImage: image }, logger);
    expect(ddbMock.commandCalls(QueryCommand).length).toBeGreaterThan(legal);
    const text = String(mailTextOf(puts()[0]?.Item ?? {}, partTexts()));
    expect(text).toContain('Esqueje de pitahaya');
  });

  it('stores the legal texts once: a part already stored or seen is not written again; another text makes another', async () => {
    await orderConfirmationProcessor.handle(inserted(), logger);
    await orderConfirmationProcessor.handle(inserted('evt-2', { id: 'o-2' }), logger);
    // The second order: the function had seen the part (no read, no write).
    expect(partPuts()).toHaveLength(1);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(1);
    expect(puts()).toHaveLength(2);
    expect(puts()[1]?.Item?.textPart).toBe(puts()[0]?.Item?.textPart);
    // A cold function finds it stored: read (eventually consistent, its key only), not written.
    forgetMailParts();
    ddbMock.on(GetCommand).resolves({ Item: { PK: `MAILPART#${String(puts()[0]?.Item?.textPart)}` } });
    await orderConfirmationProcessor.handle(inserted('evt-3'), logger);
    expect(partPuts()).toHaveLength(1);
    expect(ddbMock.commandCalls(GetCommand).at(-1)?.args[0].input).toMatchObject({
      ProjectionExpression: 'PK',
    });
    // The admin saves the conditions: another part, named by its content.
    ddbMock.on(QueryCommand).resolves({
      Items: [
        IDENTITY,
        { PK: 'LEGAL', SK: 'TEXT#condiciones', body: '## Nuevas condiciones\nOtro texto.', reviewed: true },
      ],
    });
    ddbMock.on(GetCommand).resolves({});
    await orderConfirmationProcessor.handle(inserted('evt-4'), logger);
    expect(partPuts()).toHaveLength(2);
    const [before, after] = partPuts().map((put) => String(put.Item?.PK));
    expect(after).not.toBe(before);
    expect(puts().at(-1)?.Item?.textPart).toBe(after?.slice('MAILPART#'.length));
    expect(after).toBe(`MAILPART#${mailPartId([...partTexts().values()][1] ?? '', new Date())}`);
  });

  it('writes nothing twice: a replayed record, or another record finding the e-mail already queued', async () => {
    const refused = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    ddbMock.on(PutCommand).rejects(refused);
    await expect(orderConfirmationProcessor.handle(inserted(), logger)).resolves.toBeUndefined();
    await expect(orderConfirmationProcessor.handle(inserted('evt-2'), logger)).resolves.toBeUndefined();
    // Anything else is retried by the stream.
    ddbMock.on(PutCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    await expect(orderConfirmationProcessor.handle(inserted('evt-3'), logger)).rejects.toThrow();
  });

  it('sends nothing to a deactivated or deleted consumer, nor with e-mail off, nor for other changes', async () => {
    consumer({ isActive: false });
    await orderConfirmationProcessor.handle(inserted(), logger);
    ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
    await orderConfirmationProcessor.handle(inserted(), logger);
    consumer();
    delete process.env.LOCAL_OUTBOX_URL;
    await orderConfirmationProcessor.handle(inserted(), logger);
    process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
    await orderConfirmationProcessor.handle(inserted('evt-4', { status: 'delivered' }), logger);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});
