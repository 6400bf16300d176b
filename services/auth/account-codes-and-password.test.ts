/**
 * POST /oauth/auth/resend-code and POST /oauth/auth/change-password (ours) through the auth handler, with
 * Cognito and the table mocked.
 */
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  InvalidParameterException,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  ResendConfirmationCodeCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient, resetToEmptyTable } from '../lib/data/testing.js';
import { cognitoMock } from '../lib/auth/testing.js';
import { callForBody, consumer } from '../lib/http/test-event.js';
import { handler } from './handler.js';

const ddbMock = mockDocumentClient();
const meta = { $metadata: {} };
const post = (path: string, body: unknown, options: { token?: string } = {}) =>
  callForBody(handler, 'POST', path, {
    body,
    ...(options.token ? { authorizer: consumer, headers: { authorization: `Bearer ${options.token}` } } : {}),
  });
const attemptScopes = () =>
  ddbMock
    .commandCalls(UpdateCommand)
    .map((c) => String(c.args[0].input.Key?.PK))
    .filter((pk) => pk.startsWith('ATTEMPTS#'));
/** One attempt of `scope` counted against the abuse limits, by address and by username. */
const expectAttemptCounted = (scope: string) =>
  expect(attemptScopes()).toEqual([
    expect.stringContaining(`${scope}:address`),
    expect.stringContaining(`${scope}:username`),
  ]);

beforeEach(() => {
  cognitoMock.reset();
  resetToEmptyTable(ddbMock);
});

