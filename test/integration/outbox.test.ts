/**
 * GET /_local/outbox: the codes AWS would e-mail, captured from cognito-local's output. A sign-up through the
 * auth API shows its confirmation code there, and the code confirms the account.
 */
import { describe, expect, it } from 'vitest';
import { outboxCode } from '../../infra/local/outbox-codes.js';
import { baseUrl, call, noStack, postJson, uniqueEmail } from './helpers.js';

interface OutboxAnswer {
  messages: {
    to: string;
    kind: 'signup' | 'reset' | 'contact' | 'order';
    code?: string;
    subject?: string;
    text?: string;
    at: string;
  }[];
}

const codeFor = (email: string, kind: 'signup' | 'reset') => outboxCode(baseUrl, email, kind);

describe.skipIf(noStack)('local outbox', () => {
  it('answers {messages: [...]} as JSON, never cached', async () => {
    const answer = await call<OutboxAnswer>('/_local/outbox');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Array.isArray(answer.body.messages)).toBe(true);
    for (const message of answer.body.messages) {
      if (message.kind === 'signup' || message.kind === 'reset')
        expect(message).toEqual({
          to: expect.any(String),
          kind: message.kind,
          code: expect.any(String),
          at: expect.any(String),
        });
      else
        expect(message).toMatchObject({
          to: expect.any(String),
          kind: expect.stringMatching(/^(contact|order|review|withdrawal|subscription|picklist|alert)$/),
          subject: expect.any(String),
          text: expect.any(String),
          at: expect.any(String),
        });
    }
  });

  it('a sign-up shows its confirmation code, which confirms the account; a reset shows its code', async () => {
    const email = uniqueEmail('outbox');
    const signup = await postJson('/oauth/auth/signup', {
      username: email,
      password: 'Outbox123!',
      fullName: 'Ana Prueba',
    });
    expect(signup.status).toBeLessThan(300);
    const code = await codeFor(email, 'signup');
    expect(code).toMatch(/^\d{6}$/);

    const confirm = await postJson('/oauth/auth/confirm', { username: email, confirmationCode: code });
    expect(confirm.status).toBeLessThan(300);
    const login = await postJson('/oauth/auth/login', { username: email, password: 'Outbox123!' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ access_token: expect.any(String) });

    const forgot = await postJson('/oauth/auth/forgot-password', { username: email });
    expect(forgot.status).toBeLessThan(300);
    expect(await codeFor(email, 'reset')).toMatch(/^\d{6}$/);

    const { body } = await call<OutboxAnswer>('/_local/outbox');
    const times = body.messages.map((message) => message.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
