import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CodeMismatchException,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  RevokeTokenCommand,
  SignUpCommand,
  UserNotConfirmedException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient, resetToEmptyTable } from '../lib/data/testing.js';
import { callForBody, consumer, testEvent } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { maskEmail } from './account-routes.js';
import { tokenClaim } from './session-routes.js';
import { cognitoMock, cognitoUser as userFixture, directoryItemWritten } from '../lib/auth/testing.js';

const ddbMock = mockDocumentClient();
/** Writes to user directory items (not the attempt counters of the abuse limits). */
const directoryUpdates = () =>
  ddbMock
    .commandCalls(UpdateCommand)
    .map((c) => c.args[0].input)
    .filter((input) => input.Key?.SK === 'PROFILE');
const context = {} as Context;
const meta = { $metadata: {} };

const fakeJwt = (claims: Record<string, string>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

const post = (path: string, body: unknown, authorizer = {}) =>
  callForBody(handler, 'POST', path, { body, authorizer });

const cognitoUser = (enabled = true) =>
  userFixture({
    sub: 'uuid-1',
    email: 'cliente@pitahaya.test',
    name: 'Clara Cliente',
    enabled,
    status: 'CONFIRMED',
  });

/** Cognito takes the password (tokens a, r…, i) and reads the account, enabled or not. */
function cognitoSignsIn(enabled = true) {
  cognitoMock
    .on(InitiateAuthCommand)
    .resolves({ AuthenticationResult: { AccessToken: 'a', RefreshToken: 'r'.repeat(30), IdToken: 'i' } });
  cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser(enabled));
}

beforeEach(() => {
  cognitoMock.reset();
  resetToEmptyTable(ddbMock);
});

/** The items of a BatchGetItem answer (whatever the table's name). */
const batchAnswer =
  (items: Record<string, unknown>[]) => (input: { RequestItems?: Record<string, unknown> }) => ({
    Responses: { [Object.keys(input.RequestItems ?? {})[0] ?? '']: items },
  });
/** Writes of attempt counters. */
const attemptWrites = () =>
  ddbMock
    .commandCalls(UpdateCommand)
    .map((c) => String(c.args[0].input.Key?.PK))
    .filter((pk) => pk.startsWith('ATTEMPTS#'));
/** Items put by BatchWriteItem. */
const batchPuts = () =>
  ddbMock
    .commandCalls(BatchWriteCommand)
    .flatMap((c) => Object.values(c.args[0].input.RequestItems ?? {}).flat())
    .map(
      (request) => (request as { PutRequest?: { Item?: Record<string, unknown> } }).PutRequest?.Item ?? {},
    );

