import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bearerToken, handler } from './handler.js';
import { clearUserStatusCache, userStatus } from './user-status.js';

vi.mock('./verify-token.js', () => ({
  verifyAccessToken: vi.fn(async (token: string) =>
    token === 'good' ? { sub: 'sub-1', username: 'sub-1' } : null,
  ),
}));

const cognitoMock = mockClient(CognitoIdentityProviderClient);
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
  clearUserStatusCache();
});

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
      },
    });
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
});
