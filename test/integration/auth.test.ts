/**
 * The /oauth API against the real local stack (cognito-local, DynamoDB Local): the whole account lifecycle with
 * codes from the local outbox, and every failure with its status and Spanish message.
 */
import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { latestCode, login, type Tokens } from './accounts.js';
import { bearer, call, noStack, postJson, stack, uniqueEmail, type Envelope } from './helpers.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const cognito = new CognitoIdentityProviderClient({
  region: stack.region || 'eu-west-1',
  endpoint: stack.cognitoEndpoint,
  credentials,
});
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: stack.region || 'eu-west-1', endpoint: stack.dynamodbEndpoint, credentials }),
);
afterAll(() => {
  cognito.destroy();
  dynamo.destroy();
});

describe.skipIf(noStack)('auth API over cognito-local', () => {
  const email = uniqueEmail('nuevo');
  const password = 'Pitahaya123!';
  let tokens: Tokens;

  it('signs up a consumer and answers the original fields', async () => {
    const answer = await postJson('/oauth/auth/signup', {
      username: email,
      password,
      fullName: 'Nuevo Cliente',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      userConfirmed: false,
      userSub: expect.any(String),
      message: expect.any(String),
    });
  });

  it('refuses to sign in before confirmation (403) and refuses a wrong code (422)', async () => {
    const early = await login(email, password);
    expect(early.status).toBe(403);
    expect((early.body as unknown as Envelope).status.message).toBe(
      'Tu cuenta aún no está confirmada. Revisa tu correo y escribe el código.',
    );
    const wrong = await postJson('/oauth/auth/confirm', { username: email, confirmationCode: '000000' });
    expect(wrong.status).toBe(422);
    expect((wrong.body as unknown as Envelope).errors).toEqual([
      { field: 'confirmationCode', message: 'El código de verificación no es correcto.' },
    ]);
  });

  it('confirms with the code from the outbox and writes the directory item', async () => {
    const code = await latestCode(email, 'signup');
    const confirmed = await postJson('/oauth/auth/confirm', { username: email, confirmationCode: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Cuenta confirmada. Ya puedes iniciar sesión.' });
  });

  it('signs in with a flat token set and records the login', async () => {
    const answer = await login(email, password);
    expect(answer.status).toBe(200);
    tokens = answer.body as unknown as Tokens;
    expect(tokens.access_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token.length).toBeGreaterThanOrEqual(20);
    expect(tokens.expires_in).toBeGreaterThan(0);
  });

  it('answers user-info for the token', async () => {
    const answer = await call('/oauth/auth/user-info', { headers: bearer(tokens.access_token) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email,
      username: email,
      role: 'consumer',
      fullName: 'Nuevo Cliente',
      isActive: true,
      attributes: { email, 'custom:role': 'consumer' },
    });
    const { Item } = await dynamo.send(
      new GetCommand({
        TableName: stack.tableName,
        Key: { PK: `USER#${answer.body.id as string}`, SK: 'PROFILE' },
      }),
    );
    expect(Item).toMatchObject({ email, role: 'consumer', isActive: true, fullName: 'Nuevo Cliente' });
    // The sign-in is on the activity item beside it (user-activity.ts), not on the directory item.
    expect(Item?.lastLogin ?? null).toBeNull();
    expect(Item?.lastActiveAt).toBeUndefined();
    const { Item: activity } = await dynamo.send(
      new GetCommand({
        TableName: stack.tableName,
        Key: { PK: `USER#${answer.body.id as string}`, SK: 'ACTIVITY' },
      }),
    );
    expect(activity?.lastLogin).toEqual(expect.any(String));
    expect(activity).toMatchObject({ LINES1PK: 'ACTIVE#consumer', lastActiveAt: activity?.lastLogin });
  });

  it('refreshes, keeping the refresh token', async () => {
    const answer = await postJson('/oauth/auth/refresh-token', { refresh_token: tokens.refresh_token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      access_token: expect.any(String),
      refresh_token: tokens.refresh_token,
    });
  });

  it('logs out by revoking the refresh token, which then no longer works', async () => {
    const out = await postJson(
      '/oauth/auth/logout',
      { refresh_token: tokens.refresh_token },
      bearer(tokens.access_token),
    );
    expect(out.status).toBe(200);
    const again = await postJson('/oauth/auth/refresh-token', { refresh_token: tokens.refresh_token });
    expect(again.status).toBe(401);
    expect((again.body as unknown as Envelope).status.message).toBe(
      'Sesión expirada. Por favor, inicia sesión nuevamente.',
    );
  });

  it('resets a forgotten password with the code from the outbox', async () => {
    const forgot = await postJson('/oauth/auth/forgot-password', { username: email });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toMatchObject({ deliveryMedium: 'EMAIL', destination: expect.any(String) });
    const code = await latestCode(email, 'reset');
    const newPassword = 'Dragon456!';
    const reset = await postJson('/oauth/auth/reset-password', {
      username: email,
      confirmationCode: code,
      newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(200);
  });

  it('refuses a disabled user with 403, and lets them in again once enabled', async () => {
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: stack.userPoolId, Username: email }));
    try {
      const answer = await login(email, 'Dragon456!');
      expect(answer.status).toBe(403);
      expect((answer.body as unknown as Envelope).status).toEqual({
        code: 'FORBIDDEN',
        message: 'Tu cuenta está desactivada. Contacta con el administrador.',
      });
    } finally {
      await cognito.send(new AdminEnableUserCommand({ UserPoolId: stack.userPoolId, Username: email }));
    }
    expect((await login(email, 'Dragon456!')).status).toBe(200);
  });
});

describe.skipIf(noStack)('auth API failures', () => {
  it('answers 401 for a wrong password and for an unknown user, with the same message', async () => {
    const wrong = await login('cliente@pitahaya.test', 'NoEsLaClave1!');
    const unknown = await login(uniqueEmail('nadie'), 'NoEsLaClave1!');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect((answer.body as unknown as Envelope).status).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Email o contraseña incorrectos.',
      });
    }
  });

  it('answers 409 for an existing account and 422 for a weak password or a bad e-mail', async () => {
    const exists = await postJson('/oauth/auth/signup', {
      username: 'cliente@pitahaya.test',
      password: 'Pitahaya123!',
      fullName: 'Otra',
    });
    expect(exists.status).toBe(409);
    expect((exists.body as unknown as Envelope).status.message).toBe('Ya existe una cuenta con este email.');
    const weak = await postJson('/oauth/auth/signup', {
      username: uniqueEmail('debil'),
      password: 'abc',
      fullName: 'X',
    });
    expect(weak.status).toBe(422);
    expect((weak.body as unknown as Envelope).errors?.[0]).toEqual({
      field: 'password',
      message: 'La contraseña debe tener al menos 8 caracteres',
    });
    const badEmail = await postJson('/oauth/auth/login', { username: 'no-es-email', password: 'x' });
    expect((badEmail.body as unknown as Envelope).status.message).toBe('El formato del email no es válido');
  });

  it('never makes an admin by sign-up', async () => {
    const answer = await postJson('/oauth/auth/signup', {
      username: uniqueEmail('jefe'),
      password: 'Pitahaya123!',
      fullName: 'Jefe',
      role: 'admin',
    });
    expect(answer.status).toBe(422);
    expect((answer.body as unknown as Envelope).status.message).toBe(
      'Solo puedes registrarte como cliente o productor',
    );
  });

  it('refuses a SignUp sent straight to Cognito that writes custom:role, as the AWS app client does', async () => {
    const username = uniqueEmail('directo');
    const signUp = (attributes: { Name: string; Value: string }[]) =>
      cognito.send(
        new SignUpCommand({
          ClientId: stack.clientId,
          Username: username,
          Password: 'Pitahaya123!',
          UserAttributes: attributes,
        }),
      );
    for (const attributes of [
      [{ Name: 'custom:role', Value: 'admin' }],
      [
        { Name: 'email', Value: username },
        { Name: 'name', Value: 'Directo' },
        { Name: 'custom:role', Value: 'producer' },
      ],
      // Not even the e-mail: the client writes only the name (the username is the address Cognito records).
      [{ Name: 'email', Value: 'otra@pitahaya.test' }],
      [
        { Name: 'email', Value: username },
        { Name: 'name', Value: 'Directo' },
      ],
    ]) {
      await expect(signUp(attributes)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'A client attempted to write unauthorized attribute',
      });
    }
    // Nothing was created; the shop's own path (SignUp with the name only, then the role by the admin API) works.
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    const shop = await postJson('/oauth/auth/signup', {
      username,
      password: 'Pitahaya123!',
      fullName: 'Directo',
      role: 'producer',
    });
    expect(shop.status).toBe(201);
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username }),
    );
    expect(user.UserAttributes?.find((attribute) => attribute.Name === 'custom:role')?.Value).toBe(
      'producer',
    );
  });

  it('answers 401 on user-info without a token or with a bad one, and 422/400 on bad bodies', async () => {
    expect((await call('/oauth/auth/user-info')).status).toBe(401);
    expect((await call('/oauth/auth/user-info', { headers: bearer('x.y.z') })).status).toBe(401);
    expect((await postJson('/oauth/auth/refresh-token', {})).status).toBe(422);
    expect((await postJson('/oauth/auth/login', '{"username":')).status).toBe(400);
  });

  it('signs in the demo accounts with their roles', async () => {
    for (const [username, password, role] of [
      ['admin@pitahaya.test', 'Admin123!', 'admin'],
      ['productor@pitahaya.test', 'Productor123!', 'producer'],
      ['cliente@pitahaya.test', 'Cliente123!', 'consumer'],
    ] as const) {
      const answer = await login(username, password);
      expect(answer.status, username).toBe(200);
      const info = await call('/oauth/auth/user-info', {
        headers: bearer((answer.body as unknown as Tokens).access_token),
      });
      expect(info.body).toMatchObject({ email: username, role, isActive: true });
    }
  });
});
