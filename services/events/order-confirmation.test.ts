import { BatchGetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { confirmationMailId, orderConfirmationProcessor } from './order-confirmation.js';
import { PROCESSORS } from './processors.js';
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

const transactItems = () => ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(TransactWriteCommand).resolves({});
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
  it('is one of the events function processors', () => {
    expect(PROCESSORS).toContain(orderConfirmationProcessor);
  });

  it("queues one e-mail to the consumer's directory address with the record's marker, the id derived from the order", async () => {
    await orderConfirmationProcessor.handle(inserted(), logger);
    const [marker, mail] = transactItems();
    expect(marker?.Put?.Item?.PK).toContain('evt-1#order-confirmation');
    expect(mail?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(mail?.Put?.Item).toMatchObject({
      id: confirmationMailId(ORDER_ID),
      to: 'lucia@correo.es',
      kind: 'order',
      subject: 'Pedido O1 confirmado: gracias por tu compra',
      link: { label: 'Ver tu pedido', path: `/orders/${ORDER_ID}` },
      status: 'queued',
    });
    expect(String(mail?.Put?.Item?.text)).toMatch(/^Hola, Lucía:\n\n¡Gracias por tu compra!/);
    // The durable medium (issue 31): withdrawal information, the conditions and the model form.
    expect(String(mail?.Put?.Item?.text)).toContain('TU DERECHO DE DESISTIMIENTO');
    expect(String(mail?.Put?.Item?.text)).toContain('CONDICIONES DE COMPRA (tu copia)');
    expect(String(mail?.Put?.Item?.text)).toContain('A la atención de Cooperativa, Calle 1, hola@c.es:');
    expect(confirmationMailId(ORDER_ID)).toBe(confirmationMailId(ORDER_ID));
    expect(confirmationMailId('o-2')).not.toBe(confirmationMailId(ORDER_ID));
  });

  it('writes nothing twice: a replayed record, or another record finding the e-mail already queued', async () => {
    const cancelled = (codes: string[]) =>
      Object.assign(new Error(`Transaction cancelled [${codes.join(', ')}]`), {
        name: 'TransactionCanceledException',
        CancellationReasons: codes.map((Code) => ({ Code })),
      });
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    await expect(orderConfirmationProcessor.handle(inserted(), logger)).resolves.toBeUndefined();
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    await expect(orderConfirmationProcessor.handle(inserted('evt-2'), logger)).resolves.toBeUndefined();
    // Anything else is retried by the stream.
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'TransactionConflict']));
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
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
