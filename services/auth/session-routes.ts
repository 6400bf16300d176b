/**
 * Sessions over Cognito: login, refresh, logout (the session's tokens revoked) and the signed-in user's info.
 * Every token set passes through here, so each session is recorded (services/lib/auth/sessions.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  InitiateAuthCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { USER_MESSAGES } from '../../shared/messages/user.js';
import { DEFAULT_EXPIRES_IN_SECONDS } from '../../shared/constants/auth.js';

import { type TokenSet, type UserInfo } from '../../shared/contracts/auth/entities.js';
import { cognito } from '../lib/clients/cognito.js';
import { getCognitoUser, type CognitoUser } from '../lib/auth/cognito-users.js';
import {
  endSession,
  issuedToken,
  recordRefresh,
  recordSignIn,
  revokeAccessTokens,
  sessionOfAccessToken,
  sessionOfRefreshToken,
  sessionRevoked,
  type SessionRef,
} from '../lib/auth/sessions.js';
import { markActive, markSignedIn } from '../lib/auth/user-activity.js';
import { getDirectoryUser, mirrorsCognito, syncDirectoryUser } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { forbidden, notFound, unauthorized } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { AuthEndpoints } from '../../shared/contracts/auth/contract.js';
import { checkLoginFailures, countLoginFailure } from './attempt-limits.js';
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

export const login: Handler<AuthEndpoints['login']> = async ({ body, event, logger }) => {
  // Only failed sign-ins count (wrong password, unknown user, disabled); refused once they reach the limit.
  await checkLoginFailures(event, body.username);
  let user: CognitoUser;
  let tokens: TokenSet;
  try {
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
    tokens = tokenSet(result.AuthenticationResult);
    user = await requireActive(await getCognitoUser(body.username), tokens.refresh_token);
  } catch (error) {
    if (isFailedSignIn(error)) await countLoginFailure(event, body.username);
    throw error;
  }
  const issued = issuedToken(tokens.access_token);
  if (issued) await recordSignIn(user, issued, tokens.refresh_token);
  // The directory item is refreshed only when Cognito's fields differ (one read; a write rewrites its index
  // copies); the sign-in goes to the activity item, with the admin's "signed in in the last day" figure
  // (docs/data-model.md, "User activity").
  const item = (await getDirectoryUser(user.sub)) as Record<string, unknown> | null;
  if (!mirrorsCognito(item, user)) await syncDirectoryUser(user);
  try {
    await markSignedIn(user.sub, user.role, new Date().toISOString());
  } catch (error) {
    // As on a refresh: a failure to record the activity never costs the user their sign-in.
    logger.warn('Sign-in not recorded in the activity', { error: error as Error });
  }
  return { data: tokens };
};

/** A sign-in refused for its credentials or account (counted by the attempt limits), not for an outage. */
function isFailedSignIn(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  const message = (error as { message?: string } | null)?.message;
  // 401 wrong password or unknown user; 403 a disabled account (not "confirm your account" nor "new password").
  return status === 401 || (status === 403 && message === AUTH_MESSAGES.userDisabled);
}

/** An ended session's refresh: 403 when the account is disabled (as for any of its calls), else 401. */
async function refuseSession(refreshToken: string, username?: string): Promise<never> {
  await revoke(refreshToken);
  const user = username ? await getCognitoUser(username) : null;
  throw user && !user.enabled
    ? forbidden(AUTH_MESSAGES.userDisabled)
    : unauthorized(AUTH_MESSAGES.sessionExpired);
}

/**
 * New tokens for a refresh token, unless its session was ended (logout, even one without the refresh token in
 * its body) or the user's sessions were all ended since it began: checked before anything is answered.
 */
export const refreshToken: Handler<AuthEndpoints['refreshToken']> = async ({ body, logger }) => {
  const known = await sessionOfRefreshToken(body.refresh_token);
  if (known && (await sessionRevoked(known))) await refuseSession(body.refresh_token, known.username);
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
  const issued = issuedToken(tokens.access_token);
  if (issued) {
    // A session the table does not know (begun before sessions were recorded, or outside this service): its
    // id is Cognito's origin_jti where the token has one, and it is checked now, before answering.
    const session: SessionRef = known ?? {
      sessionId: issued.originJti ?? randomUUID(),
      userId: user.sub,
      startedAt: issued.authTime,
      username: user.username,
    };
    if (!known && (await sessionRevoked(session))) await refuseSession(body.refresh_token);
    const rotated = tokens.refresh_token !== body.refresh_token ? tokens.refresh_token : undefined;
    await recordRefresh(session, issued, known ? rotated : tokens.refresh_token);
  }
  try {
    // A refreshed session is activity too; a failure to record it never costs the user their session.
    await markActive(user.sub, user.role, new Date().toISOString());
  } catch (error) {
    logger.warn('Activity not recorded on refresh', { error: error as Error });
  }
  return { data: tokens };
};

/**
 * Ends the session of the bearer token, and that of the refresh token in the body when there is one: every
 * access token issued in it is refused from then on (not only the one presented), its refresh token is refused
 * at the next refresh, and the refresh token given is revoked in Cognito. docs/security.md, "Sessions".
 */
export const logout: Handler<AuthEndpoints['logout']> = async ({ body, principal }) => {
  if (principal) {
    const presented: Record<string, number> = principal.tokenId
      ? { [principal.tokenId]: principal.tokenExpiresAt ?? 0 }
      : {};
    const sessions = new Map<string, string>();
    const bearerSession =
      principal.sessionId ?? (await sessionOfAccessToken(principal.tokenId ?? ''))?.sessionId;
    if (bearerSession) sessions.set(bearerSession, principal.userId);
    const given = body.refresh_token ? await sessionOfRefreshToken(body.refresh_token) : null;
    if (given) sessions.set(given.sessionId, given.userId);
    for (const [sessionId, userId] of sessions) {
      await endSession(userId, sessionId, userId === principal.userId ? presented : {});
    }
    // A token of a session the table does not know (issued before sessions were recorded): revoked by id.
    if (!bearerSession) await revokeAccessTokens(principal.userId, presented);
  }
  if (body.refresh_token) await revoke(body.refresh_token);
  return { data: { message: AUTH_MESSAGES.loggedOut } };
};

export const userInfo: Handler<AuthEndpoints['userInfo']> = async ({ principal }) => {
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
};
