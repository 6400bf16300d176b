import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { bearerToken, handler } from './handler.js';
import { cacheSeconds, clearUserStatusCache, userStatus } from '../lib/auth/user-status.js';
import { cognitoMock } from '../lib/auth/testing.js';

vi.mock('../lib/auth/verify-token.js', async () =>
  (await import('../lib/auth/testing.js')).fakeTokenCheck('sub-1'),
);

const ddbMock = mockDocumentClient();
const event = (authorization?: string) =>
  ({
    type: 'REQUEST',
    headers: authorization ? { authorization } : {},
  }) as unknown as APIGatewayRequestAuthorizerEventV2;

const user = (role: string, enabled = true) => ({
  Enabled: enabled,
  UserAttributes: [
    { Name: 'email', Value: 'p@pitahaya.test' },
    { Name: 'custom:role', Value: role },
  ],
});

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  ddbMock.on(BatchGetCommand).resolves({});
  clearUserStatusCache();
});

/** The table answers these items to the authorizer's BatchGetItem. */
const tableHas = (...items: Record<string, unknown>[]) =>
  ddbMock.on(BatchGetCommand).callsFake((input: { RequestItems?: Record<string, unknown> }) => ({
    Responses: { [Object.keys(input.RequestItems ?? {})[0] ?? '']: items },
  }));
const keysRead = () =>
  ddbMock
    .commandCalls(BatchGetCommand)
    .flatMap((c) =>
      Object.values(c.args[0].input.RequestItems ?? {}).flatMap((request) => request.Keys ?? []),
    );

const down = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('authorizer', () => {
  it('reads only well-formed bearer tokens', () => {
    expect(bearerToken({ Authorization: 'Bearer abc' })).toBe('abc');
    expect(bearerToken({ authorization: 'bearer abc' })).toBe('abc');
    expect(bearerToken({ authorization: 'Basic abc' })).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('lets every request through with its verdict', async () => {
    expect((await handler(event())).context.verdict).toBe('anonymous');
    expect(await handler(event('Bearer bad'))).toMatchObject({
      isAuthorized: true,
      context: { verdict: 'invalid' },
    });
  });

  it('resolves role and e-mail from Cognito for a valid token', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('seller'));
    expect(await handler(event('Bearer good'))).toEqual({
      isAuthorized: true,
      context: {
        verdict: 'authenticated',
        sub: 'sub-1',
        username: 'sub-1',
        email: 'p@pitahaya.test',
        role: 'producer',
        tokenId: 'jti-1',
        tokenExpiresAt: 2_000_000_000,
        sessionId: '',
      },
    });
  });

  it('refuses an access token revoked at logout (a record keyed by its jti), in one BatchGetItem', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    tableHas({ PK: 'REVOKED#jti-1', SK: 'ACCESS_TOKEN', expiresAt: 2_000_000_000 });
    expect((await handler(event('Bearer good'))).context.verdict).toBe('invalid');
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(keysRead()).toEqual([
      { PK: 'REVOKED#jti-1', SK: 'ACCESS_TOKEN' },
      { PK: 'SESSIONS#sub-1', SK: 'REVOKED_BEFORE' },
    ]);
  });

  it("refuses a token of an ended session by Cognito's origin_jti (AWS), in the same BatchGetItem", async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    expect((await handler(event('Bearer good-aws'))).context).toMatchObject({
      verdict: 'authenticated',
      sessionId: 'origin-1',
    });
    expect(keysRead()).toContainEqual({ PK: 'SESSIONS#sub-1', SK: 'SESSION#origin-1' });
    tableHas({ PK: 'SESSIONS#sub-1', SK: 'SESSION#origin-1', revokedAt: '2026-01-01T00:00:00.000Z' });
    expect((await handler(event('Bearer good-aws'))).context.verdict).toBe('invalid');
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(2);
  });

  it("refuses tokens issued before the user's sessions were all ended, not those issued after", async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    tableHas({ PK: 'SESSIONS#sub-1', SK: 'REVOKED_BEFORE', revokedBefore: 1_900_000_001 });
    expect((await handler(event('Bearer good'))).context.verdict).toBe('invalid');
    tableHas({ PK: 'SESSIONS#sub-1', SK: 'REVOKED_BEFORE', revokedBefore: 1_900_000_000 });
    expect((await handler(event('Bearer good'))).context.verdict).toBe('authenticated');
    // An expired record (TTL not yet applied) counts for nothing.
    tableHas({ PK: 'REVOKED#jti-1', SK: 'ACCESS_TOKEN', expiresAt: 1_000 });
    expect((await handler(event('Bearer good'))).context.verdict).toBe('authenticated');
  });

  it('never throws when Cognito or the table is down: verdict unavailable, or the last known status', async () => {
    expect((await handler(event('Bearer keys-down'))).context.verdict).toBe('unavailable');
    cognitoMock.on(AdminGetUserCommand).rejects(down());
    expect((await handler(event('Bearer good'))).context.verdict).toBe('unavailable');
    ddbMock.on(BatchGetCommand).rejects(down());
    expect((await handler(event('Bearer good'))).context.verdict).toBe('unavailable');
    // Anonymous callers need nothing looked up.
    expect((await handler(event())).context.verdict).toBe('anonymous');
  });

  it('serves the last known status for 5 minutes while Cognito is down, then gives up', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
    const t0 = 1_000_000;
    expect((await userStatus('sub-1', t0))?.role).toBe('producer');
    cognitoMock.on(AdminGetUserCommand).rejects(down());
    expect((await userStatus('sub-1', t0 + 60_000))?.role).toBe('producer');
    expect((await userStatus('sub-1', t0 + 320_000))?.role).toBe('producer');
    await expect(userStatus('sub-1', t0 + 331_000)).rejects.toThrow('cannot be reached');
  });

  it('marks disabled users inactive and deleted users invalid', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer', false));
    expect((await handler(event('Bearer good'))).context.verdict).toBe('inactive');
    clearUserStatusCache();
    cognitoMock
      .on(AdminGetUserCommand)
      .rejects(new UserNotFoundException({ message: 'gone', $metadata: {} }));
    expect((await handler(event('Bearer good'))).context.verdict).toBe('invalid');
  });

  it('reuses a resolved status for 30 s, then reads Cognito again', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    const t0 = 1_000_000;
    expect((await userStatus('sub-1', t0))?.role).toBe('consumer');
    cognitoMock.on(AdminGetUserCommand).resolves(user('admin'));
    expect((await userStatus('sub-1', t0 + 29_000))?.role).toBe('consumer');
    expect((await userStatus('sub-1', t0 + 31_000))?.role).toBe('admin');
    expect(cognitoMock.commandCalls(AdminGetUserCommand)).toHaveLength(2);
  });

  it('takes a shorter cache time from the environment, never a longer one', () => {
    expect(cacheSeconds(undefined)).toBe(30);
    expect(cacheSeconds('')).toBe(30);
    expect(cacheSeconds('1')).toBe(1);
    expect(cacheSeconds('0')).toBe(0);
    expect(cacheSeconds('3600')).toBe(30);
    expect(cacheSeconds('-5')).toBe(30);
    expect(cacheSeconds('soon')).toBe(30);
  });
});
