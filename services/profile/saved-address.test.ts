import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { callForBody, consumer } from '../lib/http/test-event.js';
import { cognitoMock, cognitoUser } from '../lib/auth/testing.js';
import { handler } from './handler.js';

const ddbMock = mockDocumentClient();

const ADDRESS = {
  fullName: 'Ana Pérez',
  address: 'Calle Mayor 1, 2º B',
  city: 'Madrid',
  state: 'Madrid',
  postalCode: '28013',
  phone: '+34 600 123 456',
};

const call = (method: string, body?: unknown) =>
  callForBody(handler, method, '/v1/users/profile', { authorizer: consumer, body });

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
  ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#u-1', updatedAt: '2026-02-01T00:00:00Z' } });
});

describe('the saved shipping address (issue 23)', () => {
  it('stores it in the directory item and answers it', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana', shippingAddress: ADDRESS } });
    const { status, body } = await call('PUT', { shippingAddress: ADDRESS });
    expect(status).toBe(200);
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toContain('shippingAddress = :shippingAddress');
    expect(input?.ExpressionAttributeValues?.[':shippingAddress']).toEqual(ADDRESS);
    expect(body.data.profile.shippingAddress).toEqual(ADDRESS);
  });

  it('forgets it with null', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana' } });
    const { status, body } = await call('PUT', { shippingAddress: null });
    expect(status).toBe(200);
    expect(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.UpdateExpression).toContain(
      'REMOVE shippingAddress',
    );
    expect(body.data.profile).not.toHaveProperty('shippingAddress');
  });

  it('refuses an undeliverable address with the checkout messages and writes nothing', async () => {
    const { status, body } = await call('PUT', {
      shippingAddress: { ...ADDRESS, postalCode: '2801', phone: '12', city: ' ' },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'shippingAddress.phone', message: 'Formato de teléfono inválido' },
        { field: 'shippingAddress.city', message: 'Ciudad es requerida' },
        {
          field: 'shippingAddress.postalCode',
          message: 'El código postal debe tener 5 cifras de una provincia española (01 a 52).',
        },
      ]),
    );
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('reads a stored one without its blank optional parts, and none when it is incomplete', async () => {
    ddbMock.on(GetCommand).resolves({
      Item: { PK: 'USER#u-1', shippingAddress: { ...ADDRESS, state: '', phone: undefined } },
    });
    const { body } = await call('GET');
    const { state: _state, phone: _phone, ...rest } = ADDRESS;
    expect(body.data.profile.shippingAddress).toEqual(rest);
    ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#u-1', shippingAddress: { city: 'Madrid' } } });
    expect((await call('GET')).body.data.profile).not.toHaveProperty('shippingAddress');
  });
});
