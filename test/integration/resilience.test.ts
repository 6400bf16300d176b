/**
 * Abuse limits, logout revocation, the app client's writable attributes and a Cognito outage, on a local stack
 * of this file's own (docs/security.md): its abuse limits are low, and the last test stops its cognito-local,
 * which would break the other suites on the shared stack.
 *
 *   RATE_LIMIT_LOGIN=8,3,3600    failed sign-ins: per address 8, per username 3 in an hour
 *   RATE_LIMIT_FORGOT / SIGNUP / RESET=4,2,3600
 *   RATE_LIMIT_CONTACT=4,2,3600   the contact form: per address 4, per sender e-mail 2 in an hour
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClients } from '../../infra/local/clients.js';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { checkJava, javaCommand } from '../../infra/local/java.js';
import { startTestStack, type TestStack } from '../support/stack.js';

const LIMITS = {
  RATE_LIMIT_LOGIN: '8,3,3600',
  RATE_LIMIT_FORGOT: '4,2,3600',
  RATE_LIMIT_SIGNUP: '4,2,3600',
  RATE_LIMIT_RESET: '4,2,3600',
  RATE_LIMIT_CONTACT: '4,2,3600',
};
const TOO_MANY = {
  code: 'RATE_LIMITED',
  message: 'Demasiados intentos. Espera un momento antes de reintentar.',
};
const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: 'Servicio temporalmente no disponible.' };
const RUN = Date.now().toString(36);
const email = (name: string) => `${name}-${RUN}@pitahaya.test`;

let stack: TestStack;
const javaOk = checkJava(javaCommand()).ok;

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

function cognito(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: stack.details?.region ?? 'eu-west-1',
    endpoint: stack.details?.endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/** Tokens straight from cognito-local (not through the auth API, so no attempt is counted). */
async function tokensOf(username: string, password: string) {
  const client = cognito();
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.details?.userPoolClientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    return {
      access: answer.AuthenticationResult?.AccessToken ?? '',
      refresh: answer.AuthenticationResult?.RefreshToken ?? '',
    };
  } finally {
    client.destroy();
  }
}

