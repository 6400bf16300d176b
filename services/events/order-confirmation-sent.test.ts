/**
 * The order confirmation as the consumer receives it, end to end on a mocked table that keeps what is written:
 * the processor queues it (order-confirmation.ts), the delivery composes and sends it (mail-delivery.ts). Its
 * text is pinned by the SHA-256 of what the code sent before the legal texts were stored apart from the e-mail
 * (docs/cost.md "The confirmation's legal texts stored once"): the same order and texts must give the same bytes.
 */
import { createHash } from 'node:crypto';
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import { readMailSettings, type OutgoingMail } from '../lib/mail/mail.js';
import { forgetMailParts } from '../lib/mail/parts.js';
import { approximateItemBytes } from '../lib/mail/queue.js';
import type { ChangeRecord } from './change-record.js';
import { deliverMail } from './mail-delivery.js';
import { orderConfirmationProcessor } from './order-confirmation.js';
import { orderImage } from './testing.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('order-confirmation-sent-test');
const ORDER_ID = '2f0c9e1a-77aa-4b1c-9d0e-00005844add3';

/** An order of two farms, one line exempt from withdrawal, paid by transfer to the shop's account. */
const placed = (): ChangeRecord => ({
  eventId: 'evt-1',
  kind: 'INSERT',
  sequenceNumber: '1',
  at: new Date('2026-11-26T10:00:01Z'),
  keys: { PK: `ORDER#${ORDER_ID}`, SK: 'ORDER' },
  newImage: orderImage(ORDER_ID, {
    orderId: ORDER_ID,
    createdAt: '2026-11-26T10:00:00.000Z',
    items: [
      {
        quantity: 2,
        price: 4.5,
        product: {
          name: 'Pitahaya roja',
          producerId: 'farm-a',
          producerName: 'Finca del Valle',
          withdrawal: 'perishable',
        },
      },
      {
        quantity: 1,
        price: 6,
        product: { name: 'Mermelada de pitahaya', producerId: 'farm-b', producerName: 'Finca El Dragón' },
      },
    ],
    deliveries: [
      { producerId: 'farm-a', producerName: 'Finca del Valle', mode: 'delivery', shipping: 4.9 },
      { producerId: 'farm-b', producerName: 'Finca El Dragón', mode: 'delivery', shipping: 4.9 },
    ],
    itemsTotal: 15,
    shippingTotal: 9.8,
    totalPrice: 24.8,
    taxBreakdown: [
      { rate: 4, base: 12.02, tax: 0.48 },
      { rate: 10, base: 5.36, tax: 0.54 },
    ],
    shippingInfo: {
      fullName: 'Lucía Pérez',
      address: 'Calle Feria 12, 3º A',
      city: 'Sevilla',
      postalCode: '41003',
      phone: '600 123 456',
    },
    payment: {
      method: 'bank_transfer',
      status: 'pending',
      amount: 24.8,
      reference: '5844ADD3',
      bankAccount: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya' },
    },
  }),
});

const IDENTITY = {
  PK: 'LEGAL',
  SK: 'IDENTITY',
  name: 'Cooperativa Pitahaya Marketplace, S. Coop. And.',
  nif: 'F04123451',
  address: 'Camino de la Vega 12, 04117 San Isidro de Níjar (Almería)',
  email: 'hola@pitahaya.test',
  phone: '+34 950 123 456',
  registry: 'Registro de Cooperativas Andaluzas, hoja AL-RCA-1234',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

/** The conditions as an admin saved and reviewed them; the withdrawal form stays the model. */
const conditions = (body: string) => ({
  PK: 'LEGAL',
  SK: 'TEXT#condiciones',
  id: 'condiciones',
  body,
  reviewed: true,
  updatedAt: '2026-11-02T09:00:00.000Z',
});
const CONDITIONS_BODY = [
  '## Quién vende',
  'Cada finca vende sus productos; {nombre} ({nif}) lleva la tienda. Escríbenos a {email} o llama al {telefono}.',
  '',
  '## Envíos',
  '- Entregamos en 30 días como máximo.',
  '- Consulta las [condiciones](/condiciones) y la **política de devoluciones**.',
].join('\n');

/** The table: what is put is kept and read back (the legal partition answers the Query). */
const table = new Map<string, Record<string, unknown>>();
const keyOf = (key: Record<string, unknown>) => `${String(key.PK)}|${String(key.SK)}`;
let legal: Record<string, unknown>[] = [];

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

beforeEach(() => {
  ddbMock.reset();
  table.clear();
  legal = [IDENTITY, conditions(CONDITIONS_BODY)];
  ddbMock.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
    table.set(keyOf(input.Item), input.Item);
    return {};
  });
  ddbMock.on(GetCommand).callsFake((input: { Key: Record<string, unknown> }) => ({
    Item: table.get(keyOf(input.Key)),
  }));
  ddbMock.on(QueryCommand).callsFake(() => ({ Items: legal }));
  ddbMock.on(UpdateCommand).resolves({ Attributes: { attempts: 1 } });
  ddbMock.on(BatchGetCommand).resolves({
    Responses: {
      pitahaya: [{ id: 'consumer-1', email: 'lucia@correo.es', fullName: 'Lucía Pérez', isActive: true }],
    },
  });
  process.env.TABLE_NAME = 'pitahaya';
  process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
  process.env.SITE_URL = 'https://tienda.example';
});

