import { BatchGetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import { mailTextOf } from '../lib/mail/queue.js';
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

const puts = () => ddbMock.commandCalls(PutCommand).map((call) => call.args[0].input);

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(PutCommand).resolves({});
  // The shop's identity; the texts are their models (services/legal).
  ddbMock.on(QueryCommand).resolves({
    Items: [
      {
        PK: 'LEGAL',
        SK: 'IDENTITY',
        name: 'Cooperativa',
        nif: 'F04123451',
        address: 'Calle 1',
        email: 'hola@c.es',
      },
    ],
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
      // Written once: its delivery's status goes to a small item beside it (services/lib/mail/queue.ts).
      statusApart: true,
    });
    // The body (about 9 KB with the legal texts) is stored gzipped (services/lib/mail/queue.ts).
    expect(mail?.Item?.text).toBeUndefined();
    expect(mail?.Item?.textGzip).toBeInstanceOf(Uint8Array);
    const text = String(mailTextOf(mail?.Item ?? {}));
    expect(text).toMatch(/^Hola, Lucía:\n\n¡Gracias por tu compra!/);
    // The durable medium (issue 31): withdrawal information, the conditions and the model form.
    expect(text).toContain('TU DERECHO DE DESISTIMIENTO');
    expect(text).toContain('CONDICIONES DE COMPRA (tu copia)');
    expect(text).toContain('A la atención de Cooperativa, Calle 1, hola@c.es:');
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
    const text = String(mailTextOf(puts()[0]?.Item ?? {}));
    expect(text).toContain('Esqueje de pitahaya');
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
