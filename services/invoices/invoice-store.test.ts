/**
 * Issuing on a mocked table: the transaction's parts (counter conditioned on the value read, invoice put if
 * absent, the order's version, the consumer's e-mail) and what a conflict does (another invoice of the farm took
 * the number meanwhile: read the counter again and take the next one; nothing skipped, nothing doubled).
 */
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cancelled, ddbMock } from '../carts/testing-mocked.js';
import { userKeys } from '../lib/data/keys.js';
import { invoiceKeys } from '../lib/data/money-keys.js';
import { FARM_A, FISCAL_A, orderItem, pricedLines } from './testing.js';
import { fiscalYearOf, seriesOf } from './numbering.js';
import { reconcileOrderInvoices } from './invoice-store.js';
import type { TransactItem } from '../lib/data/transactions.js';

const YEAR = fiscalYearOf(new Date());
const lines = pricedLines().filter((line) => line.producerId === FARM_A);
let written: Record<string, unknown>[] = [];

beforeEach(() => {
  ddbMock.reset();
  written = [];
  process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
  ddbMock.on(QueryCommand).callsFake(() => ({ Items: [orderItem(), ...lines, ...written] }));
  ddbMock.on(GetCommand, { Key: userKeys.item(FARM_A) }).resolves({ Item: { fiscal: FISCAL_A } });
  // The consumer's directory row: the invoice e-mail goes to the address it holds now.
  ddbMock.on(BatchGetCommand).resolves({
    Responses: { pitahaya: [{ id: 'u-consumer', email: 'lucia@example.com', isActive: true }] },
  });
});

afterAll(() => {
  delete process.env.LOCAL_OUTBOX_URL;
});

const transactions = () =>
  ddbMock
    .commandCalls(TransactWriteCommand)
    .map((call) => call.args[0].input.TransactItems as TransactItem[]);

describe('reconcileOrderInvoices', () => {
  it("issues the farm's invoice in one transaction (counter, invoice, order version), then its e-mail", async () => {
    ddbMock.on(GetCommand, { Key: invoiceKeys.counter(FARM_A, YEAR) }).resolves({ Item: { last: 4 } });
    ddbMock.on(TransactWriteCommand).callsFake((input: { TransactItems: TransactItem[] }) => {
      const put = input.TransactItems[1]?.Put?.Item;
      if (put?.entity === 'Invoice') written.push({ ...put });
      // The e-mail's transaction clears the marks of the invoices it tells of.
      for (const item of input.TransactItems)
        if (item.Update?.UpdateExpression === 'REMOVE mailPending')
          for (const invoice of written) if (invoice.SK === item.Update.Key?.SK) delete invoice.mailPending;
      return {};
    });
    const actions = await reconcileOrderInvoices('o-1');
    expect(actions.map((action) => action.type)).toEqual(['issue']);
    const [items, mail] = transactions();
    expect(items).toHaveLength(3);
    expect(items![0]!.Update).toMatchObject({
      Key: invoiceKeys.counter(FARM_A, YEAR),
      ConditionExpression: '#last = :previous',
      ExpressionAttributeValues: expect.objectContaining({ ':previous': 4, ':n': 5 }),
    });
    expect(items![1]!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: {
        kind: 'simplified',
        number: `${seriesOf(FARM_A)}-${YEAR}-5`,
        lineIds: ['po-1', 'po-2'],
        total: 33.64,
        document: expect.objectContaining({ issuer: FISCAL_A, total: 33.64 }),
      },
    });
    expect(items![1]!.Put?.Item).toMatchObject({ mailPending: true });
    expect(items![2]!.ConditionCheck).toMatchObject({
      ConditionExpression: '#version = :version',
      ExpressionAttributeValues: { ':version': 2 },
    });
    // Nothing more due: one e-mail for the order's new invoices, their marks cleared with it.
    expect(mail).toHaveLength(2);
    expect(mail![0]!.Update).toMatchObject({
      UpdateExpression: 'REMOVE mailPending',
      ConditionExpression: 'mailPending = :true',
    });
    expect(mail![1]!.Put?.Item).toMatchObject({
      to: 'lucia@example.com',
      kind: 'order',
      subject: expect.stringMatching(/^Tu factura del pedido /),
      link: { path: '/orders/o-1' },
    });
    // Planned again once written: nothing more is due, so a replay writes nothing.
    ddbMock.resetHistory();
    expect(await reconcileOrderInvoices('o-1')).toEqual([]);
    expect(transactions()).toHaveLength(0);
  });

  it('sends no e-mail to a consumer whose account was deleted (no directory row)', async () => {
    ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
    ddbMock.on(GetCommand, { Key: invoiceKeys.counter(FARM_A, YEAR) }).resolves({ Item: { last: 0 } });
    ddbMock.on(TransactWriteCommand).callsFake((input: { TransactItems: TransactItem[] }) => {
      written.push(input.TransactItems[1]!.Put!.Item as Record<string, unknown>);
      return {};
    });
    expect((await reconcileOrderInvoices('o-1')).map((action) => action.type)).toEqual(['issue']);
    const [items] = transactions();
    expect(items).toHaveLength(3);
    expect(items![1]!.Put?.Item).not.toHaveProperty('mailPending');
    expect(transactions()).toHaveLength(1);
    expect(items!.some((item) => String(item.Put?.Item?.PK ?? '').startsWith('MAIL#'))).toBe(false);
  });

  it('takes the next number when another invoice of the farm took the one it read', async () => {
    let counter = 0;
    ddbMock
      .on(GetCommand, { Key: invoiceKeys.counter(FARM_A, YEAR) })
      .callsFake(() => ({ Item: { last: counter } }));
    let attempts = 0;
    ddbMock.on(TransactWriteCommand).callsFake((input: { TransactItems: TransactItem[] }) => {
      attempts += 1;
      if (attempts === 1) {
        counter = 1; // someone else's invoice took number 1 meanwhile
        throw cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']);
      }
      written.push(input.TransactItems[1]!.Put!.Item as Record<string, unknown>);
      return {};
    });
    await reconcileOrderInvoices('o-1');
    const [first, second] = transactions();
    expect(first![0]!.Update).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK)',
      ExpressionAttributeValues: expect.objectContaining({ ':n': 1 }),
    });
    expect(second![0]!.Update).toMatchObject({
      ConditionExpression: '#last = :previous',
      ExpressionAttributeValues: expect.objectContaining({ ':previous': 1, ':n': 2 }),
    });
    expect(second![1]!.Put?.Item).toMatchObject({ number: `${seriesOf(FARM_A)}-${YEAR}-2` });
    // Two tries of the invoice, then its e-mail.
    expect(transactions()).toHaveLength(3);
  });
});
