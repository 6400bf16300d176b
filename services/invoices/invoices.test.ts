/**
 * The invoices function end to end on a mocked table: who sees which invoices, the signed PDF links, and the PDF
 * route's answers (bytes with a valid link or a bearer who may see it; 401/403/404/409 in Spanish otherwise).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES as M } from '../../shared/messages/invoice.js';
import { ddbMock } from '../carts/testing-mocked.js';
import { admin, callHandler, consumer, otherProducer, producer, testEvent } from '../lib/http/test-event.js';
import { settingsKeys } from '../lib/data/keys.js';
import { invoiceKeys } from '../lib/data/money-keys.js';
import { FISCAL_A } from './testing.js';
import { INVOICE_ENTITY } from './invoice-record.js';
import { resetInvoiceLinkKey, signInvoiceLink } from './link-token.js';
import { visibleInvoices } from './access.js';
import { handler } from './handler.js';

const KEY = Buffer.alloc(32, 3);

function invoiceItem(id: string, producerId: string, extra: Record<string, unknown> = {}) {
  return {
    ...invoiceKeys.item('o-1', id),
    entity: INVOICE_ENTITY,
    id,
    orderId: 'o-1',
    producerId,
    userId: 'u-consumer',
    role: 'original',
    kind: 'simplified',
    number: `F000000-2026-${id.length}`,
    issuedAt: '2026-03-01T10:06:00.000Z',
    total: 12.5,
    lineIds: ['po-1'],
    orderCreatedAt: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-03-01T10:06:00.000Z',
    document: {
      kind: 'simplified',
      number: `F000000-2026-${id.length}`,
      issuedAt: '2026-03-01T10:06:00.000Z',
      orderId: 'o-1',
      orderReference: 'O1',
      issuer: FISCAL_A,
      buyer: null,
      lines: [],
      shippingRows: [],
      breakdown: [],
      total: 12.5,
    },
    ...extra,
  };
}

const mine = invoiceItem('inv-a', 'u-producer');
const theirs = invoiceItem('inv-bb', 'u-producer-2');
const pending = invoiceItem('inv-ccc', 'u-producer-3', {
  kind: 'pending',
  number: null,
  issuedAt: null,
  document: undefined,
});

beforeEach(() => {
  ddbMock.reset();
  resetInvoiceLinkKey();
  ddbMock
    .on(GetCommand, { Key: settingsKeys.invoiceLinkKey() })
    .resolves({ Item: { secret: KEY.toString('base64') } });
  ddbMock.on(GetCommand, { Key: { PK: 'ORDER#o-1', SK: 'ORDER' } }).resolves({
    Item: { userId: 'u-consumer', producerIds: ['u-producer', 'u-producer-2', 'u-producer-3'] },
  });
  ddbMock.on(QueryCommand).resolves({ Items: [pending, theirs, mine] });
  for (const item of [mine, theirs, pending])
    ddbMock.on(GetCommand, { Key: { PK: item.PK, SK: item.SK } }).resolves({ Item: item });
});

const pdfCall = (
  path: string,
  options: { query?: Record<string, string>; authorizer?: typeof consumer } = {},
) => handler(testEvent('GET', path, options), {} as Context);

describe('GET /v1/orders/{id}/invoices', () => {
  it("the order's consumer and admins see every invoice, issued first, each with a signed absolute link", async () => {
    for (const caller of [consumer, admin]) {
      const { status, body } = await callHandler(handler, 'GET', '/v1/orders/o-1/invoices', {
        authorizer: caller,
        headers: { 'x-pitahaya-host': 'tienda.example.com' },
      });
      expect(status).toBe(200);
      expect(body.data.invoices.map((invoice: { id: string }) => invoice.id)).toEqual([
        'inv-bb',
        'inv-a',
        'inv-ccc',
      ]);
      const [first] = body.data.invoices;
      expect(first.url).toMatch(
        new RegExp(
          `^https://tienda\\.example\\.com/v1/orders/o-1/invoices/${first.id}/pdf\\?expires=\\d+&token=[A-Za-z0-9_-]+$`,
        ),
      );
      expect(body.data.invoices[2]).toMatchObject({
        kind: 'pending',
        number: null,
        issuedAt: null,
        url: null,
      });
    }
  });

  it('a farm of the order sees its own only; another consumer or farm gets 404', async () => {
    const { body } = await callHandler(handler, 'GET', '/v1/orders/o-1/invoices', { authorizer: producer });
    expect(body.data.invoices.map((invoice: { id: string }) => invoice.id)).toEqual(['inv-a']);
    const stranger = { ...consumer, sub: 'u-other', username: 'u-other' };
    for (const caller of [stranger, { ...otherProducer, sub: 'u-producer-9' }]) {
      const answer = await callHandler(handler, 'GET', '/v1/orders/o-1/invoices', { authorizer: caller });
      expect(answer.status).toBe(404);
      expect(answer.body.status.message).toBe(M.orderNotFound);
    }
    const anonymous = await callHandler(handler, 'GET', '/v1/orders/o-1/invoices');
    expect(anonymous.status).toBe(401);
  });

  it('visibleInvoices: the rule on its own', () => {
    const order = { userId: 'c', producerIds: ['p1', 'p2'] };
    const invoices = [{ producerId: 'p1' }, { producerId: 'p2' }] as never[];
    const who = (userId: string, role: 'consumer' | 'producer' | 'admin') => ({
      userId,
      role,
      username: userId,
      email: '',
    });
    expect(visibleInvoices(who('c', 'consumer'), order, invoices)).toHaveLength(2);
    expect(visibleInvoices(who('x', 'admin'), order, invoices)).toHaveLength(2);
    expect(visibleInvoices(who('p2', 'producer'), order, invoices)).toEqual([{ producerId: 'p2' }]);
    expect(visibleInvoices(who('p9', 'producer'), order, invoices)).toBeNull();
    expect(visibleInvoices(who('x', 'consumer'), order, invoices)).toBeNull();
  });
});

describe('GET /v1/orders/{id}/invoices/{invoiceId}/pdf', () => {
  const path = '/v1/orders/o-1/invoices/inv-a/pdf';
  const signed = (invoiceId: string, expires = Math.floor(Date.now() / 1000) + 600) => ({
    expires: String(expires),
    token: signInvoiceLink(KEY, invoiceId, expires),
  });
  const message = (response: { body?: string }) =>
    (JSON.parse(response.body ?? '{}') as { status: { message: string } }).status.message;

  it('answers the PDF with a valid link, without any bearer token', async () => {
    const response = await pdfCall(path, { query: signed('inv-a') });
    expect(response.statusCode).toBe(200);
    expect(response.isBase64Encoded).toBe(true);
    expect(response.headers?.['content-type']).toBe('application/pdf');
    expect(
      Buffer.from(response.body ?? '', 'base64')
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });

  it('answers the PDF to a bearer caller who may see it (its consumer, its farm, an admin)', async () => {
    for (const caller of [consumer, producer, admin]) {
      const response = await pdfCall(path, { authorizer: caller });
      expect(response.statusCode, caller.sub).toBe(200);
    }
  });

  it('401 without link or token, or with an expired or forged link; 403 for a caller it is not for', async () => {
    expect(message(await pdfCall(path))).toBe(M.signInOrLink);
    expect((await pdfCall(path)).statusCode).toBe(401);
    const expired = await pdfCall(path, { query: signed('inv-a', Math.floor(Date.now() / 1000) - 1) });
    expect([expired.statusCode, message(expired)]).toEqual([401, M.linkExpired]);
    const otherInvoice = await pdfCall(path, { query: signed('inv-bb') });
    expect([otherInvoice.statusCode, message(otherInvoice)]).toEqual([401, M.linkExpired]);
    const notTheirs = await pdfCall(path, { authorizer: otherProducer });
    expect([notTheirs.statusCode, message(notTheirs)]).toEqual([403, M.notYours]);
  });

  it('404 for no such invoice, 409 while it is pending', async () => {
    ddbMock.on(GetCommand, { Key: invoiceKeys.item('o-1', 'nope') }).resolves({});
    const missing = await pdfCall('/v1/orders/o-1/invoices/nope/pdf', { authorizer: admin });
    expect([missing.statusCode, message(missing)]).toEqual([404, M.notFound]);
    const waiting = await pdfCall('/v1/orders/o-1/invoices/inv-ccc/pdf', { authorizer: admin });
    expect([waiting.statusCode, message(waiting)]).toEqual([409, M.pending]);
  });
});
