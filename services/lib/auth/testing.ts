/**
 * Test support (not a test file) of the code that calls Cognito (auth, profile, users, the authorizer and the
 * catalog's own token check): the Cognito client mocked with aws-sdk-client-mock, and a stand-in for the
 * access token check (verify-token.ts) that needs no signing keys.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { vi } from 'vitest';
import type { Verification } from './verify-token.js';

export const cognitoMock = mockClient(CognitoIdentityProviderClient);

/**
 * What `vi.mock('…/lib/auth/verify-token.js', …)` answers: the token 'good' is a valid token of `sub`
 * (token id jti-1, issued at 1 900 000 000), 'good-aws' one with Cognito's origin_jti (session origin-1), 'keys-down' finds the signing keys unreachable, anything else is invalid.
 */
export function fakeTokenCheck(sub: string) {
  return {
    warmUp: vi.fn(async () => undefined),
    verifyAccessToken: vi.fn(async (token: string): Promise<Verification> =>
      token === 'good'
        ? { sub, username: sub, tokenId: 'jti-1', expiresAt: 2_000_000_000, issuedAt: 1_900_000_000 }
        : token === 'good-aws'
          ? {
              sub,
              username: sub,
              tokenId: 'jti-2',
              expiresAt: 2_000_000_000,
              issuedAt: 1_900_000_000,
              sessionId: 'origin-1',
            }
          : token === 'keys-down'
            ? 'unavailable'
            : 'invalid',
    ),
  };
}

interface CognitoUserFixture {
  sub?: string;
  role?: string;
  email?: string;
  name?: string;
  enabled?: boolean;
  /** Cognito's UserStatus, when the test needs one. */
  status?: 'CONFIRMED';
}

/** What AdminGetUser answers for a user (created 2026-01-01): its sub, e-mail, name and custom:role. */
export const cognitoUser = ({
  sub = 'u-1',
  role = 'consumer',
  email = 'ana@correo.es',
  name = 'Ana',
  enabled = true,
  status,
}: CognitoUserFixture = {}) => ({
  Username: sub,
  Enabled: enabled,
  ...(status ? { UserStatus: status } : {}),
  UserCreateDate: new Date('2026-01-01T00:00:00Z'),
  UserAttributes: [
    { Name: 'sub', Value: sub },
    { Name: 'email', Value: email },
    { Name: 'name', Value: name },
    { Name: 'custom:role', Value: role },
  ],
});

/**
 * The directory item's mirrored attributes as upsertDirectoryUser's update wrote them (what mirrorsCognito
 * compares), read back from that update's ExpressionAttributeValues.
 */
export const directoryItemWritten = (values: Record<string, unknown>) => ({
  entity: values[':entity'],
  email: values[':email'],
  username: values[':email'],
  fullName: values[':fullName'],
  role: values[':role'],
  isActive: values[':isActive'],
  GSI1PK: values[':gsi1pk'],
  GSI2SK: values[':gsi2sk'],
  GSI3PK: values[':gsi3pk'],
  searchText: values[':searchText'],
});
