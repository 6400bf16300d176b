import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { USER_MESSAGES } from '../../shared/messages/user.js';
import { admin, callForBody, consumer, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { userKeys } from '../lib/data/keys.js';
import { activePartition } from '../lib/auth/user-activity.js';
import type { Role } from '../../shared/constants/roles.js';
import { cognitoMock, cognitoUser as userFixture } from '../lib/auth/testing.js';

const ddbMock = mockDocumentClient();

const cognitoUser = (sub: string, role: string, enabled = true) =>
  userFixture({ sub, role, enabled, email: `${sub}@finca.es`, status: 'CONFIRMED' });
/** The directory item of a user as Cognito has them (so reading it writes nothing). */
const directoryItem = (sub: string, role: string, isActive = true) => ({
  PK: `USER#${sub}`,
  SK: 'PROFILE',
  entity: 'User',
  id: sub,
  email: `${sub}@finca.es`,
  username: `${sub}@finca.es`,
  fullName: 'Ana',
  role,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...userKeys.byRole(role),
  ...userKeys.byEmail(`${sub}@finca.es`),
  GSI3PK: activePartition(role as Role),
  searchText: userKeys.searchText('Ana', `${sub}@finca.es`),
});

const call = (
  method: string,
  path: string,
  authorizer: object,
  options: { body?: unknown; query?: Record<string, string> } = {},
) => callForBody(handler, method, path, { ...options, authorizer });

const writes = () =>
  cognitoMock.commandCalls(AdminUpdateUserAttributesCommand).length +
  cognitoMock.commandCalls(AdminDisableUserCommand).length +
  cognitoMock.commandCalls(AdminDeleteUserCommand).length +
  ddbMock.commandCalls(UpdateCommand).length +
  ddbMock.commandCalls(TransactWriteCommand).length;

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  ddbMock.on(QueryCommand).resolves({ Items: [], Count: 0 });
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(BatchGetCommand).resolves({});
});

describe('users service', () => {
  it("answers non-admins the original API's 403 without reading anything", async () => {
    for (const caller of [consumer, producer]) {
      const answer = await call('GET', '/v1/users', caller);
      expect(answer.status).toBe(403);
      expect(answer.body.status.message).toBe(USER_MESSAGES.adminOnly);
    }
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('answers 400 with the reason for an invalid filter, before any Query', async () => {
    const answer = await call('GET', '/v1/users', admin, { query: { filter: 'custom:role = "farmer"' } });
    expect(answer.status).toBe(400);
    expect(answer.body.status.message).toBe(USER_MESSAGES.badRequest);
    expect(answer.body.errors[0].field).toBe('filter');
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('serves a role filter from GSI1 and counts the total with Select COUNT', async () => {
    ddbMock
      .on(QueryCommand)
      .callsFake((input: { Select?: string }) =>
        input.Select === 'COUNT' ? { Count: 1 } : { Items: [directoryItem('u-2', 'admin')] },
      );
    const answer = await call('GET', '/v1/users', admin, {
      query: { filter: 'custom:role = "administrator" and status = "Enabled"' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      users: [{ id: 'u-2', role: 'admin', isActive: true, lastLogin: null }],
      totalUsers: 1,
      hasMoreUsers: false,
      paginationToken: null,
      queryInfo: { filter: 'custom:role = "admin" and status = "Enabled"', source: 'role' },
    });
    const page = ddbMock.commandCalls(QueryCommand).find((c) => c.args[0].input.Select !== 'COUNT');
    expect(page?.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'ROLE#admin', ':active': true },
      FilterExpression: '#active = :active',
    });
  });

  it('refuses an admin changing their own role or deactivating themselves, writing nothing', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser('u-admin', 'admin'));
    ddbMock.on(GetCommand).resolves({ Item: directoryItem('u-admin', 'admin') });
    const role = await call('PUT', '/v1/users/u-admin', admin, { body: { role: 'producer' } });
    expect([role.status, role.body.status.message]).toEqual([403, USER_MESSAGES.selfRoleChange]);
    const off = await call('PUT', '/v1/users/u-admin', admin, { body: { isActive: false } });
    expect([off.status, off.body.status.message]).toEqual([403, USER_MESSAGES.selfDeactivate]);
    expect(writes()).toBe(0);
  });

  it('refuses deleting oneself or an admin, writing nothing', async () => {
    const self = await call('DELETE', '/v1/users/u-admin', admin);
    expect([self.status, self.body.status.message]).toEqual([403, USER_MESSAGES.selfDelete]);
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser('u-9', 'admin'));
    ddbMock.on(GetCommand).resolves({ Item: directoryItem('u-9', 'admin') });
    const other = await call('DELETE', '/v1/users/u-9', admin);
    expect([other.status, other.body.status.message]).toEqual([403, USER_MESSAGES.adminDelete]);
    expect(writes()).toBe(0);
  });

  it('writes a role change to Cognito before the directory, and hides a former producer’s products', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser('u-3', 'producer'));
    ddbMock.on(GetCommand).resolves({ Item: directoryItem('u-3', 'producer') });
    ddbMock
      .on(QueryCommand, { KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :product)' })
      .resolves({
        Items: [
          {
            productId: 'p-1',
            name: 'Pitahaya',
            price: 4,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-02T00:00:00.000Z',
            isActive: true,
          },
        ],
        Count: 1,
      });
    const order: string[] = [];
    cognitoMock.on(AdminUpdateUserAttributesCommand).callsFake(() => order.push('cognito'));
    ddbMock.on(UpdateCommand).callsFake((input: { Key: { PK: string } }) => order.push(input.Key.PK));
    const answer = await call('PUT', '/v1/users/u-3', admin, { body: { role: 'customer' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.updated.fields).toEqual(['role']);
    expect(answer.body.data.user.role).toBe('consumer');
    expect(order).toEqual(['cognito', 'USER#u-3', 'PRODUCT#p-1']);
    expect(
      cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input.UserAttributes,
    ).toEqual([{ Name: 'custom:role', Value: 'consumer' }]);
    const hide = ddbMock.commandCalls(UpdateCommand)[1]?.args[0].input;
    expect(hide?.ConditionExpression).toBe('attribute_exists(PK) AND #version = :version');
    expect(Object.values(hide?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining(['CATALOG#INACTIVE', false, true]),
    );
  });

  it('answers 409 when the new e-mail belongs to someone else, writing nothing', async () => {
    cognitoMock
      .on(AdminGetUserCommand, { Username: 'u-4' })
      .resolves(cognitoUser('u-4', 'consumer'))
      .on(AdminGetUserCommand, { Username: 'otra@finca.es' })
      .resolves(cognitoUser('u-5', 'consumer'));
    ddbMock.on(GetCommand).resolves({ Item: directoryItem('u-4', 'consumer') });
    const answer = await call('PUT', '/v1/users/u-4', admin, { body: { email: 'Otra@finca.es' } });
    expect([answer.status, answer.body.status.message]).toEqual([409, USER_MESSAGES.emailTaken]);
    expect(writes()).toBe(0);
  });
});
