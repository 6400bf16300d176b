/** The profile service (`/v1/users/profile`) against the real local stack. */
import { describe, expect, it } from 'vitest';
import { login, newAccount } from './accounts.js';
import { api } from './commerce.js';
import { accessToken, bearer, call, noStack } from './helpers.js';

const send = (method: string, token: string, body?: unknown) =>
  api('/v1/users/profile', token, { method, body });

describe.skipIf(noStack)('profile service', () => {
  it('answers 401 without a token', async () => {
    expect((await call('/v1/users/profile')).status).toBe(401);
  });

  it('reads and updates the own profile; the new name shows in user-info', async () => {
    const { email, tokens } = await newAccount('perfil');
    const read = await send('GET', tokens.access_token);
    expect(read.status).toBe(200);
    expect(read.body.data?.profile).toMatchObject({
      email,
      fullName: 'Cuenta perfil',
      role: 'consumer',
      isActive: true,
    });

    const updated = await send('PUT', tokens.access_token, {
      fullName: 'Lucía Pérez',
      phone: '+34 600 123 456',
      city: 'Almería',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data?.profile).toMatchObject({
      fullName: 'Lucía Pérez',
      phone: '+34 600 123 456',
      city: 'Almería',
    });
    const info = await call('/oauth/auth/user-info', { headers: bearer(tokens.access_token) });
    expect(info.body).toMatchObject({ fullName: 'Lucía Pérez' });
    expect((await send('GET', tokens.access_token)).body.data?.profile).toMatchObject({
      phone: '+34 600 123 456',
    });
  });

  it('refuses invalid changes with 422 and changes nothing', async () => {
    const { tokens } = await newAccount('perfil-malo');
    const empty = await send('PUT', tokens.access_token, {});
    expect(empty.status).toBe(422);
    expect(empty.body.status.message).toBe('No hay datos válidos para actualizar');
    const phone = await send('PUT', tokens.access_token, { fullName: 'Otro', phone: 'abc' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors).toContainEqual({ field: 'phone', message: 'Formato de teléfono inválido' });
    expect((await send('GET', tokens.access_token)).body.data?.profile).toMatchObject({
      fullName: 'Cuenta perfil-malo',
    });
  });

  it('deletes the own account with the password (issue 31): sign-in and refresh are then refused', async () => {
    const { email, password, tokens } = await newAccount('baja');
    expect((await send('DELETE', tokens.access_token, { password: 'NoEsLaMia1!' })).status).toBe(422);
    const answer = await send('DELETE', tokens.access_token, { password });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.deleted).toMatchObject({ anonymisedOrders: 0 });
    const again = await login(email, password);
    expect(again.status).not.toBe(200);
    const refreshed = await call('/oauth/auth/refresh-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    });
    expect(refreshed.status).not.toBe(200);
  });

  it('does not let an admin delete their own account', async () => {
    const token = await accessToken('admin@pitahaya.test', 'Admin123!');
    const answer = await send('DELETE', token, { password: 'Admin123!' });
    expect(answer.status).toBe(403);
    expect(answer.body.status.message).toBe(
      'Un administrador no puede desactivar su propia cuenta. Pide a otro administrador que lo haga.',
    );
    expect((await send('GET', token)).body.data?.profile).toMatchObject({ isActive: true });
  });
});
