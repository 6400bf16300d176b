import { BatchGetCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { consumer } from '../lib/http/test-event.js';
import { callHandler, cartRecord, ddbMock } from './testing-mocked.js';
import { storedCart } from './testing.js';
import { handler } from './handler.js';

const get = (query?: Record<string, string>) =>
  callHandler(handler, 'GET', '/v1/carts', { authorizer: consumer, ...(query ? { query } : {}) });

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
});

describe('GET /v1/carts and an empty cart (issue 23)', () => {
  it("answers the original API's 404 without allowEmpty, whether there is no cart or a cart without lines", async () => {
    ddbMock.on(GetCommand).resolves({});
    const none = await get();
    expect(none.status).toBe(404);
    expect(none.body.status.message).toBe('Tu carrito está vacío.');
    ddbMock.on(GetCommand).resolves({ Item: cartRecord(storedCart([])) });
    expect((await get({ allowEmpty: 'false' })).status).toBe(404);
  });

  it('answers 200 and a cart without lines with allowEmpty=true, writing nothing', async () => {
    ddbMock.on(GetCommand).resolves({});
    const none = await get({ allowEmpty: 'true' });
    expect(none.status).toBe(200);
    expect(none.body.data.cart).toMatchObject({ items: [], totalPrice: 0 });
    ddbMock.on(GetCommand).resolves({ Item: cartRecord(storedCart([])) });
    const emptied = await get({ allowEmpty: 'true' });
    expect(emptied.body.data.cart).toMatchObject({ id: 'cart-1', items: [], totalPrice: 0 });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses another value with a Spanish message (422)', async () => {
    const answer = await get({ allowEmpty: 'si' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: 'allowEmpty', message: 'allowEmpty debe ser true o false' },
    ]);
  });
});