describe.skipIf(!javaOk && !process.env.CI)('resilience (own local stack)', () => {
  beforeAll(async () => {
    stack = await startTestStack(LIMITS);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('logout refuses the access token from then on (revocation record) and revokes the refresh token', async () => {
    const login = await api('/oauth/auth/login', {
      body: { username: 'cliente@pitahaya.test', password: 'Cliente123!' },
    });
    expect(login.status).toBe(200);
    const { access_token: access, refresh_token: refresh } = login.body as {
      access_token: string;
      refresh_token: string;
    };
    expect((await api('/oauth/auth/user-info', { token: access })).status).toBe(200);
    expect(
      (await api('/oauth/auth/logout', { token: access, body: { refresh_token: refresh } })).status,
    ).toBe(200);
    const after = await api('/oauth/auth/user-info', { token: access });
    expect(after.status).toBe(401);
    expect(after.body.status.message).toBe('Token de acceso inválido. Por favor, inicia sesión nuevamente.');
    expect((await api('/v1/users/profile', { token: access })).status).toBe(401);
    expect((await api('/oauth/auth/refresh-token', { body: { refresh_token: refresh } })).status).toBe(401);
  });

  it("lets a user write only the app client's writable attributes (never custom:role or the e-mail)", async () => {
    const { access } = await tokensOf('cliente@pitahaya.test', 'Cliente123!');
    const client = cognito();
    try {
      for (const attribute of [
        { Name: 'custom:role', Value: 'admin' },
        { Name: 'email', Value: `otro-${RUN}@pitahaya.test` },
      ]) {
        await expect(
          client.send(new UpdateUserAttributesCommand({ AccessToken: access, UserAttributes: [attribute] })),
        ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
      }
      await client.send(
        new UpdateUserAttributesCommand({
          AccessToken: access,
          UserAttributes: [{ Name: 'name', Value: 'Lucía Fernández' }],
        }),
      );
    } finally {
      client.destroy();
    }
    const info = await api('/oauth/auth/user-info', {
      token: (await tokensOf('cliente@pitahaya.test', 'Cliente123!')).access,
    });
    expect(info.body.role).toBe('consumer');
  });

  it('limits failed sign-ins per username: the 4th within the window is 429', async () => {
    const username = email('intentos');
    for (let i = 0; i < 3; i += 1) {
      expect((await api('/oauth/auth/login', { body: { username, password: 'Mala123!' } })).status).toBe(401);
    }
    const blocked = await api('/oauth/auth/login', { body: { username, password: 'Mala123!' } });
    expect(blocked).toMatchObject({ status: 429, body: { status: TOO_MANY } });
  });

  it('limits failed sign-ins per source address across usernames', async () => {
    // Only failures count: 3 so far from this address (the per-username test; its refused 4th and the logout
    // test's successful sign-in count nothing); the limit is 8.
    for (let i = 0; i < 5; i += 1) {
      const answer = await api('/oauth/auth/login', {
        body: { username: email(`dir${i}`), password: 'Mala123!' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await api('/oauth/auth/login', {
      body: { username: email('dir-otra'), password: 'Mala123!' },
    });
    expect(blocked).toMatchObject({ status: 429, body: { status: TOO_MANY } });
  });

  it('limits sign-up, forgot-password and reset-password per username', async () => {
    const signupAs = email('registro');
    const signup = () =>
      api('/oauth/auth/signup', {
        body: { username: signupAs, password: 'Segura123!', fullName: 'Finca Prueba' },
      });
    expect((await signup()).status).toBe(201);
    expect((await signup()).status).toBe(409);
    expect(await signup()).toMatchObject({ status: 429, body: { status: TOO_MANY } });

    const forgotFor = email('olvido');
    const forgot = () => api('/oauth/auth/forgot-password', { body: { username: forgotFor } });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    expect(await forgot()).toMatchObject({ status: 429, body: { status: TOO_MANY } });

    const reset = () =>
      api('/oauth/auth/reset-password', {
        body: { username: email('reset'), confirmationCode: '123456', newPassword: 'Segura123!' },
      });
    expect((await reset()).status).toBe(422);
    expect((await reset()).status).toBe(422);
    expect(await reset()).toMatchObject({ status: 429, body: { status: TOO_MANY } });
  });

  it('limits the contact form per sender e-mail and per source address; a refused message is not stored', async () => {
    const message = (from: string, subject: string) =>
      api('/v1/notifications/contact', {
        body: { name: 'Pepa', email: email(from), subject: `${subject} ${RUN}`, message: 'Hola' },
      });
    // Malformed messages and the honeypot's are not counted.
    expect((await api('/v1/notifications/contact', { body: { name: 'Pepa' } })).status).toBe(422);
    expect(
      (
        await api('/v1/notifications/contact', {
          body: { name: 'Bot', email: email('bot'), subject: 's', message: 'm', website: 'x' },
        })
      ).status,
    ).toBe(201);
    expect((await message('contacto', 'Primero')).status).toBe(201);
    expect((await message('contacto', 'Segundo')).status).toBe(201);
    expect(await message('contacto', 'Tercero')).toMatchObject({ status: 429, body: { status: TOO_MANY } });
    // The address has counted 3 of its 4: one more from another sender, then no more from anyone.
    expect((await message('otra', 'Cuarto')).status).toBe(201);
    expect(await message('tercera', 'Quinto')).toMatchObject({ status: 429, body: { status: TOO_MANY } });

    // Read from the table (an admin's call here would let the authorizer know the admin before the outage test).
    const documents = createClients({
      dynamodb: stack.details?.endpoints.dynamodb ?? '',
      cognito: stack.details?.endpoints.cognito ?? '',
      s3: stack.details?.endpoints.s3 ?? '',
    });
    const stored = await documents.documents.send(
      new QueryCommand({
        TableName: stack.details?.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': 'CONTACTS' },
      }),
    );
    documents.destroy();
    const subjects = (stored.Items ?? []).map((item) => String(item.subject));
    expect(subjects).toEqual(expect.arrayContaining([`Primero ${RUN}`, `Segundo ${RUN}`, `Cuarto ${RUN}`]));
    expect(subjects).not.toContain(`Tercero ${RUN}`);
    expect(subjects).not.toContain(`Quinto ${RUN}`);
    expect(subjects).not.toContain('s');
  });

  it('keeps public routes working anonymously when Cognito is down; protected ones answer 503', async () => {
    const producer = await tokensOf('productor@pitahaya.test', 'Productor123!');
    const admin = await tokensOf('admin@pitahaya.test', 'Admin123!');
    // The producer's status is read now (and kept by the authorizer); the admin's never before the outage.
    expect((await api('/v1/products/user', { token: producer.access })).status).toBe(200);

    const pid = stack.pids.cognito as number;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 100; i += 1) {
      const health = await api('/_local/health');
      if (health.body.components?.cognito === 'down') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await api('/_local/health')).body.components.cognito).toBe('down');

    // Public: the catalog, a product page and the maintenance check, anonymously or with a token.
    const seeded = SEED_PRODUCTS.find((product) => product.isActive)?.id as string;
    expect((await api('/v1/products')).status).toBe(200);
    expect((await api('/v1/products', { token: admin.access })).status).toBe(200);
    expect((await api(`/v1/products/${seeded}`)).status).toBe(200);
    expect((await api('/v1/notifications/maintenance')).status).toBe(200);

    // Protected: 503 with the original API's message when the caller cannot be resolved.
    expect(await api('/v1/products/user', { token: admin.access })).toMatchObject({
      status: 503,
      body: { status: UNAVAILABLE },
    });
    // The last known status of a caller is served for a bounded time: DynamoDB-only routes keep working.
    expect((await api('/v1/products/user', { token: producer.access })).status).toBe(200);
    // Calls that need Cognito itself answer 503, never 500.
    expect(await api('/oauth/auth/user-info', { token: producer.access })).toMatchObject({
      status: 503,
      body: { status: UNAVAILABLE },
    });
    expect(
      await api('/oauth/auth/refresh-token', { body: { refresh_token: producer.refresh } }),
    ).toMatchObject({
      status: 503,
      body: { status: UNAVAILABLE },
    });
    expect(await api('/oauth/auth/forgot-password', { body: { username: email('caida') } })).toMatchObject({
      status: 503,
      body: { status: UNAVAILABLE },
    });
  });
});
