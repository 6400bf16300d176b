/** Sessions over Cognito: login, refresh, logout (token revocation) and the signed-in user's info. */
import {
  InitiateAuthCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { AUTH_MESSAGES, USER_MESSAGES } from '../../shared/messages.js';
import { DEFAULT_EXPIRES_IN_SECONDS } from '../../shared/constants.js';

import { type TokenSet, type UserInfo } from '../../shared/contracts/auth/entities.js';
import { cognito } from '../lib/clients/cognito.js';
import { getCognitoUser, type CognitoUser } from '../lib/cognito-users.js';
import { revokeAccessToken } from '../lib/data/revoked-tokens.js';
import { markActive } from '../lib/data/user-activity.js';
import { syncDirectoryUser } from '../lib/data/user-directory.js';
import { readEnv } from '../lib/env.js';
import { forbidden, notFound, unauthorized } from '../lib/errors.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import type { AuthEndpoints } from '../../shared/contracts/auth/contract.js';
import { limitAttempts } from './attempt-limits.js';
import { withCognito } from './cognito-errors.js';

/** Reads a claim of a token Cognito just issued (already trusted: it came straight from Cognito). */
export function tokenClaim(token: string, claim: string): string | undefined {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    const value = payload[claim];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

async function revoke(refreshToken: string): Promise<void> {
  try {
    await cognito().send(
      new RevokeTokenCommand({ ClientId: readEnv().userPoolClientId, Token: refreshToken }),
    );
  } catch {
    // Already revoked or unknown: nothing left to revoke.
  }
}

/** Disabled users get no session, even where the emulator would issue one. */
async function requireActive(user: CognitoUser | null, refreshToken?: string): Promise<CognitoUser> {
  if (user && user.enabled) return user;
  if (refreshToken) await revoke(refreshToken);
  throw user ? forbidden(AUTH_MESSAGES.userDisabled) : unauthorized(AUTH_MESSAGES.sessionExpired);
}

function tokenSet(result: AuthenticationResultType, previousRefreshToken?: string): TokenSet {
  const access = result.AccessToken;
  if (!access) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return {
    access_token: access,
    refresh_token: result.RefreshToken ?? previousRefreshToken ?? '',
    id_token: result.IdToken ?? '',
    expires_in: result.ExpiresIn ?? DEFAULT_EXPIRES_IN_SECONDS,
  };
}

export async function login({
  body,
  event,
}: RouteRequest<AuthEndpoints['login']>): RouteAnswer<AuthEndpoints['login']> {
  await limitAttempts('login', event, body.username);
  const result = await withCognito('login', () =>
    cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: readEnv().userPoolClientId,
        AuthParameters: { USERNAME: body.username, PASSWORD: body.password },
      }),
    ),
  );
  if (!result.AuthenticationResult) throw forbidden(AUTH_MESSAGES.newPasswordRequired);
  const tokens = tokenSet(result.AuthenticationResult);
  const user = await requireActive(await getCognitoUser(body.username), tokens.refresh_token);
  const now = new Date().toISOString();
  await syncDirectoryUser(user, now);
  // The admin's "signed in in the last day" figure (docs/data-model.md, "User activity").
  await markActive(user.sub, user.role, now);
  return { data: tokens };
}

export async function refreshToken({
  body,
  logger,
}: RouteRequest<AuthEndpoints['refreshToken']>): RouteAnswer<AuthEndpoints['refreshToken']> {
  const result = await withCognito('refresh', () =>
    cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: readEnv().userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: body.refresh_token },
      }),
    ),
  );
  if (!result.AuthenticationResult) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const tokens = tokenSet(result.AuthenticationResult, body.refresh_token);
  const username = tokenClaim(tokens.access_token, 'username') ?? tokenClaim(tokens.access_token, 'sub');
  const user = await requireActive(username ? await getCognitoUser(username) : null, tokens.refresh_token);
  try {
    // A refreshed session is activity too; a failure to record it never costs the user their session.
    await markActive(user.sub, user.role, new Date().toISOString());
  } catch (error) {
    logger.warn('Activity not recorded on refresh', { error: error as Error });
  }
  return { data: tokens };
}

/**
 * Ends the session: the access token of this request is refused from now on (a revocation record the
 * authorizer checks, kept until the token expires), and the refresh token is revoked in Cognito.
 */
export async function logout({
  body,
  principal,
}: RouteRequest<AuthEndpoints['logout']>): RouteAnswer<AuthEndpoints['logout']> {
  if (principal?.tokenId) {
    await revokeAccessToken(principal.tokenId, principal.tokenExpiresAt ?? 0, principal.userId);
  }
  if (body.refresh_token) await revoke(body.refresh_token);
  return { data: { message: AUTH_MESSAGES.loggedOut } };
}

export async function userInfo({
  principal,
}: RouteRequest<AuthEndpoints['userInfo']>): RouteAnswer<AuthEndpoints['userInfo']> {
  const user = principal ? await getCognitoUser(principal.username) : null;
  if (!user) throw notFound(USER_MESSAGES.notFound);
  const info: UserInfo = {
    id: user.sub,
    username: user.email || user.username,
    email: user.email,
    role: user.role,
    fullName: user.fullName,
    isActive: user.enabled,
    attributes: { ...user.attributes, sub: user.sub, email: user.email, 'custom:role': user.role },
  };
  return { data: info };
}