describe('POST /oauth/auth/resend-code', () => {
  const sent = {
    status: 200,
    body: {
      message: 'Si hay una cuenta pendiente de confirmar con este email, te enviamos un código nuevo.',
    },
  };

  it('asks Cognito for a new code and counts the attempt per address and per address given', async () => {
    cognitoMock.on(ResendConfirmationCodeCommand).resolves({ CodeDeliveryDetails: {} });
    expect(await post('/oauth/auth/resend-code', { username: 'nueva@finca.es' })).toEqual(sent);
    expect(cognitoMock.commandCalls(ResendConfirmationCodeCommand)[0]?.args[0].input).toMatchObject({
      Username: 'nueva@finca.es',
    });
    expectAttemptCounted('resend');
  });

  it('answers the same for an unknown, a confirmed or a disabled account', async () => {
    for (const refusal of [
      new UserNotFoundException({ message: 'User not found.', ...meta }),
      new InvalidParameterException({ message: 'User is already confirmed.', ...meta }),
      new NotAuthorizedException({ message: 'User is disabled.', ...meta }),
    ]) {
      cognitoMock.reset();
      cognitoMock.on(ResendConfirmationCodeCommand).rejects(refusal);
      expect(await post('/oauth/auth/resend-code', { username: 'nadie@finca.es' })).toEqual(sent);
    }
  });

  it("answers Cognito's own limit with 429 and a bad address with 422, sending nothing", async () => {
    cognitoMock
      .on(ResendConfirmationCodeCommand)
      .rejects(new LimitExceededException({ message: 'Attempt limit exceeded', ...meta }));
    const limited = await post('/oauth/auth/resend-code', { username: 'nueva@finca.es' });
    expect(limited.status).toBe(429);
    cognitoMock.reset();
    const bad = await post('/oauth/auth/resend-code', { username: 'no-es-un-email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'username', message: 'El formato del email no es válido' }]);
    expect(cognitoMock.commandCalls(ResendConfirmationCodeCommand)).toHaveLength(0);
  });

  it('refuses the 6th attempt for one address within the hour (429, before Cognito)', async () => {
    cognitoMock.on(ResendConfirmationCodeCommand).resolves({});
    ddbMock.on(UpdateCommand).callsFake((input: { Key?: { PK?: string } }) => ({
      Attributes: { attempts: String(input.Key?.PK).includes('resend:username') ? 6 : 1 },
    }));
    const answer = await post('/oauth/auth/resend-code', { username: 'nueva@finca.es' });
    expect(answer.status).toBe(429);
    expect(cognitoMock.commandCalls(ResendConfirmationCodeCommand)).toHaveLength(0);
  });
});

describe('POST /oauth/auth/change-password', () => {
  const body = { currentPassword: 'Cliente123!', newPassword: 'Nueva1234!' };

  it("changes it with the caller's own token, then ends every session of the user", async () => {
    cognitoMock.on(ChangePasswordCommand).resolves({});
    cognitoMock.on(AdminGetUserCommand).resolves({
      Username: 'u-consumer',
      Enabled: true,
      UserStatus: 'CONFIRMED',
      UserAttributes: [
        { Name: 'sub', Value: 'u-consumer' },
        { Name: 'email', Value: 'cliente@pitahaya.test' },
      ],
    });
    cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Items: [{ sessionId: 's-1' }] });
    expect(await post('/oauth/auth/change-password', body, { token: 'access-1' })).toEqual({
      status: 200,
      body: { message: 'Contraseña cambiada. Cerramos tus sesiones en otros dispositivos.' },
    });
    expect(cognitoMock.commandCalls(ChangePasswordCommand)[0]?.args[0].input).toEqual({
      AccessToken: 'access-1',
      PreviousPassword: 'Cliente123!',
      ProposedPassword: 'Nueva1234!',
    });
    const cut = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(cut).toMatchObject({ PK: 'SESSIONS#u-consumer', SK: 'REVOKED_BEFORE' });
    expect(cognitoMock.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    expectAttemptCounted('password');
  });

  it('says the current password is wrong on its field (AWS and cognito-local), ending no session', async () => {
    for (const refusal of [
      new NotAuthorizedException({ message: 'Incorrect username or password.', ...meta }),
      new InvalidPasswordException({ message: 'Invalid password', ...meta }),
    ]) {
      cognitoMock.reset();
      ddbMock.resetHistory();
      cognitoMock.on(ChangePasswordCommand).rejects(refusal);
      const answer = await post('/oauth/auth/change-password', body, { token: 'access-1' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([
        { field: 'currentPassword', message: 'La contraseña actual no es correcta.' },
      ]);
      expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    }
  });

  it("maps AWS's policy refusal to the new password and a revoked token to 401", async () => {
    cognitoMock
      .on(ChangePasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'Password does not conform to policy', ...meta }));
    const policy = await post('/oauth/auth/change-password', body, { token: 'access-1' });
    expect(policy.status).toBe(422);
    expect(policy.body.errors[0].field).toBe('newPassword');
    cognitoMock.reset();
    cognitoMock
      .on(ChangePasswordCommand)
      .rejects(new NotAuthorizedException({ message: 'Access Token has been revoked', ...meta }));
    const revoked = await post('/oauth/auth/change-password', body, { token: 'access-1' });
    expect(revoked.status).toBe(401);
  });

  it('refuses a weak or unchanged new password and a missing current one (422), and strangers (401)', async () => {
    const weak = await post(
      '/oauth/auth/change-password',
      { currentPassword: '', newPassword: 'corta' },
      { token: 'access-1' },
    );
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'currentPassword', message: 'La contraseña actual es requerida' },
        { field: 'newPassword', message: 'La contraseña debe tener al menos 8 caracteres' },
      ]),
    );
    const same = await post(
      '/oauth/auth/change-password',
      { currentPassword: 'Nueva1234!', newPassword: 'Nueva1234!' },
      { token: 'access-1' },
    );
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([
      { field: 'newPassword', message: 'La nueva contraseña debe ser distinta de la actual.' },
    ]);
    const stranger = await post('/oauth/auth/change-password', body);
    expect(stranger.status).toBe(401);
    expect(cognitoMock.commandCalls(ChangePasswordCommand)).toHaveLength(0);
  });
});
