/**
 * The data rights (issue 31, docs/legal.md): the export of everything the shop holds about the caller, and a
 * consumer's deletion of their own account with their password (refused for producers and admins, while an
 * order still needs the account, and with a wrong password: nothing written).
 */
import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES as M } from '../../shared/messages/legal.js';
import { cognitoMock, cognitoUser } from '../lib/auth/testing.js';
import { callHandler, consumer, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';

const ddbMock = mockClient(DynamoDBDocumentClient);

const user = (role: string) => cognitoUser({ role });

const ORDER = {
  PK: 'ORDER#o-1',
  SK: 'ORDER',
  LINES6PK: 'CONSUMER#u-1',
  entity: 'Order',
  id: 'o-1',
  orderId: 'o-1',
  userId: 'u-1',
  status: 'delivered',
  totalPrice: 10,
  shippingInfo: { fullName: 'Ana', address: 'Calle 1', city: 'Sevilla', postalCode: '41001' },
  consumerInfo: { userId: 'u-1', fullName: 'Ana', email: 'ana@correo.es' },
  payment: {
    method: 'card',
    status: 'paid',
    amount: 10,
    currency: 'EUR',
    paidAt: '2026-02-01',
    refundedAmount: 0,
  },
  createdAt: '2026-02-01T10:00:00.000Z',
};
const LINE = {
  PK: 'ORDER#o-1',
  SK: 'PO#po-1',
  entity: 'ProductOrder',
  id: 'po-1',
  orderId: 'o-1',
  status: 'delivered',
  buyerName: 'Ana',
  buyerCity: 'Sevilla',
  product: { name: 'Infusión' },
  quantity: 1,
  price: 10,
  totalPrice: 10,
};
const INVOICE = { PK: 'ORDER#o-1', SK: 'INVOICE#i-1', number: 'FA-2026-1' };

function stored({ lineStatus = 'delivered' } = {}) {
  ddbMock.on(QueryCommand).resolves({ Items: [] });
  // The consumer's orders: their keys on LINES6.
  ddbMock
    .on(QueryCommand, { IndexName: 'LINES6', ExpressionAttributeValues: { ':pk': 'CONSUMER#u-1' } })
    .resolves({ Items: [{ PK: 'ORDER#o-1', SK: 'ORDER', LINES6PK: 'CONSUMER#u-1', status: 'delivered' }] });
  ddbMock
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORDER#o-1' } })
    .resolves({ Items: [ORDER, { ...LINE, status: lineStatus }, INVOICE] });
  ddbMock.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#u-1' } }).resolves({
    Items: [
      { PK: 'USER#u-1', SK: 'PROFILE', GSI2PK: 'USER_EMAIL', email: 'ana@correo.es', phone: '600000000' },
      { PK: 'USER#u-1', SK: 'CART', items: [] },
      { PK: 'USER#u-1', SK: 'NOTIFICATION#2026#n-1', title: 'Tu pedido' },
    ],
  });
  ddbMock
    .on(QueryCommand, {
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'CONTACTS', ':email': 'ana@correo.es' },
    })
    .resolves({
      Items: [{ PK: 'CONTACT#c-1', SK: 'CONTACT', id: 'c-1', email: 'ana@correo.es', subject: 'Hola' }],
    });
  ddbMock.on(GetCommand).resolves({
    Item: {
      PK: 'LEGAL',
      SK: 'IDENTITY',
      name: 'Cooperativa',
      nif: 'F04123451',
      address: 'C/ 1',
      email: 'hola@c.es',
    },
  });
}

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  process.env.TABLE_NAME = 'pitahaya';
  process.env.USER_POOL_CLIENT_ID = 'client-1';
  ddbMock.on(TransactWriteCommand).resolves({});
  ddbMock.on(BatchWriteCommand).resolves({});
  ddbMock.on(PutCommand).resolves({});
  cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
});

const written = () =>
  ddbMock.commandCalls(TransactWriteCommand).length +
  ddbMock.commandCalls(BatchWriteCommand).length +
  cognitoMock.commandCalls(AdminDisableUserCommand).length +
  cognitoMock.commandCalls(AdminDeleteUserCommand).length;

