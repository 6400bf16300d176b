/**
 * The account calls of issue 23 against the local stack (cognito-local behind our server, DynamoDB Local):
 * POST /oauth/auth/resend-code (a new code in the outbox that confirms the account; the same answer for an
 * unknown or a confirmed address) and POST /oauth/auth/change-password (the current password checked, every
 * session of the user ended, the new password the only one that signs in).
 */
import { describe, expect, it } from 'vitest';
import { latestCode, login, newAccount, type Tokens } from './accounts.js';
import { bearer, call, noStack, postJson, uniqueEmail, type Envelope } from './helpers.js';

const RESENT = 'Si hay una cuenta pendiente de confirmar con este email, te enviamos un código nuevo.';
const PASSWORD = 'Pitahaya123!';

describe.skipIf(noStack)('POST /oauth/auth/resend-code', () => {
  it('sends a new code that confirms the account, replacing the first one', async () => {
    const email = uniqueEmail('reenvio');
    expect(
      (await postJson('/oauth/auth/signup', { username: email, password: PASSWORD, fullName: 'Rita' }))
        .status,
    ).toBe(201);
    const first = await latestCode(email, 'signup');
    const resent = await postJson('/oauth/auth/resend-code', { username: email });
    expect(resent).toMatchObject({ status: 200, body: { message: RESENT } });
    let second = await latestCode(email, 'signup');
    for (let attempt = 0; second === first && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      second = await latestCode(email, 'signup');
    }
    // cognito-local draws 6 random digits: the same code twice is a 1 in a million chance.
    expect(second).not.toBe(first);
    const stale = await postJson('/oauth/auth/confirm', { username: email, confirmationCode: first });
    expect(stale.status).toBe(422);
    const confirmed = await postJson('/oauth/auth/confirm', { username: email, confirmationCode: second });
    expect(confirmed.status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('answers the same for an unknown and an already confirmed address, sending no code', async () => {
    const before = await call<{ messages: unknown[] }>('/_local/outbox');
    for (const username of [uniqueEmail('nadie'), 'cliente@pitahaya.test']) {
      expect(await postJson('/oauth/auth/resend-code', { username })).toMatchObject({
        status: 200,
        body: { message: RESENT },
      });
    }
    const after = await call<{ messages: { to: string }[] }>('/_local/outbox');
    // The outbox keeps the newest messages first, up to its limit: the ones sent since are those above the
    // newest message seen before.
    const newest = JSON.stringify(before.body.messages[0]);
    const seenAt = after.body.messages.findIndex((m) => JSON.stringify(m) === newest);
    const sent = after.body.messages.slice(0, seenAt === -1 ? after.body.messages.length : seenAt);
    expect(sent.filter((m) => m.to === 'cliente@pitahaya.test')).toEqual([]);
    const bad = await postJson('/oauth/auth/resend-code', { username: 'no-es-un-email' });
    expect(bad.status).toBe(422);
  });
});

describe.skipIf(noStack)('POST /oauth/auth/change-password', () => {
  it('refuses a wrong current password on its field, changing nothing', async () => {
    const { email, tokens } = await newAccount('clave-mal');
    const wrong = await postJson(
      '/oauth/auth/change-password',
      { currentPassword: 'NoEsLaClave1!', newPassword: 'Nueva-Clave-26' },
      bearer(tokens.access_token),
    );
    expect(wrong.status).toBe(422);
    expect((wrong.body as unknown as Envelope).errors).toEqual([
      { field: 'currentPassword', message: 'La contraseña actual no es correcta.' },
    ]);
    expect((await login(email, PASSWORD)).status).toBe(200);
    const stranger = await postJson('/oauth/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Nueva-Clave-26',
    });
    expect(stranger.status).toBe(401);
  });

  it('changes it, ends every session of the user, and only the new password signs in', async () => {
    const { email, tokens } = await newAccount('clave');
    const elsewhere = (await login(email, PASSWORD)).body as unknown as Tokens;
    const changed = await postJson(
      '/oauth/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Nueva-Clave-26' },
      bearer(tokens.access_token),
    );
    expect(changed).toMatchObject({
      status: 200,
      body: { message: 'Contraseña cambiada. Cerramos tus sesiones en otros dispositivos.' },
    });
    // Both sessions are over: their access tokens and their refresh tokens.
    for (const session of [tokens, elsewhere]) {
      expect((await call('/oauth/auth/user-info', { headers: bearer(session.access_token) })).status).toBe(
        401,
      );
      expect(
        (await postJson('/oauth/auth/refresh-token', { refresh_token: session.refresh_token })).status,
      ).toBe(401);
    }
    expect((await login(email, PASSWORD)).status).toBe(401);
    const again = await login(email, 'Nueva-Clave-26');
    expect(again.status).toBe(200);
    const fresh = again.body as unknown as Tokens;
    expect((await call('/oauth/auth/user-info', { headers: bearer(fresh.access_token) })).status).toBe(200);
  });
});
