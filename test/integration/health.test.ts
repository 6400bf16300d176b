/**
 * Every domain answers its health route through the gateway; unknown API paths answer the 404 envelope; the API
 * description the stack serves is the one written from the contracts.
 */
import { describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES, buildPath } from '../../shared/contracts/route-table.js';
import { call, noStack, type Envelope } from './helpers.js';

const HEALTH_PATHS: Record<(typeof DOMAINS)[number], string> = {
  auth: '/oauth/health',
  products: '/v1/products/health',
  carts: '/v1/carts/health',
  orders: '/v1/orders/health',
  users: '/v1/users/health',
  notifications: '/v1/notifications/health',
  profile: '/v1/users/profile/health',
  payments: '/v1/payments/health',
  invoices: '/v1/invoices/health',
  reports: '/v1/reports/health',
  fulfilment: '/v1/fulfilment/health',
  legal: '/v1/legal/health',
  openapi: '/v1/openapi/health',
  reviews: '/v1/reviews/health',
  withdrawals: '/v1/withdrawals/health',
  subscriptions: '/v1/subscriptions/health',
  harvest: '/v1/harvest/health',
};

describe.skipIf(noStack)('health of every domain', () => {
  it('covers every domain of the route table', () => {
    for (const domain of DOMAINS) expect(buildPath(`${domain}.health`)).toBe(HEALTH_PATHS[domain]);
  });

  it.each(Object.entries(HEALTH_PATHS).filter(([domain]) => domain !== 'auth'))(
    '%s: GET %s answers 200 with the success envelope',
    async (domain, path) => {
      const answer = await call<Envelope>(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(answer.body.status.code).toBe('SUCCESS');
      expect(answer.body.status.message).toEqual(expect.any(String));
      expect(answer.body.data).toMatchObject({ service: domain });
    },
  );

  it('auth: GET /oauth/health answers 200 (the auth API answers success bodies flat)', async () => {
    const answer = await call<Record<string, unknown>>('/oauth/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ service: 'auth', status: 'ok' });
    expect(answer.body).not.toHaveProperty('data');
  });

  it.each([
    ['GET', '/v1/no-existe'],
    ['GET', '/v1/products/p1/no-existe'],
    ['PATCH', '/v1/products'],
    ['GET', '/oauth/no-existe'],
    ['GET', '/v1'],
  ])('%s %s answers 404 with the NOT_FOUND envelope', async (method, path) => {
    const answer = await call<Envelope>(path, { method });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: { code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' } });
  });

  it('API answers carry an API Gateway request id', async () => {
    const answer = await call('/v1/products/health');
    expect(answer.headers.get('apigw-requestid')).toMatch(/\S{8,}/);
  });

  it('GET /_local/health reports every component up', async () => {
    const answer = await call<{ status: string; components: Record<string, string> }>('/_local/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      components: { gateway: 'up', dynamodb: 'up', cognito: 'up', s3: 'up', stripe: 'up' },
    });
  });

  it('GET /v1/openapi.json answers the OpenAPI 3.1 document of every route, without the envelope', async () => {
    const answer = await call<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>('/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.body.openapi).toBe('3.1.0');
    const operations = Object.values(answer.body.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operations.sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });
});