describe('GET /v1/users/profile/export', () => {
  it('answers everything the shop holds about the caller, without the filing keys', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    stored();
    const { status, headers, body } = await callHandler(handler, 'GET', '/v1/users/profile/export', {
      authorizer: consumer,
    });
    expect(status).toBe(200);
    expect(headers['content-disposition']).toBeUndefined();
    const data = body.data.export;
    expect(data.account).toMatchObject({
      id: 'u-1',
      email: 'ana@correo.es',
      fullName: 'Ana',
      role: 'consumer',
    });
    expect(data.controller).toEqual({ name: 'Cooperativa', nif: 'F04123451', email: 'hola@c.es' });
    expect(data.profile).toEqual({ email: 'ana@correo.es', phone: '600000000' });
    expect(data.cart).toEqual({ items: [] });
    expect(data.notifications).toEqual([{ title: 'Tu pedido' }]);
    expect(data.messages).toHaveLength(1);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ id: 'o-1', invoices: [{ number: 'FA-2026-1' }], refunds: [] });
    expect(data.orders[0].productOrders[0]).toMatchObject({ id: 'po-1', buyerName: 'Ana' });
  });

  it('answers it as a file to save with ?download=1', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    stored();
    const { headers } = await callHandler(handler, 'GET', '/v1/users/profile/export', {
      authorizer: consumer,
      query: { download: '1' },
    });
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-pitahaya-\d{4}-\d{2}-\d{2}\.json"$/,
    );
  });
});

describe('DELETE /v1/users/profile', () => {
  it('deletes a consumer with the right password: orders anonymised, items and messages gone, sessions ended, Cognito and directory', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    cognitoMock.on(InitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: 'x' } });
    stored();
    const { status, body } = await callHandler(handler, 'DELETE', '/v1/users/profile', {
      authorizer: consumer,
      body: { password: 'Cliente123!' },
    });
    expect(status).toBe(200);
    expect(body.status.message).toBe(M.deleted);
    expect(body.data.deleted).toEqual({ id: 'u-1', anonymisedOrders: 1, deletedItems: 3 });
    expect(cognitoMock.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'ana@correo.es', PASSWORD: 'Cliente123!' },
    });
    const anonymised = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(anonymised[0]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':shipping': { fullName: 'Cliente eliminado', address: '—', city: '—', postalCode: '—' },
      ':consumer': { userId: 'u-1', fullName: 'Cliente eliminado' },
    });
    expect(anonymised[1]?.Update?.UpdateExpression).toBe('SET buyerName = :name REMOVE buyerCity');
    const deletedKeys = ddbMock
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat())
      .map((request) => (request as { DeleteRequest: { Key: { SK: string } } }).DeleteRequest.Key.SK);
    expect(deletedKeys.sort()).toEqual(['CART', 'CONTACT', 'NOTIFICATION#2026#n-1']);
    expect(cognitoMock.commandCalls(AdminDisableUserCommand)).toHaveLength(1);
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
    // The directory row last (with the cart, already gone).
    const last = ddbMock.commandCalls(TransactWriteCommand).at(-1)?.args[0].input.TransactItems ?? [];
    expect(last.map((item) => item.Delete?.Key)).toEqual([
      { PK: 'USER#u-1', SK: 'PROFILE' },
      { PK: 'USER#u-1', SK: 'ACTIVITY' },
      { PK: 'USER#u-1', SK: 'CART' },
    ]);
  });

  it('refuses a wrong password with 422 on its field, writing nothing', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    cognitoMock
      .on(InitiateAuthCommand)
      .rejects(
        Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
      );
    const { status, body } = await callHandler(handler, 'DELETE', '/v1/users/profile', {
      authorizer: consumer,
      body: { password: 'otra' },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ field: 'password', message: M.passwordWrong }]);
    expect(written()).toBe(0);
  });

  it('asks for the password (422) and refuses a producer (403), writing nothing', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    const missing = await callHandler(handler, 'DELETE', '/v1/users/profile', {
      authorizer: consumer,
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.status.message).toBe(M.passwordRequired);
    cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
    const farm = await callHandler(handler, 'DELETE', '/v1/users/profile', {
      authorizer: producer,
      body: { password: 'Productor123!' },
    });
    expect(farm.status).toBe(403);
    expect(farm.body.status.message).toBe(M.producerByAdmin);
    expect(written()).toBe(0);
  });

  it('refuses while an order is on its way (409), writing nothing', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    cognitoMock.on(InitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: 'x' } });
    stored({ lineStatus: 'shipped' });
    const { status, body } = await callHandler(handler, 'DELETE', '/v1/users/profile', {
      authorizer: consumer,
      body: { password: 'Cliente123!' },
    });
    expect(status).toBe(409);
    expect(body.status.message).toBe(M.openOrders);
    expect(written()).toBe(0);
  });
});
