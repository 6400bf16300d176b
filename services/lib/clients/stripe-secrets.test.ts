import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetStripeKeys,
  parseStripeKeys,
  STRIPE_KEYS_CACHE_MS,
  StripeSecretError,
  stripeKeysFromSecret,
} from './stripe-secrets.js';

const secrets = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:StripeKeys-AbCdEf';
const env = { STRIPE_SECRET_ARN: ARN };
const SECRET = { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_def456' };

beforeEach(() => {
  secrets.reset();
  forgetStripeKeys();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('stripeKeysFromSecret', () => {
  it('answers {} without STRIPE_SECRET_ARN (or with an empty one), reading nothing', async () => {
    expect(await stripeKeysFromSecret({})).toEqual({});
    expect(await stripeKeysFromSecret({ STRIPE_SECRET_ARN: '  ' })).toEqual({});
    expect(secrets.calls()).toHaveLength(0);
  });

  it('reads the secret named by STRIPE_SECRET_ARN and answers its two keys', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(SECRET) });
    expect(await stripeKeysFromSecret(env)).toEqual(SECRET);
    expect(secrets.commandCalls(GetSecretValueCommand)[0]?.args[0].input).toEqual({ SecretId: ARN });
  });

  it('reads process.env by default', async () => {
    vi.stubEnv('STRIPE_SECRET_ARN', ARN);
    try {
      secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(SECRET) });
      expect(await stripeKeysFromSecret()).toEqual(SECRET);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('treats the placeholder (empty strings) as unset, and trims what is set', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '{"secretKey":"","webhookSecret":""}' });
    expect(await stripeKeysFromSecret(env)).toEqual({});
    forgetStripeKeys();
    secrets
      .on(GetSecretValueCommand)
      .resolves({ SecretString: '{"secretKey":" sk_test_1\\n","webhookSecret":" "}' });
    expect(await stripeKeysFromSecret(env)).toEqual({ secretKey: 'sk_test_1' });
  });

  it('keeps a read for 5 minutes, then reads the secret again', async () => {
    secrets
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: JSON.stringify(SECRET) })
      .resolves({ SecretString: JSON.stringify({ ...SECRET, secretKey: 'sk_live_rolled' }) });
    expect(await stripeKeysFromSecret(env)).toEqual(SECRET);
    vi.advanceTimersByTime(STRIPE_KEYS_CACHE_MS - 1);
    expect(await stripeKeysFromSecret(env)).toEqual(SECRET);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await stripeKeysFromSecret(env)).toEqual({ ...SECRET, secretKey: 'sk_live_rolled' });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    expect(STRIPE_KEYS_CACHE_MS).toBe(300_000);
  });

  it('shares one read between concurrent callers, and answers copies', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(SECRET) });
    const [first, second] = await Promise.all([stripeKeysFromSecret(env), stripeKeysFromSecret(env)]);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(first).toEqual(SECRET);
    (first as { secretKey?: string }).secretKey = 'changed';
    expect(second).toEqual(SECRET);
    expect(await stripeKeysFromSecret(env)).toEqual(SECRET);
  });

  it('reads again for another ARN', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(SECRET) });
    await stripeKeysFromSecret(env);
    await stripeKeysFromSecret({ STRIPE_SECRET_ARN: `${ARN}-other` });
    expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId)).toEqual([
      ARN,
      `${ARN}-other`,
    ]);
  });

  it('does not keep a failed read: the next call reads again', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }))
      .resolves({ SecretString: JSON.stringify(SECRET) });
    await expect(stripeKeysFromSecret(env)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(await stripeKeysFromSecret(env)).toEqual(SECRET);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('refuses a malformed secret without quoting it, in the error or on the console', async () => {
    const logged = [
      vi.spyOn(console, 'log').mockImplementation(() => undefined),
      vi.spyOn(console, 'info').mockImplementation(() => undefined),
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
    ];
    for (const secretString of ['sk_live_abc123', '"sk_live_abc123"', '["sk_live_abc123"]', undefined]) {
      forgetStripeKeys();
      secrets.reset();
      secrets.on(GetSecretValueCommand).resolves({ SecretString: secretString });
      const error = await stripeKeysFromSecret(env).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(StripeSecretError);
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('sk_live');
      expect((error as Error).cause).toBeUndefined();
    }
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('never logs the keys it reads', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(SECRET) });
    await stripeKeysFromSecret(env);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('parseStripeKeys', () => {
  it('keeps only non-empty strings of the two keys', () => {
    expect(parseStripeKeys(JSON.stringify({ ...SECRET, other: 'x' }))).toEqual(SECRET);
    expect(parseStripeKeys('{"secretKey":42,"webhookSecret":null}')).toEqual({});
    expect(parseStripeKeys('{}')).toEqual({});
  });
});
