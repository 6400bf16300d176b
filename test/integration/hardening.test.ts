/**
 * Failures the API once had (docs/security.md), each reproduced as it was reported, on the real local stack:
 * numbers out of range, ids longer than a DynamoDB key, s3rver errors behind /images, zod's English defaults, a
 * non-object body, empty query values. Each used to answer a 500 or English; each must now be a clear Spanish
 * 4xx (or a 200 where the input is fine) and write nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { englishWordIn, looksSpanish } from '../../shared/utils/language-check.js';
import { loadRouteInputs } from '../../shared/contracts/route-inputs.js';
import { getRoute } from '../../shared/contracts/route-table.js';
import { TEXT_VALIDATION, VALIDATION_MESSAGES } from '../../shared/messages/validation.js';
import { accessToken, bearer, call, noStack, type Envelope } from './helpers.js';

const SEEDED = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001';
const tokens = { producer: '', admin: '', consumer: '' };

const json = (method: string, path: string, body: unknown, token = '') =>
  call<Envelope>(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function expectSpanishRefusal(
  answer: { status: number; body: unknown; text: string },
  statuses: number[],
): void {
  expect(statuses, answer.text).toContain(answer.status);
  const envelope = answer.body as Envelope;
  expect(englishWordIn(envelope.status.message), envelope.status.message).toBeNull();
  expect(looksSpanish(envelope.status.message), envelope.status.message).toBe(true);
  for (const error of envelope.errors ?? []) expect(englishWordIn(error.message), error.message).toBeNull();
}

describe.skipIf(noStack)('the reported failures', () => {
  beforeAll(async () => {
    tokens.producer = await accessToken('productor@pitahaya.test', 'Productor123!');
    tokens.admin = await accessToken('admin@pitahaya.test', 'Admin123!');
    tokens.consumer = await accessToken('cliente@pitahaya.test', 'Cliente123!');
  });

  it('refuses prices of 1e16 and 2^53+1 on create and update with 422, not 500', async () => {
    const product = {
      name: 'Precio imposible',
      requestUploadUrls: true,
      imageTypes: [{ filename: 'a.png', contentType: 'image/png', isThumb: true }],
    };
    for (const price of [1e16, 2 ** 53 + 1, 1e308]) {
      const created = await json('POST', '/v1/products', { ...product, price }, tokens.producer);
      expectSpanishRefusal(created, [422]);
      expect(created.body.status.message).toBe('El precio no puede superar 99.999,99');
      const updated = await json('PUT', `/v1/products/${SEEDED}`, { price }, tokens.producer);
      expectSpanishRefusal(updated, [422]);
    }
    const stock = await json('PUT', `/v1/products/${SEEDED}`, { stock: 2 ** 53 + 1 }, tokens.producer);
    expectSpanishRefusal(stock, [422]);
  });

  it('refuses price filters of 1e16 and 1e200 and treats 1e-200 as 0', async () => {
    for (const query of ['minPrice=1e16', 'maxPrice=1e200', 'minPrice=1e16&sort=price_asc', 'maxPrice=-1']) {
      expectSpanishRefusal(await call<Envelope>(`/v1/products?${query}`), [422]);
    }
    for (const query of [
      'minPrice=1e-200',
      'maxPrice=1e-200&sort=price_desc',
      'minPrice=1e-200&sort=price_asc',
    ]) {
      expect((await call(`/v1/products?${query}`)).status, query).toBe(200);
    }
  });

  it('answers a 3000-character product id with 422, and other ids no id can be with 404 or 422', async () => {
    const long = 'x'.repeat(3000);
    expectSpanishRefusal(await call<Envelope>(`/v1/products/${long}`), [422]);
    expectSpanishRefusal(
      await call<Envelope>(`/v1/products/${long}`, { headers: bearer(tokens.admin) }),
      [422],
    );
    expectSpanishRefusal(
      await call<Envelope>(`/v1/orders/${long}`, { headers: bearer(tokens.consumer) }),
      [404, 422],
    );
    expectSpanishRefusal(
      await call<Envelope>(`/v1/users/${long}`, { headers: bearer(tokens.admin) }),
      [404, 422],
    );
  });

  it('answers 404 for image keys s3rver cannot take', async () => {
    for (const path of ['/images/products/%00', `/images/${'a'.repeat(3000)}`, '/images/products/%E0%A4%A']) {
      expect((await call(path)).status, path).toBe(404);
    }
  });

  it('answers a non-object body on every JSON route with 400 and one Spanish message', async () => {
    const token = {
      public: '',
      'signed-in': tokens.consumer,
      consumer: tokens.consumer,
      admin: tokens.admin,
    };
    for (const [id, validators] of Object.entries(await loadRouteInputs())) {
      if (!validators.body) continue;
      const route = getRoute(id);
      const path = route.path.replace(/\{\w+\}/g, SEEDED);
      const caller = (token as Record<string, string>)[route.access] ?? tokens.producer;
      for (const body of ['[]', '[{"name":"Ana"}]', '"texto"', '42', 'null']) {
        const answer = await json(route.method, path, body, caller);
        expectSpanishRefusal(answer, [400]);
        expect(answer.body.status.message, `${id} ${body}`).toBe(
          'El cuerpo de la solicitud debe ser un objeto JSON.',
        );
      }
    }
  });

  it('answers wrong types, lengths and enumerations in Spanish (no zod English defaults)', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/oauth/auth/login', { username: 42, password: ['x'] }, ''],
      ['POST', '/oauth/auth/signup', { username: 'a@b.es', password: 'x'.repeat(300), fullName: {} }, ''],
      ['POST', '/oauth/auth/refresh-token', { refresh_token: 'r'.repeat(5000) }, ''],
      ['PUT', '/v1/users/profile', { phone: 123, address: 'x'.repeat(500) }, tokens.consumer],
      ['POST', '/v1/carts/items', { productId: 'x'.repeat(300), quantity: 'uno' }, tokens.consumer],
      ['PUT', '/v1/notifications/maintenance', { enabled: 'sí', message: 7 }, tokens.admin],
      ['POST', '/v1/products', { name: 1, price: '5', imageTypes: 'foto' }, tokens.producer],
    ];
    for (const [method, path, body, token] of cases) {
      expectSpanishRefusal(await json(method, path, body, token), [422]);
    }
    for (const query of ['sort=barato', 'active=quizas', 'limit=0', 'limit=abc', `q=${'a'.repeat(200)}`]) {
      expectSpanishRefusal(await call<Envelope>(`/v1/products?${query}`), [422]);
    }
  });

  it('treats empty producerId= and nextToken= as not given', async () => {
    const answer = await call<Envelope>('/v1/products?producerId=&nextToken=&q=&sort=');
    expect(answer.status, answer.text).toBe(200);
  });
});

describe.skipIf(noStack)('text hygiene through the API (issue 22)', () => {
  const image = [{ filename: 'foto.webp', contentType: 'image/webp', isThumb: true }];
  const product = (name: string) => ({ name, price: 5, requestUploadUrls: false, imageTypes: image });

  beforeAll(async () => {
    tokens.producer ||= await accessToken('productor@pitahaya.test', 'Productor123!');
  });

  it('refuses a fullwidth "ｐｉｔａｈａｙａ ｒｏｊａ ｐｒｅｍｉｕｍ" as the same farm\'s seeded product: 409', async () => {
    // Uniqueness is per producer (the guard PRODUCER#<id> / PRODUCT_NAME#<normalised name>), and the seeded
    // "Pitahaya roja premium" is productor@pitahaya.test's: NFKC + case folding make both names one.
    for (const name of [
      'ｐｉｔａｈａｙａ ｒｏｊａ ｐｒｅｍｉｕｍ',
      'PITAHAYA ROJA PREMIUM',
      'Pitaha\u0301ya roja premium',
    ]) {
      const answer = await json('POST', '/v1/products', product(name), tokens.producer);
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body.status).toEqual({
        code: 'CONFLICT',
        message: VALIDATION_MESSAGES.productNameTaken,
      });
    }
  });

  it('another farm may use that name (uniqueness is per producer); it is stored in NFC', async () => {
    const other = await accessToken('eldragon@pitahaya.test', 'Dragon123!');
    const created = await json(
      'POST',
      '/v1/products',
      product('ｐｉｔａｈａｙａ ｒｏｊａ ｐｒｅｍｉｕｍ'),
      other,
    );
    expect(created.status, created.text).toBe(201);
    const id = (created.body as unknown as { data: { product: { id: string; name: string } } }).data.product
      .id;
    const removed = await json('DELETE', `/v1/products/${id}`, {}, other);
    expect(removed.status, removed.text).toBe(200);
  });

  it('refuses control characters, bidi overrides and invisible-only names in Spanish, writing nothing', async () => {
    for (const [name, message] of [
      ['Pitahaya\u0000roja', TEXT_VALIDATION.forbiddenCharacters],
      ['Pitahaya \u202Eajor', TEXT_VALIDATION.forbiddenCharacters],
      ['Pitahaya \uD800', TEXT_VALIDATION.forbiddenCharacters],
      ['\u200B\u200B', VALIDATION_MESSAGES.productNameRequired],
    ] as const) {
      const answer = await json('POST', '/v1/products', product(name), tokens.producer);
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body.status.message).toBe(message);
    }
  });
});