describe('POST /oauth/auth/login', () => {
  it('answers a flat token set, defaults expires_in and records the login in the directory', async () => {
    cognitoSignsIn();
    const { status, body } = await post('/oauth/auth/login', {
      username: 'Cliente@pitahaya.test',
      password: 'x',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      access_token: 'a',
      refresh_token: 'r'.repeat(30),
      id_token: 'i',
      expires_in: 3600,
    });
    expect(cognitoMock.commandCalls(InitiateAuthCommand)[0]?.args[0].input.AuthParameters?.USERNAME).toBe(
      'cliente@pitahaya.test',
    );
    const update = directoryUpdates()[0];
    expect(update?.Key).toEqual({ PK: 'USER#uuid-1', SK: 'PROFILE' });
    expect(update?.ExpressionAttributeValues).toMatchObject({
      ':role': 'consumer',
      ':gsi1pk': 'ROLE#consumer',
    });
  });

  it('writes the directory item only when it differs from Cognito; the sign-in goes to the activity item', async () => {
    cognitoSignsIn();
    // The first sign-in mirrors the user; the item as written then is what the next one reads.
    await post('/oauth/auth/login', { username: 'cliente@pitahaya.test', password: 'x' });
    const values = directoryUpdates()[0]?.ExpressionAttributeValues ?? {};
    const mirrored = { PK: 'USER#uuid-1', SK: 'PROFILE', ...directoryItemWritten(values) };
    resetToEmptyTable(ddbMock);
    ddbMock.on(GetCommand, { Key: { PK: 'USER#uuid-1', SK: 'PROFILE' } }).resolves({ Item: mirrored });
    expect(
      (await post('/oauth/auth/login', { username: 'cliente@pitahaya.test', password: 'x' })).status,
    ).toBe(200);
    expect(directoryUpdates()).toHaveLength(0);
    const activity = ddbMock
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input)
      .filter((input) => input.Key?.SK === 'ACTIVITY');
    expect(activity).toHaveLength(1);
    expect(activity[0]?.UpdateExpression).toContain('lastLogin = :at');
  });

  it('signs in even when the activity cannot be recorded', async () => {
    cognitoSignsIn();
    ddbMock.on(UpdateCommand, { Key: { PK: 'USER#uuid-1', SK: 'ACTIVITY' } }).rejects(new Error('throttled'));
    expect(
      (await post('/oauth/auth/login', { username: 'cliente@pitahaya.test', password: 'x' })).status,
    ).toBe(200);
  });

  it('answers 401 with a Spanish message for a wrong password or an unknown user', async () => {
    cognitoMock
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Incorrect', ...meta }));
    expect(await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' })).toEqual({
      status: 401,
      body: { status: { code: 'UNAUTHORIZED', message: 'Email o contraseña incorrectos.' } },
    });
    cognitoMock.on(InitiateAuthCommand).rejects(new UserNotFoundException({ message: 'no', ...meta }));
    expect((await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' })).status).toBe(401);
    // cognito-local's way of saying "wrong password".
    cognitoMock
      .on(InitiateAuthCommand)
      .rejects(new InvalidPasswordException({ message: 'Invalid password', ...meta }));
    expect((await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' })).status).toBe(401);
  });

  it('refuses a disabled user with 403 and revokes the refresh token the emulator issued', async () => {
    cognitoSignsIn(false);
    const { status, body } = await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' });
    expect(status).toBe(403);
    expect(body.status.message).toBe('Tu cuenta está desactivada. Contacta con el administrador.');
    expect(cognitoMock.commandCalls(RevokeTokenCommand)).toHaveLength(1);
    expect(directoryUpdates()).toHaveLength(0);
  });

  it('maps an unconfirmed user to 403 and too many attempts to 429', async () => {
    cognitoMock.on(InitiateAuthCommand).rejects(new UserNotConfirmedException({ message: 'no', ...meta }));
    expect((await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' })).status).toBe(403);
    cognitoMock
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Password attempts exceeded', ...meta }));
    expect((await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' })).body.status.code).toBe(
      'RATE_LIMITED',
    );
  });
});

describe('abuse limits (attempt counters in the table)', () => {
  it('counts only failed sign-ins, per address and per username', async () => {
    cognitoSignsIn();
    expect((await post('/oauth/auth/login', { username: 'Ana@Finca.es', password: 'x' })).status).toBe(200);
    expect(attemptWrites()).toEqual([]);
    cognitoMock
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Incorrect', ...meta }));
    expect((await post('/oauth/auth/login', { username: 'Ana@Finca.es', password: 'x' })).status).toBe(401);
    expect(attemptWrites()).toEqual([
      'ATTEMPTS#login:address#127.0.0.1',
      'ATTEMPTS#login:username#ana@finca.es',
    ]);
    // A disabled account is a failure too; an unconfirmed one or an outage is not.
    cognitoSignsIn(false);
    expect((await post('/oauth/auth/login', { username: 'Ana@Finca.es', password: 'x' })).status).toBe(403);
    expect(attemptWrites()).toHaveLength(4);
    cognitoMock.on(InitiateAuthCommand).rejects(new UserNotConfirmedException({ message: 'no', ...meta }));
    expect((await post('/oauth/auth/login', { username: 'Ana@Finca.es', password: 'x' })).status).toBe(403);
    expect(attemptWrites()).toHaveLength(4);
  });

  it('refuses a sign-in (429, before Cognito) once the username has its limit of failures', async () => {
    const windowStart = Math.floor(Date.now() / 900_000) * 900_000;
    ddbMock
      .on(BatchGetCommand)
      .callsFake(
        batchAnswer([
          { PK: 'ATTEMPTS#login:username#ana@finca.es', SK: `WINDOW#${windowStart}`, attempts: 10 },
        ]),
      );
    const answer = await post('/oauth/auth/login', { username: 'Ana@Finca.es', password: 'x' });
    expect(answer).toEqual({
      status: 429,
      body: {
        status: {
          code: 'RATE_LIMITED',
          message: 'Demasiados intentos. Espera un momento antes de reintentar.',
        },
      },
    });
    expect(cognitoMock.commandCalls(InitiateAuthCommand)).toHaveLength(0);
    expect(attemptWrites()).toEqual([]);
    // Nine failures: the tenth attempt still goes through.
    ddbMock
      .on(BatchGetCommand)
      .callsFake(
        batchAnswer([
          { PK: 'ATTEMPTS#login:username#ana@finca.es', SK: `WINDOW#${windowStart}`, attempts: 9 },
        ]),
      );
    cognitoMock
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Incorrect', ...meta }));
    expect((await post('/oauth/auth/login', { username: 'Ana@Finca.es', password: 'x' })).status).toBe(401);
  });

  it('reads the limits from env (RATE_LIMIT_<ACTION>=address,username,window) with production defaults', async () => {
    const { limitsOf } = await import('./attempt-limits.js');
    expect(limitsOf('login', {})).toMatchObject({
      perAddress: { max: 30, windowSeconds: 900 },
      perUsername: { max: 10 },
    });
    expect(limitsOf('reset', { RATE_LIMIT_RESET: '2,1,60' })).toMatchObject({
      perAddress: { max: 2, windowSeconds: 60 },
      perUsername: { max: 1 },
    });
    expect(limitsOf('signup', { RATE_LIMIT_SIGNUP: 'nonsense' }).perAddress.max).toBe(10);
  });
});

describe('POST /oauth/auth/signup', () => {
  const valid = {
    username: 'nueva@finca.es',
    password: 'Segura123!',
    fullName: 'Nueva Finca',
    role: 'producer',
  };

  it('creates the user and sets the role on the server side', async () => {
    cognitoMock.on(SignUpCommand).resolves({ UserSub: 'sub-9', UserConfirmed: false });
    cognitoMock.on(AdminUpdateUserAttributesCommand).resolves({});
    const { status, body } = await post('/oauth/auth/signup', valid);
    expect(status).toBe(201);
    expect(body).toMatchObject({ userSub: 'sub-9', userConfirmed: false });
    const signUp = cognitoMock.commandCalls(SignUpCommand)[0]?.args[0].input;
    expect(signUp?.UserAttributes?.map((a) => a.Name)).toEqual(['name']);
    expect(
      cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input.UserAttributes,
    ).toEqual([{ Name: 'custom:role', Value: 'producer' }]);
  });

  it('is atomic: when the role cannot be set the new user is removed and the answer is 503', async () => {
    cognitoMock.on(SignUpCommand).resolves({ UserSub: 'sub-9', UserConfirmed: false });
    cognitoMock
      .on(AdminUpdateUserAttributesCommand)
      .rejects(Object.assign(new Error('connect ECONNRESET'), { code: 'ECONNRESET' }));
    cognitoMock.on(AdminDeleteUserCommand).resolves({});
    expect(await post('/oauth/auth/signup', valid)).toMatchObject({
      status: 503,
      body: { status: { code: 'SERVICE_UNAVAILABLE', message: 'Servicio temporalmente no disponible.' } },
    });
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input.Username).toBe(valid.username);
  });

  it('never creates an admin, refuses weak passwords and existing accounts, writing nothing', async () => {
    expect((await post('/oauth/auth/signup', { ...valid, role: 'admin' })).status).toBe(422);
    const weak = await post('/oauth/auth/signup', { ...valid, password: 'corta' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0]).toEqual({
      field: 'password',
      message: 'La contraseña debe tener al menos 8 caracteres',
    });
    expect(cognitoMock.commandCalls(SignUpCommand)).toHaveLength(0);
    cognitoMock.on(SignUpCommand).rejects(new UsernameExistsException({ message: 'exists', ...meta }));
    expect(await post('/oauth/auth/signup', valid)).toMatchObject({
      status: 409,
      body: { status: { code: 'CONFLICT', message: 'Ya existe una cuenta con este email.' } },
    });
    expect(cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(0);
  });
});

describe('confirm, forgot and reset', () => {
  it('confirms and writes the directory item', async () => {
    cognitoMock.on(ConfirmSignUpCommand).resolves({});
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
    const { status } = await post('/oauth/auth/confirm', {
      username: 'cliente@pitahaya.test',
      confirmationCode: '123456',
    });
    expect(status).toBe(200);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('answers 422 on a wrong code, with the field', async () => {
    cognitoMock.on(ConfirmSignUpCommand).rejects(new CodeMismatchException({ message: 'bad', ...meta }));
    const { status, body } = await post('/oauth/auth/confirm', {
      username: 'a@b.es',
      confirmationCode: '000000',
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { field: 'confirmationCode', message: 'El código de verificación no es correcto.' },
    ]);
  });

  it('ends every session of the user after a password reset', async () => {
    cognitoMock.on(ConfirmForgotPasswordCommand).resolves({});
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
    cognitoMock
      .on(AdminUserGlobalSignOutCommand)
      .rejects(Object.assign(new Error('no'), { name: 'Unsupported' }));
    ddbMock.on(QueryCommand).resolves({ Items: [{ sessionId: 's-1' }] });
    const { status } = await post('/oauth/auth/reset-password', {
      username: 'cliente@pitahaya.test',
      confirmationCode: '123456',
      newPassword: 'Nueva1234!',
    });
    expect(status).toBe(200);
    const cut = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(cut).toMatchObject({ PK: 'SESSIONS#uuid-1', SK: 'REVOKED_BEFORE' });
    expect(Math.abs(Number(cut?.revokedBefore) - Date.now() / 1000)).toBeLessThan(5);
    expect(ddbMock.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key)).toContainEqual({
      PK: 'SESSIONS#uuid-1',
      SK: 'SESSION#s-1',
    });
    expect(cognitoMock.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
  });

  it('answers the same for unknown addresses on forgot-password', async () => {
    cognitoMock.on(ForgotPasswordCommand).rejects(new UserNotFoundException({ message: 'no', ...meta }));
    expect(await post('/oauth/auth/forgot-password', { username: 'nadie@finca.es' })).toEqual({
      status: 200,
      body: {
        message: 'Te hemos enviado un código para restablecer la contraseña.',
        deliveryMedium: 'EMAIL',
        destination: 'n***@f***.es',
      },
    });
  });
});

describe('refresh, logout and user-info', () => {
  it('keeps the old refresh token when Cognito returns none', async () => {
    const access = fakeJwt({ username: 'uuid-1', sub: 'uuid-1' });
    cognitoMock
      .on(InitiateAuthCommand)
      .resolves({ AuthenticationResult: { AccessToken: access, IdToken: 'i', ExpiresIn: 900 } });
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
    const old = 'o'.repeat(40);
    expect(await post('/oauth/auth/refresh-token', { refresh_token: old })).toEqual({
      status: 200,
      body: { access_token: access, id_token: 'i', expires_in: 900, refresh_token: old },
    });
  });

  it('answers 401 "Sesión expirada" for a revoked refresh token and 422 for a short one', async () => {
    cognitoMock
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Refresh Token has been revoked', ...meta }));
    expect(await post('/oauth/auth/refresh-token', { refresh_token: 'o'.repeat(40) })).toMatchObject({
      status: 401,
      body: { status: { message: 'Sesión expirada. Por favor, inicia sesión nuevamente.' } },
    });
    expect((await post('/oauth/auth/refresh-token', { refresh_token: 'short' })).body.status.message).toBe(
      'Refresh token inválido',
    );
  });

  it('records the session at sign-in: the session with its access token, and both tokens pointing at it', async () => {
    const access = fakeJwt({ username: 'uuid-1', sub: 'uuid-1', jti: 'jti-a' });
    cognitoMock.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: access, RefreshToken: 'r'.repeat(30), IdToken: 'i' },
    });
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
    expect((await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' })).status).toBe(200);
    const items = batchPuts();
    const session = items.find((item) => item.entity === 'Session');
    expect(session).toMatchObject({ PK: 'SESSIONS#uuid-1', userId: 'uuid-1' });
    expect(Object.keys(session?.tokens as object)).toEqual(['jti-a']);
    const pointers = items.filter((item) => item.entity === 'SessionPointer');
    expect(pointers.map((item) => String(item.PK).split('#')[0]).sort()).toEqual(['ACCESS', 'REFRESH']);
    expect(pointers.every((item) => item.sessionId === session?.sessionId)).toBe(true);
    expect(JSON.stringify(items)).not.toContain('r'.repeat(30));
  });

  it("uses Cognito's origin_jti as the session id where the token has one (AWS)", async () => {
    const access = fakeJwt({ username: 'uuid-1', sub: 'uuid-1', jti: 'jti-a', origin_jti: 'origin-1' });
    cognitoMock.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: access, RefreshToken: 'r'.repeat(30), IdToken: 'i' },
    });
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
    expect((await post('/oauth/auth/login', { username: 'a@b.es', password: 'x' })).status).toBe(200);
    expect(batchPuts().find((item) => item.entity === 'Session')?.SK).toBe('SESSION#origin-1');
  });

  it('refuses a refresh of an ended session before asking Cognito, and revokes the refresh token', async () => {
    ddbMock
      .on(GetCommand)
      .resolves({ Item: { sessionId: 's-1', userId: 'uuid-1', startedAt: 1_800_000_000 } });
    ddbMock
      .on(BatchGetCommand)
      .callsFake(
        batchAnswer([{ PK: 'SESSIONS#uuid-1', SK: 'SESSION#s-1', revokedAt: '2026-01-01T00:00:00.000Z' }]),
      );
    cognitoMock.on(RevokeTokenCommand).resolves({});
    expect((await post('/oauth/auth/refresh-token', { refresh_token: 'o'.repeat(40) })).status).toBe(401);
    expect(cognitoMock.commandCalls(InitiateAuthCommand)).toHaveLength(0);
    expect(cognitoMock.commandCalls(RevokeTokenCommand)).toHaveLength(1);
    // ... and one begun before the user's sessions were all ended.
    ddbMock
      .on(BatchGetCommand)
      .callsFake(
        batchAnswer([{ PK: 'SESSIONS#uuid-1', SK: 'REVOKED_BEFORE', revokedBefore: 1_800_000_001 }]),
      );
    expect((await post('/oauth/auth/refresh-token', { refresh_token: 'o'.repeat(40) })).status).toBe(401);
    expect(cognitoMock.commandCalls(InitiateAuthCommand)).toHaveLength(0);
  });

  it('adds a refreshed access token to its session', async () => {
    ddbMock
      .on(GetCommand)
      .resolves({ Item: { sessionId: 's-1', userId: 'uuid-1', startedAt: 1_800_000_000 } });
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
    cognitoMock.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: fakeJwt({ username: 'uuid-1', sub: 'uuid-1', jti: 'jti-b' }) },
    });
    expect((await post('/oauth/auth/refresh-token', { refresh_token: 'o'.repeat(40) })).status).toBe(200);
    const update = ddbMock
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input)
      .find((input) => input.Key?.SK === 'SESSION#s-1');
    expect(update?.ExpressionAttributeNames?.['#jti']).toBe('jti-b');
    expect(batchPuts().map((item) => item.PK)).toEqual(['ACCESS#jti-b']);
  });

  it("logout ends the bearer's session: every access token issued in it revoked, even without a refresh token", async () => {
    ddbMock.on(GetCommand).resolves({ Item: { sessionId: 's-1', userId: 'u-consumer', startedAt: 1 } });
    ddbMock.on(UpdateCommand).resolves({ Attributes: { tokens: { 'jti-5': 1_999_000_000, 'jti-6': 0 } } });
    const answer = await post(
      '/oauth/auth/logout',
      {},
      { ...consumer, tokenId: 'jti-7', tokenExpiresAt: 2_000_000_000 },
    );
    expect(answer.status).toBe(200);
    const ended = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(ended?.Key).toEqual({ PK: 'SESSIONS#u-consumer', SK: 'SESSION#s-1' });
    expect(ended?.UpdateExpression).toContain('#revokedAt = :now');
    const revoked = batchPuts();
    expect(revoked.map((item) => item.PK).sort()).toEqual([
      'REVOKED#jti-5',
      'REVOKED#jti-6',
      'REVOKED#jti-7',
    ]);
    expect(revoked.find((item) => item.PK === 'REVOKED#jti-7')).toMatchObject({
      SK: 'ACCESS_TOKEN',
      expiresAt: 2_000_000_000,
      userId: 'u-consumer',
    });
    expect(revoked.find((item) => item.PK === 'REVOKED#jti-6')?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('logout of a token the table does not know revokes that token by id', async () => {
    await post('/oauth/auth/logout', {}, { ...consumer, tokenId: 'jti-7', tokenExpiresAt: 2_000_000_000 });
    expect(batchPuts()).toMatchObject([
      { PK: 'REVOKED#jti-7', SK: 'ACCESS_TOKEN', expiresAt: 2_000_000_000 },
    ]);
  });

  it('revokes the refresh token on logout and needs a signed-in caller', async () => {
    cognitoMock.on(RevokeTokenCommand).resolves({});
    expect((await post('/oauth/auth/logout', { refresh_token: 'r'.repeat(30) })).status).toBe(401);
    expect((await post('/oauth/auth/logout', { refresh_token: 'r'.repeat(30) }, consumer)).status).toBe(200);
    expect(cognitoMock.commandCalls(RevokeTokenCommand)[0]?.args[0].input.Token).toBe('r'.repeat(30));
  });

  it('answers the user info of the caller', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(cognitoUser());
    const response = await handler(
      testEvent('GET', '/oauth/auth/user-info', { authorizer: consumer }),
      context,
    );
    expect(JSON.parse(response.body ?? '')).toMatchObject({
      id: 'uuid-1',
      username: 'cliente@pitahaya.test',
      email: 'cliente@pitahaya.test',
      role: 'consumer',
      fullName: 'Clara Cliente',
      isActive: true,
      attributes: { sub: 'uuid-1', email: 'cliente@pitahaya.test', 'custom:role': 'consumer' },
    });
  });
});

describe('helpers', () => {
  it('masks e-mails and reads token claims', () => {
    expect(maskEmail('cliente@pitahaya.test')).toBe('c***@p***.test');
    expect(tokenClaim(fakeJwt({ username: 'u' }), 'username')).toBe('u');
    expect(tokenClaim('garbage', 'username')).toBeUndefined();
  });
});
