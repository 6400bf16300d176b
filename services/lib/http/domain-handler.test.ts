import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../../shared/constants/limits.js';
import { notificationsContract } from '../../../shared/contracts/notifications/contract.js';
import * as notificationSchemas from '../../../shared/contracts/notifications/schemas.js';
import { usersContract } from '../../../shared/contracts/users/contract.js';
import * as userSchemas from '../../../shared/contracts/users/schemas.js';
import { callerContext } from '../auth/resolve-caller.js';
import { conflict } from '../errors.js';
import { createDomainHandler } from './domain-handler.js';
import type { Handlers } from './types.js';
import { admin, consumer, testEvent } from './test-event.js';

const context = {
  functionName: 'test',
  awsRequestId: 'r1',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;

const contactFn = vi.fn(async () => ({
  data: { message: 'ok' },
  message: 'Mensaje enviado',
  statusCode: 201,
}));
// A partial table (cast past Handlers): the endpoints it lacks answer 501.
const notifications = createDomainHandler(
  notificationsContract,
  notificationSchemas,
  {
    contact: contactFn,
    list: async ({ query }: { query: unknown }) => ({ data: { notifications: [], query } }),
    summary: async () => {
      throw new Error('database password=secret exploded');
    },
    delete: async () => {
      throw conflict('Ya fue eliminada.');
    },
    setMaintenance: async ({ body }: { body: unknown }) => {
      const failures: Record<string, Error> = {
        dynamo: Object.assign(new Error('One or more parameter values were invalid: key too long'), {
          name: 'ValidationException',
          $metadata: { httpStatusCode: 400 },
        }),
        unsafe: new Error('Number 10000000000000000 is greater than Number.MAX_SAFE_INTEGER. Use BigInt.'),
        refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9229'), { code: 'ECONNREFUSED' }),
        wrapped: Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }),
        timeout: Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
        throttled: Object.assign(new Error('slow down'), { name: 'ThrottlingException', $fault: 'client' }),
        down: Object.assign(new Error('oops'), { name: 'InternalErrorException', $fault: 'server' }),
      };
      throw failures[(body as { message: string }).message] ?? new Error('other');
    },
  } as unknown as Handlers<typeof notificationsContract>,
  // The notices list and summary read an optional caller themselves (no authorizer in front of them).
  { resolveCaller: async () => callerContext('invalid') },
);

async function call(...args: Parameters<typeof testEvent>) {
  const response = await notifications(testEvent(...args), context);
  return { status: response.statusCode, body: JSON.parse(response.body ?? '{}'), headers: response.headers };
}

const validContact = JSON.stringify({
  name: 'Ana',
  email: 'ana@finca.es',
  subject: 'Hola',
  message: 'Quiero vender',
});

