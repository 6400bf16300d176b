import { BatchGetCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { farmChangeNotificationsProcessor } from './farm-change-notifications.js';
import { planFarmChangeNotice } from './farm-change-plan.js';
import { planOrderNotifications } from './order-notification-plan.js';
import { orderImage } from './testing.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('farm-change-notifications-test');
const ORDER_ID = '9b2d7e40-1c5a-4f6e-8d20-7a3b0c0000ab';

const farmChange = (fields: Record<string, unknown> = {}) => ({
  id: 'change-1',
  producerId: 'farm-a',
  producerName: 'Finca del Valle',
  by: 'farm-a',
  at: '2026-11-26T10:00:00.000Z',
  to: 'shipped',
  lines: [
    { id: 'po-1', name: 'Pitahaya roja', quantity: 2 },
    { id: 'po-2', name: 'Mermelada', quantity: 1 },
    { id: 'po-3', name: 'Esqueje', quantity: 3 },
  ],
  ...fields,
});

const orderChange = (
  before: object | undefined,
  after: object | undefined,
  eventId = 'evt-1',
): ChangeRecord => ({
  eventId,
  kind: 'MODIFY',
  sequenceNumber: '1',
  at: new Date(),
  keys: { PK: `ORDER#${ORDER_ID}`, SK: 'ORDER' },
  oldImage: orderImage(ORDER_ID, before ? { farmChange: before } : {}),
  newImage: orderImage(ORDER_ID, after ? { farmChange: after } : {}),
});

describe('the consumer’s one notice of a farm change', () => {
  it('lists every line of the change in one notice, with the tracking and the carrier’s page for the e-mail', () => {
    const notice = planFarmChangeNotice(
      orderChange(
        undefined,
        farmChange({ tracking: { carrier: 'seur', number: 'AB123456' }, notes: 'Frágil' }),
      ),
    );
    expect(notice).toEqual({
      changeId: 'change-1',
      userId: 'consumer-1',
      orderId: ORDER_ID,
      type: 'INFO',
      title: 'Tu pedido 0C0000AB: Enviado',
      message:
        'Finca del Valle marcó como «Enviado» 3 productos: Pitahaya roja × 2, Mermelada × 1 y Esqueje × 3. Enviado con SEUR · número AB123456. Nota de la finca: Frágil',
      mailExtra: [
        'Sigue tu envío en la página de la empresa de transporte: https://www.seur.com/livetracking/?segOnlineIdentificador=AB123456&segOnlineIdioma=es',
      ],
      link: `/orders/${ORDER_ID}`,
    });
  });

  it('says «Entregado» for the order only once every live line is delivered; a farm’s part before that', () => {
    const delivered = farmChange({
      to: 'delivered',
      lines: [{ id: 'po-1', name: 'Pitahaya roja', quantity: 2 }],
    });
    const record = (status: string): ChangeRecord => {
      const change = orderChange(undefined, delivered);
      return { ...change, newImage: { ...change.newImage, status } };
    };
    // Another farm's part is still on its way: the order is not delivered.
    expect(planFarmChangeNotice(record('shipped'))).toMatchObject({
      type: 'SUCCESS',
      title: 'Tu pedido 0C0000AB: Finca del Valle entregó una parte',
      message: 'Pitahaya roja (Finca del Valle) pasó a «Entregado». El resto de tu pedido sigue en camino.',
    });
    // The last part: the whole order is delivered.
    expect(planFarmChangeNotice(record('completed'))).toMatchObject({
      title: 'Tu pedido 0C0000AB: Entregado',
      message: 'Pitahaya roja (Finca del Valle) pasó a «Entregado».',
    });
  });

  it('says a single line the way a line change always did; «Otro» gives no link', () => {
    const notice = planFarmChangeNotice(
      orderChange(
        farmChange({ id: 'change-0', to: 'ready_to_ship' }),
        farmChange({
          id: 'change-2',
          lines: [{ id: 'po-1', name: 'Pitahaya roja', quantity: 2 }],
          tracking: { carrier: 'other', number: 'ZX987654' },
        }),
      ),
    );
    expect(notice?.message).toBe(
      'Pitahaya roja (Finca del Valle) pasó a «Enviado». Enviado con otra empresa · número ZX987654.',
    );
    expect(notice?.mailExtra).toEqual([]);
  });

  it('gives nothing when the change is not new, is the consumer’s own, or the record is not the order', () => {
    expect(planFarmChangeNotice(orderChange(farmChange(), farmChange()))).toBeNull();
    expect(planFarmChangeNotice(orderChange(undefined, undefined))).toBeNull();
    expect(planFarmChangeNotice(orderChange(undefined, farmChange({ by: 'consumer-1' })))).toBeNull();
    expect(planFarmChangeNotice(orderChange(undefined, farmChange({ lines: [] })))).toBeNull();
    const line = {
      ...orderChange(undefined, farmChange()),
      keys: { PK: `ORDER#${ORDER_ID}`, SK: 'PO#po-1' },
    };
    expect(planFarmChangeNotice(line)).toBeNull();
  });

  it('keeps the lines of a farm change quiet in the per-line plan; a line changed otherwise still speaks', () => {
    const line = (status: string, fields: Record<string, unknown> = {}) => ({
      PK: `ORDER#${ORDER_ID}`,
      SK: 'PO#po-1',
      orderId: ORDER_ID,
      userId: 'consumer-1',
      producerId: 'farm-a',
      status,
      product: { name: 'Pitahaya roja' },
      history: [{ status, by: 'farm-a' }],
      ...fields,
    });
    const lineChange = (before: object, after: object): ChangeRecord => ({
      ...orderChange(undefined, undefined),
      keys: { PK: `ORDER#${ORDER_ID}`, SK: 'PO#po-1' },
      oldImage: before as Record<string, unknown>,
      newImage: after as Record<string, unknown>,
    });
    expect(
      planOrderNotifications(lineChange(line('ready_to_ship'), line('shipped', { changeId: 'change-1' }))),
    ).toEqual([]);
    // An admin's whole-order change later moves it again without a new change id: the per-line notice.
    expect(
      planOrderNotifications(
        lineChange(line('shipped', { changeId: 'change-1' }), line('delivered', { changeId: 'change-1' })),
      ),
    ).toHaveLength(1);
  });
});

describe('farm-changes processor', () => {
  beforeEach(() => {
    ddbMock.reset();
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        pitahaya: [{ id: 'consumer-1', email: 'lucia@example.com', fullName: 'Lucía', isActive: true }],
      },
    });
    process.env.TABLE_NAME = 'pitahaya';
    process.env.LOCAL_OUTBOX_URL = 'http://localhost:1/_local/outbox';
  });
  afterEach(() => {
    delete process.env.LOCAL_OUTBOX_URL;
  });

  it('writes one notification and one e-mail with the record’s marker in one transaction; ids follow the change', async () => {
    const change = orderChange(
      undefined,
      farmChange({ tracking: { carrier: 'correos', number: 'PQ12345678ES' } }),
    );
    await farmChangeNotificationsProcessor.handle(change, logger);
    await farmChangeNotificationsProcessor.handle({ ...change, eventId: 'evt-2' }, logger);
    const calls = ddbMock.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((call) => call.args[0].input.TransactItems ?? []);
    const puts = (items: typeof first) =>
      (items ?? []).filter((item) => item.Put).map((item) => item.Put?.Item);
    const firstPuts = puts(first);
    expect(firstPuts.filter((item) => item?.entity === 'UserNotification')).toHaveLength(1);
    const mails = firstPuts.filter((item) => item?.entity === 'Mail');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'lucia@example.com',
      kind: 'order',
      subject: 'Tu pedido 0C0000AB: Enviado',
    });
    expect(String(mails[0]?.text)).toContain('Enviado con Correos · número PQ12345678ES.');
    expect(String(mails[0]?.text)).toContain(
      'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ12345678ES',
    );
    // The marker is per record; the items' ids per change, so another record of the same change writes the same items.
    expect(first?.some((item) => JSON.stringify(item).includes('evt-1#farm-changes'))).toBe(true);
    expect(puts(second).map((item) => item?.id)).toEqual(firstPuts.map((item) => item?.id));
  });

  it('writes nothing for a record without a new farm change', async () => {
    await farmChangeNotificationsProcessor.handle(orderChange(farmChange(), farmChange()), logger);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
