/** HTTP calls of the benchmark against the gateway: JSON with a bearer token, sign-up through the outbox. */
import { outboxCode } from '../infra/local/outbox-codes.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  ms: number;
}

export function client(baseUrl: string) {
  async function call<T = Record<string, unknown>>(
    path: string,
    init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, ms };
  }

  /** Signs a consumer up, confirms and signs in; answers the access token. */
  async function newConsumer(email: string, password: string): Promise<string> {
    const signup = await call('/oauth/auth/signup', {
      method: 'POST',
      body: { username: email, password, fullName: 'Cliente de prueba', role: 'consumer' },
    });
    if (signup.status !== 201) throw new Error(`Sign-up failed (${signup.status})`);
    const confirmationCode = await outboxCode(baseUrl, email, 'signup');
    const confirmed = await call('/oauth/auth/confirm', {
      method: 'POST',
      body: { username: email, confirmationCode },
    });
    if (confirmed.status !== 200) throw new Error(`Confirm failed (${confirmed.status})`);
    return signIn(email, password);
  }

  async function signIn(email: string, password: string): Promise<string> {
    const login = await call<{ access_token: string }>('/oauth/auth/login', {
      method: 'POST',
      body: { username: email, password },
    });
    if (login.status !== 200) throw new Error(`Login failed (${login.status})`);
    return login.body.access_token;
  }

  return { call, newConsumer, signIn };
}