describe('domain handler', () => {
  it('answers the health route with the success envelope', async () => {
    const { status, body, headers } = await call('GET', '/v1/notifications/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: { code: 'SUCCESS' },
      data: { service: 'notifications', status: 'ok' },
    });
    expect(headers?.['content-type']).toContain('application/json');
  });

  it('runs the route function with the validated body and wraps its answer', async () => {
    const { status, body } = await call('POST', '/v1/notifications/contact', { body: validContact });
    expect(status).toBe(201);
    expect(body).toEqual({
      status: { code: 'SUCCESS', message: 'Mensaje enviado' },
      data: { message: 'ok' },
    });
    expect(contactFn).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ email: 'ana@finca.es' }) }),
    );
  });

  it('applies query defaults from the schema', async () => {
    const { body } = await call('GET', '/v1/notifications', { query: { limit: '10' } });
    expect(body.data.query).toMatchObject({ status: 'ACTIVE', limit: 10, sortOrder: 'desc' });
  });

  it('answers 422 with the original code, message and field errors, without calling the function', async () => {
    contactFn.mockClear();
    const { status, body } = await call('POST', '/v1/notifications/contact', {
      body: JSON.stringify({ email: 'x' }),
    });
    expect(status).toBe(422);
    expect(body.status).toEqual({ code: 'INVALID_NAME', message: 'El nombre es requerido' });
    expect(body.errors).toContainEqual({ field: 'email', message: 'El formato del email no es válido' });
    expect(contactFn).not.toHaveBeenCalled();
  });

  it('answers 400 for malformed JSON and 413 over the body limit', async () => {
    expect(await call('POST', '/v1/notifications/contact', { body: '{"name":' })).toMatchObject({
      status: 400,
      body: {
        status: { code: 'VALIDATION_ERROR', message: 'El cuerpo de la solicitud no es un JSON válido.' },
      },
    });
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await call('POST', '/v1/notifications/contact', { body: big })).toMatchObject({
      status: 413,
      body: { status: { code: 'PAYLOAD_TOO_LARGE' } },
    });
  });

  it('decodes base64 bodies', async () => {
    const body = Buffer.from(validContact).toString('base64');
    expect((await call('POST', '/v1/notifications/contact', { body, isBase64Encoded: true })).status).toBe(
      201,
    );
  });

  it('answers 401 without a caller, 401 for a bad token, 403 for an inactive user or a wrong role', async () => {
    const route = ['POST', '/v1/notifications', { body: '{}' }] as const;
    expect(await call(route[0], route[1], { ...route[2] })).toMatchObject({
      status: 401,
      body: {
        status: { code: 'UNAUTHORIZED', message: 'Usuario no autenticado. Por favor, inicia sesión.' },
      },
    });
    expect(await call(route[0], route[1], { ...route[2], authorizer: { verdict: 'invalid' } })).toMatchObject(
      {
        status: 401,
        body: { status: { message: 'Token de acceso inválido. Por favor, inicia sesión nuevamente.' } },
      },
    );
    expect(
      await call(route[0], route[1], { ...route[2], authorizer: { ...admin, verdict: 'inactive' } }),
    ).toMatchObject({
      status: 403,
      body: { status: { code: 'FORBIDDEN' } },
    });
    expect(await call(route[0], route[1], { ...route[2], authorizer: consumer })).toMatchObject({
      status: 403,
      body: { status: { code: 'FORBIDDEN', message: 'No tienes permisos para realizar esta acción.' } },
    });
  });

  it('checks access before reading the body', async () => {
    expect((await call('POST', '/v1/notifications', { body: '{not json' })).status).toBe(401);
  });

  it('answers 501 for a route of the table the domain has no function for yet', async () => {
    const { status, body } = await call('POST', '/v1/notifications', {
      body: JSON.stringify({ title: 'Aviso', message: 'Hola', type: 'INFO' }),
      authorizer: admin,
    });
    expect(status).toBe(501);
    expect(body.status.code).toBe('NOT_IMPLEMENTED');
  });

  it('answers 404 for a route of another domain or no route', async () => {
    expect((await call('GET', '/v1/products/health')).body.status.code).toBe('NOT_FOUND');
    expect((await call('GET', '/v1/notifications/x/y')).status).toBe(404);
  });

  it('refuses requests without the origin secret when one is configured (no way around CloudFront)', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 's3cret-value';
    try {
      expect(await call('GET', '/v1/notifications/health')).toMatchObject({
        status: 403,
        body: { status: { code: 'FORBIDDEN', message: 'Acceso no permitido: usa la dirección del sitio.' } },
      });
      const wrong = { headers: { 'x-pitahaya-origin-verify': 's3cret-valuX' } };
      expect((await call('GET', '/v1/notifications/health', wrong)).status).toBe(403);
      const right = { headers: { 'x-pitahaya-origin-verify': 's3cret-value' } };
      expect((await call('GET', '/v1/notifications/health', right)).status).toBe(200);
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
    }
  });

  it('answers 404 for a path id that cannot exist where the route has no id schema of its own', async () => {
    expect(
      (await call('DELETE', `/v1/notifications/${'x'.repeat(3000)}`, { authorizer: admin })).status,
    ).toBe(422);
    const users = createDomainHandler(usersContract, userSchemas, {} as Handlers<typeof usersContract>);
    for (const id of ['a'.repeat(129), 'con espacio', 'ñandú']) {
      const response = await users(
        testEvent('GET', `/v1/users/${encodeURIComponent(id)}`, { authorizer: admin }),
        context,
      );
      expect(response.statusCode, id).toBe(404);
    }
    const fine = await users(testEvent('GET', '/v1/users/u-123', { authorizer: admin }), context);
    expect(fine.statusCode).toBe(501);
  });

  it('answers 400 with an explicit Spanish message for a body that is not an object', async () => {
    for (const body of ['[]', '[{"name":"Ana"}]', '"texto"', '42', 'null', 'true']) {
      const answer = await call('POST', '/v1/notifications/contact', { body });
      expect(answer, body).toMatchObject({
        status: 400,
        body: {
          status: { code: 'VALIDATION_ERROR', message: 'El cuerpo de la solicitud debe ser un objeto JSON.' },
        },
      });
    }
    expect(contactFn).not.toHaveBeenCalledWith(expect.objectContaining({ body: [] }));
  });

  it('maps data DynamoDB refuses to 422 and an unreachable dependency to 503, never 500', async () => {
    const create = (title: string) =>
      call('PUT', '/v1/notifications/maintenance', {
        body: JSON.stringify({ enabled: true, message: title }),
        authorizer: admin,
      });
    for (const title of ['dynamo', 'unsafe']) {
      expect(await create(title), title).toMatchObject({
        status: 422,
        body: { status: { code: 'VALIDATION_ERROR', message: 'Datos inválidos en la solicitud.' } },
      });
    }
    for (const title of ['refused', 'wrapped', 'timeout', 'throttled', 'down']) {
      expect(await create(title), title).toMatchObject({
        status: 503,
        body: { status: { code: 'SERVICE_UNAVAILABLE', message: 'Servicio temporalmente no disponible.' } },
      });
    }
    expect((await create('other')).status).toBe(500);
  });

  it('turns HttpErrors into their envelope and hides unexpected errors behind a 500', async () => {
    expect(await call('DELETE', '/v1/notifications/n1', { authorizer: admin })).toMatchObject({
      status: 409,
      body: { status: { code: 'CONFLICT', message: 'Ya fue eliminada.' } },
    });
    const failed = await call('GET', '/v1/notifications/summary');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({
      status: { code: 'INTERNAL_ERROR', message: 'Error interno del servidor. Intenta nuevamente.' },
    });
  });
});

describe('binary answers', () => {
  it('answers bytes base64-encoded (isBase64Encoded) with their content type, instead of the envelope', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 bytes');
    const handler = createDomainHandler(
      notificationsContract,
      notificationSchemas,
      {
        markAllRead: async () => ({
          data: null,
          binary: { contentType: 'application/pdf', bytes, filename: 'F1-2026-1 (copia).pdf' },
        }),
      } as unknown as Handlers<typeof notificationsContract>,
      { resolveCaller: async () => callerContext('invalid') },
    );
    const response = await handler(
      testEvent('POST', '/v1/notifications/read', { authorizer: consumer }),
      context,
    );
    expect(response.statusCode).toBe(200);
    expect(response.isBase64Encoded).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'content-disposition': 'inline; filename="F1-2026-1__copia_.pdf"',
    });
    expect(Buffer.from(response.body ?? '', 'base64').toString('utf8')).toBe('%PDF-1.7 bytes');
  });
});
