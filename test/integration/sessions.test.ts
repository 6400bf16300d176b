/**
 * Sessions and sign-in limits on the real local stack (issue 22, docs/security.md "Sessions" and "Abuse"):
 * logout ends every access token of the session (cognito-local's tokens carry no origin_jti: the auth service's
 * own session records tie them), also without the refresh token in the body; an admin's "Cerrar todas las
 * sesiones" and a password reset end every session of the user; sign-in counts only failures.
 *
 * The shared test stack runs sign-in with the production limits (RATE_LIMIT_LOGIN=30,10,900 in
 * test/support/stack.ts: 30 failures per address and 10 per username in 15 minutes). The limit tests call from
 * addresses of their own (127.x.y.z, all loopback: the local gateway sees them as the caller's address), so the
 * other suites' sign-ins from 127.0.0.1 neither count here nor get counted.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { latestCode, login, newAccount, type Tokens } from './accounts.js';
import { accessToken, baseUrl, bearer, call, noStack, postJson } from './helpers.js';

const userInfo = (token: string) => call('/oauth/auth/user-info', { headers: bearer(token) });
const refresh = (refreshToken: string) =>
  postJson('/oauth/auth/refresh-token', { refresh_token: refreshToken });
const logout = (token: string, body: unknown) => postJson('/oauth/auth/logout', body, bearer(token));
const tokensOf = (answer: { status: number; body: unknown; text: string }): Tokens => {
  if (answer.status !== 200) throw new Error(`Expected tokens: ${answer.status} ${answer.text}`);
  return answer.body as Tokens;
};

/** The statuses of these access tokens on a signed-in call. */
const statuses = async (tokens: string[]) => Promise.all(tokens.map(async (t) => (await userInfo(t)).status));

/** POST JSON from a given loopback source address (node:http, so the connection's address can be chosen). */
function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A loopback address of this run's own. */
const ownAddress = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const TOO_MANY = 'Demasiados intentos. Espera un momento antes de reintentar.';

describe.skipIf(noStack)('sessions (logout, end all sessions, password reset)', () => {
  it('logout with the refresh token ends every access token of the session and the refresh token', async () => {
    const { tokens } = await newAccount('sesion-logout');
    const second = tokensOf(await refresh(tokens.refresh_token));
    const third = tokensOf(await refresh(tokens.refresh_token));
    const access = [tokens.access_token, second.access_token, third.access_token];
    expect(new Set(access).size).toBe(3);
    expect(await statuses(access)).toEqual([200, 200, 200]);

    expect((await logout(third.access_token, { refresh_token: tokens.refresh_token })).status).toBe(200);
    expect(await statuses(access)).toEqual([401, 401, 401]);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it("logout without a refresh token ends the bearer's session, and only that one", async () => {
    const { email, password, tokens: first } = await newAccount('sesion-sin-cuerpo');
    const firstLater = tokensOf(await refresh(first.refresh_token));
    const other = tokensOf(await login(email, password));

    const answer = await call('/oauth/auth/logout', {
      method: 'POST',
      headers: bearer(firstLater.access_token),
    });
    expect(answer.status).toBe(200);
    expect(await statuses([first.access_token, firstLater.access_token])).toEqual([401, 401]);
    expect((await refresh(first.refresh_token)).status).toBe(401);

    // The other session of the same user goes on.
    expect((await userInfo(other.access_token)).status).toBe(200);
    const otherLater = tokensOf(await refresh(other.refresh_token));
    expect((await userInfo(otherLater.access_token)).status).toBe(200);
  });

  it('"Cerrar todas las sesiones" (admin) ends every session of the user; a new sign-in works', async () => {
    const { email, password, tokens: first } = await newAccount('sesion-admin');
    const second = tokensOf(await login(email, password));
    const info = await userInfo(first.access_token);
    const userId = (info.body as { id: string }).id;
    const admin = await accessToken('admin@pitahaya.test', 'Admin123!');

    const refused = await postJson(`/v1/users/${userId}/sessions/revoke`, {}, bearer(first.access_token));
    expect(refused.status).toBe(403);
    const ended = await postJson(`/v1/users/${userId}/sessions/revoke`, {}, bearer(admin));
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      status: { message: 'Se cerraron todas las sesiones del usuario: tendrá que iniciar sesión de nuevo.' },
      data: { sessions: { id: userId, sessionsEnded: 2 } },
    });
    expect(await statuses([first.access_token, second.access_token])).toEqual([401, 401]);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);

    const again = tokensOf(await login(email, password));
    expect((await userInfo(again.access_token)).status).toBe(200);
  });

  it("a password reset ends the user's sessions", async () => {
    const { email, tokens } = await newAccount('sesion-reset');
    const later = tokensOf(await refresh(tokens.refresh_token));
    expect((await postJson('/oauth/auth/forgot-password', { username: email })).status).toBe(200);
    const confirmationCode = await latestCode(email, 'reset');
    const newPassword = 'Nueva12345!';
    const reset = await postJson('/oauth/auth/reset-password', {
      username: email,
      confirmationCode,
      newPassword,
    });
    expect(reset.status).toBe(200);

    expect(await statuses([tokens.access_token, later.access_token])).toEqual([401, 401]);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const again = tokensOf(await login(email, newPassword));
    expect((await userInfo(again.access_token)).status).toBe(200);
  });
});

describe.skipIf(noStack)(
  'sign-in limits count failures (production limits: 30 per address, 10 per username)',
  () => {
    it('lets 100 successful sign-ins from one address through', async () => {
      const { email, password } = await newAccount('limite-exitos');
      const address = ownAddress();
      const answers: number[] = [];
      for (let batch = 0; batch < 10; batch += 1) {
        const statuses = await Promise.all(
          Array.from(
            { length: 10 },
            async () => (await postFrom(address, '/oauth/auth/login', { username: email, password })).status,
          ),
        );
        answers.push(...statuses);
      }
      expect(answers).toHaveLength(100);
      expect(answers.every((status) => status === 200)).toBe(true);
    }, 60_000);

    it('refuses the 11th failed sign-in for one username, and then its right password too', async () => {
      const { email, password } = await newAccount('limite-fallos');
      const address = ownAddress();
      const attempt = (pass: string) =>
        postFrom(address, '/oauth/auth/login', { username: email, password: pass });
      for (let i = 0; i < 10; i += 1) expect((await attempt('Equivocada1!')).status).toBe(401);
      const blocked = await attempt('Equivocada1!');
      expect(blocked.status).toBe(429);
      expect(JSON.parse(blocked.text)).toMatchObject({ status: { code: 'RATE_LIMITED', message: TOO_MANY } });
      // Until the window (15 min) moves on, not even the right password gets through.
      expect((await attempt(password)).status).toBe(429);
      // Another address is refused too (the limit is the username's), and the account is untouched elsewhere.
      expect((await postFrom(ownAddress(), '/oauth/auth/login', { username: email, password })).status).toBe(
        429,
      );
    });

    it('refuses an address once it has 30 failed sign-ins, whatever the username', async () => {
      const address = ownAddress();
      const run = Date.now().toString(36);
      const fail = (i: number) =>
        postFrom(address, '/oauth/auth/login', {
          username: `nadie-${run}-${i}@pitahaya.test`,
          password: 'Mala1234!',
        });
      const answers = await Promise.all(Array.from({ length: 30 }, async (_, i) => (await fail(i)).status));
      expect(answers.every((status) => status === 401)).toBe(true);
      expect((await fail(30)).status).toBe(429);
    });
  },
);
