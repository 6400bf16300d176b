/** Shared helpers of the integration suites: the stack under test, HTTP calls and Cognito sign-in. */
import { expect } from 'vitest';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { baseUrl, stack } from '../support/stack-under-test.js';

// The SDK's notice about Node 22 is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** This worker's stack (one per worker, test/support/stack-under-test.ts); noStack: the suites skip. */
export { baseUrl, noStack, stack } from '../support/stack-under-test.js';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Calls the gateway; JSON bodies are parsed when the answer is JSON. */
export async function call<T = Record<string, unknown>>(
  path: string,
  init: RequestInit = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    text,
  };
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export interface Envelope {
  status: { code: string; message: string };
  data?: Record<string, unknown>;
  errors?: { field: string; message: string }[];
}

/** A Cognito access token straight from cognito-local (USER_PASSWORD_AUTH), bypassing the auth API. */
export async function accessToken(email: string, password: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: stack.region || 'eu-west-1',
    endpoint: stack.cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = answer.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`No access token for ${email}`);
    return token;
  } finally {
    cognito.destroy();
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A unique e-mail for a test account. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@pitahaya.test`;

/**
 * Waits until an uploaded product image has been checked and published by the images function (it runs on the
 * storage event, a moment after the upload): answers the status of GET <url> once it is no longer 404.
 */
export async function waitForImage(url: string, timeoutMs = 10_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = (await fetch(`${baseUrl}${url}`, { method: 'HEAD' })).status;
    if (status !== 404 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls a product (as `token`) until `done` holds for it; answers the last product read. */
export async function waitForProduct<P extends { imageStatus?: string }>(
  productId: string,
  token: string,
  done: (product: P) => boolean,
  timeoutMs = 10_000,
): Promise<P> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call<{ data?: { product?: P } }>(`/v1/products/${productId}`, {
      headers: token ? bearer(token) : {},
    });
    const product = answer.body.data?.product;
    if ((product && done(product)) || Date.now() > until) {
      if (!product) throw new Error(`Product ${productId}: ${answer.status} ${answer.text}`);
      return product;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs `check` until it stops throwing (an expect() inside it) and answers its value: for data the events
 * function derives from the table's stream a moment after a write (stats, notifications). The last failure is
 * thrown when the time is up.
 */
export async function eventually<T>(
  check: () => Promise<T>,
  timeoutMs = 10_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** An e-mail the stack would have sent (GET /_local/outbox). */
export interface OutboxMessage {
  to: string;
  kind: string;
  subject?: string;
  text?: string;
  replyTo?: string;
}

/** Every e-mail the stack has "sent" so far, oldest first. */
export const outbox = async (): Promise<OutboxMessage[]> =>
  (await call<{ messages: OutboxMessage[] }>('/_local/outbox')).body.messages;

/** The e-mails to `to` whose subject starts with `start`, once there are `count` of them. */
export const mailsTo = (to: string, start: string, count = 1) =>
  eventually(async () => {
    const found = (await outbox()).filter(
      (message) => message.to === to && message.subject?.startsWith(start),
    );
    expect(found).toHaveLength(count);
    return found;
  }, 20_000);
