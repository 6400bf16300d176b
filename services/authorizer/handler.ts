/**
 * API Gateway (HTTP API) Lambda authorizer, simple responses. It never denies and never throws: it verifies the
 * bearer token, refuses tokens revoked at logout, resolves role and status, and passes its verdict in the
 * context. The domain handler answers 401/403 (and 503 for 'unavailable' on routes that need a caller) with the
 * contract's error envelope, which API Gateway's own deny responses would not carry (docs/decisions.md).
 *
 * 'unavailable': Cognito (keys or user status, beyond the stale window) or the revocation table cannot be
 * reached. Public routes go on anonymously; protected ones answer 503 'Servicio temporalmente no disponible.'.
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { isRevoked } from '../lib/data/revoked-tokens.js';
import type { AuthorizerContext, Verdict } from '../lib/identity.js';
import { createLogger } from '../lib/logger.js';
import { fromOrigin } from '../lib/origin-verify.js';
import { userStatus } from './user-status.js';
import { verifyAccessToken, warmUp } from './verify-token.js';

const logger = createLogger('authorizer');

// Signing keys at cold start, so verification does not depend on Cognito answering later.
await warmUp();

const answer = (
  verdict: Verdict,
  fields: Partial<Omit<AuthorizerContext, 'verdict'>> = {},
): APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext> => ({
  isAuthorized: true,
  context: {
    verdict,
    sub: '',
    username: '',
    email: '',
    role: '',
    tokenId: '',
    tokenExpiresAt: 0,
    ...fields,
  },
});

export function bearerToken(headers: Record<string, string | undefined> | undefined): string | null {
  const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

async function decide(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  // Requests that did not come through CloudFront get nothing looked up (the domain handler refuses them).
  if (!fromOrigin(event.headers)) return answer('anonymous');
  const token = bearerToken(event.headers);
  if (!token) return answer('anonymous');
  const claims = await verifyAccessToken(token);
  if (claims === 'invalid' || claims === 'unavailable') return answer(claims);
  if (await isRevoked(claims.tokenId)) return answer('invalid');
  const status = await userStatus(claims.username);
  if (!status) return answer('invalid');
  const fields = {
    sub: claims.sub,
    username: claims.username,
    email: status.email,
    role: status.role,
    tokenId: claims.tokenId,
    tokenExpiresAt: claims.expiresAt,
  };
  if (!status.enabled) {
    logger.info('Inactive user', { sub: claims.sub });
    return answer('inactive', fields);
  }
  return answer('authenticated', fields);
}

export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  try {
    return await decide(event);
  } catch (error) {
    // Cognito or DynamoDB cannot be reached: never a bare 500 from API Gateway.
    logger.warn('Caller could not be resolved', { error: error as Error });
    return answer('unavailable');
  }
}
