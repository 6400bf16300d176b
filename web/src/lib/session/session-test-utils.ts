/**
 * Test helpers of the session manager and the interceptor: a scripted auth API on top of a stubbed fetch,
 * JWTs with claims, and stored sessions. Only the tests import this file.
 */
import { vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { jsonResponse } from '../../test/utils';
import { saveTokens } from './token-storage';

export const REFRESH = 'r'.repeat(40);

export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(claims)}.signature`;
}

export const USER_INFO = {
  id: 'u1',
  username: 'productor@pitahaya.test',
  email: 'productor@pitahaya.test',
  role: 'producer',
  fullName: 'Pedro Productor',
  isActive: true,
  attributes: { sub: 'u1', email: 'productor@pitahaya.test', 'custom:role': 'producer' },
};

export const errorBody = (code: string, message: string, errors?: { field: string; message: string }[]) => ({
  status: { code, message },
  ...(errors ? { errors } : {}),
});

/** Stores a signed-in session whose access token expires in `expiresIn` seconds. */
export function storeSession(accessToken = 'access-1', expiresIn = 3600, now = Date.now()): void {
  saveTokens(
    { access_token: accessToken, refresh_token: REFRESH, id_token: 'id-1', expires_in: expiresIn },
    'LOGIN',
    now,
  );
}

export function storedAccessToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken);
}

export interface Call {
  url: string;
  method: string;
  authorization: string | undefined;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * A scripted API: `server.on('/oauth/auth/refresh-token', handler)`; unknown paths answer 404. Every call is
 * recorded (url, method, Authorization header, parsed body).
 */
export function fakeServer() {
  const handlers = new Map<string, Handler>();
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      authorization: headers.Authorization,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const path = url.split('?')[0] ?? url;
    const handler = handlers.get(`${call.method} ${path}`) ?? handlers.get(path);
    if (!handler) return jsonResponse(errorBody('NOT_FOUND', 'No existe'), 404);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    on(path: string, handler: Handler) {
      handlers.set(path, handler);
      return this;
    },
    /** Calls to one path. */
    to(path: string) {
      return calls.filter((call) => (call.url.split('?')[0] ?? call.url) === path);
    },
  };
}

/** A handler answering each call with the next response of a list (the last one repeats). */
export function sequence(...responses: (() => Response | Promise<Response>)[]): Handler {
  let index = 0;
  return () => {
    const next = responses[Math.min(index, responses.length - 1)]!;
    index += 1;
    return next();
  };
}

/** A promise with its resolve function, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
