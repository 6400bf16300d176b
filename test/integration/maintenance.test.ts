/** Maintenance mode over HTTP: public status, admin-only switch, validation. */
import { afterAll, describe, expect, it } from 'vitest';
import { api } from './commerce.js';
import { accessToken, call, noStack, type Envelope } from './helpers.js';

const put = (token: string, body: unknown) =>
  api('/v1/notifications/maintenance', token, { method: 'PUT', body });

describe.skipIf(noStack)('maintenance mode', () => {
  let admin = '';
  afterAll(async () => {
    if (admin) await put(admin, { enabled: false });
  });

  it('is off by default, with the default message', async () => {
    const answer = await call<Envelope>('/v1/notifications/maintenance');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.maintenance).toMatchObject({
      enabled: false,
      message: 'Estamos realizando tareas de mantenimiento. Volvemos enseguida.',
    });
  });

  it('is switched by an admin only, and everyone reads the new state', async () => {
    admin = await accessToken('admin@pitahaya.test', 'Admin123!');
    const consumer = await accessToken('cliente@pitahaya.test', 'Cliente123!');
    expect((await put(consumer, { enabled: true })).status).toBe(403);
    expect((await call<Envelope>('/v1/notifications/maintenance')).body.data?.maintenance).toMatchObject({
      enabled: false,
    });

    const on = await put(admin, { enabled: true, message: 'Volvemos a las 18:00.' });
    expect(on.status).toBe(200);
    expect(on.body.status.message).toBe('Modo mantenimiento activado.');
    expect((await call<Envelope>('/v1/notifications/maintenance')).body.data?.maintenance).toMatchObject({
      enabled: true,
      message: 'Volvemos a las 18:00.',
      updatedAt: expect.any(String),
    });

    const off = await put(admin, { enabled: false });
    expect(off.body.data?.maintenance).toMatchObject({ enabled: false });
  });

  it('refuses a bad body with 422 and keeps the state', async () => {
    admin ||= await accessToken('admin@pitahaya.test', 'Admin123!');
    const answer = await put(admin, { enabled: 'yes' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]).toEqual({
      field: 'enabled',
      message: 'Indica si el modo mantenimiento está activado (verdadero o falso)',
    });
    expect((await call<Envelope>('/v1/notifications/maintenance')).body.data?.maintenance).toMatchObject({
      enabled: false,
    });
  });
});
