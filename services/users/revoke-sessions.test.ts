import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient, resetToEmptyTable } from '../lib/data/testing.js';
import { USER_MESSAGES } from '../../shared/messages/user.js';
import { admin, callForBody, consumer } from '../lib/http/test-event.js';
import { cognitoMock, cognitoUser as userFixture } from '../lib/auth/testing.js';
import { handler } from './handler.js';

const ddbMock = mockDocumentClient();

const cognitoUser = userFixture({ sub: 'u-7', email: 'u-7@finca.es', status: 'CONFIRMED' });

const revoke = (caller: object) =>
  callForBody(handler, 'POST', '/v1/users/u-7/sessions/revoke', { authorizer: caller });

beforeEach(() => {
  cognitoMock.reset();
  resetToEmptyTable(ddbMock);
  ddbMock.on(UpdateCommand).resolves({ Attributes: { tokens: { 'jti-1': 2_000_000_000 } } });
  ddbMock.on(QueryCommand).resolves({ Items: [], Count: 0 });
});

describe('POST /v1/users/{id}/sessions/revoke ("Cerrar todas las sesiones")', () => {
  it('ends every session of the user: the "revoked before" time, each known session, global sign-out', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser);
    cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SESSIONS#u-7', ':session': 'SESSION#' } })
      .resolves({ Items: [{ sessionId: 's-1' }, { sessionId: 's-2' }] });
    const answer = await revoke(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.status.message).toBe(USER_MESSAGES.sessionsRevoked);
    expect(answer.body.data.sessions).toMatchObject({ id: 'u-7', sessionsEnded: 2 });
    expect(ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      PK: 'SESSIONS#u-7',
      SK: 'REVOKED_BEFORE',
    });
    const ended = ddbMock
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input.Key?.SK)
      .filter((sk) => String(sk).startsWith('SESSION#'));
    expect(ended.sort()).toEqual(['SESSION#s-1', 'SESSION#s-2']);
    expect(cognitoMock.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input.Username).toBe('u-7');
  });

  it('is admin only, and 404 for an unknown user, writing nothing', async () => {
    expect((await revoke(consumer)).status).toBe(403);
    cognitoMock.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));
    expect((await revoke(admin)).status).toBe(404);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});