afterEach(() => {
  delete process.env.LOCAL_OUTBOX_URL;
  delete process.env.SITE_URL;
});

/**
 * Queues the order's confirmation, then `between` (an admin's change, say), then delivers it from a cold function
 * (the part read from the table): what was sent.
 */
async function sentConfirmation(between: () => void = () => undefined): Promise<OutgoingMail> {
  forgetMailParts();
  await orderConfirmationProcessor.handle(placed(), logger);
  const queued = [...table.values()].find((item) => String(item.PK).startsWith('MAIL#'));
  expect(queued).toBeDefined();
  // One write unit: the legal texts are a part the item names (services/lib/mail/parts.ts).
  expect(approximateItemBytes(queued ?? {})).toBeLessThan(900);
  between();
  forgetMailParts();
  const sent: OutgoingMail[] = [];
  const transport = { name: 'test', send: async (mail: OutgoingMail) => void sent.push(mail) };
  ddbMock.on(GetCommand).callsFake((input: { Key: Record<string, unknown> }) => ({
    Item: table.get(keyOf(input.Key)),
  }));
  const status = await deliverMail(
    queued as Record<string, unknown>,
    logger,
    readMailSettings(),
    transport,
    new Date('2026-11-26T10:00:05Z'),
  );
  expect(status).toBe('sent');
  expect(sent).toHaveLength(1);
  const partRead = ddbMock
    .commandCalls(GetCommand)
    .map((call) => call.args[0].input)
    .filter((input) => String(input.Key?.PK).startsWith('MAILPART#'))
    .at(-1);
  expect(partRead).toMatchObject({
    Key: { PK: `MAILPART#${String(queued?.textPart)}` },
    ConsistentRead: true,
  });
  return sent[0] as OutgoingMail;
}

describe('the order confirmation as sent', () => {
  it('is byte for byte the e-mail sent before the legal texts were stored apart', async () => {
    const mail = await sentConfirmation();
    expect(mail.to).toBe('lucia@correo.es');
    expect(mail.subject).toBe('Pedido 5844ADD3 recibido: datos para tu transferencia');
    expect(mail.text).toContain('A la atención de Cooperativa Pitahaya Marketplace, S. Coop. And.');
    expect(mail.text).toContain('Cada finca vende sus productos; Cooperativa Pitahaya Marketplace');
    expect({ bytes: Buffer.byteLength(mail.text), sha256: sha256(mail.text) }).toEqual({
      bytes: 3134,
      sha256: 'b32f53987e0a883c4b17e95bd11d72e57c6927ff3b0e84d805090445208b2fbc',
    });
  });

  it('is the same with both texts still their models (each with its notice)', async () => {
    legal = [IDENTITY];
    const mail = await sentConfirmation();
    expect(mail.text).toContain('MODELO');
    expect({ bytes: Buffer.byteLength(mail.text), sha256: sha256(mail.text) }).toEqual({
      bytes: 9700,
      sha256: 'dd0a8cb4cf64e7f2918c08bb7394c17c44d521c39f3d3749cd56d8c6e62bea73',
    });
  });

  it('says what it said when queued though the admin changes the texts and the identity before it is sent', async () => {
    const mail = await sentConfirmation(() => {
      legal = [
        { ...IDENTITY, name: 'Otra Cooperativa', updatedAt: '2026-11-26T10:00:02.000Z' },
        { ...conditions('## Condiciones nuevas\nNada que ver.'), updatedAt: '2026-11-26T10:00:02.000Z' },
      ];
    });
    expect(mail.text).not.toContain('Otra Cooperativa');
    expect(mail.text).not.toContain('Condiciones nuevas');
    expect(sha256(mail.text)).toBe('b32f53987e0a883c4b17e95bd11d72e57c6927ff3b0e84d805090445208b2fbc');
    // A confirmation queued now carries the new texts (another part; the mocked put overwrites the e-mail).
    const parts = [...table.keys()].filter((key) => key.startsWith('MAILPART#'));
    const next = await sentConfirmation();
    expect(next.text).toContain('CONDICIONES NUEVAS');
    expect([...table.keys()].filter((key) => key.startsWith('MAILPART#'))).toHaveLength(parts.length + 1);
  });
});
