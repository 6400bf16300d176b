import {
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, callForBody, consumer } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { cognitoMock } from '../lib/auth/testing.js';

const ddbMock = mockClient(DynamoDBDocumentClient);

const user = (role: string) => ({
  Username: 'u-1',
  Enabled: true,
  UserCreateDate: new Date('2026-01-01T00:00:00Z'),
  UserAttributes: [
    { Name: 'sub', Value: 'u-1' },
    { Name: 'email', Value: 'ana@finca.es' },
    { Name: 'name', Value: 'Ana' },
    { Name: 'custom:role', Value: role },
  ],
});

const call = (method: string, authorizer: object, body?: unknown) =>
  callForBody(handler, method, '/v1/users/profile', { authorizer, body });

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  ddbMock
    .on(GetCommand)
    .resolves({ Item: { PK: 'USER#u-1', city: 'Almería', updatedAt: '2026-02-01T00:00:00Z' } });
});

describe('profile service', () => {
  it('answers the profile from Cognito and the directory', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    const { status, body } = await call('GET', consumer);
    expect(status).toBe(200);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(1);
    expect(body.data.profile).toEqual({
      id: 'u-1',
      email: 'ana@finca.es',
      fullName: 'Ana',
      role: 'consumer',
      isActive: true,
      city: 'Almería',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00Z',
    });
  });

  it('writes the name to Cognito only when it changes', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana', phone: '600 000 000' } });
    await call('PUT', consumer, { fullName: 'Ana', phone: '600 000 000' });
    expect(cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(0);
    await call('PUT', consumer, { fullName: 'Ana María' });
    expect(
      cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input.UserAttributes,
    ).toEqual([{ Name: 'name', Value: 'Ana María' }]);
  });

  it('disables a consumer, and refuses an admin without writing anything', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    cognitoMock.on(AdminUserGlobalSignOutCommand).rejects(new Error('unsupported'));
    expect((await call('DELETE', consumer)).status).toBe(200);
    expect(cognitoMock.commandCalls(AdminDisableUserCommand)).toHaveLength(1);
    cognitoMock.reset();
    ddbMock.resetHistory();
    cognitoMock.on(AdminGetUserCommand).resolves(user('admin'));
    expect((await call('DELETE', admin)).status).toBe(403);
    expect(cognitoMock.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
