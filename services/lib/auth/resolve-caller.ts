/**
 * Who is calling, from the request's headers: the verdict the API Gateway authorizer hands to the routes that
 * need a caller (services/authorizer), and the one the products function works out itself for the public
 * catalog reads, which run without the authorizer (docs/decisions.md, "Authorizer"). One code path for both:
 * verify the Cognito access token, refuse revoked tokens and ended sessions (services/lib/auth/sessions.ts),
 * resolve role and status. It never throws.
 *
 * 'unavailable': Cognito (keys or user status, beyond the stale window) or the revocation table cannot be
 * reached. Public routes go on anonymously; protected ones answer 503 'Servicio temporalmente no disponible.'.
 */
import { accessRevoked } from './sessions.js';
import type { AuthorizerContext, Verdict } from '../identity.js';
import type { Logger } from '@aws-lambda-powertools/logger';
import { fromOrigin } from '../origin-verify.js';
import { userStatus } from './user-status.js';
import { verifyAccessToken } from './verify-token.js';

export type HeaderMap = Record<string, string | undefined> | undefined;

export function callerContext(
  verdict: Verdict,
  fields: Partial<Omit<AuthorizerContext, 'verdict'>> = {},
): AuthorizerContext {
  return {
    verdict,
    sub: '',
    username: '',
    email: '',
    role: '',
    tokenId: '',
    tokenExpiresAt: 0,
    sessionId: '',
    ...fields,
  };
}

/** The bearer token of an Authorization header (any case), or null. */
export function bearerToken(headers: HeaderMap): string | null {
  const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

async function decide(headers: HeaderMap, logger?: Logger): Promise<AuthorizerContext> {
  // Requests that did not come through CloudFront get nothing looked up (the domain handler refuses them).
  if (!fromOrigin(headers)) return callerContext('anonymous');
  const token = bearerToken(headers);
  if (!token) return callerContext('anonymous');
  const claims = await verifyAccessToken(token);
  if (claims === 'invalid' || claims === 'unavailable') return callerContext(claims);
  // Revoked by id, its session ended, or issued before the user's sessions were all ended (one BatchGetItem),
  // read alongside the user's status. A disabled account is told so (403) even though its sessions were ended.
  const [revoked, status] = await Promise.all([
    accessRevoked({
      sub: claims.sub,
      tokenId: claims.tokenId,
      issuedAt: claims.issuedAt,
      ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
    }),
    userStatus(claims.username),
  ]);
  if (!status) return callerContext('invalid');
  const fields = {
    sub: claims.sub,
    username: claims.username,
    email: status.email,
    role: status.role,
    tokenId: claims.tokenId,
    tokenExpiresAt: claims.expiresAt,
    sessionId: claims.sessionId ?? '',
  };
  if (!status.enabled) {
    logger?.info('Inactive user', { sub: claims.sub });
    return callerContext('inactive', fields);
  }
  if (revoked) return callerContext('invalid');
  return callerContext('authenticated', fields);
}

/** The caller's verdict; 'unavailable' (never an exception) when Cognito or DynamoDB cannot be reached. */
export async function resolveCaller(headers: HeaderMap, logger?: Logger): Promise<AuthorizerContext> {
  try {
    return await decide(headers, logger);
  } catch (error) {
    logger?.warn('Caller could not be resolved', { error: error as Error });
    return callerContext('unavailable');
  }
}
